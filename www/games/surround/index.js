// The Surround family on the page: its board, seats, the move each click pair makes
// (asked of the Rust steps interface, so the board never writes notation), the groups
// toggle (every group with its openings), and a line of facts under the status (pieces
// left, groups down to their last opening, the count towards the move limit, the last
// move and what it took). Surround has no settings; its words are in strings.js, its
// rules page (our reconstruction, said first) in rules.js.
import board from './board.js';
import { t } from '../../i18n/index.js';
import { h, addCss, store } from '../../dom.js';

const GROUPS_KEY = 'spelbord.surround.groups';
const CSS = `
.surround-info { color: var(--muted); font-size: .95rem; font-weight: 400; display: flex; flex-direction: column; gap: .1rem; margin-top: .25rem; }
.surround-info .surround-warn { color: var(--warn); font-weight: 600; }
[data-act="surroundGroups"][aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
`;

const seatName = (i) => t(`seat.surround.${i}`);
const seatOfColour = (c) => (c === 'white' ? 0 : 1);

/** @type {import('../../types/family').FamilyHooks} */
export default {
  board,
  seatName,
  seatColour: ['#f7f5ee', '#1b1c1f'],

  /** The move every click pair (piece, square) makes, in notation from Rust. */
  prepare(ctl, st) {
    st.moves = {};
    if (!st.interactive) return;
    for (const from of st.movable || []) {
      const to = {};
      for (const s of ctl.table.steps(ctl.ply, [from]).next) {
        const c = ctl.table.steps(ctl.ply, [from, s]);
        if (c.complete) to[s] = c.complete;
      }
      st.moves[from] = to;
    }
  },

  controls(ctl) {
    addCss('surround-css', CSS);
    let on = false;
    try { on = store.get(GROUPS_KEY) === '1'; } catch { /* no storage */ }
    const btn = h('button', { type: 'button', dataset: { act: 'surroundGroups' }, 'aria-pressed': String(on) }, t('surround.showGroups'));
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
    ctl.canvas.setAttribute('aria-label', t('surround.boardLabel'));
    const lines = [];
    lines.push(h('span', {}, t('surround.pieces', { wn: seatName(0), w: st.pieces[0], bn: seatName(1), b: st.pieces[1] })));
    if (!st.end) {
      // A group down to one opening can be taken by a move there.
      for (const gr of st.groups || []) {
        if (gr.openings.length !== 1) continue;
        lines.push(h('span', { class: 'surround-warn' }, t('surround.lastOpening', { p: seatName(seatOfColour(gr.colour)), sq: st.squares[gr.openings[0]].name, n: gr.squares.length })));
      }
      if (st.quietMoves >= 10) lines.push(h('span', {}, t('surround.quiet', { n: st.quietMoves, m: st.quietLimit })));
    }
    const moves = ctl.table.moves();
    if (st.ply > 0 && moves[st.ply - 1]) {
      // As the move list says it: in words (a capture's count among them), or the
      // notation when the player asked for it, with the count beside it.
      const took = st.lastMove && st.lastMove.captured.length;
      const mv = ctl.moveLabel(moves[st.ply - 1], st.ply - 1);
      lines.push(h('span', {}, took && ctl.notationOn ? t('surround.lastTook', { mv, n: took }) : t('surround.last', { mv })));
    }
    ctl.status.append(h('div', { class: 'surround-info' }, ...lines));
  },
};
