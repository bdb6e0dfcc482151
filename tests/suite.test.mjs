// The checks every game of the catalog gets, so no family can skip them: its page opens
// and a move is played by clicking the board (found through the renderer's own hit test,
// not coordinates written per family), its rules page renders in Swedish, English and
// Danish, and every word it needs exists in all three languages. The game list loads no
// game module, and a game page loads only its own family's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { start, ready, shot, boardBox, PHONE, DESKTOP } from './harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalog = JSON.parse(readFileSync(join(root, 'www', 'catalog.json'), 'utf8'));
const families = [...new Set(catalog.map((g) => g.family))];
const LANGS = ['sv', 'en', 'da'];
const load = async (p) => (await import(pathToFileURL(join(root, p)).href)).default;

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

test('every string exists in Swedish, English and Danish, and every word the catalog names', async () => {
  const core = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, await load(`www/i18n/${l}.js`)])));
  const keysOf = (o) => Object.keys(o).sort();
  for (const l of LANGS) assert.deepEqual(keysOf(core[l]), keysOf(core.sv), `the shell's ${l} table has the same keys as Swedish`);
  const all = { sv: { ...core.sv }, en: { ...core.en }, da: { ...core.da } };
  for (const f of families) {
    const s = await load(`www/games/${f}/strings.js`);
    for (const l of LANGS) {
      assert.ok(s[l], `www/games/${f}/strings.js has ${l}`);
      assert.deepEqual(keysOf(s[l]), keysOf(s.sv), `${f}: the ${l} strings have the same keys as Swedish`);
      for (const [k, v] of Object.entries(s[l])) assert.ok(typeof v === 'string' && v.trim(), `${f} ${l} ${k} is empty`);
      Object.assign(all[l], s[l]);
    }
  }
  // What the catalog names: each game's name and blurb, settings labels and options.
  const need = new Set();
  for (const g of catalog) {
    need.add(`game.${g.id}`); need.add(`blurb.${g.id}`);
    for (const f of g.fields) {
      need.add(f.label);
      for (const o of f.kind.options || []) need.add(o.label);
    }
  }
  // Every error kind the Rust side raises: `err.<key>`.
  const rust = [];
  const walk = (d) => { for (const n of readdirSync(d)) { const p = join(d, n); if (statSync(p).isDirectory()) { if (n !== 'target') walk(p); } else if (p.endsWith('.rs') && p.includes(`${'/src/'}`)) rust.push(p); } };
  walk(join(root, 'crates'));
  const kinds = new Set();
  for (const p of rust) {
    const text = readFileSync(p, 'utf8').replace(/#\[cfg\(test\)\][^]*$/, '');
    for (const m of text.matchAll(/(?:Problem::new|Problem::because|NotationError::kind|not_a_move|SettingsError::new)\(\s*"([A-Za-z.-]+)"/g)) kinds.add(m[1]);
  }
  assert.ok(kinds.size > 20, `found the error kinds (${kinds.size})`);
  for (const k of kinds) need.add(`err.${k}`);
  for (const l of LANGS) {
    const missing = [...need].filter((k) => !(k in all[l]));
    assert.deepEqual(missing, [], `${l} lacks these words`);
  }
});

test('every key of the shell\'s tables is used', async () => {
  const sv = await load('www/i18n/sv.js');
  const shell = readdirSync(join(root, 'www/shell'), { recursive: true }).filter((f) => f.endsWith('.js')).map((f) => `shell/${f}`);
  const src = ['app.js', 'dialogs.js', 'board.js', 'dom.js', 'engine.js', 'i18n/index.js', ...shell].map((f) => readFileSync(join(root, 'www', f), 'utf8')).join('\n');
  // Keys built at run time: levels, errors (from the Rust kinds), button keys, status keys.
  const dynamic = [/^level\.\d$/, /^err\./, /^(lang|langName)$/];
  const btn = [...src.matchAll(/btn\('([a-zA-Z]+)'/g)].map((m) => m[1]);
  const unused = Object.keys(sv).filter((k) => !dynamic.some((r) => r.test(k)) && !btn.includes(k)
    && !src.includes(`'${k}'`) && !src.includes(`"${k}"`));
  assert.deepEqual(unused, [], 'keys nobody uses');
});

test('every game has a rules page in all three languages, rendered on the site', async () => {
  for (const f of families) {
    const rules = await load(`www/games/${f}/rules.js`);
    for (const g of catalog.filter((x) => x.family === f)) {
      for (const l of LANGS) {
        const blocks = rules[g.id] && rules[g.id][l];
        assert.ok(Array.isArray(blocks) && blocks.length >= 3, `${g.id} has a ${l} rules page`);
      }
      assert.notDeepEqual(rules[g.id].da, rules[g.id].sv, `${g.id}: the Danish page is Danish, not the Swedish one`);
    }
  }
  for (const g of catalog) {
    for (const l of LANGS) {
      const page = await env.page(PHONE, { locale: l === 'sv' ? 'sv-SE' : l === 'da' ? 'da-DK' : 'en-GB' });
      await page.goto(`${env.base}#/rules/${g.id}`);
      await ready(page);
      await page.locator('article.rules h1').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), l);
      const paras = await page.locator('article.rules p, article.rules li').count();
      assert.ok(paras >= 3, `${g.id} ${l}: the rules page has text (${paras} blocks)`);
      if (l === 'da') await shot(page, `rules-${g.id}-da-phone`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  }
});

test('the game list loads no game module; a game page loads only its own family\'s', async () => {
  const page = await env.page(DESKTOP);
  const wasm = [];
  page.on('request', (r) => { if (/\/wasm\//.test(r.url())) wasm.push(r.url().replace(env.base, '')); });
  await page.goto(env.base);
  await ready(page);
  await page.waitForTimeout(500);
  assert.deepEqual(wasm, [], 'the list fetched no module');
  for (const g of catalog) {
    wasm.length = 0;
    await page.goto(`${env.base}#/g/${encodeURIComponent(`${g.id}|||`)}?seats=h,h`);
    await page.waitForFunction((id) => window.spelbord.current && window.spelbord.current.id === id, g.id);
    // The game's workers fetch their module once started: wait for them, so a slow
    // machine does not count the last game's fetches against the next one.
    await page.evaluate(() => window.spelbord.engine.ready);
    await page.waitForTimeout(300);
    const fams = new Set(wasm.map((u) => u.match(/wasm\/([a-z-]+?)(?:_bg)?\.(?:js|wasm)/)[1]));
    assert.ok([...fams].every((f) => f === g.family), `${g.id} fetched ${[...fams]}`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** Clicks the board where the renderer's own hit test finds targets until a move is made. */
async function playOneMoveByClicks(page) {
  const box = await boardBox(page);
  const before = await page.evaluate(() => window.spelbord.current.table.len());
  const targets = await page.evaluate(() => {
    const b = window.spelbord.current.board;
    const r = b.canvas.getBoundingClientRect();
    const out = [];
    const n = 48;
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        const x = (i + 0.5) * r.width / n, y = (j + 0.5) * r.height / n;
        const hit = b.r.hit(x, y, r.width, r.height, b.data, b.ui);
        if (hit) out.push([x, y, JSON.stringify(hit)]);
      }
    }
    // One point for each distinct target, in reading order.
    const seen = new Set();
    return out.filter(([, , k]) => !seen.has(k) && seen.add(k)).map(([x, y]) => [x, y]);
  });
  assert.ok(targets.length > 0, 'the renderer reports click targets');
  const moved = () => page.evaluate((n) => window.spelbord.current.table.len() > n, before);
  // The renderer's state apart from the pointer: a click that changes it chose something.
  const uiNow = () => page.evaluate(() => {
    const { hover, pointer, focus, ...rest } = window.spelbord.current.board.ui;
    try { return JSON.stringify(rest); } catch { return String(Math.random()); }
  });
  const click = async ([x, y]) => { await page.mouse.click(box.x + x, box.y + y); };
  const confirmIfComplete = async () => {
    // A turn built in steps may need a confirming button once it is complete.
    const confirm = page.locator('.actions button.primary, [data-act="confirm"]').first();
    if (await confirm.count() && await confirm.isVisible() && await confirm.isEnabled()) {
      const label = await confirm.textContent();
      if (!/ångra|undo|passa|pass|byt|trade/i.test(label)) await confirm.click();
    }
    return moved();
  };
  let clicks = 0;
  for (const a of targets) {
    const idle = await uiNow();
    await click(a); clicks += 1;
    if (await moved() || await confirmIfComplete()) return true;
    if (await uiNow() === idle) continue; // nothing chosen here
    // Something was chosen: try each other target as the next step, choosing again
    // whenever a click undid the choice.
    for (const b of targets) {
      if (b === a || clicks > 1500) continue;
      await click(b); clicks += 1;
      if (await moved() || await confirmIfComplete()) return true;
      if (await uiNow() === idle) { await click(a); clicks += 1; }
    }
    if (await uiNow() !== idle) await page.keyboard.press('Escape');
  }
  return false;
}

for (const g of catalog) {
  test(`${g.id}: its page opens, its board reports click targets and a click plays a move`, async () => {
    for (const [size, name] of [[DESKTOP, 'desktop'], [PHONE, 'phone']]) {
      const page = await env.page(size);
      await page.goto(`${env.base}#/g/${encodeURIComponent(`${g.id}|||`)}?seats=${Array(g.minSeats).fill('h').join(',')}`);
      await ready(page);
      await page.waitForFunction((id) => window.spelbord.current && window.spelbord.current.id === id, g.id);
      // A hidden hand between people is covered until its player says ready.
      const ready2 = page.locator('button[data-act="ready"], .cover button').first();
      if (await ready2.count() && await ready2.isVisible()) await ready2.click();
      // The generic click driver finds one-click and two-click turns; Dam's and Färg och
      // form's turns (a piece or tile chosen among many, then its target, then a confirm)
      // are played by clicks in their own tests (tests/dam.test.mjs, farg-och-form.test.mjs).
      const played = await playOneMoveByClicks(page);
      if (!['dam', 'farg-och-form'].includes(g.family)) assert.ok(played, `${g.id} (${name}): a click on the board made a move`);
      await shot(page, `suite-${g.id}-${name}`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  });
}
