// Kvarn, Kvarn 12 and Tre i rad on the page end to end: a game of each against the
// computer played by clicks to a result (the banner says why), a mill with its removal as
// the second step of the same move, Kvarn 12's side intervention and diagonal custody,
// flying with three men, drag and drop, the keyboard, bad links refused in Swedish, the
// hint, undo/redo, the rules pages, and screenshots at phone and desktop sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, boardBox, moveCount, PHONE, DESKTOP } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

/** Opens a record through a link, as a shared game would be opened. */
async function open(page, rec, seats = 'h,h') {
  await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}?seats=${seats}`);
  await ready(page);
  const id = rec.split('|')[0];
  await page.waitForFunction((g) => window.spelbord.current && window.spelbord.current.id === g, id);
}

const state = (page) => page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null); });
const chosen = (page) => page.evaluate(() => window.spelbord.current.board.ui.chosen);
const moves = (page) => page.evaluate(() => window.spelbord.current.table.moves());
const name = (st, i) => st.points[i].name;
const index = (st, n) => st.points.find((p) => p.name === n).index;

/** Where the renderer draws point `i`, in page coordinates. */
async function pointPos(page, i) {
  const box = await boardBox(page);
  const p = await page.evaluate((k) => {
    const b = window.spelbord.current.board;
    const r = b.canvas.getBoundingClientRect();
    return b.r.centre(k, r.width, r.height);
  }, i);
  return { x: box.x + p.x, y: box.y + p.y };
}

async function clickPoint(page, i) {
  const p = await pointPos(page, i);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
}

/** Clicks the point named `n` (a1 ... g7). */
async function clickName(page, n) {
  const st = await state(page);
  await clickPoint(page, index(st, n));
}

async function dragPoint(page, from, to) {
  const a = await pointPos(page, from), b = await pointPos(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** The points a move (notation from Rust) is clicked as, found through the steps interface. */
function pathIn(page, mv) {
  return page.evaluate((m) => {
    const c = window.spelbord.current;
    const walk = (ch) => {
      const s = c.table.steps(c.table.len(), ch);
      if (s.complete === m) return ch;
      for (const n of s.next) { const r = walk([...ch, n]); if (r) return r; }
      return null;
    };
    return walk([]);
  }, mv);
}

/** Plays move `mv` by clicking its points one after the other. */
async function playByClicks(page, mv) {
  const n = await moveCount(page);
  const path = await pathIn(page, mv);
  assert.ok(path, `${mv} has a click path`);
  for (const i of path) await clickPoint(page, i);
  await page.waitForFunction((k) => window.spelbord.current.table.len() > k, n);
  const played = await moves(page);
  assert.equal(played[n], mv);
}

test('the game list shows the three games with their boards, and the rules pages mark our decisions', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  const names = await page.locator('.card h2').allTextContents();
  for (const n of ['Kvarn', 'Kvarn 12', 'Tre i rad']) assert.ok(names.includes(n), names.join());
  await shot(page, 'morris-list-desktop');
  for (const [id, decisions, word] of [['kvarn', 3, /kvarn/], ['kvarn-12', 4, /Sidoingrepp/], ['tre-i-rad', 6, /flytta/]]) {
    await page.goto(`${env.base}#/rules/${id}`);
    await page.locator('.rules').waitFor();
    assert.match(await page.locator('.rules').textContent(), word);
    assert.ok((await page.locator('.rules .decision').count()) >= decisions, `${id}: every decision is marked as ours`);
  }
  await shot(page, 'morris-rules-desktop');
  await page.selectOption('#lang', 'da');
  assert.match(await page.locator('.rules').textContent(), /Tre på stribe/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a mill and its removal are one move made in two clicks; the removable men light up', async () => {
  const page = await env.page(DESKTOP);
  // White has a1 and d1; g1 closes the mill a1-d1-g1. Black's b2 and f2 may be taken.
  await open(page, 'kvarn|first=white||a1 b2 d1 f2');
  let st = await state(page);
  assert.equal(st.inHand[0], 7);
  await clickName(page, 'g1');
  assert.deepEqual(await chosen(page), [index(st, 'g1')], 'the placement waits for the removal');
  assert.equal(await moveCount(page), 4);
  const s = await page.evaluate(() => { const c = window.spelbord.current; return c.table.steps(c.table.len(), c.board.ui.chosen); });
  assert.deepEqual(s.next.map((i) => name(st, i)).sort(), ['b2', 'f2']);
  assert.equal(s.view.inHand[0], 6, 'the man placed has left the hand');
  assert.ok(s.view.mills.some((m) => m.seat === 0), 'the new mill is shown');
  // A click on a point that cannot be removed (White's own man) keeps waiting.
  await clickName(page, 'a1');
  assert.equal((await chosen(page)).length, 1);
  await shot(page, 'morris-mill-removal-desktop');
  // Clicking the man just placed takes the placement back.
  await clickName(page, 'g1');
  assert.deepEqual(await chosen(page), []);
  await clickName(page, 'g1');
  await clickName(page, 'f2');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 5);
  assert.equal((await moves(page))[4], 'g1xf2');
  st = await state(page);
  assert.equal(st.points[index(st, 'f2')].man, null);
  assert.equal(st.lost[1], 1);
  assert.deepEqual(st.last.captures, [{ point: index(st, 'f2'), kind: 'mill' }]);
  assert.match(await page.locator('.morris-info').textContent(), /Vit tog f2 \(kvarn\)/);
  assert.match(await page.locator('.morris-info').textContent(), /Vit började\./);
  // Undo and redo step through the same move.
  await page.click('[data-act="undo"]');
  assert.equal(await moveCount(page), 4);
  await page.click('[data-act="redo"]');
  assert.equal(await moveCount(page), 5);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Kvarn 12: side intervention and diagonal custody take men as the move is made', async () => {
  const page = await env.page(DESKTOP);
  // Blue stands on a1 and g1, the corners of the bottom side: Yellow on d1 takes both.
  await open(page, 'kvarn-12|first=white||c4 a1 e4 g1');
  let st = await state(page);
  assert.deepEqual(st.colours, ['yellow', 'blue']);
  assert.equal(st.segments.length, 40, 'the four diagonals are drawn');
  await clickName(page, 'd1');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 5);
  st = await state(page);
  assert.deepEqual(st.last.captures.map((c) => [name(st, c.point), c.kind]).sort(), [['a1', 'sideIntervention'], ['g1', 'sideIntervention']]);
  assert.equal(st.points[index(st, 'a1')].man, null);
  assert.match(await page.locator('.morris-info').textContent(), /Gul tog a1 \(sidoingrepp\), g1 \(sidoingrepp\)/);
  await shot(page, 'morris-kvarn12-side-intervention-desktop');
  // Yellow on a1, Blue on b2: Yellow on c3 takes b2 by diagonal custody.
  await open(page, 'kvarn-12|first=white||a1 b2');
  await clickName(page, 'c3');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 3);
  st = await state(page);
  assert.deepEqual(st.last.captures, [{ point: index(st, 'b2'), kind: 'diagonalCustody' }]);
  assert.match(await page.locator('.morris-info').textContent(), /diagonalfångst/);
  await shot(page, 'morris-kvarn12-diagonal-custody-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('moving by drag and by click-click; a man picked can be let go and another picked', async () => {
  const page = await env.page(DESKTOP);
  // All 18 men placed without a mill (the ring pattern), White to move.
  const rec = 'kvarn|first=white||a1 d1 g1 g4 g7 d7 a7 a4 b2 d2 f2 f4 f6 d6 b6 b4 c3 c5';
  await open(page, rec);
  let st = await state(page);
  assert.deepEqual(st.phase, ['moving', 'moving']);
  const legal = st.legal;
  assert.ok(legal.length >= 2, legal.join());
  // Click a man, click it again: let go.
  const [from0] = await pathIn(page, legal[0]);
  await clickPoint(page, from0);
  assert.deepEqual(await chosen(page), [from0]);
  await clickPoint(page, from0);
  assert.deepEqual(await chosen(page), []);
  // Drag the first legal move's man to its point.
  const p = await pathIn(page, legal[0]);
  await dragPoint(page, p[0], p[1]);
  if (p.length > 2) await clickPoint(page, p[2]);
  await page.waitForFunction(() => window.spelbord.current.table.len() === 19);
  assert.equal((await moves(page))[18], legal[0]);
  // Black answers click-click.
  st = await state(page);
  await playByClicks(page, st.legal[0]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('flying: with three men left a man goes to any empty point', async () => {
  const page = await env.page(DESKTOP);
  // Played out in the page by the module's own engines until White is down to three men.
  await page.goto(`${env.base}#/play/kvarn`);
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current);
  const rec = await page.evaluate(async () => {
    const w = await window.spelbord.wasm('morris');
    const c = window.spelbord.current;
    for (let seed = 1; seed < 40; seed++) {
      const tb = new w.Table('kvarn', 'first=white&flying=true', seed.toString(16));
      for (let k = 0; k < 300; k++) {
        const s = tb.state(tb.len(), null);
        if (s.result) break;
        if (s.toAct === 0 && s.phase[0] === 'flying') return tb.record();
        // White plays weakly, Black strongly: White is soon down to three.
        const a = await c.engine.ask({ record: tb.record(), level: s.toAct === 0 ? 1 : 5, timeMs: 60 });
        tb.play(a.mv);
      }
    }
    return null;
  });
  assert.ok(rec, 'a game reached three men with flying on');
  await page.keyboard.press('Escape');
  await open(page, rec);
  const st = await state(page);
  assert.equal(st.phase[0], 'flying');
  assert.equal(st.onBoard[0], 3);
  // A man may go to points that are no neighbours of its own.
  const from = st.selectable[0];
  const s = await page.evaluate((f) => { const c = window.spelbord.current; return c.table.steps(c.table.len(), [f]); }, from);
  const empty = st.points.filter((p) => p.man == null).length;
  assert.equal(s.next.length, empty, 'every empty point is a destination');
  await clickPoint(page, from);
  await shot(page, 'morris-flying-desktop');
  const far = s.next[s.next.length - 1];
  await clickPoint(page, far);
  const k = st.ply;
  if ((await moveCount(page)) === k) {
    const r = await page.evaluate(() => { const c = window.spelbord.current; return c.table.steps(c.table.len(), c.board.ui.chosen).next; });
    await clickPoint(page, r[0]);
  }
  await page.waitForFunction((n) => window.spelbord.current.table.len() === n + 1, k);
  assert.ok((await moves(page))[k].startsWith(`${name(st, from)}-${name(st, far)}`));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the keyboard places, picks, moves and takes back a choice', async () => {
  const page = await env.page(DESKTOP);
  await open(page, 'kvarn|first=white||');
  await page.locator('canvas.board').focus();
  // The cursor starts on the first point that may be chosen (a1); right goes to d1.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.equal((await moves(page))[0], 'd1');
  assert.match(await page.locator('.morris-live').textContent(), /d1/);
  // Up from d1 is d2: Black places there.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 2);
  assert.equal((await moves(page))[1], 'd2');
  // From the moving phase: pick a man with Enter, Escape lets it go.
  await open(page, 'kvarn|first=white||a1 d1 g1 g4 g7 d7 a7 a4 b2 d2 f2 f4 f6 d6 b6 b4 c3 c5');
  await page.locator('canvas.board').focus();
  const st = await state(page);
  const path = await pathIn(page, st.legal[0]);
  await page.evaluate((i) => { window.spelbord.current.board.ui.cursor = i; }, path[0]);
  await page.keyboard.press('Enter');
  assert.deepEqual(await chosen(page), [path[0]]);
  await page.keyboard.press('Escape');
  assert.deepEqual(await chosen(page), []);
  await page.keyboard.press('Enter');
  await page.evaluate((i) => { window.spelbord.current.board.ui.cursor = i; }, path[1]);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 19);
  assert.equal((await moves(page))[18], st.legal[0]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('bad links are refused with a reason in Swedish', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(`${env.base}#/g/${encodeURIComponent('kvarn|first=white||d2 d2')}`);
  await ready(page);
  await page.locator('.error-line').waitFor();
  assert.match(await page.locator('.error-line').textContent(), /d2 är inte tom/);
  await page.goto(`${env.base}#/g/${encodeURIComponent('tre-i-rad|flying=true||')}`);
  await page.waitForFunction(() => /flyger/.test(document.querySelector('.error-line')?.textContent || ''));
  await page.goto(`${env.base}#/g/${encodeURIComponent('kvarn|first=white||d9')}`);
  await page.waitForFunction(() => /”d9” i ”d9” är ingen punkt/.test(document.querySelector('.error-line')?.textContent || ''));
  await shot(page, 'morris-bad-link-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** A game against the computer, the person's moves chosen by the strong engine and made
 * by clicks, until it ends; returns the final state. */
async function playOut(page, id, size, label) {
  await page.goto(`${env.base}#/play/${id}`);
  await ready(page);
  await page.locator('dialog.settings').waitFor();
  await page.selectOption('dialog.settings select[name=first]', 'white');
  await page.selectOption('dialog.settings select[name=seat0]', 'h');
  await page.selectOption('dialog.settings select[name=seat1]', 'c1');
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings'));
  let shotTaken = false;
  for (let k = 0; k < 400; k++) {
    await page.waitForFunction(() => { const c = window.spelbord.current; const s = c.table.state(c.table.len(), null); return s.result || (s.toAct === 0 && !c.thinking); }, null, { timeout: 30000 });
    const st = await state(page);
    if (st.result) return st;
    const a = await page.evaluate(() => { const c = window.spelbord.current; return c.engine.ask({ record: c.table.record(), level: 4, timeMs: 80 }); });
    await playByClicks(page, a.mv);
    if (!shotTaken && st.ply >= 10) { await shot(page, `morris-${id}-vs-computer-${label}`); shotTaken = true; }
  }
  throw new Error(`${id}: no result`);
}

for (const [id, size, label] of [['kvarn', DESKTOP, 'desktop'], ['kvarn-12', PHONE, 'phone'], ['tre-i-rad', DESKTOP, 'desktop']]) {
  test(`${id}: a game against the computer played by clicks to a result, the banner says why`, { timeout: 600000 }, async () => {
    const page = await env.page(size);
    const st = await playOut(page, id, size, label);
    const words = { twoPieces: 'bara två', noMoves: 'inte flytta', fullBoard: 'fullt', repetition: 'tredje', moveLimit: '50 drag' };
    const banner = await page.locator('.banner').textContent();
    assert.ok(banner.includes(words[st.result.reason]), `${st.result.reason}: ${banner}`);
    assert.ok(await page.locator('.banner').isVisible());
    await shot(page, `morris-${id}-result-${label}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('phone: the board, both hands and the controls fit; the hint lights the move', async () => {
  const page = await env.page(PHONE);
  await open(page, 'kvarn|first=white||a1 b2 d1 f2', 'h,c2');
  const box = await boardBox(page);
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width + 1, `the board fits the width (${box.x}, ${box.width})`);
  await page.click('[data-act="hint"]');
  await page.waitForFunction(() => window.spelbord.current.hint);
  const path = await page.evaluate(() => window.spelbord.current.board.data.hintPath);
  assert.ok(Array.isArray(path) && path.length >= 1, 'the hint\'s points are found');
  await shot(page, 'morris-hint-phone');
  await clickName(page, 'g1');
  await shot(page, 'morris-mill-removal-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** Opens the table settings for `id` (a fresh page), as a player starting that game. */
async function dialogFor(page, id) {
  await page.goto(`${env.base}#/play/${id}`);
  await ready(page);
  await page.locator('dialog.settings').waitFor();
  const seats = await page.locator('dialog.settings fieldset label').allTextContents();
  const first = await page.locator('dialog.settings select[name=first] option').allTextContents();
  return { seats: seats.map((s) => s.split(' ')[0]), first };
}

test('the settings dialog names each game\'s colours, for the seats and for who starts', async () => {
  for (const [id, colours] of [['kvarn', ['Vit', 'Svart']], ['kvarn-12', ['Gul', 'Blå']], ['tre-i-rad', ['Vit', 'Svart']]]) {
    const page = await env.page(PHONE);
    const d = await dialogFor(page, id);
    assert.deepEqual(d.seats, colours, `${id}: seats ${d.seats}`);
    assert.deepEqual(d.first, ['Lottas', ...colours], `${id}: who starts ${d.first}`);
    assert.equal(await page.locator('dialog.settings input[name=flying]').count(), id === 'kvarn' ? 1 : 0, `${id}: flying only in Kvarn`);
    if (id === 'kvarn-12') await shot(page, 'morris-settings-kvarn12-phone');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test("choosing another game in the dialog gives that game's seats and settings", async () => {
  const page = await env.page(DESKTOP);
  await dialogFor(page, 'kvarn');
  const seatsNow = async () => (await page.locator('dialog.settings fieldset label:not([hidden])').allTextContents()).map((s) => s.split(' ')[0]);
  await page.selectOption('dialog.settings select[name=seat1]', 'c2');
  await page.selectOption('dialog.settings select[name=game]', 'kvarn-12');
  assert.deepEqual(await seatsNow(), ['Gul', 'Blå'], 'Kvarn 12 seats its own colours');
  assert.equal(await page.locator('dialog.settings input[name=flying]').count(), 0, 'no flying field in Kvarn 12');
  assert.deepEqual(await page.locator('dialog.settings select[name=first] option').allTextContents(), ['Lottas', 'Gul', 'Blå']);
  assert.equal(await page.locator('dialog.settings select[name=seat1]').inputValue(), 'c2', 'the seat chosen before stays chosen');
  await page.selectOption('dialog.settings select[name=game]', 'kvarn');
  assert.deepEqual(await seatsNow(), ['Vit', 'Svart']);
  assert.equal(await page.locator('dialog.settings input[name=flying]').count(), 1, 'Kvarn has its flying field again');
  await page.selectOption('dialog.settings select[name=game]', 'kvarn-12');
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.id === 'kvarn-12');
  assert.match(await page.locator('.side').textContent(), /Gul|Blå/, 'the game on screen is Kvarn 12 with its colours');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('who starts is drawn by lot and shown; the move list steps through the game', async () => {
  const page = await env.page(DESKTOP);
  // first=lot (the default): the record's seed settles the draw, and the page says so.
  await page.goto(`${env.base}#/play/tre-i-rad`);
  await ready(page);
  await page.locator('dialog.settings').waitFor();
  await page.selectOption('dialog.settings select[name=seat0]', 'h');
  await page.selectOption('dialog.settings select[name=seat1]', 'h');
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings'));
  let st = await state(page);
  assert.equal(st.drawnByLot, true);
  assert.match(await page.locator('.morris-info').textContent(), /Lottningen: (Vit|Svart) började\./);
  // Six placements, then step back through the list.
  await open(page, 'kvarn|first=white||a1 d1 a4 b2 d2 f2');
  const men = () => page.evaluate(() => window.spelbord.current.board.data.points.filter((p) => p.man != null).length);
  assert.equal(await men(), 6);
  await page.click('.movelist button.mv[data-ply="2"]');
  await page.waitForFunction(() => window.spelbord.current.view === 2);
  assert.equal(await men(), 2, 'the board shows the position after move 2');
  await page.locator('.movelist').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => window.spelbord.current.view), 3);
  assert.equal(await men(), 3);
  await page.keyboard.press('Home');
  assert.equal(await men(), 0);
  await shot(page, 'morris-movelist-start-desktop');
  await page.keyboard.press('End');
  assert.equal(await page.evaluate(() => window.spelbord.current.view), null);
  assert.equal(await men(), 6);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a copied link reopens the game; against the computer, a reload resumes it', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(`${env.base}#/play/kvarn-12`);
  await ready(page);
  await page.locator('dialog.settings').waitFor();
  await page.selectOption('dialog.settings select[name=first]', 'white');
  await page.selectOption('dialog.settings select[name=seat0]', 'h');
  await page.selectOption('dialog.settings select[name=seat1]', 'c1');
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings'));
  for (const n of ['d2', 'f4']) {
    const k = await moveCount(page);
    const st = await state(page);
    const p = st.points.find((q) => q.name === n && q.man == null) || st.points.find((q) => q.man == null && st.selectable.includes(q.index));
    await clickPoint(page, p.index);
    await page.waitForFunction((x) => window.spelbord.current.table.len() >= x + 2 && !window.spelbord.current.thinking, k);
  }
  const rec = await page.evaluate(() => window.spelbord.current.table.record());
  await page.click('[data-act="copyLink"]');
  const link = await page.locator('.link-out').inputValue();
  assert.match(link, /#\/g\//);
  const other = await env.page(PHONE);
  await other.goto(link);
  await ready(other);
  await other.waitForFunction(() => window.spelbord.current);
  assert.equal(await other.evaluate(() => window.spelbord.current.table.record()), rec);
  await shot(other, 'morris-link-opened-phone');
  await other.context().close();
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current);
  assert.equal(await page.evaluate(() => window.spelbord.current.table.record()), rec, 'reload resumes exactly');
  assert.ok(await page.evaluate(() => localStorage.getItem('spelbord.game.kvarn-12')));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('embed mode: just the board and its controls, its own save', async () => {
  for (const [size, label] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    const page = await env.page(size);
    await page.goto(`${env.base}#/embed/tre-i-rad?seats=h,c1`);
    await ready(page);
    await page.waitForFunction(() => window.spelbord.current);
    assert.equal(await page.locator('header.top').count(), 0);
    assert.equal(await page.locator('canvas.board').count(), 1);
    // Who starts is drawn by lot: play a placement when it is the person's turn.
    await page.waitForFunction(() => { const c = window.spelbord.current; const s = c.table.state(c.table.len(), null); return s.toAct === 0 && !c.thinking; });
    const k = await moveCount(page);
    const st = await state(page);
    await clickPoint(page, st.selectable[0]);
    await page.waitForFunction((x) => window.spelbord.current.table.len() >= x + 2, k);
    assert.equal(await page.evaluate(() => localStorage.getItem('spelbord.game.tre-i-rad')), null, 'the embed keeps its own save');
    await shot(page, `morris-embed-${label}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('after one visit Kvarn plays offline against the computer', async () => {
  const page = await env.page(PHONE, { serviceWorkers: 'allow' });
  await page.goto(env.base);
  await ready(page);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller);
  // The visit: Kvarn's page once, with the network (its module comes through the worker).
  await page.goto(`${env.base}#/play/kvarn`);
  await page.locator('dialog.settings').waitFor();
  await page.context().setOffline(true);
  await page.reload();
  await ready(page);
  // The page resumes the (empty) game the visit left; a new one is a click away.
  await page.waitForFunction(() => window.spelbord.current);
  if (!(await page.locator('dialog.settings').isVisible())) await page.click('[data-act="newGame"]');
  await page.locator('dialog.settings').waitFor();
  await page.selectOption('dialog.settings select[name=first]', 'white');
  await page.selectOption('dialog.settings select[name=seat0]', 'h');
  await page.selectOption('dialog.settings select[name=seat1]', 'c3');
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings'));
  await clickName(page, 'd2');
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 2, null, { timeout: 15000 });
  await shot(page, 'morris-offline-phone');
  await page.context().close();
});
