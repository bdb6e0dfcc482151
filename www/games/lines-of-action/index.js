// The Lines of Action family on the page: its board, seats, the move each click pair makes
// (asked of the Rust steps interface, so the board never writes notation), the pass
// button when no piece can move, the groups toggle and a line of facts under the status
// (groups, a forced pass, repetitions, the last move for screen readers). Its settings
// come from the catalog; its words are in strings.js, its rules pages in rules.js.
import board from './board.js';
import { t } from '../../i18n/index.js';
import { h, addCss, store } from '../../dom.js';

const GROUPS_KEY = 'spelbord.loa.groups';
const CSS = `
.loa-info { color: var(--muted); font-size: .95rem; font-weight: 400; display: flex; flex-direction: column; gap: .1rem; margin-top: .25rem; }
[data-act="loaGroups"][aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
`;

const seatName = (i) => t(`seat.lines-of-action.${i}`);
const seatOfColour = (c) => (c === 'black' ? 0 : 1);

/** @type {import('../../types/family').FamilyHooks} */
export default {
  board,
  seatName,
  seatColour: ['#1b1c1f', '#f7f5ee'],

  /** The move every click pair (piece, destination) makes, in notation from Rust. */
  prepare(ctl, st) {
    st.moves = {};
    if (!st.interactive) return;
    for (const p of st.pieces) {
      if (!p.dests.length) continue;
      const to = {};
      for (const d of p.dests) {
        const s = ctl.table.steps(ctl.ply, [p.square, d]);
        if (s.complete) to[d] = s.complete;
      }
      st.moves[p.square] = to;
    }
  },

  /** A pass is the only move when no piece can move: a button, its notation from Rust. */
  actions(legal, st, ctl) {
    if (!st.mustPass) return [];
    const s = ctl.table.steps(ctl.ply, []);
    return s.complete ? [{ mv: s.complete, label: t('loa.pass') }] : [];
  },

  controls(ctl) {
    addCss('loa-css', CSS);
    let on = false;
    try { on = store.get(GROUPS_KEY) === '1'; } catch { /* no storage */ }
    const btn = h('button', { type: 'button', dataset: { act: 'loaGroups' }, 'aria-pressed': String(on) }, t('loa.showGroups'));
    btn.addEventListener('click', () => {
      const ui = ctl.board.ui;
      ui.groups = !ui.groups;
      btn.setAttribute('aria-pressed', String(ui.groups));
      try { store.set(GROUPS_KEY, ui.groups ? '1' : '0'); } catch { /* stays for this page */ }
      ctl.board.redraw();
    });
    return [btn];
  },

  afterUpdate(ctl, st) {
    ctl.canvas.setAttribute('aria-label', t('loa.boardLabel'));
    const lines = [];
    const b = (st.blackGroups || []).length, w = (st.whiteGroups || []).length;
    lines.push(t('loa.groups', { bn: seatName(0), b, wn: seatName(1), w }));
    if (st.mustPass && st.toMove) lines.push(t('loa.mustPass', { p: seatName(seatOfColour(st.toMove)) }));
    if (!st.result && st.repetitions >= 2) lines.push(t('loa.repeated', { n: st.repetitions }));
    if (st.lastMove) {
      const said = ctl.notationOn ? null : ctl.wordsOf(ctl.ply - 1);
      lines.push(t('loa.last', { mv: said ? ctl.say(said, true) : st.lastMove.notation }));
    }
    ctl.status.append(h('div', { class: 'loa-info' }, ...lines.map((l) => h('span', {}, l))));
  },
};
