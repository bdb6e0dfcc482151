// Lines of Action end to end: a game against the computer played by clicks to a result,
// the two-click turn (piece, then destination) and a drag, the line counts shown for a
// picked piece, keyboard play, the pass button, a win handed over by the opponent's
// capture, the `mover-wins` setting (and its draw default), the groups toggle, bad links
// refused in Swedish, and phone / desktop screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, boardBox, newGame, moveCount, PHONE, DESKTOP } from './harness.mjs';
import { everythingEveryFamilyHas } from './shell-checks.mjs';

const ID = 'lines-of-action';
let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

const sq = (name) => (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);

/** Opens a game from its record text (`lines-of-action|settings|seed|moves`). */
async function openRecord(page, rec, seats = 'h,h') {
  await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}?seats=${seats}`);
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.id === 'lines-of-action');
}
const setUp = (position, extra = '') => `${ID}|${extra}${extra ? '&' : ''}position=${encodeURIComponent(position)}|1|`;

/** The page point of square `s`, computed as the renderer lays the board out. */
async function point(page, s) {
  const box = await boardBox(page);
  const size = Math.min(box.width, box.height), cell = size / 8;
  const x0 = box.x + (box.width - size) / 2, y0 = box.y + (box.height - size) / 2;
  return [x0 + ((s % 8) + 0.5) * cell, y0 + (7 - Math.floor(s / 8) + 0.5) * cell];
}
async function clickSq(page, s) {
  const [x, y] = await point(page, s);
  await page.mouse.click(x, y);
}
const state = (page) => page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null); });
const boardData = (page) => page.evaluate(() => window.spelbord.current.board.data);

/** The squares of move `mv` as the board knows them (its click pairs, from Rust). */
async function squaresOf(page, mv) {
  const d = await boardData(page);
  for (const [from, tos] of Object.entries(d.moves || {})) for (const [to, m] of Object.entries(tos)) if (m === mv) return [Number(from), Number(to)];
  return null;
}

test('a game against the computer, played by clicks to a result', async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, ID, ['h', 'c1']);
  await shot(page, 'loa-start-desktop');
  let clicks = 0;
  for (let turn = 0; turn < 150; turn++) {
    await page.waitForFunction(() => {
      const c = window.spelbord.current; const s = c.table.state(c.table.len(), null);
      return s.result || (s.toAct === 0 && !c.thinking);
    }, null, { timeout: 30000 });
    const st = await state(page);
    if (st.result) break;
    // The person plays what a strong engine suggests, by clicking its two squares.
    const mv = await page.evaluate(async () => {
      const c = window.spelbord.current;
      return (await window.spelbord.engine.ask({ record: c.table.record(), level: 5, timeMs: 250 })).mv;
    });
    const before = await moveCount(page);
    if (st.mustPass) {
      await page.click('.actions button.primary');
    } else {
      const pair = await squaresOf(page, mv);
      assert.ok(pair, `the board offers ${mv} as a click pair`);
      await clickSq(page, pair[0]);
      await clickSq(page, pair[1]);
      clicks += 2;
    }
    await page.waitForFunction((n) => window.spelbord.current.table.len() > n, before);
    assert.equal((await page.evaluate(() => window.spelbord.current.table.moves()))[before], mv, 'the clicks made the engine\'s move');
  }
  const st = await state(page);
  assert.ok(st.result, 'the game ended');
  assert.ok(clicks > 4);
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  const text = await banner.textContent();
  assert.match(text, /Svart vann!|Vit vann!|Oavgjort/);
  const words = {
    connected: 'Alla pjäser hänger ihop i en grupp.', connectedByOpponent: 'Motståndarens drag lämnade alla pjäser sammanhängande.',
    bothConnected: 'Ett drag band ihop båda sidornas pjäser på en gång.', repetition: 'Samma ställning för tredje gången.',
  };
  assert.ok(text.includes(words[st.result.reason]), `the banner says why (${st.result.reason}): ${text}`);
  if (st.result.winners.length === 1) {
    assert.ok(st.end.winningGroup.length >= 1, 'the winning group is in the view, to be highlighted');
    const side = st.result.winners[0] === 0 ? 'black' : 'white';
    assert.equal(st.end.winningGroup.length, st.squares.filter((c) => c === side).length, 'every piece of the winner is in it');
  }
  await shot(page, 'loa-result-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('two clicks make a move; the picked piece shows its line counts and destinations; a drag moves too', async () => {
  const page = await env.page(DESKTOP);
  await openRecord(page, `${ID}|||`);
  await clickSq(page, sq('c1'));
  let d = await boardData(page);
  const ui = await page.evaluate(() => ({ sel: window.spelbord.current.board.ui.sel }));
  assert.equal(ui.sel, sq('c1'), 'the first click picks the piece');
  const c1 = d.pieces.find((p) => p.square === sq('c1'));
  const count = (dir) => c1.directions.find((x) => x.direction === dir).count;
  assert.equal(count('north'), 2, 'column c holds two pieces');
  assert.equal(count('east'), 6, 'row 1 holds six');
  assert.deepEqual([...c1.dests].sort((a, b) => a - b), [sq('a3'), sq('c3'), sq('e3')]);
  // The badges are drawn: the canvas differs with the piece picked and without.
  const px = () => page.evaluate(() => window.spelbord.current.canvas.toDataURL());
  await page.mouse.move(...(await point(page, sq('c3'))));
  await page.waitForTimeout(100);
  const picked = await px();
  await shot(page, 'loa-picked-desktop');
  // A click on an empty square that is no destination keeps the pick.
  await clickSq(page, sq('e5'));
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), sq('c1'));
  // The second click on a destination plays the move (a capture: c1xa3).
  await clickSq(page, sq('a3'));
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.table.moves()), ['c1xa3']);
  d = await boardData(page);
  assert.equal(d.lastMove.capture, true, 'the capture is marked');
  assert.notEqual(await px(), picked);
  // White drags a7 along row 7 (a7 and h7: two pieces, so two squares) to c7.
  const from = await point(page, sq('a7')), to = await point(page, sq('c7'));
  const dests = (await boardData(page)).pieces.find((p) => p.square === sq('a7')).dests;
  assert.ok(dests.includes(sq('c7')), `a7 may go to c7 (${dests})`);
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, { steps: 4 });
  await page.mouse.move(...to, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction(() => window.spelbord.current.table.len() === 2);
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.table.moves()), ['c1xa3', 'a7-c7']);
  // A second click on the picked piece lets it go.
  await clickSq(page, sq('d1'));
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), sq('d1'));
  await clickSq(page, sq('d1'));
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), null);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('keyboard play: arrows move the cursor, Enter picks and moves, Escape lets go; the choice is announced', async () => {
  const page = await env.page(DESKTOP);
  await openRecord(page, `${ID}|||`);
  await page.focus('canvas.board');
  // The cursor starts on the first piece that can move (b1).
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), sq('b1'));
  const live = page.locator('.loa-live');
  assert.match(await live.textContent(), /Pjäsen på b1 är vald.*lodrätt 2, vågrätt 6/);
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => window.spelbord.current.board.ui.sel), null);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.match(await live.textContent(), /b3, mål för pjäsen på b1/);
  await shot(page, 'loa-keyboard-desktop');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.table.moves()), ['b1-b3']);
  assert.match(await page.locator('canvas.board').getAttribute('aria-label'), /Piltangenterna/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the opponent\'s capture of the last separated piece hands the win over', async () => {
  const page = await env.page(PHONE);
  // White a1, a2 together and h8 alone; Black's h6xh8 takes h8 and leaves White connected.
  await openRecord(page, setUp('7w/8/7b/8/3b4/8/w7/w7 b'));
  await clickSq(page, sq('h6'));
  await clickSq(page, sq('h8'));
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  assert.equal(await banner.textContent(), 'Vit vann! Motståndarens drag lämnade alla pjäser sammanhängande.');
  const st = await state(page);
  assert.equal(st.result.reason, 'connectedByOpponent');
  assert.deepEqual(st.end.winningGroup, [sq('a1'), sq('a2')]);
  await shot(page, 'loa-handed-over-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the simultaneous setting: a move connecting both sides draws by default, the mover wins with mover-wins', async () => {
  const page = await env.page(DESKTOP);
  // The dialog offers the setting with its Swedish words.
  await page.goto(`${env.base}#/play/${ID}`);
  await ready(page);
  await page.locator('dialog.settings').waitFor();
  const opts = await page.locator('dialog.settings select[name=simultaneous] option').allTextContents();
  assert.deepEqual(opts, ['blir det oavgjort', 'vinner den som drog']);
  assert.match(await page.locator('dialog.settings').textContent(), /Om ett drag binder ihop båda sidornas pjäser samtidigt/);
  await page.selectOption('dialog.settings select[name=simultaneous]', 'mover-wins');
  await page.selectOption('dialog.settings select[name=seat1]', 'h');
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings'));
  assert.match(await page.evaluate(() => window.spelbord.current.table.settings()), /(^|&)simultaneous=mover-wins(&|$)/);
  // Black's h6xh8 joins g8-h8 and takes White's lone h8: both sides connected at once.
  const pos = '6bw/8/7b/8/8/8/w7/w7 b';
  for (const [extra, text, winners] of [
    ['', 'Oavgjort. Ett drag band ihop båda sidornas pjäser på en gång.', []],
    ['simultaneous=mover-wins', 'Svart vann! Ett drag band ihop båda sidornas pjäser på en gång.', [0]],
  ]) {
    await openRecord(page, setUp(pos, extra));
    await clickSq(page, sq('h6'));
    await clickSq(page, sq('h8'));
    const banner = page.locator('.banner');
    await banner.waitFor({ state: 'visible' });
    assert.equal(await banner.textContent(), text);
    const st = await state(page);
    assert.equal(st.result.reason, 'bothConnected');
    assert.deepEqual(st.result.winners, winners);
  }
  await shot(page, 'loa-mover-wins-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a player with no move passes with the button', async () => {
  const page = await env.page(PHONE);
  // Black's a1 and h8 are each walled in by White.
  await openRecord(page, setUp('6wb/6ww/8/8/8/8/ww6/bw6 b'));
  assert.match(await page.locator('.status').textContent(), /Svart kan inte flytta någon pjäs och måste passa/);
  const pass = page.locator('.actions button.primary');
  assert.equal(await pass.textContent(), 'Passa (ingen pjäs kan flytta)');
  await shot(page, 'loa-pass-phone');
  await pass.click();
  await page.waitForFunction(() => window.spelbord.current.table.len() === 1);
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.table.moves()), ['pass']);
  assert.equal(await page.locator('.actions button').count(), 0, 'White has moves: no pass button');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the groups toggle shows each side\'s groups and is remembered', async () => {
  const page = await env.page(PHONE);
  await openRecord(page, `${ID}||1|b1-d3 a3-c5`);
  assert.match(await page.locator('.status').textContent(), /Grupper – Svart: \d+, Vit: \d+/);
  const btn = page.locator('[data-act="loaGroups"]');
  assert.equal(await btn.getAttribute('aria-pressed'), 'false');
  const before = await page.evaluate(() => window.spelbord.current.canvas.toDataURL());
  await btn.click();
  assert.equal(await btn.getAttribute('aria-pressed'), 'true');
  await page.waitForTimeout(100);
  assert.notEqual(await page.evaluate(() => window.spelbord.current.canvas.toDataURL()), before, 'the groups are drawn');
  await shot(page, 'loa-groups-phone');
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current);
  assert.equal(await page.locator('[data-act="loaGroups"]').getAttribute('aria-pressed'), 'true');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('bad links are refused with a Swedish reason', async () => {
  const page = await env.page(DESKTOP);
  for (const [rec, words] of [
    [`${ID}|||b1-b4`, /Länken kunde inte öppnas: drag 1: en pjäs flyttar exakt lika många steg som det står pjäser på hela linjen: linjen genom b1 har 2, så den flyttar 2 steg, inte 3/],
    [`${ID}|||b1-b3 b3-b5`, /drag 2: pjäsen på b3 är motståndarens/],
    [`${ID}|position=${encodeURIComponent('8/8 b')}||`, /utgångsställningen går inte att läsa/],
  ]) {
    await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}`);
    await ready(page);
    const line = page.locator('.error-line');
    await line.waitFor();
    assert.match(await line.textContent(), words);
  }
  await shot(page, 'loa-bad-link-desktop');
  await page.context().close();
});

test('phone and desktop: the whole board is on screen beside or above the controls', async () => {
  for (const [size, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    const page = await env.page(size);
    await openRecord(page, `${ID}||1|b1-d3 a3-c5 g8-e6 h4-f4`, 'h,c3');
    await clickSq(page, sq('e6'));
    const box = await boardBox(page);
    assert.ok(box.x >= 0 && box.x + box.width <= size.width + 1, `${name}: the board fits the width`);
    assert.ok(box.width >= Math.min(size.width - 40, 300), `${name}: the board is large (${box.width})`);
    assert.ok(Math.abs(box.width - box.height) < 2, 'the board is square');
    await shot(page, `loa-${name}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

/** A person's move by two clicks (the first click pair the board offers), then the computer's answer. */
async function personMoves(page) {
  const n = await moveCount(page);
  const d = await boardData(page);
  const [from, tos] = Object.entries(d.moves).find(([, t]) => Object.keys(t).length);
  await clickSq(page, Number(from));
  await clickSq(page, Number(Object.keys(tos)[0]));
  await page.waitForFunction((k) => window.spelbord.current.table.len() >= k + 2 && !window.spelbord.current.thinking, n);
}
const shown = (page) => page.evaluate(() => JSON.stringify(window.spelbord.current.board.data.squares));
const squaresAt = (page, ply) => page.evaluate((p) => JSON.stringify(window.spelbord.current.table.state(p, null).squares), ply);

test('what every family has: seats, hint, stepping the move list, undo/redo, link, resume, embed, offline', async () => {
  await everythingEveryFamilyHas(env, ID, async (page) => {
    const d = await boardData(page);
    const entry = Object.entries(d.moves || {}).find(([, t]) => Object.keys(t).length);
    if (!entry) return false;
    await clickSq(page, Number(entry[0]));
    await clickSq(page, Number(Object.keys(entry[1])[0]));
    return true;
  });
});

test('the hint is an arrow for a move the board offers; the move list shows each position', async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, ID, ['h', 'c2']);
  await personMoves(page);
  await page.click('[data-act="hint"]');
  await page.waitForFunction(() => window.spelbord.current.hint && window.spelbord.current.board.data.hint);
  const hint = await page.evaluate(() => window.spelbord.current.hint);
  assert.ok(await squaresOf(page, hint), `the hint ${hint} is a move the board offers`);
  await shot(page, 'loa-hint-desktop');
  await page.click('.movelist button.mv[data-ply="1"]');
  assert.equal(await shown(page), await squaresAt(page, 1), 'the board shows the position after move 1');
  await page.focus('.movelist');
  await page.keyboard.press('End');
  assert.equal(await shown(page), await squaresAt(page, 2));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
