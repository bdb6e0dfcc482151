// The site keeps a player's trust (issue 19), end to end in headless Chromium: links,
// embeds and a second tab never overwrite a saved game; every language all the way
// (rules pages, a switch on a game page, bad-link messages); the analysis bounded in
// time; Färg och form's moves as pictures with scores; what a screen reader gets; the
// embed's way out; a page that does not move under the player; minimum sizes on a phone;
// the offline notice. Built with SPELBORD_FAMILIES=connect,farg-och-form,dam (at least).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, newGame, clickColumn, moveCount, record, PHONE, DESKTOP } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

const saved = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const rec = (moves) => `#/g/${encodeURIComponent(`fyra-i-rad|||${moves}`)}`;
const onScreen = (page) => page.waitForFunction(() => window.spelbord && window.spelbord.current && window.spelbord.current.board.data);
/** Opens `hash` and waits for the game on it. */
async function open(page, hash) {
  // A fresh load each time: a change of the hash alone would leave the last game on screen.
  await page.goto('about:blank');
  await page.goto(`${env.base}${hash}`);
  await ready(page);
  await onScreen(page);
}
const idle = (page) => page.waitForFunction(() => { const c = window.spelbord.current; return c && !c.thinking; });

test('a link never overwrites the saved game: it opens beside it, the own game one click away', async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, 'fyra-i-rad', ['h', 'h']);
  for (const col of [4, 4, 3]) await clickColumn(page, col);
  const own = await saved(page, 'spelbord.game.fyra-i-rad');
  assert.match(JSON.parse(own).record, /\|4 4 3$/);

  // A friend's link to another game.
  await open(page, rec('1 2 1'));
  assert.equal(await page.evaluate(() => window.spelbord.current.slot), 'link');
  assert.match(await page.locator('.link-note').textContent(), /partiet från länken/);
  assert.equal(new URL(page.url()).hash, '#/linked/fyra-i-rad');
  await clickColumn(page, 2);
  assert.equal(await moveCount(page), 4);
  assert.equal(await saved(page, 'spelbord.game.fyra-i-rad'), own, 'the own game is untouched after a move in the link game');
  await shot(page, 'trust-link-note-desktop');
  // A reload keeps the link's game (its own slot), still beside the own one.
  await page.reload();
  await ready(page);
  await onScreen(page);
  assert.match(await record(page), /\|1 2 1 2$/);
  // One click back to the own game.
  await page.click('[data-act="toMyGame"]');
  await page.waitForFunction(() => window.spelbord.current && window.spelbord.current.slot === 'game');
  assert.equal(await record(page), JSON.parse(own).record);
  assert.equal(await page.locator('.link-note').count(), 0);

  // A link that continues the own game loses nothing: it simply becomes the own game.
  await open(page, `#/g/${encodeURIComponent(`${JSON.parse(own).record} 5`)}`);
  assert.equal(await page.evaluate(() => window.spelbord.current.slot), 'game');
  assert.match(JSON.parse(await saved(page, 'spelbord.game.fyra-i-rad')).record, /\|4 4 3 5$/);

  // Keeping a link's game as the own one asks first; "cancel" keeps the own game.
  const own2 = await saved(page, 'spelbord.game.fyra-i-rad');
  await open(page, rec('7 7'));
  await page.click('[data-act="keepLinkGame"]');
  await page.click('dialog.confirm button[value=no]');
  assert.equal(await saved(page, 'spelbord.game.fyra-i-rad'), own2);
  await page.click('[data-act="keepLinkGame"]');
  await page.click('[data-act="keepYes"]');
  await page.waitForFunction(() => window.spelbord.current.slot === 'game');
  assert.match(JSON.parse(await saved(page, 'spelbord.game.fyra-i-rad')).record, /\|7 7$/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('embeds keep their own saves: neither the plain embed nor an embedded record touches the own game', async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, 'fyra-i-rad', ['h', 'h']);
  for (const col of [4, 5]) await clickColumn(page, col);
  const own = await saved(page, 'spelbord.game.fyra-i-rad');
  const embed = await page.context().newPage();
  await open(embed, '#/embed/fyra-i-rad?seats=h,h');
  await clickColumn(embed, 1);
  await open(embed, `#/embed/g/${encodeURIComponent('fyra-i-rad|||2 2')}?seats=h,h`);
  await clickColumn(embed, 6);
  assert.match(await record(embed), /\|2 2 6$/);
  // The embedded record resumes how it went on after a reload of its frame.
  await embed.reload();
  await ready(embed);
  await onScreen(embed);
  assert.match(await record(embed), /\|2 2 6$/);
  assert.equal(await saved(page, 'spelbord.game.fyra-i-rad'), own);
  assert.match(JSON.parse(await saved(page, 'spelbord.embed.fyra-i-rad')).record, /\|1$/);
  await page.context().close();
});

test('two tabs on one game: each takes up the other\'s moves, so neither overwrites them', async () => {
  const a = await env.page(DESKTOP);
  await newGame(a, env.base, 'fyra-i-rad', ['h', 'h']);
  await clickColumn(a, 4);
  const b = await a.context().newPage();
  await open(b, '#/play/fyra-i-rad');
  assert.match(await record(b), /\|4$/);
  await clickColumn(a, 3); // tab A goes on ...
  await b.waitForFunction(() => /\|4 3$/.test(window.spelbord.current.table.record()));
  await clickColumn(b, 2); // ... and tab B, on top of A's move, not over it
  await a.waitForFunction(() => /\|4 3 2$/.test(window.spelbord.current.table.record()));
  assert.match(JSON.parse(await saved(a, 'spelbord.game.fyra-i-rad')).record, /\|4 3 2$/);
  assert.deepEqual(a.errors, []);
  await a.context().close();
});

test('every rules page in Danish is Danish all through, for every game of the catalog', async () => {
  const page = await env.page(DESKTOP, { locale: 'da-DK' });
  await page.goto(env.base);
  await ready(page);
  const games = await page.evaluate(() => window.spelbord.games.map((g) => ({ id: g.id, family: g.family })));
  assert.ok(games.length >= 13, `${games.length} games`);
  for (const { id, family } of games) {
    // The page as a Danish player sees it (a change of the hash, no reload: quicker).
    await page.evaluate((g) => { document.querySelector('main')?.remove(); location.hash = `#/rules/${g}`; }, id);
    await page.waitForSelector('.rules h1');
    const da = await page.evaluate(() => ({
      h1: document.querySelector('.rules h1').textContent,
      blocks: [...document.querySelectorAll('.rules p, .rules li, .rules h2')].map((e) => e.textContent.trim()).filter((x) => x.length > 25),
    }));
    // The Swedish text of the same page, from its rules module.
    const sv = await page.evaluate(async ([g, f]) => {
      const blocks = (await import(`./www/games/${f}/rules.js`)).default[g].sv;
      return blocks.flatMap((b) => [b.h, b.p, b.decision, ...(b.ul || [])]).filter(Boolean).map((x) => x.trim());
    }, [id, family]);
    assert.match(da.h1, /^Regler for /, id);
    assert.ok(da.blocks.length >= 3, `${id}: a Danish body`);
    const same = da.blocks.filter((b) => sv.some((x) => b === x || b.endsWith(x)));
    assert.deepEqual(same, [], `${id}: Danish blocks equal to the Swedish ones`);
    // Words only Danish has (Swedish writes "och", "är", "inte" for them); the game's own
    // (Swedish) name may stand in a Danish text.
    const text = da.blocks.join(' ').replaceAll('Färg och form', '');
    assert.match(text, /\b(og|er|ikke|brikker?|spilleren?)\b/, `${id}: reads as Danish`);
    assert.doesNotMatch(text, /\b(och|är|inte|spelaren)\b/, `${id}: no Swedish words`);
  }
  await page.context().close();
});

test('an end reason\'s arguments show in the banner: a winner named, a score as a score', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  const text = await page.evaluate(async () => {
    const i18n = await import('./www/i18n/index.js');
    i18n.addStrings({ sv: { 'end.test.matchWon': '{winner} vann matchen med {score} ({kind}).', 'end.test.gammon': 'gammon' } });
    return window.spelbord.resultText('test', { winners: [1], reason: { matchWon: { winner: 1, score: [3, 1], kind: 'gammon' } } }, (i) => ['Svart', 'Vit'][i]);
  });
  assert.equal(text, 'Vit vann! Vit vann matchen med 3–1 (gammon).');
  await page.context().close();
});

test('the language switch on a game page changes every string at once, board and announcements too', async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, 'fyra-i-rad', ['h', 'h']);
  await clickColumn(page, 4);
  await page.click('[data-act="describeBoard"]');
  assert.match(await page.locator('.status').textContent(), /Röd släppte en bricka i kolumn 4/);
  await page.selectOption('#lang', 'en');
  await onScreen(page);
  const words = await page.evaluate(() => ({
    text: document.querySelector('.game').innerText,
    board: document.querySelector('canvas.board').getAttribute('aria-label'),
    lang: document.documentElement.lang,
  }));
  assert.equal(words.lang, 'en');
  assert.match(words.board, /^Game board\. Arrow keys/);
  assert.match(words.text, /Red dropped a disc in column 4\./);
  assert.match(words.text, /Yellow to move/);
  for (const sv of ['Ångra', 'Gör om', 'Tips', 'Drag', 'Regler', 'drar', 'Röd', 'Gul', 'Kopiera länk', 'Beskriv']) {
    assert.ok(!words.text.includes(sv), `"${sv}" is still on the page: ${words.text}`);
  }
  assert.match(await record(page), /^fyra-i-rad\|\|[0-9a-f]*\|4$/, 'the game stays as it was');
  // The board description, asked for again, is in the new language.
  await page.click('[data-act="describeBoard"]');
  assert.match(await page.locator('.board-desc').textContent(), /Column 4 from the bottom: Red/);
  await page.selectOption('#lang', 'da');
  assert.match(await page.locator('.status').textContent(), /Rød slap en brik i kolonne 4/);
  await page.context().close();
});

test('the analysis is bounded in time, says when it is too early, is cancelled by the next move and never delays the computer', async () => {
  const page = await env.page(DESKTOP);
  // A six-disc position: no book line, far too early for the exact solver.
  await open(page, `${rec('4 4 4 4 3 5')}?seats=h,c3`);
  await page.click('[data-act="analysis"]');
  const t0 = Date.now();
  await page.waitForFunction(() => ['done', 'unavailable'].includes(document.querySelector('.analysis').dataset.state), null, { timeout: 8000 });
  const took = Date.now() - t0;
  assert.ok(took < 5500, `the analysis took ${took} ms`);
  const state = await page.locator('.analysis').getAttribute('data-state');
  if (state === 'unavailable') assert.match(await page.locator('.analysis').textContent(), /för tidigt för lösaren/);
  // With the analysis on, the computer answers a move as fast as without it.
  const t1 = Date.now();
  await clickColumn(page, 1);
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 8, null, { timeout: 10000 });
  const reply = Date.now() - t1;
  assert.ok(reply < 3000, `the computer took ${reply} ms`);
  // The analysis of the position before the move is no longer pending anywhere.
  const stale = await page.evaluate(() => {
    const c = window.spelbord.current;
    return [...c.analyses.entries()].filter(([r, a]) => a.pending && r !== c.table.record()).map(([r]) => r);
  });
  assert.deepEqual(stale, []);
  // A move while an analysis runs cancels it at once.
  await open(page, `${rec('3 5 2 6')}?seats=h,h`);
  await page.click('[data-act="analysis"]');
  assert.equal(await page.locator('.analysis').getAttribute('data-state'), 'pending');
  await clickColumn(page, 4);
  const after = await page.evaluate(() => { const c = window.spelbord.current; return { analysing: c.analysing, rec: c.table.record() }; });
  assert.ok(after.analysing === null || after.analysing === after.rec, 'only the new position is analysed');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** Lets computers play Färg och form until `n` moves are made. */
async function fofGame(page, n, size = DESKTOP) {
  await page.goto('about:blank');
  await newGame(page, env.base, 'farg-och-form', ['c1', 'c1']);
  await page.waitForFunction((k) => window.spelbord.current.table.len() >= k, n, { timeout: 60000 });
  // Stop the computers where they are: the seats become people.
  await page.evaluate(() => { const c = window.spelbord.current; c.stopBot(); c.seats = c.seats.map(() => 'h'); c.update(); });
  void size;
}

test('Färg och form: the move list and hints show tiles as pictures with each play\'s score; the hint is drawn and in view', async () => {
  const page = await env.page(DESKTOP);
  await fofGame(page, 6);
  const plays = await page.evaluate(() => [...document.querySelectorAll('.movelist .mv')].map((b) => {
    const p = b.querySelector('.fof-play');
    return p ? { pics: p.querySelectorAll('canvas.fof-mini').length, score: Number(p.dataset.score), label: p.getAttribute('aria-label'), text: b.textContent } : { text: b.textContent };
  }));
  const placed = plays.filter((p) => p.pics);
  assert.ok(placed.length >= 3, JSON.stringify(plays));
  for (const p of placed) {
    assert.ok(p.score >= 1, JSON.stringify(p));
    assert.match(p.text, new RegExp(`\\+${p.score}`));
    assert.doesNotMatch(p.text, /@/, 'no coordinates in the move list');
    assert.match(p.label, /(röd|orange|gul|grön|blå|lila) /, 'tiles named in words for screen readers');
  }
  // The scores add up to the table's: each play's score is what the mover gained.
  const total = await page.evaluate(() => { const c = window.spelbord.current; return c.table.state(c.table.len(), null).scores.reduce((a, b) => a + b, 0); });
  assert.equal(placed.reduce((a, p) => a + p.score, 0), total);
  // A hint: tile pictures and a score beside the board, no toast, its tiles on screen.
  await page.evaluate(() => { const c = window.spelbord.current; c.seats = ['h', 'h']; c.fofReady = { seat: c.table.state(c.table.len(), null).toAct, len: c.table.len() }; c.update(); });
  await page.click('[data-act="hint"]');
  await page.waitForSelector('.hint-line .fof-play canvas.fof-mini');
  assert.doesNotMatch(await page.locator('.hint-line').textContent(), /@/);
  assert.equal(await page.locator('.toast').count(), 0, 'no toast over the board');
  await page.waitForTimeout(100);
  const inView = await page.evaluate(() => {
    const c = window.spelbord.current; const ui = c.board.ui; const g = ui.g; const d = c.board.data;
    return (d.hintTiles || []).map((p) => {
      const x = g.aw / 2 + (p.x - g.cam.cx) * g.s, y = g.ah / 2 - (p.y - g.cam.cy) * g.s;
      return x - g.s / 2 >= 0 && x + g.s / 2 <= g.aw && y - g.s / 2 >= 0 && y + g.s / 2 <= g.ah;
    });
  });
  assert.ok(inView.length >= 1 && inView.every(Boolean), `hint tiles in view: ${inView}`);
  await shot(page, 'trust-fof-moves-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('bad links say what is wrong in the player\'s language, one message at a time', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  for (const [bad, want] of [
    ['fyra-i-r', /länken är avklippt/],
    ['fyra-i-rad%7C%7C%7C4%204%2', /länken är avklippt/],
    ['fyra-i-rad%7Cpopout%3Dtr', /länken är avklippt/],
    ['%E0%A4%A', /länken är avklippt/],
    ['schack%7C%7C%7C', /det finns inget spel ”schack”/],
    ['fyra-i-rad%7C%7C%7C4%204%209', /drag 3: det finns ingen kolumn 9/],
  ]) {
    await page.goto(`${env.base}#/g/${bad}`);
    await page.waitForSelector('.error-line');
    const alerts = await page.locator('[role=alert]').allTextContents();
    assert.equal(alerts.length, 1, `one message: ${alerts}`);
    assert.match(alerts[0], want);
    assert.doesNotMatch(alerts[0], /record|does not|game id/, 'no English in a Swedish page');
  }
  await page.evaluate(() => localStorage.setItem('spelbord.lang', 'en'));
  await page.goto(`${env.base}#/g/fyra-i-r`);
  await page.reload();
  await page.waitForSelector('.error-line');
  assert.match(await page.locator('.error-line').textContent(), /^The link could not be opened: the link is cut short/);
  await shot(page, 'trust-bad-link-desktop');
  await page.context().close();
});

test('screen readers: one live region (the status), every move said in words, the board described on demand', async () => {
  const page = await env.page(DESKTOP);
  await newGame(page, env.base, 'fyra-i-rad', ['h', 'c1']);
  // Record what the status says as it changes.
  await page.evaluate(() => {
    window.said = [];
    const s = document.querySelector('.status');
    new MutationObserver(() => window.said.push(s.textContent)).observe(s, { childList: true, subtree: true, characterData: true });
  });
  await clickColumn(page, 4);
  await page.waitForFunction(() => window.spelbord.current.table.len() >= 2 && !window.spelbord.current.thinking);
  const live = await page.evaluate(() => [...document.querySelectorAll('[aria-live], [role=status], [role=alert]')]
    .filter((e) => !e.closest('noscript')).map((e) => e.className || e.id || e.tagName));
  assert.deepEqual(live, ['status'], 'the status is the only live region');
  assert.equal(await page.locator('#app').getAttribute('aria-live'), null);
  const said = await page.evaluate(() => window.said);
  const cpu = await page.evaluate(() => window.spelbord.current.table.moves()[1]);
  assert.ok(said.some((s) => /Röd släppte en bricka i kolumn 4\./.test(s)), said.join(' | '));
  assert.ok(said.some((s) => s.includes(`Gul släppte en bricka i kolumn ${cpu}.`)), said.join(' | '));
  // In the accessibility tree: the status is a live status with the computer's move.
  const tree = await page.locator('.status').ariaSnapshot();
  assert.match(tree, new RegExp(`status: .*Gul släppte en bricka i kolumn ${cpu}\\. .*Röd drar`));
  // The board in words, on demand, read from the tree.
  await page.click('[data-act="describeBoard"]');
  const desc = await page.locator('.board-desc').ariaSnapshot();
  assert.match(desc, /region "Beskriv brädet"/);
  assert.match(desc, /Kolumn 4 nerifrån: Röd/);
  assert.match(desc, new RegExp(`Kolumn ${cpu} nerifrån: ${cpu === '4' ? 'Röd, Gul' : 'Gul'}`));
  assert.equal(await page.evaluate(() => document.activeElement.className), 'board-desc', 'focus moves to the description');
  await page.context().close();
});

test('every built family describes its board in words', async () => {
  const page = await env.page(DESKTOP);
  await page.goto(env.base);
  await ready(page);
  const built = await page.evaluate(async () => {
    const out = [];
    for (const g of window.spelbord.games) {
      const r = await fetch(`wasm/${g.family}.js`, { method: 'HEAD' });
      if (r.ok && !out.some((x) => x.family === g.family)) out.push({ id: g.id, family: g.family });
    }
    return out;
  });
  assert.ok(built.length >= 3, JSON.stringify(built));
  for (const { id } of built) {
    await open(page, `#/play/${id}`);
    if (await page.locator('dialog.settings').isVisible()) {
      for (let i = 0; i < 4; i++) if (await page.locator(`dialog.settings select[name=seat${i}]`).isVisible()) await page.selectOption(`dialog.settings select[name=seat${i}]`, 'h');
      await page.click('dialog.settings button[value=start]');
    }
    await page.click('[data-act="describeBoard"]');
    const text = await page.locator('.board-desc').textContent();
    assert.doesNotMatch(text, /Ingen beskrivning/, `${id}: ${text}`);
    assert.ok(text.length > 40, `${id}: ${text}`);
  }
  await page.context().close();
});

test('the embed\'s "Öppna i Spelbord" opens the game as it stands', async () => {
  const page = await env.page(PHONE);
  await open(page, '#/embed/fyra-i-rad?seats=h,h');
  for (const col of [4, 4, 3, 5]) await clickColumn(page, col);
  const href = await page.locator('[data-act="embedOpen"]').getAttribute('href');
  assert.match(decodeURIComponent(href), /fyra-i-rad\|\|[0-9a-f]*\|4 4 3 5\?seats=h,h$/);
  const full = await page.context().newPage();
  await full.goto(href);
  await ready(full);
  await onScreen(full);
  assert.match(await record(full), /\|4 4 3 5$/);
  await page.context().close();
});

test('the banner and "looking at move" line never move the board; the dialog never opens over a computer\'s move', async () => {
  for (const [size, name] of [[DESKTOP, 'desktop'], [PHONE, 'phone']]) {
    const page = await env.page(size);
    await open(page, rec('1 2 1 2 1 2'));
    // Where the board is on the page (not in the window, which a click may scroll).
    const board = () => page.evaluate(() => { const r = document.querySelector('canvas.board').getBoundingClientRect(); return [r.x + scrollX, r.y + scrollY, r.width, r.height]; });
    const box0 = await board();
    await page.click('.movelist .mv[data-ply="3"]');
    await page.locator('.viewing:not(.off)').waitFor();
    assert.deepEqual(await board(), box0, `${name}: looking back`);
    const side0 = await page.locator('[data-act="undo"]').boundingBox();
    await page.click('.viewing button');
    await clickColumn(page, 1);
    await page.locator('.banner').waitFor({ state: 'visible' });
    assert.deepEqual(await board(), box0, `${name}: the result`);
    if (size === DESKTOP) {
      assert.ok(box0[1] + box0[3] <= 800, 'the whole board within an 800 px window');
      const side1 = await page.locator('[data-act="undo"]').boundingBox();
      assert.ok(Math.abs(side1.x - side0.x) < 1, 'the controls stay in their column');
    }
    await shot(page, `trust-result-${name}`);
    await page.context().close();
  }
  // A fresh Färg och form page: the computer waits while the table settings are open,
  // whoever the draw makes start (a few fresh tables until the computer's seat starts).
  let checked = false;
  for (let k = 0; k < 8 && !checked; k++) {
    const page = await env.page(DESKTOP);
    await page.goto(`${env.base}#/play/farg-och-form`);
    await ready(page);
    await page.locator('dialog.settings').waitFor();
    const first = await page.evaluate(() => { const c = window.spelbord.current; return c.table.state(0, null).toAct; });
    if (first === 1) {
      await page.waitForTimeout(1500);
      assert.equal(await moveCount(page), 0, 'the computer did not move under the dialog');
      await page.click('dialog.settings button[type=button]'); // cancel: the game as it was goes on
      await page.waitForFunction(() => window.spelbord.current.table.len() >= 1, null, { timeout: 10000 });
      checked = true;
    }
    await page.context().close();
  }
  assert.ok(checked, 'a table where the computer starts was found');
});

test('on a 360 px phone: text at least 12 px, pieces at least 28 px, Färg och form late in a game too', async () => {
  const page = await env.page(PHONE);
  const small = () => page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('main *')) {
      if (!el.childNodes.length || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < 12) out.push(`${el.tagName}.${el.className}: ${px}px "${el.textContent.trim().slice(0, 30)}"`);
    }
    return out;
  });
  for (const hash of [rec('4 4 3'), `#/g/${encodeURIComponent('dam|||11-15 23-19')}`]) {
    await open(page, hash);
    assert.deepEqual(await small(), [], hash);
  }
  await open(page, rec('4 4 3'));
  const cell = await page.evaluate(() => document.querySelector('canvas.board').getBoundingClientRect().width / 7);
  assert.ok(cell >= 28, `Fyra i rad cell ${cell}`);
  await fofGame(page, 30);
  await page.evaluate(() => window.spelbord.current.update());
  await page.waitForTimeout(200);
  const tile = await page.evaluate(() => window.spelbord.current.board.ui.tilePx);
  assert.ok(tile >= 28, `tile ${tile} px`);
  assert.deepEqual(await small(), []);
  await shot(page, 'trust-fof-late-phone');
  await page.context().close();
});

test('Färg och form has a name in English and Danish', async () => {
  const page = await env.page(DESKTOP);
  for (const [lang, name] of [['en', 'Colour and Shape'], ['da', 'Farve og form'], ['sv', 'Färg och form']]) {
    await page.goto(env.base);
    await ready(page);
    await page.selectOption('#lang', lang);
    assert.ok((await page.locator('.card h2').allTextContents()).includes(name), lang);
  }
  await page.context().close();
});

test('the first visit says when the site works offline', async () => {
  const page = await env.page(DESKTOP, { serviceWorkers: 'allow' });
  await page.goto(env.base);
  await ready(page);
  await page.locator('.toast', { hasText: 'Spelbord fungerar nu även utan nät.' }).waitFor({ timeout: 20000 });
  await page.reload();
  await ready(page);
  await page.waitForTimeout(800);
  assert.equal(await page.locator('.toast', { hasText: 'utan nät' }).count(), 0, 'said once');
  await page.context().close();
});
