// Issue 30, the position in words: *Beskriv brädet* in every one of the 13 games says
// the board as the family's Rust words have it, in Swedish, English and Danish (no raw
// key, no placeholder left, what is on the board named), and Backgammon's move list says
// its moves in words (the notation on request).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, shot, PHONE, DESKTOP } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

const current = (page, id) => page.waitForFunction((g) => window.spelbord && window.spelbord.current && window.spelbord.current.id === g, id);

/** Each game at a position of a real opening, with what its description must say in each
 *  language (the seats as the page names them, the places as the game names them). */
const GAMES = [
  ['fyra-i-rad|||4 4 3 5', 'h,h', {
    sv: [/Kolumn 4 nerifrån: Röd, Gul; 4 lediga/, /Kolumn 1: tom/],
    en: [/Column 4 from the bottom: Red, Yellow; 4 free/, /Column 1: empty/],
    da: [/Kolonne 4 nedefra: Rød, Gul; 4 ledige/, /Kolonne 1: tom/] }],
  ['fem-i-rad|||4 4', 'h,h', {
    sv: [/Vänster kantkolumn nerifrån: Röd, Gul, Röd/, /Kolumn 4 nerifrån: Röd, Gul/],
    en: [/Left edge column from the bottom: Red, Yellow, Red/, /Column 4 from the bottom: Red, Yellow/],
    da: [/Venstre kantkolonne nedefra: Rød, Gul, Rød/, /Kolonne 4 nedefra: Rød, Gul/] }],
  ['luffarschack|||0,0 1,1 1,0 -1,0 0,-2', 'h,h', {
    sv: [/Första märkets rad: kryss mitt för första märket, 1 höger; ringar 1 vänster/, /Rad 1 upp: kryss inga; ringar 1 höger/, /Rad 2 ner: kryss mitt för första märket/],
    en: [/The first mark's row: crosses in line with the first mark, 1 right; rings 1 left/, /Row 1 up: crosses none; rings 1 right/, /Row 2 down/],
    da: [/Det første mærkes række: krydser lige ud for det første mærke, 1 til højre; boller 1 til venstre/, /Række 1 op: krydser ingen; boller 1 til højre/] }],
  ['kvarn|||a1 b2 d1 f2 g1xf2 d6', 'h,h', {
    sv: [/Vit \(ställer ut\): pjäser på a1, d1, g1; 6 kvar i handen, 0 tagna/, /Svart .*1 tagna/, /Vit har kvarn på a1–d1–g1/],
    en: [/White \(placing\): men on a1, d1, g1; 6 still in hand, 0 taken/, /White has a mill on a1–d1–g1/],
    da: [/Hvid \(sætter ud\): brikker på a1, d1, g1; 6 tilbage på hånden, 0 taget/, /Hvid har mølle på a1–d1–g1/] }],
  ['kvarn-12|||a1 b2 d1', 'h,h', {
    sv: [/Gul \(ställer ut\): pjäser på a1, d1; 10 kvar i handen/, /Blå \(ställer ut\): pjäser på b2/],
    en: [/Yellow \(placing\): men on a1, d1; 10 still in hand/, /Blue \(placing\): men on b2/],
    da: [/Gul \(sætter ud\): brikker på a1, d1; 10 tilbage på hånden/, /Blå \(sætter ud\): brikker på b2/] }],
  ['tre-i-rad|||d2 b4 f4 d6', 'h,h', {
    sv: [/Vit \(ställer ut\): pjäser på d2, f4/, /Svart \(ställer ut\): pjäser på b4, d6/],
    en: [/White \(placing\): men on d2, f4/, /Black \(placing\): men on b4, d6/],
    da: [/Hvid \(sætter ud\): brikker på d2, f4/, /Sort \(sætter ud\): brikker på b4, d6/] }],
  ['dam|||11-15 23-19 8-11 22-18 15x22 25x18', 'h,h', {
    sv: [/Svarts brickor på ruta 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12/, /Vits brickor på ruta 18, 19, 21, 24/, /Vit har inga damer/],
    en: [/Black: men on squares 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12/, /White: no kings/],
    da: [/Sort: brikker på felt 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12/, /Hvid: ingen konger/] }],
  ['alquerque|||c2-c3 c4xc2 c1xc3 e3xc1 c3xe3 d4-d3', 'h,h', {
    sv: [/Svart: pjäser på a1, b1, d1, e1, a2, b2, e2, a3, b3, e3/, /Vit: pjäser på c1, d3/],
    en: [/Black: pieces on a1, b1, d1, e1/, /White: pieces on c1, d3/],
    da: [/Sort: brikker på a1, b1, d1, e1/, /Hvid: brikker på c1, d3/] }],
  ['surround|||c1-c2 d6-d5 d1-d2 c6-c5', 'h,h', {
    sv: [/Vit: pjäser på a1, b1, e1, f1, c2, d2/, /Svart: pjäser på c5, d5/],
    en: [/White: pieces on a1, b1, e1, f1, c2, d2/, /Black: pieces on c5, d5/],
    da: [/Hvid: brikker på a1, b1, e1, f1, c2, d2/, /Sort: brikker på c5, d5/] }],
  ['lines-of-action|||c1xa3 h4-f4 b1-d3', 'h,h', {
    sv: [/Svart: 12 pjäser i 4 grupper: b8 c8 d8 e8 f8 g8; d1 e1 f1 g1; a3; d3/, /Vit: 11 pjäser i 5 grupper/],
    en: [/Black: 12 pieces in 4 groups: b8 c8 d8 e8 f8 g8/, /White: 11 pieces in 5 groups/],
    da: [/Sort: 12 brikker i 4 grupper/, /Hvid: 11 brikker i 5 grupper/] }],
  ['backgammon|||', 'h,h', {
    sv: [/Svart, på sina egna punkter: 2 på 24, 5 på 13, 3 på 8, 5 på 6; på baren 0, utspelade 0; 167 pips/, /Tärningarna: 5 och 1/],
    en: [/Black, on its own points: 2 on 24, 5 on 13, 3 on 8, 5 on 6; on the bar 0, borne off 0; 167 pips/, /The dice: 5 and 1/],
    da: [/Sort, på sine egne punkter: 2 på 24, 5 på 13, 3 på 8, 5 på 6; på baren 0, spillet af 0; 167 pips/, /Terningerne: 5 og 1/] }],
  ['stumphog|||', 'h,h', {
    sv: [/Hitoms rad \(hög och stenar, från Porten in mot Stumpen\): H1 1, H2 1/, /Stenar i Stumpen: 1/, /Spelare 1, Hitom: 27 i Högen, 0 i Ute/, /Tärningarna: 5 och 3/],
    en: [/Hitom's row \(heap and stones, from the Port in to Stumpen\): H1 1/, /Stones in Stumpen: 1/, /Player 1, Hitom \(near side\): 27 in Högen, 0 in Ute/],
    da: [/Hitoms række \(bunke og sten, fra Porten ind mod Stumpen\): H1 1/, /Sten i Stumpen: 1/, /Spiller 1, Hitom \(nærmeste\): 27 i Högen, 0 i Ute/] }],
  // A person against the computer: the person's own rack is described, and only theirs.
  ['farg-och-form|||', 'h,c1', {
    sv: [/Bordet har \d+ brickor; \d+ kvar i påsen/, /Spelare 1: \d+ poäng, \d brickor i handen/, /Ditt ställ: (röd|orange|gul|grön|blå|lila) /],
    en: [/The table has \d+ tiles; \d+ left in the bag/, /Player 1: \d+ points, \d tiles in hand/, /Your rack: (red|orange|yellow|green|blue|purple) /],
    da: [/Bordet har \d+ brikker; \d+ tilbage i posen/, /Spiller 1: \d+ point, \d brikker på hånden/, /Dit stativ: (rød|orange|gul|grøn|blå|lilla) / ] }],
];

/** A key of the strings shown raw (`dam.descMen`, `seat.connect.0`), a placeholder left
 *  (`{sq}`) or a word of the module not worded (`@lf.up`). */
const RAW = /\b[a-z][\w-]*\.[a-zA-Z][\w.*-]*|\{\w+\}|@\w/;

/** Presses *Beskriv brädet* and reads the description's lines. */
async function describeBoard(page) {
  await page.click('[data-act="describeBoard"]');
  await page.locator('.board-desc:not([hidden]) li').first().waitFor();
  return page.locator('.board-desc li').allTextContents();
}

test('Beskriv brädet says every game\'s board in words, in Swedish, English and Danish', async () => {
  assert.equal(GAMES.length, 13, 'every game of the suite');
  for (const code of ['sv', 'en', 'da']) {
    const page = await env.page(code === 'sv' ? DESKTOP : PHONE);
    await page.goto(env.base);
    await ready(page);
    await page.selectOption('#lang', code);
    for (const [rec, seats, expect] of GAMES) {
      const id = rec.split('|')[0];
      await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}?seats=${seats}`);
      await current(page, id);
      if (id === 'farg-och-form') await page.waitForFunction(() => !window.spelbord.current.thinking);
      const lines = await describeBoard(page);
      const text = lines.join('\n');
      assert.ok(lines.length >= 2, `${code} ${id}: ${text}`);
      assert.doesNotMatch(text, RAW, `${code} ${id}: nothing raw in\n${text}`);
      assert.doesNotMatch(text, /Ingen beskrivning|no description|ingen beskrivelse/i, `${code} ${id}`);
      for (const re of expect[code]) assert.match(text, re, `${code} ${id}:\n${text}`);
      // The head says whose turn it is in the same language.
      const head = await page.locator('.board-desc p').textContent();
      assert.match(head, { sv: /drar|vann|Oavgjort/, en: /to move|wins|draw/i, da: /trækker|vandt|Uafgjort/ }[code], `${code} ${id}: ${head}`);
      if (code !== 'sv' && ['dam', 'backgammon', 'luffarschack', 'farg-och-form', 'stumphog', 'kvarn'].includes(id)) {
        await page.locator('.board-desc').scrollIntoViewIfNeeded();
        await shot(page, `i30-describe-${id}-${code}-phone`);
      }
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test("Färg och form's description names the person's own rack, never the computer's", async () => {
  const page = await env.page(DESKTOP);
  await page.goto(`${env.base}#/g/${encodeURIComponent('farg-och-form|||')}?seats=h,c1`);
  await current(page, 'farg-och-form');
  await page.waitForFunction(() => !window.spelbord.current.thinking);
  const lines = await describeBoard(page);
  const { mine, theirs, said } = await page.evaluate(() => {
    const c = window.spelbord.current; const n = c.table.len();
    const words = (seat) => c.table.positionWords(n, seat).map((w) => JSON.stringify(w));
    return { mine: c.table.state(n, 0).hand, theirs: c.table.state(n, 1).hand, said: { own: words(0), none: words(null) } };
  });
  assert.equal(mine.length, 6);
  assert.equal(theirs.length, 6);
  const rack = lines.find((l) => l.startsWith('Ditt ställ: '));
  assert.ok(rack, lines.join('\n'));
  assert.equal(rack.split(':')[1].split(',').length, mine.length, 'every tile of the rack, no more');
  // The module's words for seat 0 are those for no seat plus seat 0's rack, nothing of seat 1.
  assert.equal(said.own.length, said.none.length + 1);
  assert.ok(said.none.every((w) => said.own.includes(w)));
  assert.ok(!said.none.some((w) => w.includes('fof.descHand')), 'a board for no seat tells no rack');
  await page.context().close();
});

/** The move list's labels with, for each, the phrases in it the notation would play. */
async function rawTokens(page) {
  return page.evaluate(() => {
    const c = window.spelbord.current;
    return [...document.querySelectorAll('.movelist button.mv')].map((b) => {
      const j = Number(b.dataset.ply) - 1;
      const text = b.getAttribute('aria-label') || b.textContent;
      const words = [text.trim(), ...text.split(/[,:;()]+/).map((w) => w.trim())].filter(Boolean);
      const raw = words.filter((w) => {
        const copy = c.wasm.Table.fromRecord(c.table.recordAt(j));
        try { copy.play(w); return true; } catch { return false; } finally { copy.free(); }
      });
      return { text, raw, mv: c.table.moves()[j] };
    });
  });
}

test("Backgammon's move list says every turn in words in every language, the notation on request", async () => {
  const said = {
    sv: { list: /^\d och \d: |slog|dubblade|tog emot|avböjde/, status: /slog \d och \d och (flyttade|kunde inte)|dubblade|tog emot|avböjde|slog tärningarna/ },
    en: { list: /^\d and \d: |rolled|doubled|took|refused/, status: /rolled \d and \d and (moved|could not)|doubled|took|refused|rolled without/ },
    da: { list: /^\d og \d: |slog|doblede|tog imod|afslog/, status: /slog \d og \d og (flyttede|kunne ikke)|doblede|tog imod|afslog|slog uden/ },
  };
  const words = { sv: /baren|ut\b|med slag|(två|tre|fyra) brickor/, en: /bar|off|hitting|(two|three|four) checkers/, da: /baren|af\b|med slag|(to|tre|fire) brikker/ };
  for (const code of ['sv', 'en', 'da']) {
    const page = await env.page(DESKTOP);
    await page.goto(env.base);
    await ready(page);
    await page.selectOption('#lang', code);
    // Two computers play far enough for hits, the bar and doubles to come up.
    await page.goto(`${env.base}#/g/${encodeURIComponent('backgammon|||')}?seats=c1,c1`);
    await current(page, 'backgammon');
    await page.waitForFunction(() => window.spelbord.current.table.len() >= 30, null, { timeout: 120000 });
    await page.evaluate(() => window.spelbord.current.stopBot());
    const rows = await rawTokens(page);
    assert.ok(rows.length >= 30, `${rows.length} moves listed`);
    for (const r of rows) {
      assert.deepEqual(r.raw, [], `${code}: "${r.text}" shows the notation (${r.mv})`);
      assert.match(r.text, said[code].list, `${code}: "${r.text}" is words (${r.mv})`);
      assert.doesNotMatch(r.text, /\d\/\d|\/off|bar\/|\*/, `${code}: "${r.text}" has no notation (${r.mv})`);
    }
    // A hit, the bar, bearing off or a double checker said in words somewhere.
    const special = rows.filter((r) => /\*|bar|off|\(\d\)/.test(r.mv));
    assert.ok(special.length > 0, 'the game had a hit, the bar or a doubled move');
    for (const r of special) assert.match(r.text, words[code], `${code}: "${r.text}" for ${r.mv}`);
    const status = await page.locator('.status .last-move').textContent();
    assert.match(status, said[code].status, `${code} status: ${status}`);
    if (code === 'en') await shot(page, 'i30-backgammon-words-desktop');
    // On request the list shows the notation (the record keeps it regardless).
    await page.click('[data-act="notation"]');
    const shown = await page.locator('.movelist button.mv').allTextContents();
    const moves = await page.evaluate(() => window.spelbord.current.table.moves());
    moves.forEach((m, j) => { if (m.includes('/')) assert.equal(shown[j], m, `move ${j + 1} in notation`); });
    await page.click('[data-act="notation"]');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test("Alquerque's and Surround's last-move line says the move as the move list does", async () => {
  for (const [rec, words, notation] of [
    ['alquerque|||c2-c3 c4xc2', /Senaste drag: slog c4×c2/, /Senaste drag: c4xc2/],
    ['surround|||c1-c2 d6-d5', /Senaste drag: d6 till d5/, /Senaste drag: d6-d5/],
  ]) {
    const page = await env.page(DESKTOP);
    await page.goto(`${env.base}#/g/${encodeURIComponent(rec)}?seats=h,h`);
    await current(page, rec.split('|')[0]);
    assert.match(await page.locator('.status').textContent(), words);
    await page.click('[data-act="notation"]');
    assert.match(await page.locator('.status').textContent(), notation);
    await page.click('[data-act="notation"]');
    assert.match(await page.locator('.status').textContent(), words);
    await page.context().close();
  }
});
