// Dialogs that belong to the route they were opened on. A modal dialog makes the rest of
// the page inert, the language menu in the header included, and nothing used to close
// one when the route changed: Back from a game left its settings over the game list.
// Here every dialog is registered while it is open; a change of route closes them all
// (as a cancel), and each carries its own language menu, so the language can be changed
// with the dialog open and the dialog is opened again in the new language with the
// choices made in it kept.
import { t, LANGS, lang } from './i18n/index.js';
import { h } from './dom.js';

/** @typedef {{ dlg: HTMLDialogElement, snapshot: () => any, reopen: (snap: any) => void }} RouteDialog */
/** @type {Set<RouteDialog>} */
const open = new Set();

/** The language menu (the header's and every dialog's). */
export function langMenu(onChange, id = undefined) {
  return h('select', { 'aria-label': t('language'), id, class: 'lang-menu', onchange: (e) => onChange(/** @type {HTMLSelectElement} */ (e.target).value) },
    ...Object.values(LANGS).map((L) => h('option', { value: L.lang, selected: L.lang === lang() }, L.langName)));
}

/**
 * Shows `dlg` as a modal dialog of the current route. `snapshot` returns what the player
 * has chosen in it; `reopen(snap)` opens it again (after a change of language) with that.
 * `onLang` is the page's change of language, called with the new code.
 * @param {HTMLDialogElement} dlg
 * @param {{ snapshot?: () => any, reopen?: (snap: any) => void, onLang: (code: string) => void }} opts
 */
export function showRouteDialog(dlg, { snapshot = () => null, reopen = () => {}, onLang }) {
  const entry = { dlg, snapshot, reopen };
  const form = dlg.querySelector('form') || dlg;
  form.prepend(h('div', { class: 'dialog-lang' }, langMenu((code) => onLang(code))));
  open.add(entry);
  dlg.addEventListener('close', () => open.delete(entry));
  document.body.append(dlg);
  dlg.showModal();
  // The dialog's own first control has the focus, not the language menu put before it.
  const first = /** @type {HTMLElement | null} */ (form.querySelector('.dialog-lang ~ * select, .dialog-lang ~ * input, .dialog-lang ~ * textarea, .dialog-lang ~ * button, .dialog-lang ~ select, .dialog-lang ~ input, .dialog-lang ~ textarea, .dialog-lang ~ button'));
  if (first) first.focus();
}

/** Closes every dialog of the route, as if cancelled (the route is left). */
export function closeRouteDialogs() {
  for (const e of [...open]) {
    open.delete(e);
    e.dlg.returnValue = 'route';
    if (e.dlg.open) e.dlg.close();
    e.dlg.remove();
  }
}

/** Takes the open dialogs off without their close actions, for `reopenDialogs` once the
 *  page is drawn again in a new language. */
export function takeDialogs() {
  const taken = [...open].map((e) => ({ e, snap: e.snapshot() }));
  for (const { e } of taken) {
    open.delete(e);
    e.dlg.dataset.dropped = '1';
    e.dlg.returnValue = 'relang';
    if (e.dlg.open) e.dlg.close();
    e.dlg.remove();
  }
  return taken;
}

/** Opens again what `takeDialogs` took, each with the choices it had. */
export function reopenDialogs(taken) {
  for (const { e, snap } of taken) e.reopen(snap);
}

/** The values of a form's named controls (checkboxes as `true`/`false`). */
export function formValues(root) {
  /** @type {Record<string, string>} */
  const v = {};
  for (const el of root.querySelectorAll('select[name], input[name], textarea[name]')) {
    const c = /** @type {HTMLInputElement} */ (el);
    v[c.name] = c.type === 'checkbox' ? String(c.checked) : c.value;
  }
  return v;
}
