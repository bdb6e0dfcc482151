// The rules pages: a game's (from its family's folder) or a field sport's (the
// library's), and the library of them all.
import { t, lang } from '../../i18n/index.js';
import { h } from '../../dom.js';
import { GAMES, gameInfo, libOf, stringsOf, rulesOf } from '../catalog.js';
import { app, header } from '../screen.js';
import { notFound } from './not-found.js';

/** A rules page: a game's (from its family's folder) or a field sport's (the library's).
 *  Embedded alone (`#/embed/rules/<id>`) it has no header and links out to the site. */
export async function rulesPage(id, embed = false) {
  const { isSport, sportName, sportRules, renderBlocks, w: libWord } = await libOf();
  let title; let text;
  if (isSport(id)) {
    title = sportName(id, lang());
    text = sportRules(id, lang());
  } else {
    await stringsOf(gameInfo(id).family);
    const rules = (await rulesOf(gameInfo(id).family))[id];
    if (!rules) return notFound();
    title = t(`game.${id}`);
    text = rules[lang()] || rules.sv;
  }
  const body = h('article', { class: 'rules', 'data-id': id });
  body.append(h('h1', {}, t('rulesOf', { g: title })));
  renderBlocks(body, text, t('decision'));
  if (embed) {
    body.append(h('p', { class: 'embed-foot' }, h('a', { class: 'embed-source', href: `./#/rules/${id}`, target: '_blank', rel: 'noopener' }, libWord(lang(), 'fromSpelbord'))));
    app.replaceChildren(h('main', {}, body));
    return;
  }
  if (!isSport(id)) body.append(h('p', {}, h('a', { class: 'button primary', href: `#/play/${id}` }, t('play'))));
  app.replaceChildren(header(), h('main', {}, body));
}

/** The rules library: every game's rules page and the field sports'. */
export async function libraryPage() {
  const [{ libraryMain }] = await Promise.all([libOf(), ...[...new Set(GAMES.map((g) => g.family))].map(stringsOf)]);
  const base = location.href.split('#')[0];
  app.replaceChildren(header(), libraryMain({ games: GAMES, lang: lang(), t, base }));
}
