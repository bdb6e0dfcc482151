// Hostile input and deployment as users host it: the strict Content-Security-Policy holds
// on every page (no violation reported), the built site works under a sub-path as a
// GitHub project page (/spelbord/), online and offline through the service worker, and
// hostile links (1 MB, markup in every field) leave the page alive, show the message and
// never touch the saved game, and a set-up position or a move that cannot be read says
// why in the player's language (the reason is never English passed through).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DIST, DESKTOP, PHONE, start, ready, shot, newGame, clickColumn, moveCount } from './harness.mjs';
import { serve } from './serve.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

// The games whose family module this build has (SPELBORD_FAMILIES may build a few).
const catalog = JSON.parse(readFileSync(join(DIST, 'www/catalog.json'), 'utf8'));
const built = new Set(readdirSync(join(DIST, 'wasm')).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3)));
const ids = catalog.filter((g) => built.has(g.family)).map((g) => g.id);

/** A page that records every CSP violation (in the page) and CSP console errors (workers). */
async function watched(base, opts = {}) {
  const page = await env.page(DESKTOP, opts);
  page.violations = [];
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => { if (/Content.Security.Policy/i.test(m.text())) page.violations.push(m.text()); });
  page.on('dialog', (d) => { page.violations.push(`a dialog opened: ${d.message()}`); d.dismiss(); });
  return page;
}
const violations = async (page) => [...page.violations, ...(await page.evaluate(() => window.__csp || []))];

test('the strict CSP is in force and no page violates it', async () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] || '';
  const directive = (name) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
  assert.equal(directive('script-src'), "script-src 'self' 'wasm-unsafe-eval'", 'scripts only from the site, WebAssembly allowed');
  assert.equal(directive('default-src'), "default-src 'self'");
  assert.equal(directive('object-src'), "object-src 'none'");
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script in the built index.html');
  assert.ok(ids.length >= 1, `games built: ${[...built]}`);
  const routes = ['#/', '#/rules', ...ids.flatMap((id) => [`#/play/${id}`, `#/rules/${id}`, `#/embed/${id}?seats=h,c1`])];
  let page = await watched(env.base);
  for (const r of routes) {
    await page.goto(`${env.base}${r}`);
    await ready(page);
    await page.waitForTimeout(r.startsWith('#/play') || r.startsWith('#/embed') ? 600 : 150);
    assert.deepEqual(await violations(page), [], `CSP violations on ${r}`);
  }
  await page.context().close();
  // A computer move runs the worker (its own module and WebAssembly) under the policy too.
  page = await watched(env.base);
  await newGame(page, env.base, 'fyra-i-rad', ['h', 'c1']);
  await clickColumn(page, 4);
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 2, null, { timeout: 15000 });
  assert.deepEqual(await violations(page), []);
  // The policy does bite: an inline script added now is refused and reported.
  await page.evaluate(() => { const s = document.createElement('script'); s.textContent = 'window.__ran = 1'; document.body.append(s); });
  await page.waitForTimeout(100);
  assert.equal(await page.evaluate(() => window.__ran), undefined);
  assert.ok((await violations(page)).some((v) => v.startsWith('script-src')), 'the test sees violations');
  assert.deepEqual(page.errors.filter((e) => !/Content.Security.Policy/i.test(e)), []);
  await page.context().close();
});

test('under a sub-path (/spelbord/) the site plays, and plays offline', async () => {
  const server = await serve(DIST, 0, '/spelbord/');
  const base = `http://127.0.0.1:${server.address().port}/spelbord/`;
  const page = await watched(base, { serviceWorkers: 'allow' });
  try {
    await page.goto(base);
    await ready(page);
    assert.ok(await page.locator('.card').count() >= 1);
    await startGame(page, base, 'fyra-i-rad', ['h', 'c1']);
    await clickColumn(page, 4);
    await page.waitForFunction(() => window.spelbord.current.table.len() >= 2, null, { timeout: 15000 });
    // The service worker's scope is the sub-path; after it controls the page, go offline.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, base);
    await page.reload();
    await ready(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller);
    await page.context().setOffline(true);
    await page.goto(`${base}#/`);
    await page.reload();
    await ready(page);
    await page.goto(`${base}#/play/dam`);
    await ready(page);
    await page.waitForFunction(() => window.spelbord.current?.id === 'dam', null, { timeout: 15000 });
    const legal = await page.evaluate(() => window.spelbord.current.table.legal(0));
    assert.ok(legal.length >= 7, `Dam's moves offline: ${legal}`);
    await page.goto(`${base}#/rules/dam`);
    await ready(page);
    assert.deepEqual(await violations(page), []);
    await shot(page, 'hostile-subpath-offline');
  } finally {
    await page.context().close();
    server.close();
  }
});

/** Like the harness's newGame, but waits for the settings dialog that a fresh game page
 * opens by itself before deciding to click "new game" (the harness's check can race it). */
async function startGame(page, base, id, seats) {
  await page.goto(`${base}#/play/${id}`);
  await ready(page);
  const dialog = page.locator('dialog.settings[open]').last();
  await dialog.waitFor({ timeout: 3000 }).catch(() => page.click('[data-act="newGame"]'));
  await page.selectOption('dialog.settings[open] select[name=game]', id);
  for (let i = 0; i < seats.length; i++) await page.selectOption(`dialog.settings[open] select[name=seat${i}]`, seats[i]);
  await page.click('dialog.settings[open] button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings[open]'));
}

/** Plays one move of the player's own Fyra i rad game and returns what is saved. */
async function ownGame(page) {
  await newGame(page, env.base, 'fyra-i-rad', ['h', 'h']);
  await clickColumn(page, 4);
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  return page.evaluate(() => localStorage.getItem('spelbord.game.fyra-i-rad'));
}

test('a hostile link of 1 MB: page alive, message shown, saved game untouched', async () => {
  const page = await watched(env.base);
  const saved = await ownGame(page);
  assert.ok(saved && saved.includes('fyra-i-rad'));
  const huge = encodeURIComponent(`fyra-i-rad|popout=true|0|${'4 p4 '.repeat(210_000)}`);
  assert.ok(huge.length > 1_000_000);
  const t0 = Date.now();
  await page.goto(`${env.base}#/g/${huge}`);
  await page.waitForSelector('[role=alert]', { timeout: 20000 });
  const ms = Date.now() - t0;
  assert.ok(await page.evaluate(() => 1 + 1) === 2, 'the page answers');
  const line = await page.locator('[role=alert]').first().innerText();
  assert.ok(line.length > 0 && line.length < 400, `one short message: ${line.slice(0, 200)}`);
  assert.equal(await page.evaluate(() => localStorage.getItem('spelbord.game.fyra-i-rad')), saved);
  assert.equal(await page.evaluate(() => localStorage.getItem('spelbord.link.fyra-i-rad')), null);
  console.log(`  1 MB link refused in ${ms} ms: ${line}`);
  await shot(page, 'hostile-1mb-link');
  // The own game is still there to play.
  await page.goto(`${env.base}#/play/fyra-i-rad`);
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current?.table.len() === 1);
  await page.context().close();
});

test('a link with markup in every field shows it as text and changes nothing', async () => {
  const page = await watched(env.base);
  const saved = await ownGame(page);
  const x = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b id=injected>b</b>';
  const links = [
    `${x}|${x}|${x}|${x}`,
    `fyra-i-rad|${x}=${x}|${x}|${x}`,
    `fyra-i-rad|popout=${x}||4`,
    `fyra-i-rad||${x}|4`,
    `fyra-i-rad|||4 ${x}`,
    `dam|fen=${x}||`,
  ];
  for (const l of links) {
    await page.goto(`${env.base}#/g/${encodeURIComponent(l)}?seats=${encodeURIComponent(x)}`);
    await page.waitForSelector('[role=alert]', { timeout: 10000 });
    assert.equal(await page.locator('#injected, img[src=x]').count(), 0, `markup stays text: ${l.slice(0, 60)}`);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.equal(await page.evaluate(() => localStorage.getItem('spelbord.game.fyra-i-rad')), saved);
  }
  assert.deepEqual((await violations(page)).filter((v) => !v.startsWith('a dialog')), []);
  assert.deepEqual((await violations(page)).filter((v) => v.startsWith('a dialog')), []);
  await shot(page, 'hostile-markup-link');
  await page.context().close();
});

// A bad set-up position of each family that has one, in a link: the reason, in words of
// the page's language, naming what is wrong (the number, the square, the row).
const SETUPS = [
  ['dam', 'fen', 'W:W33:B1', {
    sv: /ställningen \(FEN\) går inte att läsa: ruta 33 finns inte/,
    en: /the set-up position \(FEN\) cannot be read: there is no square 33/,
    da: /stillingen \(FEN\) kan ikke læses: felt 33 findes ikke/ }],
  ['alquerque', 'position', 'WWWWW/WWWWW/BBxWW/BBBBB/BBBBB b', {
    sv: /utgångsställningen går inte att läsa: ”x” i rad 3/,
    en: /the set-up position cannot be read: “x” in row 3/,
    da: /udgangsstillingen kan ikke læses: “x” i række 3/ }],
  ['surround', 'position', 'BW..../W...../....../....../....../...... w', {
    sv: /utgångsställningen går inte att läsa: den svarta gruppen på a6/,
    en: /the set-up position cannot be read: the black group on a6/,
    da: /udgangsstillingen kan ikke læses: den sorte gruppe på a6/ }],
  ['lines-of-action', 'position', '1bbbbbb1/w5w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b', {
    sv: /utgångsställningen går inte att läsa: rad 7 har 7 rutor, inte 8/,
    en: /the set-up position cannot be read: row 7 has 7 squares, not 8/,
    da: /udgangsstillingen kan ikke læses: række 7 har 7 felter, ikke 8/ }],
  ['stumphog', 'start', '1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,1/h', {
    sv: /ställningen går inte att läsa: det ligger 71 stenar på bordet, inte 70/,
    en: /the position cannot be read: there are 71 stones on the table, not 70/,
    da: /stillingen kan ikke læses: der ligger 71 sten på bordet, ikke 70/ }],
];
// Words of the parsers' English reasons that must not reach a Swedish or Danish page.
const ENGLISH = /\b(square|squares|does not|exist|bad FEN|listed|missing|cannot|read|row|pieces|stones|group|table|position|not)\b/i;

// Words of the move parsers' English reasons that must not reach a Swedish or Danish page.
const ENGLISH_MOVE = /\b(point|points|square|squares|cell|whole|number|move|write|there is|cannot|read|not)\b/i;

// A bad move of three families in a link, as the first move of the record: the reason,
// in words of the page's language, naming what is wrong (the point, the square, the
// number), after the move's number.
const MOVES = [
  ['alquerque', 'k9-c3', {
    sv: /drag 1: det går inte att läsa som ett drag: det finns ingen punkt ”k9”/,
    en: /move 1: that cannot be read as a move: there is no point “k9”/,
    da: /træk 1: det kan ikke læses som et træk: der er intet punkt “k9”/ }],
  ['lines-of-action', 'b1-i3', {
    sv: /drag 1: det går inte att läsa som ett drag: det finns ingen ruta ”i3”/,
    en: /move 1: that cannot be read as a move: there is no square “i3”/,
    da: /træk 1: det kan ikke læses som et træk: der er intet felt “i3”/ }],
  ['luffarschack', '3,y', {
    sv: /drag 1: det går inte att läsa som ett drag: ”y” i ”3,y” är inget heltal/,
    en: /move 1: that cannot be read as a move: “y” in “3,y” is not a whole number/,
    da: /træk 1: det kan ikke læses som et træk: “y” i “3,y” er intet heltal/ }],
];

/** Opens each bad link (`[id, record, words]`) on a page in sv, en and da: the message
 *  matches the words of its language, fills every placeholder, has none of the words in
 *  `english` on a Swedish or Danish page, and leaves the saved game alone. */
async function badLinksSayWhy(cases, english, shotName) {
  for (const [lang, locale] of [['sv', 'sv-SE'], ['en', 'en-GB'], ['da', 'da-DK']]) {
    const page = await watched(env.base, { locale });
    const saved = await ownGame(page);
    for (const [id, record, words] of cases) {
      // Only a hash changes from one link to the next: the last message goes first.
      await page.evaluate(() => { for (const e of document.querySelectorAll('.error-line')) e.remove(); });
      await page.goto(`${env.base}#/g/${encodeURIComponent(record)}`);
      const line = page.locator('main .error-line');
      await line.waitFor({ state: 'visible', timeout: 10000 });
      const text = await line.textContent();
      assert.match(text, words[lang], `${lang} ${id}: ${text}`);
      assert.doesNotMatch(text, /[{}]/, `${lang} ${id}: a placeholder left unfilled: ${text}`);
      if (lang !== 'en') assert.doesNotMatch(text, english, `${lang} ${id}: English in the message: ${text}`);
      // The game on the table stays as it was.
      assert.equal(await page.evaluate(() => localStorage.getItem('spelbord.game.fyra-i-rad')), saved);
    }
    if (lang === 'sv') await shot(page, `${shotName}-sv-desktop`);
    assert.deepEqual(page.errors, []);
    assert.deepEqual(await violations(page), []);
    await page.context().close();
  }
}

test('a bad set-up position in a link says why in Swedish, English and Danish', async () => {
  const setups = SETUPS.filter(([id]) => ids.includes(id))
    .map(([id, key, value, words]) => [id, `${id}|${key}=${encodeURIComponent(value)}||`, words]);
  assert.ok(setups.length > 0, 'a family with set-up positions is built');
  await badLinksSayWhy(setups, ENGLISH, 'bad-setup-link');
  // At phone width, the Swedish message for Dam's bad FEN.
  const page = await env.page(PHONE);
  await page.goto(`${env.base}#/g/${encodeURIComponent('dam|fen=W:W33:B1||')}`);
  await page.locator('main .error-line').waitFor({ state: 'visible' });
  await shot(page, 'bad-setup-link-sv-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a move in a link that cannot be read says why in Swedish, English and Danish', async () => {
  const moves = MOVES.filter(([id]) => ids.includes(id)).map(([id, mv, words]) => [id, `${id}|||${mv}`, words]);
  assert.ok(moves.length > 0, 'a family with a bad move here is built');
  await badLinksSayWhy(moves, ENGLISH_MOVE, 'bad-move-link');
});

test('the page refuses over-long links at the same length the rules do', () => {
  // The shell checks a link's length before loading a module; the limit must be the core's.
  const here = new URL('..', import.meta.url).pathname;
  const rust = readFileSync(join(here, 'crates/core/src/record.rs'), 'utf8').match(/pub const MAX_RECORD_LEN: usize = ([\d_]+);/);
  const js = readFileSync(join(here, 'www/shell/pages/link.js'), 'utf8').match(/const MAX_RECORD_LEN = (\d+);/);
  assert.ok(rust && js, 'both limits are found');
  assert.equal(Number(js[1]), Number(rust[1].replace(/_/g, '')));
});

test('a record of the longest accepted length opens in the page in little memory', async () => {
  // 16,500 moves of Lines of Action (99 KB, a game nobody wins; the other games end long
  // before such a length). Opening it once kept every position (quadratic memory).
  const here = new URL('..', import.meta.url).pathname;
  const text = readFileSync(join(here, 'tests/fixtures/lines-of-action-99kb.txt'), 'utf8').trim();
  assert.ok(text.length > 90_000 && text.length <= 100_000);
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  const r = await page.evaluate(async (rec) => {
    const m = await import('./wasm/lines-of-action.js');
    const ex = await m.default();
    const before = ex.memory.buffer.byteLength;
    const t0 = performance.now();
    const table = m.Table.fromRecord(rec);
    const ms = performance.now() - t0;
    // Looking at an early position replays from the nearest kept one.
    const early = table.state(37, null);
    return { len: table.len(), before, after: ex.memory.buffer.byteLength, ms, ply: early.ply ?? 37 };
  }, text);
  console.log(`  99 KB record: ${r.len} moves opened in ${r.ms.toFixed(0)} ms; wasm memory ${(r.before / 2 ** 20).toFixed(1)} -> ${(r.after / 2 ** 20).toFixed(1)} MB`);
  assert.equal(r.len, 16_500);
  assert.ok(r.after < 50 * 2 ** 20, `wasm memory stays under 50 MB (${r.after} bytes)`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
