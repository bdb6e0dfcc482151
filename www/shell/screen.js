// What is on screen: the #app element, its header, and the game on it (`current`),
// started, taken off and drawn again in another language.
import { t, setLang } from '../i18n/index.js';
import { h } from '../dom.js';
import { takeDialogs, reopenDialogs, langMenu } from '../dialogs.js';
import { route } from './router.js';

/** The page's root element. */
export const app = document.getElementById('app');
/** The GameCtl on screen, or null. */
export let current = null;

export function header() {
  const sel = langMenu(changeLang, 'lang');
  return h('header', { class: 'top' },
    h('a', { href: '#/', class: 'brand' }, h('img', { src: 'www/icon.svg', alt: '', width: 28, height: 28 }), 'Spelbord'),
    h('nav', {}, h('a', { href: '#/' }, t('games')), h('a', { href: '#/rules' }, t('rules'))),
    sel);
}

/** After a change of language: the game on screen is drawn again in it (same table,
 *  seats and redo), any other page is routed again. */
export async function relabel() {
  if (!current || !app.contains(current.root)) { await route().catch(fatal); return; }
  const c = current;
  c.stopBot();
  startGame(c.id, c.table, c.seats, { redo: c.redo, embed: c.embed, fam: c.fam, wasm: c.wasm, slot: c.slot, view: c.view, analysisOn: c.analysisOn, paused: c.paused });
}

/** The language menu's change: every word on the page at once, and any dialog open is
 *  opened again in the new language with the choices made in it. */
export async function changeLang(code) {
  setLang(code);
  const taken = takeDialogs();
  await relabel();
  reopenDialogs(taken);
}

/** The game on screen, taken off (its board and any worker of its own). */
export function dropCurrent() {
  if (!current) return;
  current.stopBot?.();
  current.cancelAnalysis?.();
  current.board.destroy();
  current = null;
}

/** The game controller's class. www/shell/controller.js hands it over as it loads: the
 *  game list and the rules pages never load it (they stay within their budget). */
let GameCtl = null;
/** @param {any} C */
export function useController(C) { GameCtl = C; }

/** Starts a game on screen; `opts.fam`/`opts.wasm` are the family's loaded pieces. */
export function startGame(id, table, seats, opts) {
  if (!GameCtl) throw new Error('the game controller is not loaded');
  dropCurrent();
  const root = h('main', {});
  app.replaceChildren(...(opts.embed ? [] : [header()]), root);
  current = new GameCtl(root, { id, table, seats, redo: opts.redo || [], embed: !!opts.embed, fam: opts.fam, wasm: opts.wasm,
    slot: opts.slot, paused: !!opts.paused, view: opts.view, analysisOn: !!opts.analysisOn });
  return current;
}

export function fatal(e) {
  app.replaceChildren(h('p', { class: 'error-page', role: 'alert' }, `Spelbord could not start: ${e.message}`));
}
