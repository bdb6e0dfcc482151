// Dam on the page end to end: a forced multi-jump built square by square by clicks (the
// board asks the module's steps) against the computer, drag and drop, huffing (the prompt,
// huffing a piece by clicking it, insisting, stopping a capture early), PDN export and
// import through the shell's file buttons (and a bad file that loses nothing, worded in
// Swedish), a bad FEN in a link, why the game ended in the banner, the move list's PDN
// rounds, flipping the board, the keyboard, the rules pages in sv/en/da, and screenshots
// at phone and desktop sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { start, ready, shot, boardBox, moveCount, record, PHONE, DESKTOP } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

/** Opens a Dam record through a link, as a shared game would be opened. */
async function open(page, rec, seats) {
  await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}?seats=${seats}`);
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.id === 'dam');
}

const state = (page) => page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null); });
const ui = (page) => page.evaluate(() => { const u = window.spelbord.current.board.ui; return { sel: u.sel, orient: u.orient, numbers: u.numbers, cursor: u.cursor }; });

/** Where the renderer draws PDN square n, in page coordinates. */
async function squarePos(page, n) {
  const box = await boardBox(page);
  const p = await page.evaluate((k) => {
    const b = window.spelbord.current.board;
    const r = b.canvas.getBoundingClientRect();
    return b.r.centre(k, r.width, r.height, b.ui);
  }, n);
  return { x: box.x + p.x, y: box.y + p.y };
}

async function clickSquare(page, n) {
  const p = await squarePos(page, n);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
}

async function dragSquare(page, from, to) {
  const a = await squarePos(page, from), b = await squarePos(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** The colour the canvas shows at a page point (to check what is really drawn). */
async function pixel(page, pt) {
  const box = await boardBox(page);
  return page.evaluate(({ x, y }) => {
    const c = window.spelbord.current.board.canvas;
    const k = c.width / c.getBoundingClientRect().width;
    return [...c.getContext('2d').getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data];
  }, { x: pt.x - box.x, y: pt.y - box.y });
}
const brightness = (px) => (px[0] + px[1] + px[2]) / 3;

test('the game list has Dam with a drawn preview, and its rules page shows our decisions', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  const names = await page.locator('.card h2').allTextContents();
  assert.ok(names.includes('Dam'), names.join());
  await page.goto(`${env.base}#/rules/dam`);
  await page.locator('.rules').waitFor();
  const text = await page.locator('.rules').textContent();
  assert.match(text, /blåsa/);
  assert.ok((await page.locator('.rules .decision').count()) >= 6, 'every decision is marked as ours');
  await shot(page, 'dam-rules-desktop');
  await page.selectOption('#lang', 'en');
  assert.match(await page.locator('.rules').textContent(), /Our decision.*huff/s);
  await page.selectOption('#lang', 'da');
  await page.waitForFunction(() => /blæse/.test(document.querySelector('.rules').textContent));
  assert.ok((await page.locator('.rules .decision').count()) >= 6, 'the Danish page marks our decisions too');
  await shot(page, 'dam-rules-da-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('against the computer: a forced double jump is built hop by hop by clicks and crowns a king', async () => {
  const page = await env.page(DESKTOP);
  // Black (the person) must take 14x23x32: over 18 to 23, over 27 to 32, and is crowned there.
  await open(page, 'dam|fen=B%3AW18%2C27%2C29%3AB1%2C14||', 'h,c1');
  assert.equal((await ui(page)).orient, 'black', 'playing Black, the person sees the board from Black\'s side');
  assert.deepEqual((await state(page)).legal, ['14x23x32']);
  // The man on 1 may not move: a capture is compulsory, so it is not picked up.
  await clickSquare(page, 1);
  assert.equal((await ui(page)).sel, null);
  // The rules answer square by square: the piece, then each landing square.
  const steps = (chosen) => page.evaluate((c) => window.spelbord.current.table.steps(0, c), chosen);
  assert.deepEqual((await steps([])).next, [14]);
  assert.deepEqual((await steps([14, 23])).next, [32]);
  assert.equal((await steps([14, 23])).complete, null, 'a jump stopped early is no move');
  assert.equal((await steps([14, 23, 32])).complete, '14x23x32');
  assert.deepEqual((await steps([14, 27])).next, [], 'a step that leads nowhere is refused');
  await clickSquare(page, 14);
  assert.deepEqual((await ui(page)).sel, [14]);
  await clickSquare(page, 23);
  assert.deepEqual((await ui(page)).sel, [14, 23], 'the first hop waits for the second');
  assert.equal(await moveCount(page), 0);
  // The man stands on 23 now, and the man jumped on 18 is crossed out (still drawn faded).
  const red = await pixel(page, await squarePos(page, 18));
  assert.ok(red[0] > red[1] + 40, `a red cross on 18: ${red}`);
  await shot(page, 'dam-multijump-desktop');
  await clickSquare(page, 32);
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 1);
  assert.equal((await page.evaluate(() => window.spelbord.current.table.moves()))[0], '14x23x32');
  let st = await page.evaluate(() => window.spelbord.current.table.state(1, null));
  assert.deepEqual(st.squares[31], { c: 0, k: true }, 'crowned on 32');
  assert.equal(st.squares[17], null); assert.equal(st.squares[26], null);
  assert.deepEqual(st.captured, [18, 27]);
  // The computer answers; then the person moves the new king by dragging it.
  await page.waitForFunction(() => { const c = window.spelbord.current; return c.table.len() >= 2 && !c.thinking; }, null, { timeout: 20000 });
  st = await state(page);
  assert.equal(st.toAct, 0);
  const kingMove = st.legal.find((m) => m.startsWith('32-'));
  assert.ok(kingMove, st.legal.join());
  await dragSquare(page, 32, Number(kingMove.split('-')[1]));
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 3);
  assert.equal((await page.evaluate(() => window.spelbord.current.table.moves()))[2], kingMove);
  await page.waitForFunction(() => { const c = window.spelbord.current; const s = c.table.state(c.table.len(), null); return s.result || (s.toAct === 0 && !c.thinking); }, null, { timeout: 20000 });
  await shot(page, 'dam-vs-computer-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a multi-jump may also be made by clicking where it ends; the end of the game says why', async () => {
  const page = await env.page(DESKTOP);
  await open(page, 'dam|fen=B%3AW18%2C27%3AB14||', 'h,h');
  await clickSquare(page, 14);
  await shot(page, 'dam-selected-desktop');
  await clickSquare(page, 32);
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.equal((await page.evaluate(() => window.spelbord.current.table.moves()))[0], '14x23x32');
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  assert.deepEqual((await state(page)).result.reason, { noPieces: { loser: 'white' } });
  assert.equal(await banner.textContent(), 'Svart vann! Vit har inga pjäser kvar.');
  await shot(page, 'dam-won-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('huffing: a capture ignored gets the prompt; the piece is huffed by a click; insist takes the move back', async () => {
  const page = await env.page(PHONE);
  // After 11-15 23-19 15-18 White can take 22x15, but plays 22-17 instead.
  await open(page, 'dam|huffing=true||11-15 23-19 15-18', 'h,h');
  assert.equal((await ui(page)).orient, 'white');
  await clickSquare(page, 22);
  await clickSquare(page, 17);
  await page.waitForFunction(() => window.spelbord.current.table.len() === 4);
  let st = await state(page);
  assert.equal(st.fault, true);
  assert.equal(st.toAct, 0, 'Black answers the fault');
  assert.deepEqual(st.huffable, [17]);
  const prompt = page.locator('.dam-prompt');
  await prompt.waitFor({ state: 'visible' });
  const text = await prompt.textContent();
  assert.match(text, /Vit slog inte fast det gick\./);
  assert.match(text, /kräv slag, låt stå eller blås en pjäs/);
  assert.equal(await prompt.locator('button').count(), 3, 'insist, let stand, huff 17');
  await shot(page, 'dam-huff-prompt-phone');
  // Huffing by clicking the marked piece on the board.
  await clickSquare(page, 17);
  await page.waitForFunction(() => window.spelbord.current.table.len() === 5);
  st = await state(page);
  assert.equal((await page.evaluate(() => window.spelbord.current.table.moves()))[4], 'huff17');
  assert.equal(st.squares[16], null, 'the huffed piece is gone');
  assert.equal(st.toAct, 0, 'huffing is no move: Black moves next');
  assert.equal(await prompt.isVisible(), false);
  assert.match(await page.locator('.dam-info').textContent(), /Svart blåste pjäsen på 17\./);
  // Back to the fault, and this time insist: the move is taken back and White must capture.
  await page.click('[data-act="undo"]');
  await prompt.waitFor({ state: 'visible' });
  await prompt.locator('button[data-move="insist"]').click();
  await page.waitForFunction(() => window.spelbord.current.table.len() === 5);
  st = await state(page);
  assert.equal(st.toAct, 1);
  assert.ok(st.squares[21] && st.squares[21].c === 1, 'White\'s man is back on 22');
  assert.ok(st.legal.length > 0 && st.legal.every((m) => m.includes('x')), `only captures now: ${st.legal}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('huffing against the computer: it judges the person\'s faulty move, and the page says how', async () => {
  const page = await env.page(DESKTOP);
  // Black could take 14x23 but moves 1-6; White, the computer, must answer.
  await open(page, 'dam|huffing=true&fen=B%3AW18%2C29%3AB1%2C14||', 'h,c1');
  await clickSquare(page, 1);
  await clickSquare(page, 6);
  await page.waitForFunction(() => { const c = window.spelbord.current; const s = c.table.state(c.table.len(), null); return c.table.len() >= 2 && !c.thinking && (s.result || s.toAct === 0); }, null, { timeout: 20000 });
  const answer = (await page.evaluate(() => window.spelbord.current.table.moves()))[1];
  assert.match(answer, /^(insist|allow|huff14)$/);
  const info = await page.locator('.dam-info').textContent();
  assert.match(info, /Vit (blåste pjäsen på 14|krävde slag|lät draget stå)\./);
  if (answer === 'insist') assert.deepEqual((await state(page)).legal, ['14x23'], 'after insist only the capture');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('huffing: a jump sequence may stop early with a click on the piece, and the opponent is told', async () => {
  const page = await env.page(DESKTOP);
  await open(page, 'dam|huffing=true&fen=B%3AW18%2C27%2C29%3AB1%2C14||', 'h,h');
  await clickSquare(page, 14);
  await clickSquare(page, 23);
  assert.deepEqual((await ui(page)).sel, [14, 23], 'a whole move, but a longer one goes on');
  await shot(page, 'dam-stop-here-desktop');
  await clickSquare(page, 23);
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.equal((await page.evaluate(() => window.spelbord.current.table.moves()))[0], '14x23');
  const st = await state(page);
  assert.equal(st.stoppedEarly, true);
  assert.deepEqual(st.huffable, [23]);
  assert.match(await page.locator('.dam-prompt').textContent(), /Svart avbröt slaget i förtid\./);
  await page.locator('.dam-prompt button[data-move="allow"]').click();
  await page.waitForFunction(() => window.spelbord.current.table.len() === 2);
  assert.equal((await state(page)).toAct, 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('PDN through the shell\'s file buttons: save, then open gives the same game; a bad PDN names its line in Swedish and loses nothing', async () => {
  const page = await env.page(DESKTOP);
  await open(page, 'dam|huffing=true|0|11-15 23-19 15-18 22-17 huff17 8-11 offer decline 19-16', 'h,h');
  const rec = await record(page); // the page writes its settings in full
  assert.equal(rec, 'dam|huffing=true&fen=|0|11-15 23-19 15-18 22-17 huff17 8-11 offer decline 19-16');
  assert.equal(await page.locator('[data-act="damExport"], [data-act="damImport"]').count(), 0, 'no PDN buttons of its own');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-act="download"]')]);
  assert.equal(download.suggestedFilename(), 'spelbord-dam.pdn');
  const pdn = readFileSync(await download.path(), 'utf8');
  assert.match(pdn, /\[Huffing "1"\]/);
  assert.match(pdn, /\[Date "\d{4}\.\d\d\.\d\d"\]/);
  assert.match(pdn, /1\. 11-15 23-19 2\. 15-18 22-17 huff17 3\. 8-11 offer decline 3\.\.\. 19-16 \*/);

  // A bad file: the message names the line, in Swedish; the game on the table is untouched.
  await page.click('[data-act="open"]');
  const dlg = page.locator('dialog.import');
  await dlg.locator('textarea').fill('[Event "x"]\n1. 11-15 23-19\n2. 11-17 *');
  await dlg.locator('button[value="open"]').click();
  const err = dlg.locator('[role=alert]');
  await err.waitFor({ state: 'visible' });
  assert.equal(await err.textContent(), 'Filen kunde inte läsas: rad 3: ”11-17” går inte att läsa som ett drag');
  await dlg.locator('textarea').fill('1. 11-15 23-19 2. 11-16 *');
  await dlg.locator('button[value="open"]').click();
  await page.waitForFunction(() => /11-16/.test(document.querySelector('dialog.import [role=alert]').textContent));
  assert.equal(await err.textContent(), 'Filen kunde inte läsas: rad 1: ”11-16” går inte att spela i den ställningen');
  assert.equal(await record(page), rec, 'nothing lost');
  await shot(page, 'dam-bad-pdn-desktop');

  // The saved file through the file picker opens the same game.
  await dlg.locator('input[type=file]').setInputFiles({ name: 'parti.pdn', mimeType: 'text/plain', buffer: Buffer.from(pdn) });
  await page.waitForFunction(() => document.querySelector('dialog.import textarea').value.includes('Huffing'));
  await dlg.locator('button[value="open"]').click();
  await page.waitForFunction((r) => window.spelbord.current && window.spelbord.current.table.record() === r && !document.querySelector('dialog.import'), rec);
  assert.equal(await record(page), rec);

  // Pasted text from another program (short capture form, comments) opens too.
  await page.click('[data-act="open"]');
  await page.locator('dialog.import textarea').fill('[Event "Club"]\n[Result "*"]\n1. 11-15 23-19 {solid} 2. 8-11 22-17 3. 15-18 17-13 *');
  await page.locator('dialog.import button[value="open"]').click();
  await page.waitForFunction(() => window.spelbord.current.table.len() === 6);
  assert.equal(await record(page), 'dam||0|11-15 23-19 8-11 22-17 15-18 17-13');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the move list numbers rounds as PDN does: a huff or a draw offer is no move of its own', async () => {
  const page = await env.page(DESKTOP);
  await open(page, 'dam|huffing=true|0|11-15 23-19 15-18 22-17 huff17 8-11 offer decline 19-16', 'h,h');
  // In words by default; the notation (on request) names each decision for the check.
  assert.match(await page.locator('.movelist button.mv').first().textContent(), /flyttade 11–15/);
  await page.click('[data-act="notation"]');
  const rounds = await page.locator('.movelist li').evaluateAll((lis) => lis.map((li) => [...li.querySelectorAll('button')].map((b) => b.textContent)));
  assert.deepEqual(rounds, [['11-15', '23-19'], ['15-18', '22-17', 'huff17'], ['8-11', 'offer', 'decline', '19-16']]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a bad FEN in a link is refused with a message in Swedish', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(`${env.base}#/g/${encodeURIComponent('dam|fen=W:W99:B1||')}`);
  await ready(page);
  const line = page.locator('main .error-line');
  await line.waitFor({ state: 'visible' });
  assert.match(await line.textContent(), /^Länken kunde inte öppnas: ställningen \(FEN\) går inte att läsa: .*99/);
  await shot(page, 'dam-bad-fen-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a draw by agreement: the offer and answer are buttons, and the banner says why', async () => {
  const page = await env.page(PHONE);
  await open(page, 'dam|||11-15', 'h,h');
  const st0 = await state(page);
  assert.equal(st0.choices.offer, 'offer');
  await page.locator('.actions button[data-move="offer"]').click();
  const prompt = page.locator('.dam-prompt');
  await prompt.waitFor({ state: 'visible' });
  assert.match(await prompt.textContent(), /Vit erbjuder remi\./);
  await shot(page, 'dam-offer-prompt-phone');
  await prompt.locator('button[data-move="accept"]').click();
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  assert.equal((await state(page)).result.reason, 'agreement');
  assert.equal(await banner.textContent(), 'Oavgjort. Båda gick med på remi.');
  await shot(page, 'dam-agreed-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('flip turns the board; square numbers; the keyboard picks up and puts down', async () => {
  const page = await env.page(DESKTOP);
  await open(page, 'dam|||', 'h,h');
  // Top row, second cell: square 1 (a Black man) from White's side, 32 (White) from Black's.
  const box = await boardBox(page);
  const topCell = { x: box.x + box.width * (1.5 / 8), y: box.y + box.height * (0.5 / 8) };
  assert.ok(brightness(await pixel(page, topCell)) < 110, 'a black man at the top');
  await page.click('[data-act="damFlip"]');
  await page.waitForTimeout(100);
  assert.equal((await ui(page)).orient, 'black');
  assert.ok(brightness(await pixel(page, topCell)) > 160, 'a white man at the top after the flip');
  // Square numbers on demand, remembered.
  await page.click('[data-act="damNumbers"]');
  assert.equal((await ui(page)).numbers, true);
  assert.equal(await page.locator('[data-act="damNumbers"]').getAttribute('aria-pressed'), 'true');
  await shot(page, 'dam-flipped-numbers-desktop');
  // Clicks follow the flip.
  await clickSquare(page, 11);
  assert.deepEqual((await ui(page)).sel, [11]);
  await clickSquare(page, 11);
  assert.equal((await ui(page)).sel, null, 'a second click puts the piece down');
  // The keyboard: arrows to a square, Enter to pick up and to put down (11-15).
  await page.locator('canvas.board').focus();
  await page.keyboard.press('ArrowUp');
  const cellOf = async (n) => page.evaluate((k) => {
    const b = window.spelbord.current.board; const r = b.canvas.getBoundingClientRect();
    const p = b.r.centre(k, r.width, r.height, b.ui); const cell = r.width / 8;
    return { r: Math.floor(p.y / cell), c: Math.floor(p.x / cell) };
  }, n);
  const goTo = async (n) => {
    const target = await cellOf(n);
    for (let i = 0; i < 16; i++) {
      const cur = (await ui(page)).cursor;
      if (cur.r === target.r && cur.c === target.c) return;
      await page.keyboard.press(cur.r < target.r ? 'ArrowDown' : cur.r > target.r ? 'ArrowUp' : cur.c < target.c ? 'ArrowRight' : 'ArrowLeft');
    }
  };
  await goTo(11);
  await page.keyboard.press('Enter');
  assert.deepEqual((await ui(page)).sel, [11]);
  await goTo(15);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.equal((await page.evaluate(() => window.spelbord.current.table.moves()))[0], '11-15');
  await page.click('[data-act="damNumbers"]');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('rematch swaps colours; a draw offer to the computer is answered', async () => {
  const page = await env.page(PHONE);
  await open(page, 'dam|||11-15', 'h,c1');
  await page.waitForFunction(() => { const c = window.spelbord.current; return c.table.len() >= 2 && !c.thinking; }, null, { timeout: 20000 });
  await page.locator('.actions button[data-move="offer"]').click();
  await page.waitForFunction(() => { const c = window.spelbord.current; const s = c.table.state(c.table.len(), null); return !c.thinking && (s.result || s.toAct === 0); }, null, { timeout: 20000 });
  const moves = await page.evaluate(() => window.spelbord.current.table.moves());
  assert.equal(moves[2], 'offer');
  assert.ok(['accept', 'decline'].includes(moves[3]), moves.join());
  await shot(page, 'dam-offer-phone');
  await page.click('[data-act="rematch"]');
  await page.waitForFunction(() => window.spelbord.current.seats.join() === 'c1,h');
  assert.equal((await ui(page)).orient, 'white', 'now White, seen from White\'s side');
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 1, null, { timeout: 20000 });
  await shot(page, 'dam-rematch-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('screenshots: a game in progress at phone and desktop sizes', async () => {
  for (const [size, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    const page = await env.page(size);
    await open(page, 'dam|||11-15 23-19 8-11 22-17 9-13 17-14 10x17 21x14 15-18 24-20', 'h,c3');
    await shot(page, `dam-game-${name}`);
    const box = await boardBox(page);
    assert.ok(box.width >= size.width * 0.85 || box.height >= size.height * 0.6, `board ${box.width}x${box.height} fills the screen`);
    assert.ok(box.x >= 0 && box.x + box.width <= size.width + 1, 'the board fits across');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('the endgame database is fetched only once few pieces are left, and the computer plays on without it', async () => {
  const dataRequests = (page) => {
    const got = [];
    page.on('request', (r) => { if (r.url().includes('/data/')) got.push(r.url().replace(/.*\/data\//, 'data/')); });
    return got;
  };
  // From the start (24 pieces) the computer thinks without the file.
  let page = await env.page(DESKTOP);
  let got = dataRequests(page);
  await open(page, 'dam|||', 'c5,h');
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 1, null, { timeout: 30000 });
  assert.deepEqual(got, [], 'no data file for a full board');
  assert.deepEqual(page.errors, []);
  await page.context().close();

  // Three kings against two: the file is fetched once, unpacked, and the computer moves.
  page = await env.page(PHONE);
  got = dataRequests(page);
  await open(page, 'dam|fen=B%3AWK18%2CK27%3ABK1%2CK5%2CK14||', 'c5,h');
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 1, null, { timeout: 30000 });
  assert.deepEqual(got, ['data/dam-endgame4.bin.gz']);
  assert.equal(await page.locator('.toast.error').count(), 0, 'no error shown');
  assert.deepEqual(page.errors, []);
  await page.context().close();

  // The file cannot be had (offline before it was cached): the computer plays without it.
  page = await env.page(DESKTOP);
  await page.route('**/data/dam-endgame4.bin.gz', (route) => route.abort());
  await open(page, 'dam|fen=B%3AWK18%2CK27%3ABK1%2CK5%2CK14||', 'c5,h');
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 1, null, { timeout: 30000 });
  assert.equal(await page.locator('.toast.error').count(), 0, 'no error shown');
  await page.context().close();
});
