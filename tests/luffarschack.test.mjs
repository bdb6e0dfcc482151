// Luffarschack end to end: a game against the computer played by clicks to a result,
// panning and zooming the endless paper (drag, wheel, buttons, keys) without placing a
// mark, keyboard play with announcements, the phone's two-tap placing, a game far from
// the origin reopened from its link and from local storage, the exactly-five and
// Russian-opening settings refusing what they must refuse, a bounded board, bad links
// refused in Swedish, and phone / desktop screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, boardBox, newGame, moveCount, PHONE, DESKTOP } from './harness.mjs';
import { everythingEveryFamilyHas } from './shell-checks.mjs';

const ID = 'luffarschack';
let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

/** Opens a game from its record text (`luffarschack|settings|seed|moves`). */
async function openRecord(page, rec, seats = 'h,h') {
  await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}?seats=${seats}`);
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.id === 'luffarschack');
  await settle(page);
}
/** Waits until the view onto the paper has stopped gliding. */
async function settle(page) {
  await page.waitForFunction(() => { const u = window.spelbord.current.board.ui; return u.view && !u.glide; });
}
const state = (page) => page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null); });
const moves = (page) => page.evaluate(() => window.spelbord.current.table.moves());
const view = (page) => page.evaluate(() => ({ ...window.spelbord.current.board.ui.view }));

/** A move in notation as a cell (test code reads notation; the page never does). */
function cellOf(mv, size) {
  if (size) return { x: mv.charCodeAt(0) - 97, y: Number(mv.slice(1)) - 1 };
  const [x, y] = mv.split(',').map(Number);
  return { x, y };
}

/** The viewport point of cell `c`, as the renderer lays the paper out. */
async function point(page, c) {
  return page.evaluate(({ x, y }) => {
    const b = window.spelbord.current.board;
    const r = b.canvas.getBoundingClientRect(), v = b.ui.view;
    return [r.left + r.width / 2 + (x - v.cx) * v.cell, r.top + r.height / 2 - (y - v.cy) * v.cell];
  }, c);
}
async function clickCell(page, c) {
  const [x, y] = await point(page, c);
  await page.mouse.click(x, y);
}

test('a game against the computer, played by clicks to a result', async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, ID, ['h', 'c1']);
  await shot(page, 'lf-start-desktop');
  // The first mark may go anywhere (that cell becomes the origin): no rule to show.
  assert.doesNotMatch(await page.locator('.status').textContent(), /origo/);
  for (let turn = 0; turn < 60; turn++) {
    await page.waitForFunction(() => {
      const c = window.spelbord.current; const s = c.table.state(c.table.len(), null);
      return s.result || (s.toAct === 0 && !c.thinking);
    }, null, { timeout: 30000 });
    const st = await state(page);
    if (st.result) break;
    const mv = await page.evaluate(async () => {
      const c = window.spelbord.current;
      return (await window.spelbord.engine.ask({ record: c.table.record(), level: 5, timeMs: 600 })).mv;
    });
    await settle(page);
    const before = await moveCount(page);
    const c = cellOf(mv, st.size);
    const [x, y] = await point(page, c);
    const box = await boardBox(page);
    assert.ok(x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height, `${mv} is in sight`);
    await page.mouse.move(x, y);
    // The hover ghost is exactly the cell the click will mark.
    assert.deepEqual(await page.evaluate(() => window.spelbord.current.board.ui.hover), c);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction((n) => window.spelbord.current.table.len() > n, before);
    assert.equal((await moves(page))[before], mv, 'the click made the engine\'s move');
  }
  const st = await state(page);
  assert.ok(st.result, 'the game ended');
  assert.equal(st.result.reason, 'fiveInARow');
  assert.deepEqual(st.result.winners, [0], `the person playing the strongest level's moves wins: ${(await moves(page)).join(' ')}`);
  assert.ok(st.winningLines.length >= 1 && st.winningLines[0].cells.length >= 5, 'the winning line is in the view, to be struck through');
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  assert.equal(await banner.textContent(), 'Kryss vann! Fem i rad.');
  await shot(page, 'lf-result-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('panning and zooming move the paper, never place a mark; the centre button brings the game back', async () => {
  const page = await env.page(DESKTOP);
  await openRecord(page, `${ID}|||0,0 1,1 1,0 -1,0 0,1`);
  const box = await boardBox(page);
  const v0 = await view(page);
  // A drag pans: the paper follows the pointer, and no mark is placed.
  const [sx0, sy0] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(sx0, sy0);
  await page.mouse.down();
  await page.mouse.move(sx0 - 60, sy0 + 40, { steps: 6 });
  await page.mouse.move(sx0 - 120, sy0 + 80, { steps: 6 });
  await page.mouse.up();
  let v = await view(page);
  assert.ok(Math.abs((v.cx - v0.cx) * v.cell - 120) < 2, `dragged 120 px to the left: the view moved right (${v.cx - v0.cx} cells)`);
  assert.ok(Math.abs((v.cy - v0.cy) * v.cell - 80) < 2, 'and 80 px down: the view moved up');
  assert.equal(await moveCount(page), 5, 'a drag places nothing');
  // The wheel zooms round the pointer.
  await page.mouse.move(sx0, sy0);
  await page.mouse.wheel(0, -300);
  await page.waitForTimeout(50);
  const v1 = await view(page);
  assert.ok(v1.cell > v.cell * 1.5, `the wheel zoomed in (${v.cell} -> ${v1.cell})`);
  // The − button zooms out, + in.
  await page.click('[data-act="lfZoomOut"]');
  const v2 = await view(page);
  assert.ok(v2.cell < v1.cell);
  await page.click('[data-act="lfZoomIn"]');
  assert.ok(Math.abs((await view(page)).cell - v1.cell) < 0.01);
  // Keys: Shift + arrows pan, minus zooms out.
  await page.focus('canvas.board');
  const before = await view(page);
  await page.keyboard.press('Shift+ArrowRight');
  await settle(page);
  assert.ok((await view(page)).cx > before.cx, 'Shift + → pans right');
  await page.keyboard.press('-');
  assert.ok((await view(page)).cell < before.cell, '− zooms out');
  // Far away: an arrow points home, and the centre button fits every mark into view.
  await page.evaluate(() => { const u = window.spelbord.current.board.ui; u.view.cx += 80; window.spelbord.current.board.redraw(); });
  await shot(page, 'lf-panned-away-desktop');
  await page.click('[data-act="lfCentre"]');
  await settle(page);
  for (const c of [{ x: -1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 0 }]) {
    const [x, y] = await point(page, c);
    assert.ok(x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height, `${c.x},${c.y} is back in view`);
  }
  // Coordinates on demand.
  await page.click('[data-act="lfCoords"]');
  assert.equal(await page.locator('[data-act="lfCoords"]').getAttribute('aria-pressed'), 'true');
  await shot(page, 'lf-coordinates-desktop');
  assert.equal(await moveCount(page), 5);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('keyboard play: arrows move the cursor, Enter places; cells and threats are announced', async () => {
  const page = await env.page(DESKTOP);
  await openRecord(page, `${ID}|||`);
  await page.focus('canvas.board');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  await page.keyboard.press('ArrowRight');
  const live = page.locator('.lf-live');
  assert.equal(await live.textContent(), '1,0: tom ruta');
  await page.keyboard.press('ArrowLeft');
  assert.match(await live.textContent(), /0,0: Kryss, drag 1/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 2);
  assert.deepEqual(await moves(page), ['0,0', '0,-1']);
  // An open three of Cross: the cells that make it an open four are announced.
  await openRecord(page, `${ID}|||0,0 0,5 1,0 0,6 2,0`);
  await page.focus('canvas.board');
  await page.keyboard.press('ArrowRight');
  assert.match(await live.textContent(), /^3,0: tom ruta\. här gör Kryss en öppen fyra$/);
  assert.match(await page.locator('.status').textContent(), /Kryss har öppen trea: öppen fyra på -1,0, 3,0/, 'the status says it for screen readers');
  await page.click('[data-act="lfThreats"]');
  assert.match(await page.locator('.lf-info span:not(.sr)').allTextContents().then((a) => a.join(' | ')), /Kryss har öppen trea/);
  await shot(page, 'lf-threats-desktop');
  assert.match(await page.locator('canvas.board').getAttribute('aria-label'), /Piltangenterna flyttar markören, Enter sätter ditt märke/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a phone a tap shows the ghost, a second tap (or Sätt här) places it', async () => {
  const context = await env.browser.newContext({ viewport: PHONE, locale: 'sv-SE', hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await openRecord(page, `${ID}|||0,0`);
  await page.locator('canvas.board').scrollIntoViewIfNeeded();
  await settle(page);
  const [x, y] = await point(page, { x: 1, y: 0 });
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(50);
  assert.equal(await moveCount(page), 1, 'the first tap places nothing');
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.board.ui.pending), { x: 1, y: 0 });
  const confirm = page.locator('[data-act="confirm"]');
  assert.ok(await confirm.isVisible(), 'the confirm button shows');
  await shot(page, 'lf-tap-ghost-phone');
  await page.touchscreen.tap(x, y);
  await page.waitForFunction(() => window.spelbord.current.table.len() === 2);
  assert.deepEqual(await moves(page), ['0,0', '1,0']);
  await page.waitForFunction(() => document.querySelector('[data-act="confirm"]').hidden, null, { timeout: 2000 }).catch(() => {});
  assert.ok(!(await confirm.isVisible()), 'the confirm button goes with the ghost');
  // A tap elsewhere moves the ghost; the button places it.
  const [x2, y2] = await point(page, { x: -1, y: -1 });
  await page.touchscreen.tap(x2, y2);
  const [x3, y3] = await point(page, { x: 2, y: 2 });
  await page.touchscreen.tap(x3, y3);
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.board.ui.pending), { x: 2, y: 2 });
  await confirm.click();
  await page.waitForFunction(() => window.spelbord.current.table.len() === 3);
  assert.deepEqual(await moves(page), ['0,0', '1,0', '2,2']);
  await shot(page, 'lf-phone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game far from the origin travels by link and by local storage', async () => {
  const page = await env.page(PHONE);
  const far = ['0,0', '1000000,-1000000', '1000001,-1000000', '1000000,-999999', '1000001,-999999'];
  await openRecord(page, `${ID}|||${far.join(' ')}`);
  // The view opens round the last marks, not the empty million cells between.
  const box = await boardBox(page);
  const [x, y] = await point(page, { x: 1000001, y: -999999 });
  assert.ok(x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height, 'the last mark is in sight');
  await clickCell(page, { x: 1000002, y: -999999 });
  await page.waitForFunction(() => window.spelbord.current.table.len() === 6);
  assert.equal((await moves(page))[5], '1000002,-999999');
  await shot(page, 'lf-far-phone');
  // Reopened from local storage after a reload.
  await page.goto(`${env.base}#/play/${ID}`);
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.table.len() === 6);
  assert.deepEqual(await moves(page), [...far, '1000002,-999999']);
  // And from its link.
  const link = await page.evaluate(() => window.spelbord.current.link());
  const other = await env.page(DESKTOP);
  await other.goto(link);
  await ready(other);
  await other.waitForFunction(() => window.spelbord.current && window.spelbord.current.table.len() === 6);
  assert.deepEqual(await moves(other), [...far, '1000002,-999999']);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await page.context().close();
  await other.context().close();
});

test('exactly five: six in a row neither wins nor is refused; the default wins with it', async () => {
  const page = await env.page(DESKTOP);
  // Crosses on 0..2 and 4..5 along y = 0; 3,0 joins them into six.
  const rec = '0,0 0,5 1,0 1,5 2,0 3,7 4,0 5,7 5,0 -3,7';
  await openRecord(page, `${ID}|exactly-five=true||${rec}`);
  await clickCell(page, { x: 3, y: 0 });
  await page.waitForFunction(() => window.spelbord.current.table.len() === 11);
  let st = await state(page);
  assert.equal(st.result, null, 'an overline does not win under exactly five');
  assert.ok(await page.locator('.banner').isHidden());
  await openRecord(page, `${ID}|||${rec}`);
  await clickCell(page, { x: 3, y: 0 });
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  assert.equal(await banner.textContent(), 'Kryss vann! Fem i rad.');
  st = await state(page);
  assert.equal(st.winningLines[0].cells.length, 6);
  await shot(page, 'lf-six-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the Russian opening: the third mark outside the 5 × 5 square; inside is refused with the reason', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(`${env.base}#/play/${ID}`);
  await ready(page);
  await page.locator('dialog.settings').waitFor();
  assert.match(await page.locator('dialog.settings').textContent(), /Rysk öppning/);
  assert.deepEqual(await page.locator('dialog.settings select[name=board] option').allTextContents(), ['Oändligt rutat papper', 'Bräde 15 × 15', 'Bräde 19 × 19']);
  await page.check('dialog.settings input[name=russian-opening]');
  await page.selectOption('dialog.settings select[name=seat1]', 'h');
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings'));
  assert.match(await page.evaluate(() => window.spelbord.current.table.settings()), /russian-opening=true/);
  await settle(page);
  await clickCell(page, { x: 0, y: 0 });
  await clickCell(page, { x: 1, y: 1 });
  await page.waitForFunction(() => window.spelbord.current.table.len() === 2);
  assert.match(await page.locator('.status').textContent(), /Rysk öppning: Kryss andra märke måste ligga utanför 5 × 5-rutan kring 0,0/);
  // Inside the square: no mark, and the reason in Swedish.
  await clickCell(page, { x: 2, y: -1 });
  const toast = page.locator('.toast.error');
  await toast.waitFor();
  assert.match(await toast.textContent(), /rysk öppning: Kryss andra märke måste ligga utanför 5 × 5-rutan kring 0,0/);
  assert.equal(await moveCount(page), 2);
  await shot(page, 'lf-russian-desktop');
  // Three cells out is allowed.
  await clickCell(page, { x: 3, y: -1 });
  await page.waitForFunction(() => window.spelbord.current.table.len() === 3);
  assert.deepEqual(await moves(page), ['0,0', '1,1', '3,-1']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a bounded 15 × 15 board: named cells, a move by click, the edge holds', async () => {
  const page = await env.page(PHONE);
  await openRecord(page, `${ID}|board=15x15||h8 i9 g7`);
  const st = await state(page);
  assert.equal(st.size, 15);
  await clickCell(page, { x: 14, y: 14 });
  await page.waitForFunction(() => window.spelbord.current.table.len() === 4);
  assert.equal((await moves(page))[3], 'o15');
  // Off the board nothing is offered.
  assert.equal(await page.evaluate(() => { const b = window.spelbord.current.board; const r = b.canvas.getBoundingClientRect(); return b.r.hit(2, 2, r.width, r.height, b.data, b.ui); }), null);
  await page.click('[data-act="lfCoords"]');
  await shot(page, 'lf-15x15-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('bad links are refused with a Swedish reason', async () => {
  const page = await env.page(DESKTOP);
  for (const [rec, words] of [
    [`${ID}|||1,1`, /Länken kunde inte öppnas: drag 1: första märket på det oändliga pappret sätts i origo, 0,0/],
    [`${ID}|||0,0 0,0`, /drag 2: det står redan ett märke på 0,0/],
    [`${ID}|russian-opening=true||0,0 1,1 1,0`, /drag 3: rysk öppning: Kryss andra märke måste ligga utanför 5 × 5-rutan kring 0,0/],
    [`${ID}|board=15x15||h8 z99`, /Länken kunde inte öppnas/],
  ]) {
    await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}`);
    await ready(page);
    const line = page.locator('.error-line');
    await line.waitFor();
    assert.match(await line.textContent(), words);
  }
  await shot(page, 'lf-bad-link-desktop');
  await page.context().close();
});

test('phone and desktop: the paper fits the screen beside or above the controls', async () => {
  for (const [size, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    const page = await env.page(size);
    await openRecord(page, `${ID}|||0,0 1,1 1,0 -1,0 0,1 2,-1 0,-1 0,2 -1,-1`, 'h,c3');
    const box = await boardBox(page);
    assert.ok(box.x >= 0 && box.x + box.width <= size.width + 1, `${name}: the paper fits the width`);
    assert.ok(box.width >= Math.min(size.width - 40, 300), `${name}: the paper is large (${box.width})`);
    const tools = await page.locator('.lf-tools').boundingBox();
    assert.ok(tools.x >= box.x && tools.x + tools.width <= box.x + box.width + 1 && tools.y + tools.height <= box.y + box.height + 1, `${name}: the zoom buttons sit on the paper`);
    await shot(page, `lf-${name}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

/** The first suggested empty cell near the marks (from Rust's steps), for a person's click. */
const someCell = (page) => page.evaluate(() => {
  const c = window.spelbord.current;
  return c.table.steps(c.table.len(), []).next[0];
});
async function personMoves(page) {
  const n = await moveCount(page);
  await settle(page);
  await clickCell(page, await someCell(page));
  // The person's mark, then the computer's answer.
  await page.waitForFunction((k) => window.spelbord.current.table.len() >= k + 2 && !window.spelbord.current.thinking, n);
}

test('what every family has: seats, hint, stepping the move list, undo/redo, link, resume, embed, offline', async () => {
  await everythingEveryFamilyHas(env, ID, async (page) => {
    await settle(page);
    await clickCell(page, await someCell(page));
    return true;
  });
});

test('the hint is a ring on the cell the engine would mark', async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, ID, ['h', 'c2']);
  await personMoves(page);
  await page.click('[data-act="hint"]');
  await page.waitForFunction(() => window.spelbord.current.hint && window.spelbord.current.board.data.hintCell);
  const hint = await page.evaluate(() => ({ mv: window.spelbord.current.hint, cell: window.spelbord.current.board.data.hintCell }));
  assert.equal(`${hint.cell.x},${hint.cell.y}`, hint.mv, 'the ring is drawn on the hinted cell');
  await shot(page, 'lf-hint-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a touch screen two fingers pinch the paper larger and smaller, and place nothing', async () => {
  const context = await env.browser.newContext({ viewport: PHONE, locale: 'sv-SE', hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await openRecord(page, `${ID}|||0,0 1,1 1,0`);
  await page.locator('canvas.board').scrollIntoViewIfNeeded();
  await settle(page);
  const box = await boardBox(page);
  const cdp = await context.newCDPSession(page);
  const [mx, my] = [box.x + box.width / 2, box.y + box.height / 2];
  /** Two fingers `gap` px apart round the middle of the paper. */
  const fingers = (gap) => [{ x: mx - gap / 2, y: my, id: 1 }, { x: mx + gap / 2, y: my, id: 2 }];
  async function pinch(from, to) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
    for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(from + ((to - from) * i) / 8) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(50);
  }
  const v0 = await view(page);
  await pinch(180, 60);
  const v1 = await view(page);
  assert.ok(v1.cell < v0.cell / 2, `closing the fingers zooms out (${v0.cell} -> ${v1.cell})`);
  await pinch(60, 180);
  const v2 = await view(page);
  assert.ok(v2.cell > v1.cell * 2, `spreading them zooms in (${v1.cell} -> ${v2.cell})`);
  assert.equal(await moveCount(page), 3, 'a pinch places nothing');
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.pending), null, 'nor leaves a ghost');
  assert.deepEqual(errors, []);
  await context.close();
});
