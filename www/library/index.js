// The rules library: an index of every rules page (the board games from the catalog,
// then the two field sports, which have nothing to play), and the pieces a rules page is
// built from, shared by the full page and the embed (`#/embed/rules/<id>`) a rules wiki
// puts in an iframe. The field sports' texts live here (sports.js); the games' come
// from their family folders.
import { h } from '../dom.js';
import { names, summary, rules, words } from './sports.js';

export const SPORTS = Object.keys(rules);
export const isSport = (id) => SPORTS.includes(id);

/** A word of the library in the language on screen (Swedish when one is missing). */
export const w = (lang, key) => (words[lang] || words.sv)[key] || words.sv[key];

export const sportName = (id, lang) => names[id][lang] || names[id].sv;
export const sportRules = (id, lang) => rules[id][lang] || rules[id].sv;

/** Appends rule blocks ({h}, {p}, {ul}, {decision}, {note}) to an article. */
export function renderBlocks(body, blocks, decisionWord) {
  for (const block of blocks) {
    if (block.note) body.append(h('p', { class: 'rules-note', role: 'note' }, block.note));
    if (block.h) body.append(h('h2', {}, block.h));
    if (block.p) body.append(h('p', {}, block.p));
    if (block.ul) body.append(h('ul', {}, ...block.ul.map((x) => h('li', {}, x))));
    if (block.decision) body.append(h('p', { class: 'decision' }, h('strong', {}, `${decisionWord}: `), block.decision));
  }
  return body;
}

/** The iframes a wiki pastes to show one rules page and its board, in the language the
 *  library is read in (the board fits a frame down to 320 × 240). */
export function embedSnippet(id, base, lang) {
  return `<iframe src="${base}#/embed/rules/${id}?lang=${lang}" title="${id}" width="640" height="720" loading="lazy"></iframe>\n`
    + `<iframe src="${base}#/embed/${id}?lang=${lang}" title="${id}" width="480" height="360" loading="lazy"></iframe>`;
}

/** The index: every game's rules (by the catalog's order), then the field sports. */
export function libraryMain({ games, lang, t, base }) {
  const main = h('main', { class: 'library' });
  main.append(h('h1', {}, w(lang, 'library')));
  main.append(h('h2', {}, w(lang, 'boardGames')));
  main.append(h('ul', { class: 'library-list' }, ...games.map((g) => h('li', {},
    h('a', { href: `#/rules/${g.id}` }, t(`game.${g.id}`)), ' · ',
    h('a', { href: `#/play/${g.id}` }, t('play'))))));
  main.append(h('h2', {}, w(lang, 'fieldSports')));
  main.append(h('ul', { class: 'library-list' }, ...SPORTS.map((id) => h('li', {},
    h('a', { href: `#/rules/${id}` }, sportName(id, lang)), ' — ',
    h('span', {}, summary[id][lang] || summary[id].sv)))));
  main.append(h('h2', {}, w(lang, 'embedHint')));
  main.append(h('pre', { class: 'snippet' }, h('code', {}, embedSnippet(games[0] ? games[0].id : SPORTS[0], base, lang))));
  return main;
}
