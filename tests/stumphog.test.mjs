// Stumphög in the browser: plays built by clicks (heap, then which die is the stones),
// keyboard play with announcements, the one-click plays as chips, an entry with a
// shortfall and a knock-out on doubles by clicks, dice entered by hand, a game against
// the computer played by clicks to its result, a game between computers to its end with
// the reason in the banner, a bad link refused in Swedish, what every family has, and
// phone / desktop screenshots (text at least 12 px on a phone).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, boardBox, newGame, PHONE, DESKTOP } from './harness.mjs';
import { everythingEveryFamilyHas } from './shell-checks.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

const open = async (page, rec, seats = 'h,h', extra = '') => {
  await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}?seats=${seats}${extra}`);
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.id === 'stumphog');
};
const len = (page) => page.evaluate(() => window.spelbord.current.table.len());
const state = (page) => page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null); });

/** The canvas point of a target the renderer's own hit test reports (a heap or a chip). */
async function targetsOf(page) {
  return page.evaluate(() => {
    const b = window.spelbord.current.board;
    const r = b.canvas.getBoundingClientRect();
    const out = new Map();
    for (let j = 0; j < 80; j++) for (let i = 0; i < 120; i++) {
      const x = (i + 0.5) * r.width / 120, y = (j + 0.5) * r.height / 80;
      const hit = b.r.hit(x, y, r.width, r.height, b.data, b.ui);
      if (hit && !out.has(JSON.stringify(hit))) out.set(JSON.stringify(hit), [r.left + x, r.top + y]);
    }
    return [...out.entries()];
  });
}

/** Plays the mover's turn by clicks: a heap (clicked twice once the play is complete),
 * with the split chip when the heap fits both; a chip alone when no heap is lit. */
async function playByClicks(page) {
  const n = await len(page);
  for (let k = 0; k < 8 && (await len(page)) === n; k++) {
    const ts = await targetsOf(page);
    const heap = ts.find(([k2]) => k2.includes('heap'));
    const [, [x, y]] = heap || ts[0];
    await page.mouse.click(x, y);
  }
  return (await len(page)) > n;
}

test('a turn is built by clicks: a heap is lit, the split is chosen, the play is confirmed', async () => {
  const page = await env.page(DESKTOP);
  await open(page, 'stumphog||1|');
  // Seed 1: the first dice allow no play, so pass is the only chip.
  let st = await state(page);
  assert.deepEqual(st.firstSteps.map((s) => s.kind), ['pass']);
  assert.ok(await playByClicks(page), 'the pass chip was clicked');
  await page.waitForFunction(() => { const c = window.spelbord.current; return typeof c.table.state(c.table.len(), null).toAct === 'number'; });
  // Play several turns by clicks, heap by heap.
  for (let i = 0; i < 4; i++) {
    await page.waitForFunction(() => { const c = window.spelbord.current; return typeof c.table.state(c.table.len(), null).toAct === 'number'; });
    st = await state(page);
    if (st.result) break;
    assert.ok(await playByClicks(page), `turn ${i + 2} was played by clicks`);
  }
  const moves = await page.evaluate(() => window.spelbord.current.table.moves());
  assert.ok(moves.length >= 3);
  assert.match(moves[0], /pass/);
  await shot(page, 'stumphog-clicks-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a heap chosen shows where the stones go before the play is made', async () => {
  const page = await env.page(DESKTOP);
  // Seed 1 after three plays: [2-6], with heaps to shift from.
  await open(page, 'stumphog||1|[2-5] pass;[6-3] in 3;[6-6] out 12');
  await page.waitForFunction(() => { const c = window.spelbord.current; return typeof c.table.state(c.table.len(), null).toAct === 'number'; });
  const ts = await targetsOf(page);
  const heap = ts.find(([k]) => k.includes('heap'));
  assert.ok(heap, 'a heap is lit');
  await page.mouse.click(...heap[1]);
  const ui = await page.evaluate(() => { const u = window.spelbord.current.board.ui; return { chosen: u.chosen, next: u.res.next, complete: u.res.complete }; });
  assert.equal(ui.chosen.length, 1);
  if (!ui.complete) {
    // Two splits fit: the chips ask which die is the stones.
    assert.ok(ui.next.some((s) => s.kind === 'split'));
    const chip = (await targetsOf(page)).find(([k]) => k.includes('chip'));
    await page.mouse.click(...chip[1]);
  }
  const complete = await page.evaluate(() => window.spelbord.current.board.ui.res.complete);
  assert.ok(complete, 'the play is complete');
  assert.equal(await len(page), 3, 'nothing is played before the confirmation');
  await shot(page, 'stumphog-preview-desktop');
  await page.click('[data-act="stConfirm"]');
  assert.equal(await len(page), 4);
  const last = await page.evaluate(() => window.spelbord.current.table.moves().at(-1));
  assert.equal(last, complete);
  await page.context().close();
});

test('keyboard play: arrows choose, Enter plays, Escape clears; the choice is announced', async () => {
  const page = await env.page(DESKTOP);
  // Seed 1 after three plays: [2-6], with heaps to move from (as in the test above).
  await open(page, 'stumphog||1|[2-5] pass;[6-3] in 3;[6-6] out 12');
  await page.waitForFunction(() => { const c = window.spelbord.current; return typeof c.table.state(c.table.len(), null).toAct === 'number'; });
  await page.focus('canvas.board');
  const live = page.locator('.st-live');
  // The cursor walks the lit heaps, then the chips; each is said as it is reached.
  const said = [];
  for (let k = 0; k < 12 && !/^[HB][1-7]: \d+ stenar$/.test(said.at(-1) || ''); k++) {
    await page.keyboard.press('ArrowRight');
    said.push(await live.textContent());
  }
  assert.match(said.at(-1), /^[HB][1-7]: \d+ stenar$/, `a lit heap is said with its stones (${said})`);
  await page.keyboard.press('Enter');
  assert.match(await live.textContent(), /är valt\. Enter spelar\.|Vilken tärning är stenarna\?/);
  await page.keyboard.press('Escape');
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.board.ui.chosen), []);
  for (let k = 0; k < 6 && (await len(page)) === 3; k++) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    if ((await len(page)) === 3) await page.keyboard.press('Enter');
  }
  assert.equal(await len(page), 4, 'a play was made from the keyboard');
  await page.context().close();
});

test('dice entered by hand: the opening roll and a throw', async () => {
  const page = await env.page(PHONE);
  await page.goto(`${env.base}#/play/stumphog`);
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.id === 'stumphog');
  if (!(await page.locator('dialog.settings').isVisible())) await page.click('[data-act="newGame"]');
  await page.check('dialog.settings input[name=manualChance]');
  await page.selectOption('dialog.settings select[name=seat0]', 'h');
  await page.selectOption('dialog.settings select[name=seat1]', 'h');
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings'));
  // A tie is thrown again.
  await page.selectOption('select[name=die1]', '3');
  await page.selectOption('select[name=die2]', '3');
  await page.click('[data-act="stEnterDice"]');
  assert.match(await page.locator('.st-msg').textContent(), /slå om/);
  await page.selectOption('select[name=die1]', '2');
  await page.selectOption('select[name=die2]', '5');
  await page.click('[data-act="stEnterDice"]');
  let st = await state(page);
  assert.equal(st.players.find((p) => p.role === 'hitom').seat, 1, 'the higher die, seat 2, is Hitom');
  await page.selectOption('select[name=die1]', '4');
  await page.selectOption('select[name=die2]', '4');
  await page.click('[data-act="stEnterDice"]');
  st = await state(page);
  assert.deepEqual(st.dice, [4, 4]);
  assert.ok(st.firstSteps.some((s) => s.kind === 'knockOut'), 'doubles offer a knock-out');
  await shot(page, 'stumphog-hand-dice-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a game between computers ends with its reason in the banner', { timeout: 240000 }, async () => {
  const page = await env.page(DESKTOP);
  await open(page, 'stumphog||7|', 'c1,c1');
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible', timeout: 230000 });
  const text = await banner.textContent();
  assert.match(text, /vann!? (Motståndaren har kastat bort Stumpen|Motståndaren har torkat ut|Båda torkade ut)/);
  await shot(page, 'stumphog-end-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Set-up positions (Hitom's row / Bortom's row / Stumpen / Högar / Ute / mover / Hitom's
// seat), 70 stones each.
const SHORT_HOGEN = '1,1,1,1,1,1,1/1,1,1,1,1,1,1/33/2,20/0,1/h/0';
const LOW_STUMPEN = '1,1,1,1,1,1,1/1,1,1,1,1,1,1/3/20,28/5,0/h/0';
const setUp = (pos, seed) => `stumphog|start=${encodeURIComponent(pos)}|${seed}|`;
/** The first seed whose first throw in `pos` passes `fits` (the dice are the seed's). */
const seedFor = (page, pos, fits) => page.evaluate(([p, f]) => {
  const W = window.spelbord.current.wasm;
  const ok = new Function('d', `return ${f};`);
  for (let seed = 1; seed < 500; seed++) {
    const t = W.Table.fromRecord(`stumphog|start=${encodeURIComponent(p)}|${seed}|`, false);
    const st = t.state(t.len(), null);
    if (st.dice && ok(st.dice)) return seed;
  }
  return null;
}, [pos, fits.toString().replace(/^\(?d\)?\s*=>\s*/, '')]);
const stones = (st) => {
  const p = Object.fromEntries(st.players.map((x) => [x.role, x]));
  const heap = Object.fromEntries(st.heaps.map((x) => [x.heap, x.stones]));
  return { p, heap, stumpen: st.stumpen };
};
async function clickChip(page, kind) {
  const ts = await targetsOf(page);
  const chips = await page.evaluate(() => window.spelbord.current.board.ui.res.next.filter((s) => s.kind !== 'heap').map((s) => s.kind));
  const i = chips.indexOf(kind);
  assert.ok(i >= 0, `a ${kind} chip is offered (${chips})`);
  const hit = ts.find(([k]) => k === JSON.stringify({ chip: i }));
  assert.ok(hit, `the ${kind} chip is on the board`);
  await page.mouse.click(...hit[1]);
}

test('an entry with a shortfall: Högen, then the opponent\'s Ute, then their Högen, by a click', async () => {
  const page = await env.page(DESKTOP);
  await open(page, 'stumphog|||');
  const seed = await seedFor(page, SHORT_HOGEN, (d) => (d[0] === 6) !== (d[1] === 6) && Math.min(d[0], d[1]) >= 4);
  assert.ok(seed, 'a seed throws a six and a four or five');
  await open(page, setUp(SHORT_HOGEN, seed));
  const st0 = await state(page);
  const n = st0.dice[0] === 6 ? st0.dice[1] : st0.dice[0];
  const a = stones(st0);
  assert.equal(a.p.hitom.hogen, 2);
  await clickChip(page, 'enter');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.match((await page.evaluate(() => window.spelbord.current.table.moves()))[0], new RegExp(`in ${n}$`));
  const b = stones(await page.evaluate(() => window.spelbord.current.table.state(1, null)));
  assert.equal(b.heap.H1, a.heap.H1 + n, `${n} stones entered onto Hitom's Port`);
  assert.equal(b.p.hitom.hogen, 0, 'the whole Högen went in');
  assert.equal(b.p.bortom.ute, 0, 'then the opponent\'s Ute');
  assert.equal(b.p.bortom.hogen, 20 - (n - 3), 'and the rest from the opponent\'s Högen');
  await shot(page, 'stumphog-entry-shortfall-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a knock-out on doubles by a click, the shortfall from the player\'s own Högen', async () => {
  const page = await env.page(PHONE);
  await open(page, 'stumphog|||');
  const seed = await seedFor(page, LOW_STUMPEN, (d) => d[0] === d[1] && d[0] >= 2 && d[0] < 6);
  assert.ok(seed, 'a seed throws doubles');
  await open(page, setUp(LOW_STUMPEN, seed));
  const st0 = await state(page);
  const sum = st0.dice[0] + st0.dice[1];
  const a = stones(st0);
  await clickChip(page, 'knockOut');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.match((await page.evaluate(() => window.spelbord.current.table.moves()))[0], new RegExp(`out ${sum}$`));
  const b = stones(await page.evaluate(() => window.spelbord.current.table.state(1, null)));
  assert.equal(b.stumpen, 1, 'Stumpen keeps one stone');
  assert.equal(b.p.hitom.ute, a.p.hitom.ute + sum, `${sum} stones to Hitom's Ute`);
  assert.equal(b.p.hitom.hogen, a.p.hitom.hogen - (sum - 2), 'the shortfall came from Hitom\'s own Högen');
  await shot(page, 'stumphog-knockout-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a game against the computer, played by clicks to a result', { timeout: 300000 }, async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, 'stumphog', ['h', 'c1']);
  let turns = 0;
  for (;;) {
    await page.waitForFunction(() => {
      const c = window.spelbord.current;
      if (c.thinking) return false;
      const s = c.table.state(c.table.len(), null);
      return s.result || s.toAct === 0;
    }, null, { timeout: 30000 });
    if ((await state(page)).result) break;
    assert.ok(await playByClicks(page), `turn ${turns + 1} by clicks`);
    turns += 1;
    assert.ok(turns < 400, 'the game ends');
  }
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  assert.match(await banner.textContent(), /vann/);
  assert.ok(turns > 5, `${turns} plays by clicks`);
  await shot(page, 'stumphog-vs-computer-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('everything every family has: settings per seat, hint, move list, undo/redo, link, save, embed, offline', { timeout: 180000 }, async () => {
  await everythingEveryFamilyHas(env, 'stumphog', playByClicks);
});

test('a bad link is refused with a Swedish reason', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(`${env.base}#/g/${encodeURIComponent('stumphog||1|[2-5] 2-5 H7')}`);
  await ready(page);
  const line = page.locator('.error-line');
  await line.waitFor();
  assert.match(await line.textContent(), /Länken kunde inte öppnas: drag 1/);
  await page.context().close();
});

test('phone and desktop: the whole table is on screen', async () => {
  for (const [size, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    const page = await env.page(size);
    await open(page, 'stumphog||1|[2-5] pass;[6-3] in 3;[6-6] out 12;[2-6] 2-6 B1');
    const box = await boardBox(page);
    assert.ok(box.x >= 0 && box.x + box.width <= size.width + 1, `${name}: the table fits the width`);
    // Every text the renderer draws is at least 12 px (CSS pixels).
    const fonts = await page.evaluate(() => {
      const b = window.spelbord.current.board;
      const c = b.canvas, r = c.getBoundingClientRect();
      const ctx = c.getContext('2d');
      const sizes = [];
      const orig = ctx.fillText;
      ctx.fillText = function (...a) { sizes.push(Number(/(\d+(?:\.\d+)?)px/.exec(this.font)[1])); return orig.apply(this, a); };
      ctx.setTransform(c.width / r.width, 0, 0, c.height / r.height, 0, 0);
      b.r.draw(ctx, r.width, r.height, b.data, b.ui, performance.now());
      ctx.fillText = orig;
      return sizes;
    });
    assert.ok(fonts.length > 20, 'the table has its words and counts');
    assert.ok(Math.min(...fonts) >= 12, `${name}: the smallest text is ${Math.min(...fonts)} px`);
    await shot(page, `stumphog-${name}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('the rules page marks every Decision as ours, in Swedish, English and Danish', async () => {
  for (const [locale, word] of [['sv-SE', 'Vårt beslut: '], ['en-GB', 'Our decision: '], ['da-DK', 'Vores beslutning: ']]) {
    const page = await env.page(PHONE, { locale });
    await page.goto(`${env.base}#/rules/stumphog`);
    await ready(page);
    await page.locator('article.rules h1').waitFor();
    const marked = await page.locator('article.rules p.decision').allTextContents();
    assert.ok(marked.length >= 5, `${locale}: ${marked.length} decisions marked`);
    assert.ok(marked.every((m) => m.startsWith(word)), `${locale}: each says it is ours`);
    if (locale === 'en-GB') await shot(page, 'stumphog-rules-en-phone');
    await page.context().close();
  }
});
