// One table per language; every UI string comes from these. Swedish is the default,
// or the browser's language when it is English or Danish.
import sv from './sv.js';
import en from './en.js';
import da from './da.js';

export const LANGS = { sv, en, da };
let current = sv;

export function pickInitialLang() {
  const saved = localStorage.getItem('spelbord.lang');
  if (saved && LANGS[saved]) return saved;
  for (const l of navigator.languages || [navigator.language || 'sv']) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'da' || code === 'sv') return code;
    if (code === 'nb' || code === 'no' || code === 'nn') return 'sv';
  }
  return 'sv';
}

export function setLang(code) {
  current = LANGS[code] || sv;
  localStorage.setItem('spelbord.lang', current.lang);
  document.documentElement.lang = current.lang;
}

export function lang() { return current.lang; }

/** The string for `key`, with `{name}` placeholders filled from `args`. */
export function t(key, args) {
  let s = current[key] ?? sv[key] ?? key;
  if (args) for (const [k, v] of Object.entries(args)) s = s.replaceAll(`{${k}}`, String(v));
  return s;
}

/** Adds a family's own strings ({sv: {...}, en: {...}, da: {...}}) to the tables. */
export function addStrings(tables) {
  for (const [code, table] of Object.entries(tables || {})) if (LANGS[code]) Object.assign(LANGS[code], table);
}
