// The Luffarschack family on the page: its paper, seats, the move a click on a cell makes
// (asked of the Rust steps interface, so the page never writes "x,y"), the toggles for
// threats and coordinates, and a line under the status with the last mark, an opening
// rule in force and the threats on the paper (always for screen readers, on screen when
// threats are shown). Its settings come from the catalog; its words are in strings.js,
// its rules pages in rules.js.
import board, { INK } from './board.js';
import { t } from '../../i18n/index.js';
import { h, addCss, store } from '../../dom.js';

const CSS = `
.lf-info { color: var(--muted); font-size: .95rem; font-weight: 400; display: flex; flex-direction: column; gap: .1rem; margin-top: .25rem; }
.lf-info .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.lf-tools { position: absolute; bottom: 8px; right: 8px; display: flex; gap: .3rem; }
.lf-tools button { min-width: 40px; padding: .3rem .6rem; font-size: 1.15rem; line-height: 1; background: rgba(255,255,255,.92); color: #1d232b; border-color: #b9c3cf; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
.lf-tools button.primary { background: var(--accent); color: var(--accent-fg); font-size: 1rem; }
[data-act="lfThreats"][aria-pressed="true"], [data-act="lfCoords"][aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
`;

const seatName = (i) => t(`seat.luffarschack.${i}`);
const seatOf = (mark) => (mark === 'cross' ? 0 : 1);

/** A toggle button kept in the board's ui and in local storage. */
function toggle(ctl, act, label, field, store) {
  // The board does not exist yet while the controls are built: its ui reads the same storage.
  let on = false;
  try { on = store.get(store) === '1'; } catch { /* no storage: off */ }
  const btn = h('button', { type: 'button', dataset: { act }, 'aria-pressed': String(on) }, t(label));
  btn.addEventListener('click', () => {
    const ui = ctl.board.ui;
    ui[field] = !ui[field];
    btn.setAttribute('aria-pressed', String(ui[field]));
    try { store.set(store, ui[field] ? '1' : '0'); } catch { /* stays for this page */ }
    ctl.board.redraw();
    ctl.update();
  });
  return btn;
}

/** The threats on the paper in words: each side's fours and open threes with their cells. */
function threatLines(st) {
  const out = [];
  for (const mark of ['cross', 'ring']) {
    for (const kind of ['four', 'openThree']) {
      const cells = (st.threats || []).filter((x) => x.mark === mark && x.kind === kind).map((x) => x.name);
      if (cells.length) out.push(t(`lf.threat.${kind}`, { p: seatName(seatOf(mark)), cells: cells.join(', ') }));
    }
  }
  return out;
}

/** @type {import('../../types/family').FamilyHooks} */
export default {
  board,
  seatName,
  seatColour: [INK.cross, INK.ring],

  /** The move a click on a cell makes, asked of Rust once per cell and position; the hint's cell. */
  prepare(ctl, st) {
    const table = ctl.table, ply = ctl.ply;
    const cache = new Map();
    // On the endless paper the first mark goes wherever it is put: that cell becomes the
    // origin (every cell is measured from the first mark, and the paper shows no
    // coordinates), so the board moves the paper under it instead of refusing the tap.
    st.firstAnywhere = !st.size && ply === 0 && st.opening && st.opening.only ? { ...st.opening.only } : null;
    if (st.firstAnywhere) st.opening = null;
    st.ask = (cell) => {
      if (!st.interactive) return null;
      const c = st.firstAnywhere || cell;
      const k = `${c.x}|${c.y}`;
      if (!cache.has(k)) {
        let mv = null;
        try { mv = table.steps(ply, [{ x: c.x, y: c.y }]).complete ?? null; } catch { mv = null; }
        cache.set(k, mv);
      }
      return cache.get(k);
    };
    st.hintCell = null;
    if (st.hint && st.interactive) {
      try {
        st.hintCell = table.steps(ply, []).next.find((c) => st.ask(c) === st.hint) || null;
      } catch { st.hintCell = null; }
    }
  },

  controls(ctl) {
    addCss('lf-css', CSS);
    return [
      toggle(ctl, 'lfThreats', 'lf.showThreats', 'threats', 'spelbord.luffarschack.threats'),
      toggle(ctl, 'lfCoords', 'lf.showCoords', 'coords', 'spelbord.luffarschack.coords'),
    ];
  },

  afterUpdate(ctl, st) {
    addCss('lf-css', CSS);
    ctl.canvas.setAttribute('aria-label', t(st.size ? 'lf.boardLabelBounded' : 'lf.boardLabel', { n: st.size || '' }));
    const shown = [], spoken = [];
    const last = st.marks && st.marks.length ? st.marks[st.marks.length - 1] : null;
    // The last mark in words, told from the first (its cell name with the notation on).
    const said = last && !ctl.notationOn ? ctl.wordsOf(last.number - 1) : null;
    if (said) shown.push(t('lf.lastSaid', { p: seatName(seatOf(last.mark)), m: ctl.say(said, true), n: last.number }));
    else if (last) shown.push(t('lf.last', { p: seatName(seatOf(last.mark)), cell: last.name, n: last.number }));
    if (st.opening && !st.result) shown.push(t(`lf.limit.${st.opening.key.replace('luffarschack.', '')}`, st.opening.args));
    if (!st.result) {
      const lines = threatLines(st);
      (ctl.board.ui.threats ? shown : spoken).push(...lines);
    }
    if (!shown.length && !spoken.length) return;
    ctl.status.append(h('div', { class: 'lf-info' }, ...shown.map((l) => h('span', {}, l)), ...spoken.map((l) => h('span', { class: 'sr' }, l))));
  },
};
