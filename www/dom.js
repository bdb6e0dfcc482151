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
