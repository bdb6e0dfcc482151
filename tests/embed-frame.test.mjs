// Every game in a real <iframe> on another origin, as a rules wiki embeds it: the site in
// the frame may be denied localStorage (third-party storage blocked; reading it throws),
// and must start, show its board and take a move all the same, keeping its settings for
// as long as the page is open.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, shot } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

const GAMES = ['luffarschack', 'fyra-i-rad', 'fem-i-rad', 'lines-of-action', 'backgammon', 'farg-och-form', 'dam',
  'alquerque', 'kvarn', 'kvarn-12', 'tre-i-rad', 'surround', 'stumphog'];

test('every game starts in a cross-origin iframe that is denied storage, and keeps its settings in the page', { timeout: 240000 }, async () => {
  const page = await env.page({ width: 700, height: 560 });
  let moved = 0;
  for (const id of GAMES) {
    // about:blank is the host: the frame is cross-origin to it and its storage is refused.
    await page.setContent(`<!doctype html><p>Wiki text</p><iframe src="${env.base}#/embed/${id}?seats=h,h" width="480" height="360" title="${id}"></iframe>`);
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    const denied = await frame.evaluate(() => { try { localStorage.getItem('x'); return false; } catch { return true; } });
    assert.ok(denied, `${id}: the frame is denied storage (what this test is about)`);
    await frame.waitForFunction((g) => window.spelbord && window.spelbord.current && window.spelbord.current.id === g
      && window.spelbord.current.board.data, id, { timeout: 20000 });
    assert.equal(await frame.locator('.error-page').count(), 0, `${id}: the page started`);
    // A move from the module's own list, played as the page plays one; the game is kept
    // in the page's memory instead of the refused storage.
    const played = await frame.evaluate(() => {
      const c = window.spelbord.current;
      const st = c.table.state(c.table.len(), null);
      const mv = (st.legal || [])[0];
      if (mv == null) return null;
      c.humanMove(typeof mv === 'string' ? mv : mv.mv || mv);
      return c.table.len();
    });
    if (played != null) { assert.equal(played, 1, `${id}: a move was played in the frame`); moved += 1; }
    if (id === 'dam') await shot(page, 'embed-frame-dam-nostorage');
  }
  // Backgammon opens with a roll and Färg och form with a hand to build a move from: the
  // others take their first listed move.
  assert.ok(moved >= 10, `moves played in ${moved} of ${GAMES.length} frames`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
