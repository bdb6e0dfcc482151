// The game list: no game module is loaded; previews are drawn from the catalog.
import { t } from '../../i18n/index.js';
import { h } from '../../dom.js';
import { GAMES, boardOf, stringsOf } from '../catalog.js';
import { loadSaved } from '../save.js';
import { app, header } from '../screen.js';

/** The game list: no game module is loaded; previews are drawn from the catalog. */
export async function homePage() {
  // The list names every game: every family's words, but no family's module.
  await Promise.all([...new Set(GAMES.map((g) => g.family))].map(stringsOf));
  const cards = GAMES.map((g) => {
    const c = h('canvas', { class: 'preview', 'aria-hidden': 'true' });
    const saved = loadSaved(g.id);
    const card = h('article', { class: 'card' },
      h('div', { class: 'preview-wrap' }, c),
      h('h2', {}, t(`game.${g.id}`)),
      h('p', {}, t(`blurb.${g.id}`)),
      h('div', { class: 'row' },
        h('a', { class: 'button primary', href: `#/play/${g.id}` }, saved && saved.record.split('|')[3] ? t('resume') : t('play')),
        h('a', { class: 'button', href: `#/rules/${g.id}` }, t('rules'))));
    // A preview's renderer loads when its card comes into view (a phone shows one or two).
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      boardOf(g.family).then((board) => requestAnimationFrame(() => drawPreview(c, g, board)));
    });
    seen.observe(c);
    return card;
  });
  app.replaceChildren(header(), h('main', { class: 'home' }, h('p', { class: 'tagline' }, t('tagline')), h('div', { class: 'cards' }, ...cards)));
}

function drawPreview(canvas, g, board) {
  if (!canvas.isConnected) return;
  const d = { ...g.preview, id: g.id, interactive: false, preview: true };
  const w = canvas.parentElement.clientWidth || 240;
  const hgt = w / board.aspect(d);
  const dpr = window.devicePixelRatio || 1;
  canvas.width = w * dpr; canvas.height = hgt * dpr; canvas.style.width = `${w}px`; canvas.style.height = `${hgt}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  board.draw(ctx, w, hgt, d, board.initUi(), performance.now());
  canvas.dataset.drawn = '1';
}
