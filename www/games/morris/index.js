// The morris family on the page (Kvarn, Kvarn 12, Tre i rad): its board, seats named by
// the game's colours (White and Black, Yellow and Blue in Kvarn 12), the Rust steps
// interface for turns built point by point (the man, its destination, the man to remove
// after a mill), the hint's points found through the same interface, and a few lines
// beside the board: who won the draw for the first move, what the last turn took, and the
// count towards the 50-move draw. Its settings come from the catalog; its words are in
// strings.js, its rules pages in rules.js.
import board from './board.js';
import { t } from '../../i18n/index.js';
import { h, addCss } from '../../dom.js';
import { memoSteps } from '../../board.js';

const SWATCH = { white: '#f5f1e6', black: '#23252a', yellow: '#f2c230', blue: '#2f6fd6' };
const CSS = `
.morris-info { color: var(--muted); font-size: .95rem; font-weight: 400; display: flex; flex-direction: column; gap: .1rem; margin-top: .25rem; }
.morris-info .morris-took { color: var(--fg); font-weight: 600; }
`;

// The colours of the game on screen (set before the shell names a seat).
let colours = ['white', 'black'];
const isCpu = (s) => s && s[0] === 'c';
/** The source's colours of game `id`: Yellow and Blue in Kvarn 12, else White and Black. */
const coloursOf = (id) => (id === 'kvarn-12' ? ['yellow', 'blue'] : ['white', 'black']);

/** The points of move `mv` (notation from Rust), found by walking the steps interface. */
function pathOf(steps, mv, chosen = [], depth = 0) {
  const s = steps(chosen);
  if (s.complete === mv) return chosen;
  if (depth > 3) return null;
  for (const n of s.next) {
    const p = pathOf(steps, mv, [...chosen, n], depth + 1);
    if (p) return p;
  }
  return null;
}

/** @type {import('../../types/family').FamilyHooks} */
export default {
  board,
  // `id` (a game of the family), when the caller names it, fixes the colours: the
  // settings dialog may name the seats of another game than the one on screen.
  seatName: (i, id) => t(`seat.morris.${(id ? coloursOf(id) : colours)[i] || (i ? 'black' : 'white')}`),
  get seatColour() { return colours.map((c) => SWATCH[c]); },

  /** The board asks the rules what may follow the points chosen so far; answers are kept
   * for the position on screen. */
  prepare(ctl, st) {
    if (Array.isArray(st.colours)) colours = st.colours;
    const table = ctl.table, ply = st.ply;
    st.steps = memoSteps(table, ply);
    st.hintPath = st.hint && st.interactive ? pathOf(st.steps, st.hint) : null;
  },

  afterUpdate(ctl, st) {
    addCss('morris-css', CSS);
    ctl.canvas.setAttribute('aria-label', t('morris.boardLabel'));
    // A person playing the computer sees their own hand below the board.
    const people = ctl.seats.map((s, i) => (isCpu(s) ? -1 : i)).filter((i) => i >= 0);
    const bottom = people.length === 1 ? people[0] : 0;
    if (ctl.board.ui.bottom !== bottom) { ctl.board.ui.bottom = bottom; ctl.board.redraw(); }
    const name = (i) => t(`seat.morris.${st.colours[i]}`);
    const lines = [];
    const l = st.last;
    // The shell already says who played what; the captures are the family's to tell.
    if (l) {
      if (l.captures.length) {
        const list = l.captures.map((c) => `${st.points[c.point].name} (${t(`morris.capture.${c.kind}`)})`).join(', ');
        lines.push(h('span', { class: 'morris-took' }, t('morris.took', { p: name(l.seat), list })));
      }
    }
    if (st.starter != null) lines.push(h('span', { class: 'morris-start' }, t(st.drawnByLot ? 'morris.lotStart' : 'morris.fixedStart', { p: name(st.starter) })));
    if (!st.result && st.quietMoves >= 20) lines.push(h('span', {}, t('morris.quiet', { n: st.quietMoves, limit: st.moveLimit })));
    ctl.status.append(h('div', { class: 'morris-info' }, ...lines));
  },
};
