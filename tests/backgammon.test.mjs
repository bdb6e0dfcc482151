// Backgammon end to end: turns against the computer built by clicks (checker, point,
// Confirm), a drag, a refused step explained, two computers finishing the game with the
// reason in the banner, a turn built step by step with a hit and the pips shown before
// it is confirmed, the cube offered and answered (a dropped double ending a match), a
// GNU Backgammon ID pasted (and a bad one refused in Swedish), a .mat file saved and
// opened through the page's file buttons (and a bad one refused in Swedish), dice
// entered by hand, the flip, and the board at phone and desktop sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, boardBox, PHONE, DESKTOP } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

const state = (page) => page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null); });

/** Starts a backgammon table from the settings dialog. */
async function newBg(page, seats, opts = {}) {
  await page.goto(`${env.base}#/play/backgammon`);
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.id === 'backgammon');
  if (!(await page.locator('dialog.settings').isVisible())) await page.click('[data-act="newGame"]');
  await page.selectOption('dialog.settings select[name=game]', 'backgammon');
  await page.selectOption('dialog.settings select[name=match_length]', String(opts.match ?? 0));
  await page.setChecked('dialog.settings input[name=cube]', !!opts.cube);
  await page.setChecked('dialog.settings input[name=manualChance]', !!opts.manual);
  for (let i = 0; i < seats.length; i++) await page.selectOption(`dialog.settings select[name=seat${i}]`, seats[i]);
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings'));
}

/** Where the renderer draws the mover's point m (25 the bar, 0 the off tray): the
 * same geometry as www/games/backgammon/board.js. */
async function pointXY(page, m) {
  // A button clicked below the board (on a phone) scrolls the page: bring the board back.
  await page.locator('canvas.board').scrollIntoViewIfNeeded();
  const box = await boardBox(page);
  const d = await page.evaluate(() => { const b = window.spelbord.current.board.data; return { bottom: b.bottom, flip: b.flip, turn: b.turn }; });
  const UW = 1.5 * 2 + 0.25 * 2 + 12 + 1.1, UH = 11 + 0.25 * 2 + 0.62 * 2;
  const u = Math.min(box.width / UW, box.height / UH);
  const x0 = (box.width - u * UW) / 2, y0 = (box.height - u * UH) / 2;
  const top = y0 + (0.62 + 0.25) * u, bottom = top + 11 * u;
  const fieldL = x0 + (1.5 + 0.25) * u, barX = fieldL + 6 * u, fieldR = barX + 1.1 * u;
  if (m === 25) return { x: box.x + barX + 0.55 * u, y: box.y + (top + bottom) / 2 + (d.turn === d.bottom ? -1.5 : 1.5) * u };
  if (m === 0) {
    const tx = d.flip ? x0 : fieldR + 6 * u + 0.25 * u;
    return { x: box.x + tx + 0.75 * u, y: box.y + (top + bottom) / 2 + 3 * u };
  }
  const bp = d.turn === 0 ? m : 25 - m;
  const q = d.bottom === 0 ? bp : 25 - bp;
  let col = q <= 12 ? 12 - q : q - 13;
  if (d.flip) col = 11 - col;
  const x = (col < 6 ? fieldL + col * u : fieldR + (col - 6) * u) + u / 2;
  const y = q > 12 ? top + 0.5 * u : bottom - 0.5 * u;
  return { x: box.x + x, y: box.y + y };
}

async function clickAt(page, p) {
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
}

/** The turn being built on the board: the steps chosen, the rules' answer for them
 * ({next, complete, view}) and the message of a refused step. */
const boardNext = (page) => page.evaluate(() => {
  const ui = window.spelbord.current.board.ui;
  return { steps: ui.steps.length, next: ui.next, msg: ui.msg };
});

/** Plays the person's turn by clicks: for each step a click on the checker and one on
 * its landing point, then Confirm. `drag` plays the first step by dragging instead. */
async function playTurnByClicks(page, { drag = false } = {}) {
  const st = await state(page);
  if (st.legal.includes('pass')) { await page.click('[data-move="pass"]'); return 'pass'; }
  for (let k = 0; k < 4; k++) {
    const { steps, next } = await boardNext(page);
    assert.equal(steps, k);
    if (next.complete) break;
    // Prefer a step that is not a bear-off (clicks on points), else whatever comes.
    const s = next.next.find((x) => x.to !== 0) || next.next[0];
    const from = await pointXY(page, s.from), to = await pointXY(page, s.to);
    if (drag && k === 0) {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.mouse.up();
    } else {
      await clickAt(page, from);
      const sel = await page.evaluate(() => window.spelbord.current.board.ui.sel);
      assert.equal(sel, s.from, 'the click selects the checker');
      await clickAt(page, to);
    }
    const after = await boardNext(page);
    assert.equal(after.steps, k + 1, `step ${s.from}/${s.to} was played on the board (${JSON.stringify(after.msg)})`);
  }
  const confirm = page.locator('[data-act="bgConfirm"]');
  assert.equal(await confirm.isEnabled(), true, 'Confirm is enabled when the turn is whole');
  const n = await page.evaluate(() => window.spelbord.current.table.len());
  await confirm.click();
  await page.waitForFunction((m) => window.spelbord.current.table.len() > m, n);
  return 'played';
}

const waitPerson = (page, seat = 0) => page.waitForFunction((s) => {
  const c = window.spelbord.current; const st = c.table.state(c.table.len(), null);
  return st.result || (st.toAct === s && !c.thinking);
}, seat, { timeout: 30000 });

test('the game list has a Backgammon card with a drawn preview, and the rules page shows our decisions', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  const cards = await page.locator('.card h2').allTextContents();
  assert.ok(cards.includes('Backgammon'));
  // Previews draw as their cards come into view, once their renderer has loaded.
  // Wait for this card's own preview: others may finish first (their renderers are smaller).
  await page.waitForFunction(() => [...document.querySelectorAll('.card')].find((x) => x.querySelector('h2').textContent === 'Backgammon').querySelector('canvas').dataset.drawn === '1');
  const painted = await page.evaluate(() => {
    const c = [...document.querySelectorAll('.card')].find((x) => x.querySelector('h2').textContent === 'Backgammon').querySelector('canvas');
    const px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0; for (let i = 3; i < px.length; i += 4) if (px[i] > 0) n++;
    return n / (px.length / 4);
  });
  assert.ok(painted > 0.5, `preview only ${painted} painted`);
  await page.goto(`${env.base}#/rules/backgammon`);
  await page.waitForSelector('article.rules');
  assert.ok((await page.locator('.rules .decision').count()) >= 5);
  assert.match(await page.locator('.rules h1').textContent(), /Backgammon/);
  await shot(page, 'bg-rules-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('against the computer: five turns built by clicks (and a drag), then two computers finish the game', async () => {
  const page = await env.page(DESKTOP);
  await newBg(page, ['h', 'c1']);
  let mine = 0;
  for (let i = 0; i < 40 && mine < 5; i++) {
    await waitPerson(page, 0);
    const st = await state(page);
    if (st.result) break;
    if (mine === 1) {
      // A click on a checker that may not move (a blocked or empty point) says why.
      const n = await boardNext(page);
      const srcs = new Set(n.next.next.map((s) => s.from));
      const stuck = [24, 13, 8, 6].find((p) => !srcs.has(p) && st.points[(st.turn === 0 ? p : 25 - p) - 1][st.turn] > 0);
      if (stuck) {
        await clickAt(page, await pointXY(page, stuck));
        const msg = page.locator('.bg-msg');
        await msg.waitFor({ state: 'visible' });
        assert.ok((await msg.textContent()).length > 5);
      }
    }
    if (mine === 2) {
      // A step taken back before the turn is confirmed.
      const n = await boardNext(page);
      if (!n.next.complete) {
        const s = n.next.next.find((x) => x.to !== 0) || n.next.next[0];
        await clickAt(page, await pointXY(page, s.from));
        await clickAt(page, await pointXY(page, s.to));
        assert.equal((await boardNext(page)).steps, 1);
        await page.click('[data-act="bgBack"]');
        assert.equal((await boardNext(page)).steps, 0);
      }
    }
    if (mine === 0) await shot(page, 'bg-turn-desktop');
    await playTurnByClicks(page, { drag: mine === 3 });
    mine += 1;
  }
  assert.ok(mine >= 5, `played ${mine} turns by clicks`);
  // Two computers at the strongest level play on to the end; each answer's time, asked
  // of the worker and back, is printed (a figure for the README, not a pass mark).
  const t0 = Date.now();
  await page.evaluate(() => {
    const c = window.spelbord.current;
    const ask = c.engine.ask.bind(c.engine);
    window.bgTimes = [];
    c.engine.ask = async (req) => { const s = performance.now(); const a = await ask(req); window.bgTimes.push(performance.now() - s); return a; };
    c.seats = ['c5', 'c5']; c.maybeBot();
  });
  await page.waitForFunction(() => { const c = window.spelbord.current; return !!c.table.state(c.table.len(), null).result; }, null, { timeout: 240000 });
  const moves = await page.evaluate(() => window.spelbord.current.table.len());
  const times = (await page.evaluate(() => window.bgTimes)).sort((a, b) => a - b);
  assert.ok(times.length > 10, `the strongest level answered ${times.length} times`);
  console.log(`# the strongest level finished the game: ${moves} moves in all, ${Date.now() - t0} ms; ${times.length} answers, median ${times[times.length >> 1].toFixed(0)} ms, slowest ${times[times.length - 1].toFixed(0)} ms`);
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  const st = await state(page);
  assert.ok(st.off.includes(15), 'someone bore off all fifteen');
  // The banner says who won and why, from the rules' end reason.
  assert.equal(Object.keys(st.result.reason)[0], 'bearOff');
  const { kind, points } = st.result.reason.bearOff;
  const kindWord = { single: 'enkel seger', gammon: 'gammon', backgammon: 'backgammon' }[kind];
  assert.equal(await banner.textContent(), `${st.result.winners[0] === 0 ? 'Svart' : 'Vit'} vann! Alla brickor är burna av: ${kindWord}, ${points} poäng.`);
  // How long the rules take to answer about a turn being built late in a long game.
  const ms = await page.evaluate(() => {
    const c = window.spelbord.current;
    let k = c.table.len() - 1;
    while (k > 0 && c.table.state(k, null).phase !== 'Moving') k -= 1;
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) c.table.steps(k, []);
    return { ms: (performance.now() - t0) / 20, ply: k };
  });
  console.log(`# steps at move ${ms.ply}: ${ms.ms.toFixed(2)} ms per call`);
  await shot(page, 'bg-result-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the cube: a person doubles and the computer answers; two people double and take', async () => {
  const page = await env.page(DESKTOP);
  await newBg(page, ['h', 'c2'], { cube: true });
  await waitPerson(page, 0);
  // Play until the person is on roll before rolling (the opening roll has no cube turn).
  for (let i = 0; i < 6; i++) {
    const st = await state(page);
    if (st.phase === 'BeforeRoll') break;
    await playTurnByClicks(page);
    await waitPerson(page, 0);
  }
  let st = await state(page);
  assert.equal(st.phase, 'BeforeRoll');
  assert.ok(await page.locator('[data-move="double"]').isVisible());
  await page.click('[data-move="double"]');
  await page.waitForFunction(() => { const c = window.spelbord.current; const s = c.table.state(c.table.len(), null); return s.phase !== 'Doubled' && !c.thinking; }, null, { timeout: 20000 });
  const moves = await page.evaluate(() => window.spelbord.current.table.moves());
  const answer = moves[moves.indexOf('double') + 1];
  assert.ok(['take', 'drop'].includes(answer), answer);
  st = await state(page);
  if (answer === 'take') assert.deepEqual([st.cube.value, st.cube.owner], [2, 1]);
  else assert.ok(st.result, 'a dropped double ends the single game');
  // The move list speaks Swedish: the cube actions are words, not the notation's tokens.
  const list = await page.locator('.movelist button').allTextContents();
  assert.ok(list.includes('dubblade till 2'), list.join(' | '));
  assert.ok(list.includes(answer === 'take' ? 'tog emot dubblingen' : 'avböjde dubblingen'), list.join(' | '));
  assert.ok(!list.some((x) => /\b(double|take|drop|roll|pass)\b/.test(x)), list.join(' | '));
  await shot(page, 'bg-cube-desktop');
  // Two people at one table: Black doubles, White takes with the buttons.
  await newBg(page, ['h', 'h'], { cube: true, match: 5 });
  for (let i = 0; i < 4; i++) {
    st = await state(page);
    if (st.phase === 'BeforeRoll') break;
    await playTurnByClicks(page);
  }
  st = await state(page);
  assert.equal(st.phase, 'BeforeRoll');
  const doubler = st.toAct;
  await page.click('[data-move="double"]');
  st = await state(page);
  assert.equal(st.phase, 'Doubled');
  assert.equal(st.toAct, 1 - doubler);
  await shot(page, 'bg-doubled-desktop');
  await page.click('[data-move="take"]');
  st = await state(page);
  assert.deepEqual([st.cube.value, st.cube.owner], [2, 1 - doubler]);
  assert.equal(st.phase, 'Moving');
  assert.match(await page.locator('.bg-info').textContent(), /Match till 5/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a GNU Backgammon Position ID and Match ID pasted set up the position', async () => {
  const page = await env.page(DESKTOP);
  await newBg(page, ['h', 'h']);
  await page.click('[data-act="bgIds"]');
  await page.fill('dialog.bg-dialog textarea', 'nonsense');
  await page.click('dialog.bg-dialog button[value=open]');
  const err = page.locator('dialog.bg-dialog .error-line');
  await err.waitFor({ state: 'visible' });
  // Refused in the player's language, and the game on the table is untouched.
  assert.equal(await err.textContent(), 'Det gick inte att läsa: det finns inget Position ID i texten (14 tecken, som 4HPwATDgc/ABMA). Ditt parti är orört.');
  await page.fill('dialog.bg-dialog textarea', 'Position ID: 4HPwATDgc/AB!A');
  await page.click('dialog.bg-dialog button[value=open]');
  assert.match(await err.textContent(), /”!” hör inte hemma i ett GNU Backgammon-ID/);
  assert.equal(await page.evaluate(() => window.spelbord.current.table.settings()), '');
  // The example of GNU Backgammon's manual: 9-point match, 2-4, Black holds a 2-cube, White rolled 52.
  await page.fill('dialog.bg-dialog textarea', 'Position ID: vzsAAFhu2xFABA\nMatch ID: QYkqASAAIAAA');
  await page.click('dialog.bg-dialog button[value=open]');
  await page.waitForFunction(() => { const c = window.spelbord.current; return c && c.table.record().includes('start='); });
  const st = await state(page);
  assert.equal(st.matchLength, 9);
  assert.deepEqual(st.score, [2, 4]);
  assert.deepEqual([st.cube.value, st.cube.owner], [2, 0]);
  assert.deepEqual(st.dice, [5, 2]);
  assert.equal(st.toAct, 1);
  // The IDs of the position on the board are shown, as GNU Backgammon writes them.
  assert.deepEqual([st.positionId, st.matchId], ['vzsAAFhu2xFABA', 'QYkqASAAIAAA']);
  assert.match(await page.locator('.bg-info .bg-ids').innerText(), /^Position ID: vzsAAFhu2xFABA\s+Match ID: QYkqASAAIAAA$/);
  // White plays on from there by clicks.
  await playTurnByClicks(page);
  await shot(page, 'bg-position-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the game saved as a GNU Backgammon .mat file and opened again through the file buttons; a bad file is refused in Swedish', async () => {
  const page = await env.page(DESKTOP);
  await newBg(page, ['h', 'h'], { match: 3, cube: true });
  for (let i = 0; i < 3; i++) {
    const st = await state(page);
    if (st.phase === 'BeforeRoll') await page.click('[data-move="roll"]');
    await playTurnByClicks(page);
  }
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('[data-act="download"]')]);
  assert.equal(dl.suggestedFilename(), 'spelbord-backgammon.mat');
  const text = await (await import('node:fs/promises')).readFile(await dl.path(), 'utf8');
  assert.ok(text.startsWith(' 3 point match\n'), text);
  assert.match(text, /\n Game 1\n Svart : 0 +Vit : 0\n/);
  assert.match(text, /\n {2}1\) .*\d\d: \S+\/\S+/);
  // A bad file first: the dialog stays open with the reason in Swedish.
  await page.click('[data-act="open"]');
  await page.fill('dialog.import textarea', 'hello');
  await page.click('dialog.import button[value=open]');
  const err = page.locator('dialog.import .error-line');
  await err.waitFor({ state: 'visible' });
  assert.equal(await err.textContent(), 'Filen kunde inte läsas: rad 1: ”hello” står före första partiet');
  const broken = text.replace(/(\n {2}1\) [^\n]*?\d\d: )\S+/, '$124/30');
  await page.fill('dialog.import textarea', broken);
  await page.click('dialog.import button[value=open]');
  assert.match(await err.textContent(), /^Filen kunde inte läsas: rad \d+: ”\d\d: 24\/30.*” går inte att spela här$/);
  // And the real file back in.
  await page.fill('dialog.import textarea', text);
  const before = await state(page);
  await page.click('dialog.import button[value=open]');
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.table.record().includes('!'));
  const back = await state(page);
  assert.deepEqual([back.points, back.bar, back.off, back.turn], [before.points, before.bar, before.off, before.turn]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('dice thrown at the table are entered by hand', async () => {
  const page = await env.page(PHONE);
  await newBg(page, ['h', 'h'], { manual: true });
  let st = await state(page);
  assert.equal(st.toAct, 'chance');
  assert.equal(st.phase, 'Opening');
  await shot(page, 'bg-dice-entry-phone');
  // Equal opening dice are thrown again: the page says so and waits.
  await page.selectOption('select[name=die1]', '2');
  await page.selectOption('select[name=die2]', '2');
  await page.click('[data-act="bgEnterDice"]');
  await page.locator('.bg-msg').waitFor({ state: 'visible' });
  assert.equal((await state(page)).toAct, 'chance');
  await page.selectOption('select[name=die1]', '3');
  await page.selectOption('select[name=die2]', '1');
  await page.click('[data-act="bgEnterDice"]');
  st = await state(page);
  assert.deepEqual([st.toAct, st.dice], [0, [3, 1]]);
  await playTurnByClicks(page);
  st = await state(page);
  assert.equal(st.toAct, 'chance');
  await page.selectOption('select[name=die1]', '6');
  await page.selectOption('select[name=die2]', '4');
  await page.click('[data-act="bgEnterDice"]');
  st = await state(page);
  assert.deepEqual([st.toAct, st.dice], [1, [6, 4]]);
  const rec = await page.evaluate(() => window.spelbord.current.table.record());
  assert.match(rec, /!31;.*;!64/);
  await shot(page, 'bg-manual-phone');
  // A rematch keeps the dice in the players' hands.
  await page.click('[data-act="rematch"]');
  await page.waitForFunction(() => window.spelbord.current.table.len() === 0);
  st = await state(page);
  assert.deepEqual([st.toAct, st.phase], ['chance', 'Opening']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the board at phone and desktop sizes, flipped and not, with a checker selected', async () => {
  for (const [size, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    const page = await env.page(size);
    await newBg(page, ['h', 'h'], { match: 5, cube: true });
    const n = await boardNext(page);
    const s = n.next.next[0];
    await clickAt(page, await pointXY(page, s.from));
    await shot(page, `bg-select-${name}`);
    await page.click('[data-act="bgFlip"]');
    assert.equal(await page.evaluate(() => window.spelbord.current.board.data.flip), true);
    // The selection stays through the flip, and the flipped board takes clicks where it draws.
    await clickAt(page, await pointXY(page, s.to));
    assert.equal((await boardNext(page)).steps, 1);
    await shot(page, `bg-flip-${name}`);
    await page.click('[data-act="bgFlip"]');
    // The keyboard: Backspace takes the step back; arrows, Enter and Enter play one again.
    await page.focus('canvas.board');
    await page.keyboard.press('Backspace');
    assert.equal((await boardNext(page)).steps, 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.notEqual(await page.evaluate(() => window.spelbord.current.board.ui.sel), null, 'Enter picks up a checker');
    await page.keyboard.press('Enter');
    assert.equal((await boardNext(page)).steps, 1);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
    assert.ok(wide, 'no sideways scrolling');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

/** Enters the dice thrown at the table (the two selects and the button). */
async function enterDice(page, a, b) {
  await page.selectOption('select[name=die1]', String(a));
  await page.selectOption('select[name=die2]', String(b));
  await page.click('[data-act="bgEnterDice"]');
}

/** Plays the given steps (mover's numbering) by a click on the checker and one on its
 * landing point each. */
async function clickSteps(page, steps) {
  for (const [k, [from, to]] of steps.entries()) {
    await clickAt(page, await pointXY(page, from));
    await clickAt(page, await pointXY(page, to));
    const n = await boardNext(page);
    assert.equal(n.steps, k + 1, `${from}/${to} played (${JSON.stringify(n.msg)})`);
  }
}

async function confirmTurn(page) {
  const n = await page.evaluate(() => window.spelbord.current.table.len());
  await page.click('[data-act="bgConfirm"]');
  await page.waitForFunction((m) => window.spelbord.current.table.len() > m, n);
}

test('a turn built step by step: a hit goes to the bar and the pips change before the turn is confirmed', async () => {
  const page = await env.page(DESKTOP);
  await newBg(page, ['h', 'h'], { manual: true });
  // Black opens with 3-1; White throws 6-4 and leaves a blot on Black's 7-point.
  await enterDice(page, 3, 1);
  await clickSteps(page, [[8, 5], [6, 5]]);
  await confirmTurn(page);
  await enterDice(page, 6, 4);
  await clickSteps(page, [[24, 18], [13, 9]]);
  await confirmTurn(page);
  let st = await state(page);
  assert.deepEqual(st.pips, [163, 157]);
  // The board marks where White's checkers landed (Black's 7 and 16), from the rules.
  assert.deepEqual(st.lastTo, [7, 16]);
  await enterDice(page, 6, 1);
  // 13/7 hits: the rules' board after the step has White's blot on the bar, and the
  // pips shown beside the board are those of that board; the game itself is unchanged.
  await clickSteps(page, [[13, 7]]);
  const n = await boardNext(page);
  assert.deepEqual(n.next.view.bar, [0, 1]);
  assert.deepEqual(n.next.view.pips, [157, 164]);
  assert.deepEqual(n.next.view.diceLeft, [1]);
  assert.equal((await state(page)).bar[1], 0);
  assert.equal(await page.locator('.bg-pips').textContent(), 'Pips: Svart 157 · Vit 164');
  assert.equal(await page.locator('[data-act="bgConfirm"]').isEnabled(), false, 'half a turn cannot be confirmed');
  await shot(page, 'bg-hit-desktop');
  // Taking the step back puts the blot back.
  await page.click('[data-act="bgBack"]');
  assert.equal(await page.locator('.bg-pips').textContent(), 'Pips: Svart 163 · Vit 157');
  await clickSteps(page, [[13, 7], [8, 7]]);
  assert.equal((await boardNext(page)).next.complete, '13/7* 8/7');
  await confirmTurn(page);
  st = await state(page);
  assert.deepEqual([st.bar, st.pips], [[0, 1], [156, 164]]);
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.table.moves()), ['8/5 6/5', '24/18 13/9', '13/7* 8/7']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a match to one point ended by a dropped double: the banner says so', async () => {
  const page = await env.page(PHONE);
  await newBg(page, ['h', 'h'], { cube: true, match: 1 });
  await playTurnByClicks(page);
  let st = await state(page);
  assert.equal(st.phase, 'BeforeRoll');
  const doubler = st.toAct;
  await page.click('[data-move="double"]');
  await page.click('[data-move="drop"]');
  st = await state(page);
  assert.deepEqual(st.result.winners, [doubler]);
  assert.deepEqual(st.result.reason, { matchDropped: { points: 1, score: 1, against: 0, length: 1 } });
  const banner = page.locator('.banner');
  await banner.waitFor({ state: 'visible' });
  assert.equal(await banner.textContent(), `${doubler === 0 ? 'Svart' : 'Vit'} vann! Dubblingen nekades (1 poäng), och matchen till 1 är vunnen med 1–0.`);
  await shot(page, 'bg-match-won-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a 360 px phone every text on the board is at least 12 px, and the page pinch-zooms the board', async () => {
  const page = await env.page(PHONE);
  await newBg(page, ['h', 'h'], { match: 5, cube: true });
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
  assert.ok(fonts.length >= 24, `the point numbers and counts are drawn (${fonts.length})`);
  assert.ok(Math.min(...fonts) >= 12, `the smallest text is ${Math.min(...fonts)} px`);
  // Fifteen columns of checkers cannot be 28 px wide on 360 px: the board lets the
  // browser's own pinch zoom through (one finger still drags checkers).
  const touch = await page.evaluate(() => getComputedStyle(document.querySelector('canvas.board')).touchAction);
  assert.ok(/manipulation|pinch-zoom|auto/.test(touch), `touch-action ${touch} lets a pinch zoom`);
  const vp = await page.evaluate(() => document.querySelector('meta[name=viewport]').content);
  assert.doesNotMatch(vp, /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/, 'the page may be zoomed');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the nets come as a file of the site when the computer first thinks; a wrong file is refused in Swedish and the game waits', async () => {
  // A damaged or stale nets file (here: the right length, one byte changed) is refused by
  // the module's check, with a message, and nothing is played.
  const bad = await env.page(PHONE);
  const fetched = [];
  bad.on('request', (r) => { if (r.url().includes('/data/')) fetched.push(r.url()); });
  await bad.route('**/data/backgammon-nets.bin', async (route) => {
    const res = await route.fetch();
    const body = Buffer.from(await res.body());
    body[body.length >> 1] ^= 1;
    await route.fulfill({ response: res, body });
  });
  await newBg(bad, ['h', 'h']);
  assert.equal(fetched.length, 0, 'two people at the board: the nets are never fetched');
  const before = await bad.evaluate(() => window.spelbord.current.table.record());
  await bad.evaluate(() => { const c = window.spelbord.current; c.seats = ['c5', 'c5']; c.maybeBot(); });
  const toast = bad.locator('.toast.error');
  await toast.waitFor({ state: 'visible', timeout: 20000 });
  assert.match(await toast.textContent(), /backgammon-nets\.bin hör inte till den här versionen av sidan/);
  assert.equal(await bad.evaluate(() => window.spelbord.current.table.record()), before, 'the game stays as it was');
  assert.equal(fetched.length, 1);
  await bad.context().close();

  // The real file: fetched once, and the computer plays on with it.
  const page = await env.page(PHONE);
  const got = [];
  page.on('request', (r) => { if (r.url().includes('/data/')) got.push(new URL(r.url()).pathname); });
  await newBg(page, ['c5', 'c5']);
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 6, null, { timeout: 60000 });
  assert.deepEqual(got.map((p) => p.replace(/.*\/data\//, 'data/')), ['data/backgammon-nets.bin'], 'one fetch for every answer');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
