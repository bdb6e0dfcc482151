// Surround end to end: a game against the computer played by clicks to a result, the
// two-click turn (piece, then square) and a drag, a capture animated out, the groups
// toggle with openings, keyboard play with announcements, a forced win with its reason in
// the banner, bad links refused in Swedish, the rules page saying first that the rules
// are our reconstruction, what every family has, and phone / desktop screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, boardBox, newGame, moveCount, PHONE, DESKTOP } from './harness.mjs';
import { everythingEveryFamilyHas } from './shell-checks.mjs';

const ID = 'surround';
let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

const sq = (name) => (name.charCodeAt(1) - 49) * 6 + (name.charCodeAt(0) - 97);

async function openRecord(page, rec, seats = 'h,h') {
  await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}?seats=${seats}`);
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.id === 'surround');
}
const setUp = (position) => `${ID}|position=${encodeURIComponent(position)}|1|`;

/** The page point of square `s`, computed as the renderer lays the board out. */
async function point(page, s) {
  const box = await boardBox(page);
  const size = Math.min(box.width, box.height), m = size * 0.06, cell = (size - 2 * m) / 6;
  const x0 = box.x + (box.width - size) / 2 + m, y0 = box.y + (box.height - size) / 2 + m / 2;
  return [x0 + ((s % 6) + 0.5) * cell, y0 + (5 - Math.floor(s / 6) + 0.5) * cell];
}
async function clickSq(page, s) {
  const [x, y] = await point(page, s);
  await page.mouse.click(x, y);
}
const state = (page) => page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null); });
const boardData = (page) => page.evaluate(() => window.spelbord.current.board.data);
const moves = (page) => page.evaluate(() => window.spelbord.current.table.moves());

async function squaresOf(page, mv) {
  const d = await boardData(page);
  for (const [from, tos] of Object.entries(d.moves || {})) for (const [to, m] of Object.entries(tos)) if (m === mv) return [Number(from), Number(to)];
  return null;
}

test('a game against the computer, played by clicks to a result', async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, ID, ['h', 'c1']);
  await shot(page, 'surround-start-desktop');
  let clicks = 0;
  for (let turn = 0; turn < 200; turn++) {
    await page.waitForFunction(() => {
      const c = window.spelbord.current; const s = c.table.state(c.table.len(), null);
      return s.result || (s.toAct === 0 && !c.thinking);
    }, null, { timeout: 30000 });
    const st = await state(page);
    if (st.result) break;
    const mv = await page.evaluate(async () => {
      const c = window.spelbord.current;
      return (await window.spelbord.engine.ask({ record: c.table.record(), level: 5, timeMs: 150 })).mv;
    });
    const pair = await squaresOf(page, mv);
    assert.ok(pair, `the board offers ${mv} as a click pair`);
    const n = await moveCount(page);
    await clickSq(page, pair[0]);
    await clickSq(page, pair[1]);
    clicks += 2;
    await page.waitForFunction((k) => window.spelbord.current.table.len() > k, n);
    assert.equal((await moves(page))[n], mv, 'the clicks made the engine\'s move');
  }
  const st = await state(page);
  assert.ok(st.result, 'the game ended');
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  const text = await banner.textContent();
  const words = {
    noPieces: 'En spelare har inga pjäser kvar.', noMoves: 'Spelaren vid draget kan inte flytta, och antalet pjäser avgör.',
    moveLimit: '30 drag var utan slag, och antalet pjäser avgör.', repetition: 'Samma ställning för tredje gången, och antalet pjäser avgör.',
  };
  assert.match(text, /^(Vit vann!|Svart vann!|Oavgjort\.) /);
  assert.ok(text.endsWith(words[st.result.reason]), `the banner says why (${st.result.reason}): ${text}`);
  assert.equal(st.end.reason, st.result.reason, 'the view carries the end too');
  if (st.result.winners.length === 1) assert.ok(st.pieces[st.result.winners[0]] > st.pieces[1 - st.result.winners[0]], 'more pieces left wins');
  await shot(page, 'surround-result-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
  console.log(`# played to ${st.result.reason} in ${st.ply} plies, ${clicks} clicks, pieces ${st.pieces}`);
});

test('two clicks make a move, a drag moves too, a second click lets go', async () => {
  const page = await env.page(DESKTOP);
  await openRecord(page, `${ID}|||`);
  let d = await boardData(page);
  assert.deepEqual(d.movable, [0, 1, 2, 3, 4, 5]);
  await clickSq(page, sq('c1'));
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), sq('c1'));
  assert.deepEqual(Object.keys(d.moves[sq('c1')]).map(Number), [sq('c2')]);
  // A click on a square that is no destination keeps the pick; on the destination it moves.
  await clickSq(page, sq('e4'));
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), sq('c1'));
  await clickSq(page, sq('c2'));
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.deepEqual(await moves(page), ['c1-c2']);
  // Black drags d6 to d5.
  const from = await point(page, sq('d6')), to = await point(page, sq('d5'));
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, { steps: 4 });
  await page.mouse.move(...to, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction(() => window.spelbord.current.table.len() === 2);
  assert.deepEqual(await moves(page), ['c1-c2', 'd6-d5']);
  d = await boardData(page);
  assert.deepEqual([d.lastMove.from, d.lastMove.to], [sq('d6'), sq('d5')], 'the last move is marked');
  await clickSq(page, sq('a1'));
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), sq('a1'));
  await clickSq(page, sq('a1'));
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), null);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a capture: the enclosed group is taken and animated out', async () => {
  const page = await env.page(DESKTOP);
  // Black's a6 has one opening, a5; White's a4-a5 closes it (b6 and the edges do the rest).
  await openRecord(page, setUp('BW..../....../W...../....../....../.....B w'));
  assert.match(await page.locator('.status').textContent(), /Svarts grupp på 1 har bara en öppning kvar: a5\./);
  await clickSq(page, sq('a4'));
  await clickSq(page, sq('a5'));
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  // Straight after the move the taken piece is still being drawn, fading.
  const anim = await page.evaluate(() => window.spelbord.current.board.ui.anim);
  assert.ok(anim && anim.captured.length === 1 && anim.captured[0].s === sq('a6') && anim.captured[0].colour === 'black', 'the capture is animated');
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${process.env.SPELBORD_SHOTS || 'target/screenshots'}/surround-capture-fading-desktop.png` });
  await page.waitForFunction(() => window.spelbord.current.board.ui.anim === null);
  const st = await state(page);
  assert.deepEqual(st.lastMove.captured, [sq('a6')]);
  assert.equal(st.squares[sq('a6')].piece, null);
  assert.deepEqual(st.pieces, [2, 1]);
  assert.match(await page.locator('.status').textContent(), /Senaste drag: a4 till a5, tog 1/);
  await shot(page, 'surround-captured-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the groups toggle shows every group with its openings, and is remembered', async () => {
  const page = await env.page(PHONE);
  await openRecord(page, `${ID}||1|c1-c2 d6-d5 c2-c3`);
  const btn = page.locator('[data-act="surroundGroups"]');
  assert.equal(await btn.getAttribute('aria-pressed'), 'false');
  const st = await state(page);
  const white = st.groups.filter((g) => g.colour === 'white');
  assert.equal(white.length, 3, 'a1-b1, c3, d1-f1');
  assert.deepEqual(st.groups.find((g) => g.squares.includes(sq('c3'))).openings.sort((a, b) => a - b), [sq('c2'), sq('b3'), sq('d3'), sq('c4')].sort((a, b) => a - b));
  await page.mouse.move(0, 0);
  const before = await page.evaluate(() => window.spelbord.current.canvas.toDataURL());
  await btn.click();
  assert.equal(await btn.getAttribute('aria-pressed'), 'true');
  await page.waitForTimeout(100);
  assert.notEqual(await page.evaluate(() => window.spelbord.current.canvas.toDataURL()), before, 'the groups are drawn');
  await shot(page, 'surround-groups-phone');
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current);
  assert.equal(await page.locator('[data-act="surroundGroups"]').getAttribute('aria-pressed'), 'true');
  await btn.click();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('keyboard play: arrows move the cursor, Enter picks and moves, Escape lets go; the choice is announced', async () => {
  const page = await env.page(DESKTOP);
  await openRecord(page, `${ID}|||`);
  await page.focus('canvas.board');
  // The cursor starts on the first piece that can move (a1).
  await page.keyboard.press('ArrowRight');
  const live = page.locator('.surround-live');
  assert.equal(await live.textContent(), 'b1, Vit, grupp på 6 med 6 öppningar');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), sq('b1'));
  assert.equal(await live.textContent(), 'Pjäsen på b1 är vald. Den kan gå till: b2.');
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), null);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  assert.equal(await live.textContent(), 'b2, mål för pjäsen på b1');
  await shot(page, 'surround-keyboard-desktop');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.deepEqual(await moves(page), ['b1-b2']);
  assert.match(await page.locator('canvas.board').getAttribute('aria-label'), /Piltangenterna/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a forced win: the last piece taken, the reason in the banner', async () => {
  const page = await env.page(PHONE);
  await openRecord(page, setUp('BW..../....../W...../....../....../...... w'));
  await clickSq(page, sq('a4'));
  await clickSq(page, sq('a5'));
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  assert.equal(await banner.textContent(), 'Vit vann! En spelare har inga pjäser kvar.');
  const st = await state(page);
  assert.equal(st.result.reason, 'noPieces');
  assert.equal(st.end.winner, 'white');
  await shot(page, 'surround-won-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('bad links are refused with a Swedish reason', async () => {
  const page = await env.page(DESKTOP);
  for (const [rec, words] of [
    [`${ID}|||c1-c3`, /Länken kunde inte öppnas: drag 1: en pjäs flyttar en ruta vågrätt eller lodrätt/],
    [`${ID}|||c6-c5`, /drag 1: pjäsen på c6 är motståndarens/],
    [`${ID}|||c1-d1`, /drag 1: d1 är inte tom/],
    [`${ID}|||c3-c4`, /drag 1: det står ingen pjäs på c3/],
    [`${ID}|position=${encodeURIComponent('BW..../W...../....../....../....../...... w')}||`, /utgångsställningen går inte att läsa/],
  ]) {
    await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}`);
    await ready(page);
    const line = page.locator('.error-line');
    await line.waitFor();
    assert.match(await line.textContent(), words);
  }
  await shot(page, 'surround-bad-link-desktop');
  await page.context().close();
});

test('the rules page says first that the rules are our reconstruction, in all three languages', async () => {
  for (const [locale, first] of [['sv-SE', /^Obs: det här är vår rekonstruktion\. .*bilderna har gått förlorade/], ['en-GB', /^Please note: this is our reconstruction\. .*the pictures are lost/], ['da-DK', /^Bemærk: dette er vores rekonstruktion\. .*billederne er gået tabt/]]) {
    const page = await env.page(PHONE, { locale });
    await page.goto(`${env.base}#/rules/${ID}`);
    await ready(page);
    await page.locator('article.rules h1').waitFor();
    assert.match(await page.locator('article.rules > p').first().textContent(), first);
    assert.ok(await page.locator('article.rules p.decision').count() >= 7, 'the reconstructed rules are marked as ours');
    if (locale === 'sv-SE') {
      assert.match(await page.locator('article.rules').textContent(), /”Spelarna med flest antal pjäser kvar vinner\.”/);
      await shot(page, 'surround-rules-sv-phone');
    }
    await page.context().close();
  }
});

test('phone and desktop: the whole board is on screen beside or above the controls', async () => {
  for (const [size, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    const page = await env.page(size);
    await openRecord(page, `${ID}||1|c1-c2 d6-d5 d1-d2 c6-c5 c2-c3 d5-d4`, 'h,c3');
    const box = await boardBox(page);
    assert.ok(box.x >= 0 && box.x + box.width <= size.width + 1, `${name}: the board fits the width`);
    assert.ok(box.width >= Math.min(size.width - 40, 300), `${name}: the board is large (${box.width})`);
    assert.ok(Math.abs(box.width - box.height) < 2, 'the board is square');
    await shot(page, `surround-${name}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('everything every family has: settings per seat, hint, move list, undo/redo, link, save, embed, offline', { timeout: 180000 }, async () => {
  // The person's move: the first legal move, its piece and then its square clicked.
  const byClicks = async (page) => {
    const mv = await page.evaluate(() => { const c = window.spelbord.current; return c.table.legal(c.table.len())[0]; });
    const sqs = mv && await squaresOf(page, mv);
    if (!sqs) return false;
    const n = await moveCount(page);
    await clickSq(page, sqs[0]);
    await clickSq(page, sqs[1]);
    return (await moveCount(page)) > n;
  };
  await everythingEveryFamilyHas(env, ID, byClicks);
});
