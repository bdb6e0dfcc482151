// Small DOM helpers shared by the page and the family modules. Text always goes in as
// text, never as markup, so nothing from a link or a file can inject HTML.

/** An element with attributes (`on*` are listeners, `dataset` an object) and children. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.className = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    // Through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' allows
    // (a style attribute set as markup it refuses).
    else if (k === 'style' && typeof v === 'string') el.style.cssText = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c != null && c !== false) el.append(c instanceof Node ? c : String(c));
  return el;
}

/** A short message at the bottom of the screen; errors stay longer and are alerts. */
export function toast(msg, kind = 'info') {
  // One message at a time: a new one replaces the last (repeated ones never stack).
  for (const old of document.querySelectorAll('.toast')) old.remove();
  const el = h('div', { class: `toast ${kind}`, role: kind === 'error' ? 'alert' : 'status' }, msg);
  document.body.append(el);
  setTimeout(() => el.classList.add('gone'), kind === 'error' ? 6000 : 2500);
  setTimeout(() => el.remove(), kind === 'error' ? 6600 : 3100);
}

/** Puts a family's style sheet in the document once (`id` names it: a second call is none). */
export function addCss(id, css) {
  if (document.getElementById(id)) return;
  const el = document.createElement('style');
  el.id = id;
  el.textContent = css;
  document.head.append(el);
}

/** The page's settings and saved games. An embed on a wiki may be denied localStorage
 *  (third-party storage blocked: reading it throws): the page then keeps them for as
 *  long as it is open, and plays on. */
const kept = new Map();
export const store = {
  /** @param {string} k @returns {string | null} */
  get(k) { try { return localStorage.getItem(k); } catch { return kept.has(k) ? kept.get(k) : null; } },
  /** @param {string} k @param {string} v */
  set(k, v) { try { localStorage.setItem(k, v); } catch { kept.set(k, v); } },
  /** @param {string} k */
  remove(k) { try { localStorage.removeItem(k); } catch { kept.delete(k); } },
};
