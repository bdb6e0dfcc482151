// Spelbord's page, its entry: loads the catalog, starts the router, and offers the
// page's handles to tests and tools. The shell's parts are in www/shell/ (router, pages,
// the game controller, its dialogs, saving); all game knowledge is in the families'
// WebAssembly modules (a Table per game in progress). A game page loads only its
// family's module (www/games/<family>/ for the page glue, wasm/<family>.js for the
// rules), and the computer-player worker loads the same one.
import { t, setLang, pickInitialLang } from './i18n/index.js';
import { h, toast, store } from './dom.js';
import { GAMES, setGames, wasmOf } from './shell/catalog.js';
import { currentEngine } from './shell/engines.js';
import { saveKey, parseSeats } from './shell/save.js';
import { app, current, startGame, fatal } from './shell/screen.js';
import { route } from './shell/router.js';

async function main() {
  setLang(pickInitialLang());
  app.replaceChildren(h('p', { class: 'loading' }, t('loading')));
  setGames(await (await fetch(new URL('./catalog.json', import.meta.url))).json());
  // A family's words load with its pages (the game list loads every family's).
  window.addEventListener('hashchange', () => route().catch(fatal));
  // Arrow keys step through the moves unless the board (which uses them) has focus.
  document.addEventListener('keydown', (e) => {
    if (!current || e.defaultPrevented) return;
    const tag = (/** @type {HTMLElement} */ (e.target).tagName || '').toLowerCase();
    if (['input', 'select', 'textarea', 'canvas'].includes(tag)) return;
    current.navKey(e);
  });
  window.spelbord = {
    games: GAMES, get current() { return current; }, get engine() { return currentEngine(); },
    /** How the page words a result (for tests of families' end reasons). */
    resultText: async (...a) => (await import('./shell/controller.js')).resultText(...a),
    /** A family's module, for tests and tools (loads it). */
    wasm: (f) => wasmOf(f),
  };
  // The screen reader hears the status, not every change of the page (index.html marks
  // #app live for the noscript/loading text only).
  app.removeAttribute('aria-live');
  // Another tab saved the game on screen: this tab takes it up, so neither overwrites
  // the other's moves with an older game.
  window.addEventListener('storage', (e) => {
    const c = current;
    if (!c || !e.newValue || e.key !== saveKey(c.id, c.slot)) return;
    let d;
    try { d = JSON.parse(e.newValue); } catch { return; }
    if (!d || d.record === c.table.record()) return;
    let table;
    try { table = c.wasm.Table.fromRecord(d.record, !!d.manualChance); } catch { return; }
    startGame(c.id, table, parseSeats(d.seats, table.seats()), { redo: Array.isArray(d.redo) ? d.redo.map(String) : [], embed: c.embed, fam: c.fam, wasm: c.wasm, slot: c.slot });
    toast(t('otherTab'));
  });
  await route();
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    // The first time every file is cached the player is told the site now works offline.
    const first = !navigator.serviceWorker.controller && !store.get('spelbord.offlineSaid');
    navigator.serviceWorker.register('./sw.js').catch(() => { /* the site still works online */ });
    if (first) {
      navigator.serviceWorker.ready.then(() => {
        store.set('spelbord.offlineSaid', '1');
        toast(t('offlineReady'));
      }).catch(() => {});
    }
  }
}

main().catch(fatal);
