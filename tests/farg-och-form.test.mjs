// Färg och form on the page end to end: the table settings with 2–4 seats, a 3-seat game
// of one person and two computers finished by clicks (from a late position reached by
// letting the rules play), the cover screen between two people at one device, a trade,
// drag and drop, pan and zoom, the rules page, and screenshots at phone and desktop sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, PHONE, DESKTOP } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

const ID = 'farg-och-form';
const state = (page) => page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null); });
const drawn = (page) => page.evaluate(() => { const d = window.spelbord.current.board.data; return { hand: d.hand, interactive: d.interactive, covered: d.covered, seat: d.seat }; });

async function open(page, rec, seats) {
  await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}?seats=${seats}`);
  await ready(page);
  await page.waitForFunction((id) => window.spelbord.current && window.spelbord.current.id === id, ID);
}

/** A record of a game played by the rules alone (the longest placement each turn) until
 * the bag holds at most `bagLeft` tiles: a quick way to a late position. */
async function lateRecord(page, seed, players, bagLeft) {
  return page.evaluate(({ seed, players, bagLeft }) => {
    const tb = new window.spelbord.wasm.Table('farg-och-form', `players=${players}`, seed);
    for (let k = 0; k < 400; k++) {
      const st = tb.state(tb.len(), null);
      if (st.result || st.bag <= bagLeft) break;
      const place = st.legal.filter((m) => m.includes('@')).sort((a, b) => b.split(' ').length - a.split(' ').length);
      tb.play(place[0] || st.legal[0]);
    }
    const rec = tb.record();
    tb.free();
    return rec;
  }, { seed, players, bagLeft });
}

/** Page coordinates of table cell (x, y) or rack slot i, as the renderer last drew them. */
async function where(page, what) {
  await page.locator('canvas.board').scrollIntoViewIfNeeded();
  const box = await page.locator('canvas.board').boundingBox();
  const p = await page.evaluate((w) => {
    const b = window.spelbord.current.board;
    return w.rack != null ? b.r.rackCentre(b.ui, w.rack) : b.r.cellCentre(b.ui, w.x, w.y);
  }, what);
  return { x: box.x + p.x, y: box.y + p.y };
}
async function clickAt(page, p) {
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForTimeout(40); // one frame, so the renderer's geometry is current
}
const clickRack = async (page, i) => clickAt(page, await where(page, { rack: i }));
const clickCell = async (page, x, y) => clickAt(page, await where(page, { x, y }));

/** For the placement being built: a hand tile (not yet put down) and a lit cell for it. */
function nextPick(page) {
  return page.evaluate(() => {
    const b = window.spelbord.current.board, d = b.data;
    const used = new Set(b.ui.pending.map((p) => p.i));
    const pend = b.ui.pending.map((p) => ({ x: p.x, y: p.y, t: d.hand[p.i] }));
    for (let i = 0; i < d.hand.length; i++) {
      if (used.has(i)) continue;
      const cells = d.cellsFor(d.hand[i], pend);
      if (cells.length) return { i, cell: cells[0] };
    }
    return null;
  });
}
const confirmEnabled = (page) => page.locator('[data-act="fofConfirm"]').isEnabled();

/** One turn by clicks: tile, lit cell (again until the move is whole), confirm; a trade
 * or a pass when no tile fits. Returns what was done. */
async function playTurnByClicks(page) {
  const before = await page.evaluate(() => window.spelbord.current.table.len());
  let placed = 0;
  for (let k = 0; k < 6 && !(placed && await confirmEnabled(page)); k++) {
    const pick = await nextPick(page);
    if (!pick) break;
    await clickRack(page, pick.i);
    await clickCell(page, pick.cell[0], pick.cell[1]);
    placed += 1;
  }
  let did;
  if (placed && await confirmEnabled(page)) {
    const score = Number(await page.locator('.fof-score').getAttribute('data-score'));
    assert.ok(score >= 1, 'the score of the pending move is shown before it is played');
    await page.click('[data-act="fofConfirm"]');
    did = 'place';
  } else if (await page.locator('[data-act="fofPass"]').count()) {
    await page.click('[data-act="fofPass"]');
    did = 'pass';
  } else {
    if (placed) await page.click('[data-act="fofTakeBack"]');
    await page.click('[data-act="fofTrade"]');
    await clickRack(page, 0);
    await page.click('[data-act="fofTradeGo"]');
    did = 'trade';
  }
  await page.waitForFunction((n) => window.spelbord.current.table.len() > n, before);
  return did;
}

test('the game list shows Färg och form, the rules page marks our decisions, the dialog shows 2–4 seats', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  const names = await page.locator('.card h2').allTextContents();
  assert.ok(names.includes('Färg och form'), names.join());
  await page.goto(`${env.base}#/rules/${ID}`);
  await page.locator('.rules').waitFor();
  assert.match(await page.locator('.rules').textContent(), /Qwirkle/);
  assert.ok((await page.locator('.rules .decision').count()) >= 6, 'every decision is marked as ours');
  assert.match(await page.locator('.rules').textContent(), /ingen bricka som finns kvar/);
  await page.selectOption('#lang', 'en');
  assert.match(await page.locator('.rules').textContent(), /Our decision.*no tile left/s);
  await page.selectOption('#lang', 'sv');
  // The settings dialog: the players field decides how many seat rows are shown.
  await page.goto(`${env.base}#/play/${ID}`);
  await ready(page);
  await page.locator('dialog.settings').waitFor();
  const visibleSeats = () => page.locator('dialog.settings select[name^=seat]:visible').count();
  assert.equal(await visibleSeats(), 2);
  await page.selectOption('dialog.settings select[name=players]', '4');
  assert.equal(await visibleSeats(), 4);
  await page.selectOption('dialog.settings select[name=players]', '3');
  assert.equal(await visibleSeats(), 3);
  await page.selectOption('dialog.settings select[name=seat0]', 'h');
  await page.selectOption('dialog.settings select[name=seat1]', 'c1');
  await page.selectOption('dialog.settings select[name=seat2]', 'c1');
  await shot(page, 'fof-dialog-desktop');
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings'));
  assert.equal(await page.evaluate(() => window.spelbord.current.table.seats()), 3);
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.seats), ['h', 'c1', 'c1']);
  assert.equal(await page.locator('.fof-scores tbody tr').count(), 3);
  assert.match(await page.locator('.fof-bag').textContent(), /Påsen: \d+ brickor/);
  // The person is always shown their own hand, even while the computers play.
  assert.equal((await drawn(page)).seat, 0);
  await shot(page, 'fof-start-desktop');
  await page.goto(env.base);
  await ready(page);
  await shot(page, 'fof-home-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('one person and two computers: a late game finished by clicks, with the score table at the end', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  const rec = await lateRecord(page, '5eed3', 3, 9);
  await open(page, rec, 'h,c1,c1');
  // The person's hand is always shown; the computers' never.
  const seen = await drawn(page);
  assert.equal(seen.seat, 0);
  assert.ok(Array.isArray(seen.hand));
  await shot(page, 'fof-late-desktop');
  const done = [];
  for (let k = 0; k < 60; k++) {
    await page.waitForFunction(() => {
      const c = window.spelbord.current;
      const s = c.table.state(c.table.len(), null);
      return s.result || (s.toAct === 0 && !c.thinking);
    }, null, { timeout: 20000 });
    const st = await state(page);
    if (st.result) break;
    assert.equal((await drawn(page)).seat, 0, 'only the person\'s own hand is drawn');
    done.push(await playTurnByClicks(page));
  }
  const st = await state(page);
  assert.ok(st.result, `the game ended (${done.join(',')})`);
  assert.ok(done.filter((x) => x === 'place').length >= 3, `several turns placed by clicks: ${done.join()}`);
  // The score table: every seat, ranked, ties sharing a place.
  const rows = await page.locator('.fof-scores tbody tr').count();
  assert.equal(rows, 3);
  const pts = (await page.locator('.fof-scores .fof-points').allTextContents()).map(Number);
  assert.deepEqual(pts, [...pts].sort((a, b) => b - a), 'ranked by score');
  assert.deepEqual([...pts].sort((a, b) => a - b), [...st.scores].sort((a, b) => a - b));
  assert.ok(!(await page.locator('.banner').isHidden()));
  await shot(page, 'fof-end-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('two people at one device: the hand is covered between their turns until "ready"', async () => {
  const page = await env.page(PHONE);
  await page.goto(env.base);
  await ready(page);
  const rec = await lateRecord(page, 'c0fe', 2, 60);
  await open(page, rec, 'h,h');
  const first = (await state(page)).toAct;
  // Covered: no hand in the data, nothing of it in the page, no interaction.
  await page.locator('.fof-cover').waitFor();
  assert.match(await page.locator('.fof-cover').textContent(), new RegExp(`Spelare ${first + 1}`));
  let d = await drawn(page);
  assert.equal(d.hand, null);
  assert.equal(d.interactive, false);
  assert.equal(await page.evaluate(() => JSON.stringify(window.spelbord.current.table.state(window.spelbord.current.ply, null).hand)), 'null');
  await shot(page, 'fof-cover-phone');
  await page.click('[data-act="fofReady"]');
  d = await drawn(page);
  assert.equal(d.seat, first);
  assert.ok(Array.isArray(d.hand) && d.hand.length > 0);
  assert.ok(await page.locator('.fof-cover').isHidden());
  await shot(page, 'fof-hand-phone');
  await playTurnByClicks(page);
  // The next person: covered again, naming them.
  const next = (await state(page)).toAct;
  assert.notEqual(next, first);
  await page.locator('.fof-cover').waitFor();
  assert.match(await page.locator('.fof-cover').textContent(), new RegExp(`Spelare ${next + 1}`));
  d = await drawn(page);
  assert.equal(d.hand, null);
  await page.click('[data-act="fofReady"]');
  assert.equal((await drawn(page)).seat, next);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a trade by choosing tiles, and the trade button saying why it cannot be used', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  // The first move must place: trading is not possible yet, and the button says so.
  const fresh = await page.evaluate(() => {
    for (let s = 1; s < 200; s++) {
      const tb = new window.spelbord.wasm.Table('farg-och-form', 'players=2', s.toString(16));
      const st = tb.state(0, null);
      const rec = tb.record();
      tb.free();
      if (st.toAct === 0) return rec;
    }
    return null;
  });
  await open(page, fresh, 'h,c1');
  assert.ok(await page.locator('[data-act="fofTrade"]').isDisabled());
  assert.match(await page.locator('[data-act="fofTrade"]').textContent(), /första draget/);
  // Later, with tiles on the table: choose two tiles and trade them.
  const rec = await lateRecord(page, '77', 2, 70);
  await open(page, rec, 'h,h');
  await page.click('[data-act="fofReady"]');
  const before = await page.evaluate(() => ({ hand: window.spelbord.current.board.data.hand, len: window.spelbord.current.table.len() }));
  await page.click('[data-act="fofTrade"]');
  assert.ok(await page.locator('[data-act="fofTradeGo"]').isDisabled(), 'nothing chosen yet');
  await clickRack(page, 0);
  await clickRack(page, 2);
  assert.match(await page.locator('[data-act="fofTradeGo"]').textContent(), /Byt 2/);
  await shot(page, 'fof-trade-desktop');
  await page.click('[data-act="fofTradeGo"]');
  await page.waitForFunction((n) => window.spelbord.current.table.len() > n, before.len);
  const mv = await page.evaluate(() => window.spelbord.current.table.moves().at(-1));
  assert.deepEqual(mv.split(' ').slice(1).sort(), [before.hand[0], before.hand[2]].sort());
  // The move list says a trade happened, not which tiles went back.
  assert.match(await page.locator('.movelist').textContent(), /byte \(2\)/);
  assert.doesNotMatch(await page.locator('.movelist').textContent(), /trade/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('drag and drop, take back, pan and zoom; phone screenshot', async () => {
  const page = await env.page(PHONE);
  await page.goto(env.base);
  await ready(page);
  const rec = await lateRecord(page, 'abc', 3, 80);
  await open(page, rec, 'h,c2,c2');
  await page.waitForFunction(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null).toAct === 0 && !c.thinking; });
  const pick = await nextPick(page);
  assert.ok(pick, 'some tile fits');
  // Drag the tile from the rack onto its lit cell (the view fits the lit cells on pick-up).
  const a = await where(page, { rack: pick.i });
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 10, a.y - 20, { steps: 3 });
  const b = await where(page, { x: pick.cell[0], y: pick.cell[1] });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.pending.length), 1);
  await shot(page, 'fof-pending-phone');
  await page.click('[data-act="fofTakeBack"]');
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.pending.length), 0);
  // Zoom with the wheel and the keyboard, pan with a drag, back to fit with 0.
  const s0 = await page.evaluate(() => window.spelbord.current.board.ui.g.s);
  await page.locator('canvas.board').scrollIntoViewIfNeeded();
  const c = await page.locator('canvas.board').boundingBox();
  await page.mouse.move(c.x + c.width / 2, c.y + c.height / 3);
  await page.mouse.wheel(0, -300);
  await page.waitForTimeout(60);
  const s1 = await page.evaluate(() => window.spelbord.current.board.ui.g.s);
  assert.ok(s1 > s0, `wheel zooms in (${s0} -> ${s1})`);
  await page.focus('canvas.board');
  await page.keyboard.press('-');
  await page.waitForTimeout(60);
  assert.ok(await page.evaluate(() => window.spelbord.current.board.ui.g.s) < s1);
  const cx0 = await page.evaluate(() => window.spelbord.current.board.ui.g.cam.cx);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(60);
  assert.ok(await page.evaluate(() => window.spelbord.current.board.ui.g.cam.cx) > cx0);
  const e = { x: c.x + 20, y: c.y + 20 };
  await page.mouse.move(e.x, e.y);
  await page.mouse.down();
  await page.mouse.move(e.x + 60, e.y + 30, { steps: 4 });
  await page.mouse.up();
  await page.waitForTimeout(60);
  assert.ok(await page.evaluate(() => window.spelbord.current.board.ui.cam != null));
  await page.keyboard.press('0');
  await page.waitForTimeout(60);
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.cam), null);
  // The keyboard alone: choose the tile, step to a lit cell, put it there, take it back.
  await page.keyboard.press(String(pick.i + 1));
  await page.keyboard.press('n');
  await page.keyboard.press(' ');
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.pending.length), 1);
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.pending.length), 0);
  await shot(page, 'fof-table-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('four seats with their own names and colours; two fingers pinch to zoom', async () => {
  const page = await env.page(PHONE);
  await page.goto(env.base);
  await ready(page);
  const rec = await lateRecord(page, '4444', 4, 50);
  await open(page, rec, 'h,c1,c1,c1');
  await page.waitForFunction(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null).toAct === 0 && !c.thinking; });
  const names = await page.locator('.fof-scores tbody tr td:first-child').allTextContents();
  assert.equal(names.length, 4);
  for (let i = 0; i < 4; i++) assert.match(names[i], new RegExp(`Spelare ${i + 1}`));
  const colours = await page.locator('.fof-scores .swatch').evaluateAll((els) => els.map((e) => e.style.background));
  assert.equal(new Set(colours).size, 4, 'four seat colours');
  // A pinch: two touch pointers moving apart zoom in, and no tile is placed by them.
  await page.locator('canvas.board').scrollIntoViewIfNeeded();
  const s0 = await page.evaluate(() => window.spelbord.current.board.ui.g.s);
  await page.evaluate(() => {
    const c = window.spelbord.current.board.canvas;
    const b = c.getBoundingClientRect();
    const mx = b.left + b.width / 2, my = b.top + b.height / 3;
    const ev = (type, id, x, y) => c.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: x, clientY: y, bubbles: true, isPrimary: id === 1, button: 0 }));
    ev('pointerdown', 1, mx - 20, my);
    ev('pointerdown', 2, mx + 20, my);
    for (let k = 1; k <= 5; k++) { ev('pointermove', 1, mx - 20 - 12 * k, my); ev('pointermove', 2, mx + 20 + 12 * k, my); }
    ev('pointerup', 2, mx + 80, my);
    ev('pointerup', 1, mx - 80, my);
  });
  await page.waitForTimeout(60);
  const s1 = await page.evaluate(() => window.spelbord.current.board.ui.g.s);
  assert.ok(s1 > s0 * 1.5, `pinch zooms in (${s0} -> ${s1})`);
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.pending.length), 0);
  await shot(page, 'fof-four-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
