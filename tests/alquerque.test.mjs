// Alquerque end to end: a game against the computer played by clicks to a result, a
// multi-capture built hop by hop by clicks (its path drawn as it grows), the huffing
// prompt (insist by button, huff by clicking the marked piece, a capture stopped early),
// keyboard play with announcements, a forced win with its reason in the banner, bad links
// refused in Swedish, what every family has, and phone / desktop screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, boardBox, newGame, moveCount, PHONE, DESKTOP } from './harness.mjs';
import { everythingEveryFamilyHas } from './shell-checks.mjs';

const ID = 'alquerque';
let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

const pt = (name) => (name.charCodeAt(1) - 49) * 5 + (name.charCodeAt(0) - 97);

async function openRecord(page, rec, seats = 'h,h') {
  await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}?seats=${seats}`);
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.id === 'alquerque');
}
const setUp = (position, extra = '') => `${ID}|${extra}${extra ? '&' : ''}position=${encodeURIComponent(position)}|1|`;

/** The page point of point `p`, computed as the renderer lays the board out. */
async function point(page, p) {
  const box = await boardBox(page);
  const size = Math.min(box.width, box.height), s = size / 5.3, pad = (size - 4 * s) / 2;
  const x0 = box.x + (box.width - size) / 2, y0 = box.y + (box.height - size) / 2;
  return [x0 + pad + (p % 5) * s, y0 + pad + (4 - Math.floor(p / 5)) * s];
}
async function clickPt(page, p) {
  const [x, y] = await point(page, p);
  await page.mouse.click(x, y);
}
const state = (page) => page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null); });
const moves = (page) => page.evaluate(() => window.spelbord.current.table.moves());
const chosen = (page) => page.evaluate(() => window.spelbord.current.board.ui.chosen);

/** The points of move `mv` as the board builds it, walking the Rust steps in the page. */
const pathOf = (page, mv) => page.evaluate((m) => {
  const c = window.spelbord.current;
  const walk = (ch) => {
    const s = c.table.steps(c.table.len(), ch);
    if (s.complete === m) return ch;
    for (const n of s.next) { if (typeof n === 'object') { const r = walk([...ch, n]); if (r) return r; } }
    return null;
  };
  const r = walk([]);
  return r && r.map((x) => x.point);
}, mv);

test('a game against the computer, played by clicks to a result', async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, ID, ['h', 'c1']);
  await shot(page, 'alquerque-start-desktop');
  let clicks = 0, hops = 0;
  for (let turn = 0; turn < 200; turn++) {
    await page.waitForFunction(() => {
      const c = window.spelbord.current; const s = c.table.state(c.table.len(), null);
      return s.result || (s.toAct === 0 && !c.thinking);
    }, null, { timeout: 30000 });
    const st = await state(page);
    if (st.result) break;
    // The person plays what a strong engine suggests, by clicking every point of its path.
    const mv = await page.evaluate(async () => {
      const c = window.spelbord.current;
      return (await window.spelbord.engine.ask({ record: c.table.record(), level: 5, timeMs: 150 })).mv;
    });
    const path = await pathOf(page, mv);
    assert.ok(path && path.length >= 2, `the board builds ${mv} point by point`);
    const n = await moveCount(page);
    for (const p of path) { await clickPt(page, p); clicks += 1; }
    hops += path.length - 2;
    await page.waitForFunction((k) => window.spelbord.current.table.len() > k, n);
    assert.equal((await moves(page))[n], mv, 'the clicks made the engine\'s move');
  }
  const st = await state(page);
  assert.ok(st.result, 'the game ended');
  assert.ok(clicks > 6);
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  const text = await banner.textContent();
  const words = {
    noPieces: 'Motståndaren har inga pjäser kvar.', noMoves: 'Motståndaren kan inte flytta.',
    repetition: 'Samma ställning för tredje gången.', moveLimit: '30 drag var utan slag.',
  };
  assert.match(text, /^(Svart vann!|Vit vann!|Oavgjort\.) /);
  assert.ok(text.endsWith(words[st.result.reason]), `the banner says why (${st.result.reason}): ${text}`);
  assert.equal(st.end.reason, st.result.reason, 'the view carries the end too');
  await shot(page, 'alquerque-result-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
  console.log(`# played to ${st.result.reason} in ${st.ply} plies, ${clicks} clicks, ${hops} extra hops`);
});

test('a multi-capture is built hop by hop by clicks, its path drawn as it grows', async () => {
  const page = await env.page(DESKTOP);
  // Black a1 can jump b2, then d3, then d4: a1xc3xe3xc5 (or stop nowhere: captures are compulsory).
  await openRecord(page, setUp('W..../...W./...W./.W.../B.... b'));
  let st = await state(page);
  assert.deepEqual(st.movable, [pt('a1')]);
  assert.equal(st.captureRequired, true);
  assert.match(await page.locator('.status').textContent(), /Svart måste slå/);
  // A piece that may not move is not picked.
  await clickPt(page, pt('b4'));
  assert.deepEqual(await chosen(page), []);
  await clickPt(page, pt('a1'));
  assert.deepEqual(await chosen(page), [pt('a1')]);
  await clickPt(page, pt('c3'));
  assert.deepEqual(await chosen(page), [pt('a1'), pt('c3')], 'the first hop is taken, the move not yet made');
  assert.equal(await moveCount(page), 0);
  // The board draws Rust's view of the move so far: the piece on c3, b2 gone.
  const d = await page.evaluate(() => { const b = window.spelbord.current.board; return b.data.steps(b.ui.chosen.map((p) => ({ point: p }))); });
  assert.equal(d.view.points[pt('c3')].piece, 'black');
  assert.equal(d.view.points[pt('b2')].piece, null);
  assert.deepEqual(d.next.map((x) => x.point).sort((a, b) => a - b), [pt('e3'), pt('e5')], 'on along row 3 or the diagonal');
  await shot(page, 'alquerque-multi-capture-desktop');
  // Mid-capture the piece is committed: no stop button without huffing, but a hop may be taken back.
  assert.equal(await page.locator('[data-act="alqStop"]').count(), 0);
  await page.click('[data-act="alqBack"]');
  assert.deepEqual(await chosen(page), [pt('a1')]);
  await clickPt(page, pt('c3'));
  await clickPt(page, pt('e3'));
  assert.equal(await moveCount(page), 0);
  await clickPt(page, pt('c5'));
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.deepEqual(await moves(page), ['a1xc3xe3xc5']);
  st = await state(page);
  assert.deepEqual(st.lastMove, [pt('a1'), pt('c3'), pt('e3'), pt('c5')]);
  assert.deepEqual([...st.lastCaptured].sort((a, b) => a - b), [pt('b2'), pt('d3'), pt('d4')]);
  assert.deepEqual(st.pieces, [1, 1]);
  assert.match(await page.locator('.status').textContent(), /Senaste drag: slog a1×c3×e3×c5/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('huffing: insist by button, huff by clicking the marked piece, a capture stopped early', async () => {
  const page = await env.page(DESKTOP);
  // Black a1 could take b2 (to c3) but steps e1-e2 instead: a fault for White to judge.
  const pos = '....W/...../...../.W.../B...B b';
  await openRecord(page, setUp(pos, 'huffing=true'));
  let st = await state(page);
  assert.equal(st.captureRequired, false, 'with huffing, captures are not forced');
  assert.ok(st.movable.includes(pt('e1')));
  await clickPt(page, pt('e1'));
  await clickPt(page, pt('e2'));
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  st = await state(page);
  assert.equal(st.phase, 'verdict');
  assert.deepEqual(st.fault.huffable, [pt('a1')]);
  const prompt = page.locator('.alq-prompt');
  await prompt.waitFor({ state: 'visible' });
  assert.match(await prompt.textContent(), /Svart lät bli att slå fast det gick\./);
  const labels = await prompt.locator('button').allTextContents();
  assert.deepEqual(labels, ['Kräv slag', 'Låt stå', 'Blås pjäsen på a1']);
  await shot(page, 'alquerque-huffing-prompt-desktop');
  // Insist: the faulty move is taken back and Black must capture.
  await prompt.locator('button', { hasText: 'Kräv slag' }).click();
  await page.waitForFunction(() => window.spelbord.current.table.len() === 2);
  st = await state(page);
  assert.equal((await moves(page))[1], 'insist');
  assert.equal(st.toMove, 'black');
  assert.equal(st.captureRequired, true, 'after insist the capture is compulsory');
  assert.deepEqual(st.movable, [pt('a1')]);
  assert.equal(await prompt.isVisible(), false);
  // Judge the same fault again: this time White huffs a1 by clicking it on the board.
  await openRecord(page, `${setUp(pos, 'huffing=true')}e1-e2`);
  st = await state(page);
  assert.equal(st.phase, 'verdict');
  await clickPt(page, pt('a1'));
  await page.waitForFunction(() => window.spelbord.current.table.len() === 2);
  st = await state(page);
  assert.equal(st.points[pt('a1')].piece, null, 'the huffed piece is gone');
  assert.equal(st.lastHuffed, pt('a1'));
  assert.deepEqual(st.pieces, [1, 2]);
  assert.equal(st.toMove, 'white', 'huffing is no move: White now moves');
  assert.match(await page.locator('.status').textContent(), /Vit blåste pjäsen på a1\./);
  await shot(page, 'alquerque-huffed-desktop');

  // A capture stopped early under huffing: a1xc3 may stop before c3xe3 with the button.
  await openRecord(page, setUp('W..../...../...W./.W.../B.... b', 'huffing=true'));
  await clickPt(page, pt('a1'));
  await clickPt(page, pt('c3'));
  assert.equal(await moveCount(page), 0);
  const stop = page.locator('[data-act="alqStop"]');
  await stop.waitFor();
  assert.equal(await stop.textContent(), 'Stanna på c3');
  await shot(page, 'alquerque-stop-early-desktop');
  await stop.click();
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.deepEqual(await moves(page), ['a1xc3']);
  st = await state(page);
  assert.equal(st.phase, 'verdict');
  assert.equal(st.fault.stoppedEarly, true);
  assert.match(await prompt.textContent(), /Svart avbröt en slagserie i förtid\./);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('keyboard play: arrows move the cursor, Enter picks and moves, Escape steps back; the choice is announced', async () => {
  const page = await env.page(DESKTOP);
  await openRecord(page, `${ID}|||`);
  await page.focus('canvas.board');
  // The cursor starts on the first piece that can move (b2); up to b3, pick it.
  await page.keyboard.press('ArrowUp');
  const live = page.locator('.alq-live');
  assert.equal(await live.textContent(), 'b3, Svart');
  await page.keyboard.press('Enter');
  assert.deepEqual(await chosen(page), [pt('b3')]);
  assert.equal(await live.textContent(), 'Pjäsen på b3 är vald. Den kan gå till: c3.');
  await page.keyboard.press('Escape');
  assert.deepEqual(await chosen(page), []);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  assert.equal(await live.textContent(), 'c3, dit kan pjäsen gå');
  await shot(page, 'alquerque-keyboard-desktop');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.deepEqual(await moves(page), ['b3-c3']);
  assert.match(await page.locator('canvas.board').getAttribute('aria-label'), /Piltangenterna/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a forced win: the last piece taken, the reason in the banner', async () => {
  const page = await env.page(PHONE);
  await openRecord(page, setUp('...../...../...../.W.../B.... b'));
  await clickPt(page, pt('a1'));
  await clickPt(page, pt('c3'));
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  assert.equal(await banner.textContent(), 'Svart vann! Motståndaren har inga pjäser kvar.');
  const st = await state(page);
  assert.equal(st.result.reason, 'noPieces');
  assert.equal(st.end.winner, 'black');
  await shot(page, 'alquerque-won-phone');
  // A side that cannot move has lost: White's e5 is boxed in.
  await openRecord(page, setUp('..BBW/...BB/..B.B/...../B.... b'));
  await clickPt(page, pt('a1'));
  await clickPt(page, pt('b1'));
  await banner.waitFor({ state: 'visible' });
  assert.equal(await banner.textContent(), 'Svart vann! Motståndaren kan inte flytta.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('bad links are refused with a Swedish reason', async () => {
  const page = await env.page(DESKTOP);
  for (const [rec, words] of [
    [`${ID}|||b3-b4`, /Länken kunde inte öppnas: drag 1: b4 är inte tom/],
    [`${ID}|||b3-c3 c4-c5`, /drag 2: c5 är inte tom|drag 2: .*/],
    [`${ID}|||b3-c3 d4xb2`, /drag 2: /],
    [`${ID}|position=${encodeURIComponent('W..../x b')}||`, /utgångsställningen går inte att läsa/],
  ]) {
    await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}`);
    await ready(page);
    const line = page.locator('.error-line');
    await line.waitFor();
    assert.match(await line.textContent(), words);
  }
  // A capture left out when it is compulsory.
  await page.goto(`${env.base}#/g/${encodeURIComponent(`${setUp('W..../...../...../.W.../B...B b')}e1-e2`)}`);
  await ready(page);
  await page.locator('.error-line').waitFor();
  assert.match(await page.locator('.error-line').textContent(), /drag 1: slag är tvång: en av dina pjäser kan hoppa/);
  await shot(page, 'alquerque-bad-link-desktop');
  await page.context().close();
});

test('phone and desktop: the whole board is on screen beside or above the controls', async () => {
  for (const [size, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    const page = await env.page(size);
    await openRecord(page, `${ID}||1|c2-c3 c4xc2 c1xc3 e3xc1 c3xe3 d4-d3`, 'h,c3');
    const box = await boardBox(page);
    assert.ok(box.x >= 0 && box.x + box.width <= size.width + 1, `${name}: the board fits the width`);
    assert.ok(box.width >= Math.min(size.width - 40, 300), `${name}: the board is large (${box.width})`);
    assert.ok(Math.abs(box.width - box.height) < 2, 'the board is square');
    await shot(page, `alquerque-${name}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('everything every family has: settings per seat, hint, move list, undo/redo, link, save, embed, offline', { timeout: 180000 }, async () => {
  // The person's move: the first legal piece move, clicked point by point.
  const byClicks = async (page) => {
    const mv = await page.evaluate(() => { const c = window.spelbord.current; return c.table.legal(c.table.len()).find((m) => /[-x]/.test(m)); });
    const path = mv && await pathOf(page, mv);
    if (!path) return false;
    const n = await moveCount(page);
    for (const p of path) await clickPt(page, p);
    return (await moveCount(page)) > n;
  };
  await everythingEveryFamilyHas(env, ID, byClicks);
});

test('the rules page marks every Decision as ours, in Swedish, English and Danish', async () => {
  for (const [locale, word] of [['sv-SE', 'Vårt beslut: '], ['en-GB', 'Our decision: '], ['da-DK', 'Vores beslutning: ']]) {
    const page = await env.page(PHONE, { locale });
    await page.goto(`${env.base}#/rules/alquerque`);
    await ready(page);
    await page.locator('article.rules h1').waitFor();
    const marked = await page.locator('article.rules p.decision').allTextContents();
    assert.ok(marked.length >= 5, `${locale}: ${marked.length} decisions marked`);
    assert.ok(marked.every((m) => m.startsWith(word)), `${locale}: each says it is ours`);
    if (locale === 'en-GB') await shot(page, 'alquerque-rules-en-phone');
    await page.context().close();
  }
});
