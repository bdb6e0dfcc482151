// Stumphög in the browser: plays built by clicks (heap, then which die is the stones),
// keyboard play, the one-click plays as chips, dice entered by hand, a game between
// computers to its end with the reason in the banner, a bad link refused in Swedish, and
// phone / desktop screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, PHONE, DESKTOP } from './harness.mjs';

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

test('keyboard play: arrows choose, Enter plays, Escape clears', async () => {
  const page = await env.page(DESKTOP);
  await open(page, 'stumphog||1|[2-5] pass');
  await page.waitForFunction(() => { const c = window.spelbord.current; return typeof c.table.state(c.table.len(), null).toAct === 'number'; });
  await page.focus('canvas.board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.board.ui.chosen), []);
  for (let k = 0; k < 6 && (await len(page)) === 1; k++) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    if ((await len(page)) === 1) await page.keyboard.press('Enter');
  }
  assert.equal(await len(page), 2, 'a play was made from the keyboard');
  await page.context().close();
});

test('dice entered by hand: the opening roll and a throw', async () => {
  const page = await env.page(PHONE);
  await page.goto(`${env.base}#/play/stumphog`);
  await ready(page);
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
    const box = await page.locator('canvas.board').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= size.width + 1, `${name}: the table fits the width`);
    await shot(page, `stumphog-${name}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
