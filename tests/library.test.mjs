// The rules library: one index reaches every game's rules and the two field sports, in
// Swedish, English and Danish; the field sports say they have nothing to play and offer
// no board; every rules page can be embedded alone, as a rules wiki would.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, ready, shot, PHONE, DESKTOP } from './harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalog = JSON.parse(readFileSync(join(root, 'www', 'catalog.json'), 'utf8'));
const SPORTS = ['raggboll', 'kiltraug'];

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

async function open(page, hash, lang = 'sv') {
  await page.addInitScript((l) => localStorage.setItem('spelbord.lang', l), lang);
  await page.goto(`${env.base}${hash}`);
  await ready(page);
  await page.waitForSelector('main, .rules');
}

test('the index links every game\'s rules and both field sports, in every language', async () => {
  for (const lang of ['sv', 'en', 'da']) {
    const page = await env.browser.newPage({ viewport: DESKTOP });
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(String(e)));
    await open(page, '#/rules', lang);
    const hrefs = await page.$$eval('main.library a', (as) => as.map((a) => a.getAttribute('href')));
    for (const g of catalog) assert.ok(hrefs.includes(`#/rules/${g.id}`), `${lang}: the index links ${g.id}'s rules`);
    for (const s of SPORTS) assert.ok(hrefs.includes(`#/rules/${s}`), `${lang}: the index links ${s}`);
    // The field sports are among the rules, not among the boards: no play link for them.
    for (const s of SPORTS) assert.ok(!hrefs.includes(`#/play/${s}`), `${lang}: no board for ${s}`);
    const snippet = await page.textContent('main.library pre');
    assert.match(snippet, /<iframe src="[^"]*#\/embed\/rules\//, 'the page shows the iframe snippet');
    if (lang === 'sv') { await shot(page, 'library-desktop'); }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  // The game list reaches the library from its header.
  const page = await env.page(PHONE);
  await page.goto(env.base);
  await ready(page);
  await page.click('header.top a[href="#/rules"]');
  await page.waitForSelector('main.library');
  await shot(page, 'library-phone');
  await page.context().close();
});

test('the field sports have rules pages that say there is nothing to play, in three languages', async () => {
  const seen = {};
  for (const lang of ['sv', 'en', 'da']) {
    for (const s of SPORTS) {
      const page = await env.browser.newPage({ viewport: PHONE });
      await open(page, `#/rules/${s}`, lang);
      await page.waitForSelector('article.rules h1');
      const note = await page.textContent('article.rules .rules-note');
      assert.ok(note && note.length > 40, `${lang} ${s}: the field-sport note is there`);
      assert.equal(await page.locator('article.rules a[href^="#/play/"]').count(), 0, `${lang} ${s}: no play button`);
      const text = await page.textContent('article.rules');
      seen[`${lang}:${s}`] = text;
      if (s === 'raggboll') assert.match(text, /30 cm/, `${lang}: Raggboll's 30 cm hole`);
      if (s === 'raggboll') assert.match(text, /(fem|five) /i, `${lang}: first to five`);
      if (s === 'kiltraug') assert.match(text, /Raug!/, `${lang}: the Raug! duel`);
      if (lang === 'sv') await shot(page, `rules-${s}-phone`);
      await page.context().close();
    }
  }
  for (const s of SPORTS) {
    assert.notEqual(seen[`da:${s}`], seen[`sv:${s}`], `${s}: the Danish page is not the Swedish one`);
    assert.notEqual(seen[`en:${s}`], seen[`sv:${s}`], `${s}: the English page is not the Swedish one`);
  }
});

test('every rules page embeds alone, without the site\'s header', async () => {
  const page = await env.page(DESKTOP);
  for (const id of [...catalog.map((g) => g.id), ...SPORTS]) {
    await page.goto(`${env.base}#/embed/rules/${id}`);
    // An embedded rules page has no header (what ready() waits for): wait for this page's title.
    await page.waitForSelector(`article.rules[data-id="${id}"] h1`);
    assert.equal(await page.locator('header.top').count(), 0, `${id}: the embed has no header`);
    assert.ok((await page.locator(`article.rules[data-id="${id}"] p, article.rules[data-id="${id}"] li`).count()) >= 3, `${id}: the embed shows the rules`);
    // The embed leads to the full site in a new tab, never inside the wiki's frame.
    const out = page.locator('a.embed-source');
    assert.equal(await out.getAttribute('target'), '_blank', `${id}: the link out opens a new tab`);
  }
  await shot(page, 'rules-embed-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
