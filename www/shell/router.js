// The hash routes (static hosting needs no server routes): each names a page.
import { closeRouteDialogs } from '../dialogs.js';
import { LANGS, lang, setLang } from '../i18n/index.js';
import { gameInfo, libOf } from './catalog.js';
import { current, dropCurrent } from './screen.js';
import { homePage } from './pages/home.js';
import { rulesPage, libraryPage } from './pages/rules.js';
import { notFound } from './pages/not-found.js';

/** Counts the routes taken: a page whose family was still loading when the player went
 *  on elsewhere does not open (nor its dialog) over the page they went to. */
export let routeGen = 0;
export const stale = (gen) => gen !== routeGen;

// The pages that play a game load with the game controller, on first need: the game list
// and the rules pages do without them.
const gamePages = () => import('./pages/game.js');
const linkPages = () => import('./pages/link.js');

export async function route() {
  routeGen += 1;
  // A dialog belongs to the page it was opened on.
  closeRouteDialogs();
  const hash = location.hash.replace(/^#\/?/, '');
  const [page, ...restParts] = hash.split('/');
  const rest = restParts.join('/');
  document.body.classList.toggle('embed-mode', page === 'embed');
  if (current && page !== 'play') dropCurrent();
  if (!page) return homePage();
  if (page === 'play' && gameInfo(rest)) return (await gamePages()).gamePage(rest);
  if (page === 'rules' && !rest) return libraryPage();
  if (page === 'rules' && (gameInfo(rest) || (await libOf()).isSport(rest))) return rulesPage(rest);
  if (page === 'linked' && gameInfo(rest)) return (await gamePages()).linkedPage(rest);
  if (page === 'g' && rest) return (await linkPages()).linkPage(rest, false);
  if (page === 'embed' && rest) {
    // A wiki in Danish embeds its board in Danish: `?lang=da` on any embed.
    const want = new URLSearchParams(rest.split('?')[1] || '').get('lang');
    if (want && LANGS[want] && want !== lang()) setLang(want, false);
    if (rest.startsWith('g/')) return (await linkPages()).linkPage(rest.slice(2), true);
    const rules = rest.split('?')[0].slice(6);
    if (rest.startsWith('rules/') && (gameInfo(rules) || (await libOf()).isSport(rules))) return rulesPage(rules, true);
    if (gameInfo(rest.split('?')[0])) return (await linkPages()).embedPage(rest);
  }
  return notFound();
}
