// What every family has, checked in the browser for a family whose own tests call it
// (Alquerque, Surround, Stumphög): the table settings with a person and a computer level
// per seat, a hint, the move list stepped through, undo and redo, a copied link, the
// local save resumed after a reload, embed mode with its own save, and offline play.
// `playByClicks(page)` makes the person's move on the board by clicks and returns
// whether it did.
import assert from 'node:assert/strict';
import { ready, shot, newGame, PHONE, DESKTOP } from './harness.mjs';

const len = (page) => page.evaluate(() => window.spelbord.current.table.len());
const record = (page) => page.evaluate(() => window.spelbord.current.table.record());
/** Waits until the person (seat 0) is to move, the computer having answered. */
async function personToMove(page) {
  await page.waitForFunction(() => {
    const c = window.spelbord.current;
    if (c.thinking) return false;
    const s = c.table.state(c.table.len(), null);
    return s.result || s.end || s.winner || s.toAct === 0;
  }, null, { timeout: 30000 });
}

export async function everythingEveryFamilyHas(env, id, playByClicks) {
  const page = await env.page(DESKTOP);
  // Table settings: a person against the computer at level 1, chosen per seat.
  await newGame(page, env.base, id, ['h', 'c1']);
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.seats), ['h', 'c1']);
  await personToMove(page);
  // Hint: the engine's move, said beside the board.
  await page.click('[data-act="hint"]');
  await page.locator('.hint-line').waitFor({ state: 'visible', timeout: 20000 });
  assert.ok((await page.locator('.hint-line').textContent()).length > 3, 'the hint names a move');
  assert.ok(await page.evaluate(() => window.spelbord.current.hint), 'the hint is marked on the board');
  // Two moves of the person by clicks, each answered by the computer.
  for (let k = 0; k < 2; k++) {
    await personToMove(page);
    const n = await len(page);
    assert.ok(await playByClicks(page), `${id}: move ${k + 1} by clicks`);
    await page.waitForFunction((m) => window.spelbord.current.table.len() > m, n);
  }
  await personToMove(page);
  const full = await record(page);
  const total = await len(page);
  assert.ok(total >= 4, `${id}: ${total} moves`);
  // The move list: a click on the first move shows that position, arrow keys step.
  await page.locator('.movelist button.mv').first().click();
  assert.equal(await page.evaluate(() => window.spelbord.current.view), 1);
  await page.locator('.movelist').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => window.spelbord.current.view), 2, 'ArrowRight steps forward');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.evaluate(() => window.spelbord.current.view), 1, 'ArrowLeft steps back');
  await page.locator('.movelist button.mv').last().click();
  assert.equal(await page.evaluate(() => window.spelbord.current.view), null, 'the last move is the game again');
  // Undo takes back to the person's last move; redo replays the same moves.
  await page.click('[data-act="undo"]');
  const after = await len(page);
  assert.ok(after < total, 'undo took moves back');
  assert.equal(await page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null).toAct; }), 0, 'the person is to move after undo');
  await page.click('[data-act="redo"]');
  await page.waitForFunction((n) => window.spelbord.current.table.len() === n, total);
  assert.equal(await record(page), full, 'redo replays the same game');
  // Copy link: another browser opens the same game.
  await page.click('[data-act="copyLink"]');
  const link = await page.locator('.link-out').inputValue();
  assert.match(link, /#\/g\//);
  const other = await env.page(PHONE);
  await other.goto(link);
  await ready(other);
  await other.waitForFunction(() => window.spelbord.current);
  assert.equal(await record(other), full, 'the link reopens the game');
  await other.context().close();
  // The local save: a reload resumes exactly, with the seats.
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.table);
  assert.equal(await record(page), full, 'reload resumes exactly');
  assert.deepEqual(await page.evaluate(() => window.spelbord.current.seats), ['h', 'c1']);
  await shot(page, `${id}-shell-desktop`);
  assert.deepEqual(page.errors, []);
  const saved = await page.evaluate((k) => localStorage.getItem(k), `spelbord.game.${id}`);
  assert.ok(saved, 'the game is saved locally');

  // Embed: just the board and its controls; it keeps its own save.
  const emb = await env.page(PHONE);
  await emb.goto(`${env.base}#/embed/${id}?seats=h,c1`);
  await ready(emb);
  await emb.waitForFunction(() => window.spelbord.current);
  assert.equal(await emb.locator('header.top').count(), 0, 'no site header in an embed');
  assert.equal(await emb.locator('canvas.board').count(), 1);
  await personToMove(emb);
  const n0 = await len(emb);
  assert.ok(await playByClicks(emb), `${id}: a move by clicks in the embed`);
  await emb.waitForFunction((n) => window.spelbord.current.table.len() > n, n0);
  assert.equal(await emb.evaluate((k) => localStorage.getItem(k), `spelbord.game.${id}`), null, 'the embed keeps its own save');
  await shot(emb, `${id}-embed-phone`);
  assert.deepEqual(emb.errors, []);
  await emb.context().close();
  await page.context().close();

  // Offline: after one visit the game loads and plays with the network gone.
  const off = await env.page(DESKTOP, { serviceWorkers: 'allow' });
  await off.goto(env.base);
  await ready(off);
  await off.evaluate(async () => { await navigator.serviceWorker.ready; });
  await off.reload();
  await ready(off);
  await off.waitForFunction(() => navigator.serviceWorker.controller);
  await off.context().setOffline(true);
  await newGame(off, env.base, id, ['h', 'c1']);
  await personToMove(off);
  const n1 = await len(off);
  assert.ok(await playByClicks(off), `${id}: a move by clicks offline`);
  await off.waitForFunction((n) => window.spelbord.current.table.len() > n, n1);
  await personToMove(off);
  assert.ok(await len(off) > n1, 'the computer answered offline');
  await off.context().close();
}
