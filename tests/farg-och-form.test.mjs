// Färg och form on the page end to end: the table settings with 2–4 seats, a 3-seat game
// of one person and two computers finished by clicks (from a late position reached by
// letting the rules play) with why it ended in the banner, the cover screen between two
// people at one device, a placement and a trade built step by step through the module's
// partial moves, drag and drop, pan and zoom, the game file saved and opened through the
// shell's buttons (and a bad one refused in Swedish), the rules page in sv/en/da, and
// screenshots at phone and desktop sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, boardBox, PHONE, DESKTOP } from './harness.mjs';

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
  return page.evaluate(async ({ seed, players, bagLeft }) => {
    const m = await window.spelbord.wasm('farg-och-form');
    const tb = new m.Table('farg-och-form', `players=${players}`, seed);
    for (let k = 0; k < 400; k++) {
      const st = tb.state(tb.len(), null);
      if (st.result || (bagLeft != null && st.bag <= bagLeft)) break;
      // The rules' own list (state() keeps the mover's tiles from a board drawn for no seat).
      const legal = tb.legal(tb.len());
      const place = legal.filter((m) => m.includes('@')).sort((a, b) => b.split(' ').length - a.split(' ').length);
      tb.play(place[0] || legal[0]);
    }
    const rec = tb.record();
    tb.free();
    return rec;
  }, { seed, players, bagLeft });
}

/** Page coordinates of table cell (x, y) or rack slot i, as the renderer last drew them. */
async function where(page, what) {
  await page.locator('canvas.board').scrollIntoViewIfNeeded();
  const box = await boardBox(page);
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

/** For the placement being built: a hand tile (not yet put down) and a lit cell for it,
 * from the module's next steps after the tiles put down so far. */
function nextPick(page) {
  return page.evaluate(() => {
    const c = window.spelbord.current, b = c.board, d = b.data;
    const used = new Set(b.ui.pending.map((p) => p.i));
    const { next } = c.table.steps(c.ply, b.ui.pending.map((p) => p.step));
    for (let i = 0; i < d.hand.length; i++) {
      if (used.has(i)) continue;
      const s = next.find((x) => x.kind === 'place' && x.t === d.hand[i]);
      if (s) return { i, cell: [s.x, s.y] };
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
  // The ranking comes from the view: places shared on tied scores.
  const places = (await page.locator('.fof-scores tbody tr td:first-child').allTextContents()).map((x) => parseInt(x, 10));
  assert.deepEqual(places, st.ranking.map((r) => r.place));
  // Why it ended, from st.result.reason, in Swedish in the banner.
  const banner = await page.locator('.banner').textContent();
  const why = st.result.reason;
  if (why === 'blocked') assert.match(banner, /Inga fler drag var möjliga\./);
  else assert.match(banner, new RegExp(`Spelare ${Number(why.wentOut.seat.slice(4)) + 1} gjorde slut på sina brickor \\(\\+6\\)`));
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
  const fresh = await page.evaluate(async () => {
    const m = await window.spelbord.wasm('farg-och-form');
    for (let s = 1; s < 200; s++) {
      const tb = new m.Table('farg-och-form', 'players=2', s.toString(16));
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
  const c = await boardBox(page);
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

test('a placement built step by step by clicks: lit cells from Rust, refused steps, the score and the move from Rust', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  const rec = await lateRecord(page, 'b1d', 2, 60);
  await open(page, rec, 'h,c1');
  await page.waitForFunction(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null).toAct === 0 && !c.thinking; });
  // Steps the module refuses: a tile on a taken cell, a tile not in the hand, place and
  // trade mixed. None of them leads anywhere.
  const refused = await page.evaluate(() => {
    const c = window.spelbord.current, d = c.board.data;
    const [x, y] = d.tiles[0];
    const missing = ['Ro', 'Rx', 'Rd', 'Rs', 'R*', 'Rc', 'Bo', 'Bx'].find((tl) => !d.hand.includes(tl));
    const ask = (chosen) => { const r = c.table.steps(c.ply, chosen); return r.next.length + (r.complete ? 1 : 0); };
    return [
      ask([{ kind: 'place', t: d.hand[0], x, y }]),
      ask([{ kind: 'place', t: missing, x: x + 1, y }]),
      ask([{ kind: 'trade', t: d.hand[0] }, { kind: 'place', t: d.hand[1], x: x + 1, y }]),
    ];
  });
  assert.deepEqual(refused, [0, 0, 0]);
  // A hint shows as ghost tiles: the hint's tiles come from Rust's view of it.
  const hint = await page.evaluate(async () => {
    const c = window.spelbord.current;
    const mv = c.table.legal(c.ply).find((m) => m.includes('@'));
    c.hint = mv;
    c.update();
    await new Promise((r) => requestAnimationFrame(r));
    const d = c.board.data;
    const back = d.hintTiles.map((p) => `${p.t}@${p.x},${p.y}`).sort().join(' ');
    c.hint = null;
    c.update();
    return { want: mv.split(' ').sort().join(' '), back };
  });
  assert.equal(hint.back, hint.want);
  // A tile chosen on the rack lights exactly the cells Rust offers for it.
  const pick = await nextPick(page);
  await clickRack(page, pick.i);
  const lit = await page.evaluate((i) => {
    const c = window.spelbord.current, d = c.board.data;
    return { sel: c.board.ui.sel, cells: c.table.steps(c.ply, []).next.filter((s) => s.kind === 'place' && s.t === d.hand[i]).map((s) => [s.x, s.y]), tile: d.tiles[0] };
  }, pick.i);
  assert.equal(lit.sel, pick.i);
  assert.ok(lit.cells.length > 0);
  // A click on a cell that is not lit (a tile already on the table) puts nothing down.
  await clickCell(page, lit.tile[0], lit.tile[1]);
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.pending.length), 0);
  await clickRack(page, pick.i);
  if (await page.evaluate(() => window.spelbord.current.board.ui.sel) == null) await clickRack(page, pick.i);
  // Tile by tile until the move is whole; after each step the page shows what Rust says.
  let complete = null;
  for (let k = 0; k < 6; k++) {
    const p = k === 0 ? pick : await nextPick(page);
    if (!p) break;
    if (k > 0) await clickRack(page, p.i);
    await clickCell(page, p.cell[0], p.cell[1]);
    const now = await page.evaluate(() => {
      const c = window.spelbord.current;
      const r = c.table.steps(c.ply, c.board.ui.pending.map((q) => q.step));
      return { n: c.board.ui.pending.length, complete: r.complete, score: r.view && r.view.pendingScore, pending: r.view && r.view.pending };
    });
    assert.equal(now.n, k + 1, 'the tile went down');
    assert.equal(now.pending.length, k + 1, 'Rust\'s view holds the tiles put down');
    assert.equal(await confirmEnabled(page), !!now.complete);
    if (now.complete) {
      assert.equal(Number(await page.locator('.fof-score').getAttribute('data-score')), now.score);
      assert.match(await page.locator('.fof-score').textContent(), new RegExp(`Draget ger ${now.score} poäng`));
      complete = now.complete;
      break;
    }
  }
  assert.ok(complete, 'the clicks made a whole move');
  await shot(page, 'fof-steps-desktop');
  const len = await page.evaluate(() => window.spelbord.current.table.len());
  await page.click('[data-act="fofConfirm"]');
  await page.waitForFunction((n) => window.spelbord.current.table.len() > n, len);
  assert.equal(await page.evaluate((n) => window.spelbord.current.table.moves()[n], len), complete);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('trading: each pick is a step Rust offers; a pick past what the bag holds is refused with the reason', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  // A position where the bag holds fewer tiles than the hand of the seat to move.
  const rec = await page.evaluate(async () => {
    const m = await window.spelbord.wasm('farg-och-form');
    for (let seed = 1; seed < 60; seed++) {
      const tb = new m.Table('farg-och-form', 'players=2', seed.toString(16));
      for (let k = 0; k < 400; k++) {
        const st = tb.state(tb.len(), null);
        if (st.result || st.bag <= 4) break;
        const legal = tb.legal(tb.len());
        const place = legal.filter((x) => x.includes('@')).sort((a, b) => b.split(' ').length - a.split(' ').length);
        tb.play(place[0] || legal[0]);
      }
      const st = tb.state(tb.len(), typeof tb.state(tb.len(), null).toAct === 'number' ? tb.state(tb.len(), null).toAct : null);
      const rec = tb.record();
      tb.free();
      if (!st.result && st.bag >= 1 && st.bag < st.hand.length) return rec;
    }
    return null;
  });
  assert.ok(rec, 'found a position with a small bag');
  await open(page, rec, 'h,h');
  await page.click('[data-act="fofReady"]');
  const st = await page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.ply, c.board.data.seat); });
  assert.equal(st.tradeMax, st.bag);
  await page.click('[data-act="fofTrade"]');
  for (let i = 0; i < st.bag; i++) await clickRack(page, i);
  assert.match(await page.locator('[data-act="fofTradeGo"]').textContent(), new RegExp(`Byt ${st.bag}`));
  await clickRack(page, st.bag);
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.tradeSel.length), st.bag, 'the extra pick was refused');
  assert.match(await page.locator('.fof-build .fof-why').textContent(), new RegExp(`Påsen har bara ${st.bag} brickor`));
  // The move played is the trade Rust completed from the picks.
  const want = await page.evaluate(() => { const c = window.spelbord.current; return c.table.steps(c.ply, c.board.ui.tradeSel.map((s) => s.step)).complete; });
  const len = await page.evaluate(() => window.spelbord.current.table.len());
  await page.click('[data-act="fofTradeGo"]');
  await page.waitForFunction((n) => window.spelbord.current.table.len() > n, len);
  assert.equal(await page.evaluate(() => window.spelbord.current.table.moves().at(-1)), want);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the game file: saved with the shell\'s button, opened again, and a bad file refused in Swedish', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  const rec = await lateRecord(page, 'f11e', 3, 50);
  await open(page, rec, 'h,c1,c1');
  const moves = await page.evaluate(() => window.spelbord.current.table.moves());
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('[data-act="download"]')]);
  assert.equal(dl.suggestedFilename(), 'spelbord-farg-och-form.txt');
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(await dl.path(), 'utf8');
  assert.match(text, /\[Game "farg-och-form"\]/);
  assert.match(text, /\[Players "3"\]/);
  assert.match(text, /\[Seed "f11e"\]/);
  assert.match(text, /\[Seat1 "Spelare 1"\]/);
  assert.match(text, /\[Seat2 "Spelare 2 \(Dator, Nybörjare\)"\]/);
  assert.match(text, new RegExp(`\\n${moves.length}\\. `));
  // Opened again through "Öppna": the same game, move for move.
  await page.goto(env.base);
  await ready(page);
  await open(page, 'farg-och-form|players=2|1|', 'h,h');
  await page.click('[data-act="open"]');
  await page.locator('dialog.import textarea').fill(text);
  await page.click('dialog.import button[value=open]');
  await page.waitForFunction((n) => window.spelbord.current.table.len() === n, moves.length);
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.table.moves()), moves);
  assert.equal(await page.evaluate(() => window.spelbord.current.table.seats()), 3);
  // A file without its seed, and one with a move that cannot be played: the dialog stays
  // open and says why in Swedish; the game on the table is untouched.
  await page.click('[data-act="open"]');
  await page.locator('dialog.import textarea').fill('[Game "farg-och-form"]\n[Players "2"]\n\n1. Gd@0,0\n');
  await page.click('dialog.import button[value=open]');
  const line = page.locator('dialog.import .error-line');
  await line.waitFor();
  assert.match(await line.textContent(), /Filen kunde inte läsas: filen saknar frö/);
  await page.locator('dialog.import textarea').fill('[Seed "1"]\n1. Gd@0,0 Zz@1,0\n');
  await page.click('dialog.import button[value=open]');
  assert.match(await line.textContent(), /Filen kunde inte läsas: drag 1: i ”Zz” finns ingen färg/);
  await page.locator('dialog.import textarea').fill('[Seed "1"]\n[Players "9"]\n');
  await page.click('dialog.import button[value=open]');
  assert.match(await line.textContent(), /”9” spelare går inte/);
  await shot(page, 'fof-badfile-desktop');
  await page.click('dialog.import button:not([value])');
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.table.moves()), moves);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the rules page in Danish too, and an illegal move in a link refused in Swedish', async () => {
  const page = await env.page(PHONE);
  await page.goto(`${env.base}#/rules/${ID}`);
  await page.locator('.rules').waitFor();
  await page.selectOption('#lang', 'da');
  assert.match(await page.locator('.rules').textContent(), /Vores beslutning/);
  assert.ok((await page.locator('.rules .decision').count()) >= 6);
  await shot(page, 'fof-rules-da-phone');
  await page.selectOption('#lang', 'sv');
  // A link whose first move breaks a rule: the message names the rule, in Swedish.
  await page.goto(`${env.base}#/g/${encodeURIComponent('farg-och-form||1|pass')}`);
  await ready(page);
  const line = page.locator('.error-line');
  await line.waitFor();
  assert.match(await line.textContent(), /Länken kunde inte öppnas: drag 1: du kan lägga en bricka, så du får inte passa/);
  assert.deepEqual(page.errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await page.context().close();
});
