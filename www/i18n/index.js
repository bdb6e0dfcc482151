// One table per language; every UI string comes from these. Swedish is the default,
// or the browser's language when it is English or Danish.
import sv from './sv.js';
import en from './en.js';
import da from './da.js';
import { store } from '../dom.js';

export const LANGS = { sv, en, da };
let current = sv;

export function pickInitialLang() {
  const saved = store.get('spelbord.lang');
  if (saved && LANGS[saved]) return saved;
  for (const l of navigator.languages || [navigator.language || 'sv']) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'da' || code === 'sv') return code;
    if (code === 'nb' || code === 'no' || code === 'nn') return 'sv';
  }
  return 'sv';
}

/** Switches the language; `keep` false leaves the player's saved choice alone (an embed
 *  told its language by the wiki that embeds it). */
export function setLang(code, keep = true) {
  current = LANGS[code] || sv;
  if (keep) store.set('spelbord.lang', current.lang);
  document.documentElement.lang = current.lang;
}

export function lang() { return current.lang; }

/** The string for `key`, with `{name}` placeholders filled from `args`. */
export function t(key, args) {
  let s = current[key] ?? sv[key] ?? key;
  if (args) for (const [k, v] of Object.entries(args)) s = s.replaceAll(`{${k}}`, String(v));
  return s;
}

/** Whether the tables have words for `key` (in this language or Swedish). */
export function has(key) { return key in current || key in sv; }

/** Adds a family's own strings ({sv: {...}, en: {...}, da: {...}}) to the tables. */
export function addStrings(tables) {
  for (const [code, table] of Object.entries(tables || {})) if (LANGS[code]) Object.assign(LANGS[code], table);
}

/** Words an error from the module (a kind with arguments: `{key, args, message}`) in the
 *  player's language; the English `message` is only a last resort for a kind without
 *  words yet. A move number in the arguments says where in a record it happened; a
 *  `reason` (a kind of its own: why a set-up position or a move cannot be read) is
 *  worded the same way into the argument `{reason}`. */
export function errText(e) {
  if (!e) return '';
  const text = worded(e);
  const move = e.key && has(`err.${e.key}`) && e.args && e.args.move;
  return move ? t('err.atMove', { move, e: text }) : text;
}

function worded(e) {
  const key = e.key && `err.${e.key}`;
  if (!key || !has(key)) return String(e.message || e);
  const args = { ...(e.args || {}) };
  if (e.reason) args.reason = worded(e.reason);
  return t(key, args);
}
