// What the shell knows of the games without loading any of them (the catalog,
// www/catalog.json, written from the Rust registry: ids, seats, settings, previews), and
// each family's pieces, loaded once on first use: its WebAssembly module (rules and
// engines), page glue, board renderer, words and rules pages.
import { addStrings } from '../i18n/index.js';

/** The catalog (set once by the entry, www/app.js). */
export let GAMES = [];
/** Puts the catalog in place (the entry loads it before the first route). */
export function setGames(games) { GAMES = games; }

export const gameInfo = (id) => GAMES.find((g) => g.id === id);

// Each family's pieces are loaded once, on first use.
const loaded = new Map();
const once = (key, f) => { if (!loaded.has(key)) loaded.set(key, f()); return loaded.get(key); };
/** The family's WebAssembly module (its rules and engines), started. */
export const wasmOf = (family) => once(`wasm:${family}`, async () => {
  const m = await import(`../../wasm/${family}.js`);
  await m.default();
  return m;
});
/** The family's page glue (its board renderer, controls and move list). */
export const famOf = (family) => once(`fam:${family}`, async () => (await import(`../games/${family}/index.js`)).default);
/** The family's board renderer alone (the game list's previews). */
export const boardOf = (family) => once(`board:${family}`, async () => (await import(`../games/${family}/board.js`)).default);
/** The family's words (names, settings, reasons, errors), added to the tables. */
export const stringsOf = (family) => once(`strings:${family}`, async () => addStrings((await import(`../games/${family}/strings.js`)).default));
/** The rules library (the index and the field sports): only its pages load it. */
export const libOf = () => once('library', () => import('../library/index.js'));
/** The family's rules pages by game id and language. */
export const rulesOf = (family) => once(`rules:${family}`, async () => (await import(`../games/${family}/rules.js`)).default);

/** The family's module and page glue for game `id`, loaded (once) before its page opens. */
export async function family(id) {
  const f = gameInfo(id).family;
  const [fam, wasm] = await Promise.all([famOf(f), wasmOf(f), stringsOf(f)]);
  return { fam, wasm };
}
