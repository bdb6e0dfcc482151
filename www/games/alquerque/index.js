// The Alquerque family on the page: its board, seats, the steps of a move being built
// (asked of the Rust steps interface point by point, so a capture grows hop by hop), the
// huffing prompt over the board (insist, allow, or huff a marked piece: every button's
// move comes from Rust's steps), a "stop here" button when a capture may end early under
// huffing, move-list rounds that keep a verdict inside its round, and a line of facts
// under the status. Settings, previews and end reasons come from the catalog and the
// module; words are in strings.js, rules pages in rules.js.
import board from './board.js';
import { t } from '../../i18n/index.js';
import { h, addCss } from '../../dom.js';
import { memoSteps } from '../../board.js';

const CSS = `
.alq-prompt { border-radius: 10px; padding: .6rem .8rem; margin-bottom: .5rem; font-size: 1.05rem; line-height: 1.4; background: #fdecea; color: #5f1410; border: 2px solid #e53935; }
.alq-prompt .row { margin-top: .45rem; display: flex; flex-wrap: wrap; gap: .4rem; }
.alq-prompt button.huff { border-color: #e53935; color: #b3261e; background: #fff; }
.alq-info { color: var(--muted); font-size: .95rem; font-weight: 400; display: flex; flex-direction: column; gap: .1rem; margin-top: .25rem; }
.alq-info .alq-must { color: var(--warn); font-weight: 600; }
.alq-info .alq-decided { color: var(--fg); font-weight: 600; }
.alq-build { display: contents; }
`;

const seatName = (i) => t(`seat.alquerque.${i}`);
const seatOfColour = (c) => (c === 'black' ? 0 : 1);

/** A button that plays `mv`, a move the module wrote. */
function moveButton(ctl, mv, label, cls = 'primary') {
  return h('button', { type: 'button', class: cls, dataset: { move: mv }, onclick: () => ctl.humanMove(mv) }, label);
}

/** The points of the move `mv` (the hint), found by walking Rust's steps from the start. */
function pathOf(steps, mv) {
  const walk = (chosen, depth) => {
    if (depth > 12) return null;
    const s = steps(chosen);
    if (s.complete === mv) return chosen;
    for (const n of s.next) {
      if (!n || typeof n !== 'object') continue;
      const r = walk([...chosen, n], depth + 1);
      if (r) return r;
    }
    return null;
  };
  const r = walk([], 0);
  return r ? r.map((x) => x.point) : null;
}

/** Under huffing a capture may stop where the piece stands: a button for that, and one
 * to take the last hop back (for touch, where there is no Escape key). */
function renderBuild(ctl) {
  const box = ctl.alqBuild;
  if (!box) return;
  const ui = ctl.board.ui, d = ctl.board.data;
  box.replaceChildren();
  if (!d || !d.interactive || d.phase !== 'move' || ui.chosen.length < 2 || !d.steps) return;
  const s = d.steps(ui.chosen.map((p) => ({ point: p })));
  const here = d.points[ui.chosen[ui.chosen.length - 1]].name;
  if (s.complete && s.next.length) {
    box.append(h('button', { type: 'button', class: 'primary', dataset: { act: 'alqStop' }, onclick: () => {
      ui.built = [...ui.chosen];
      ui.chosen = [];
      ctl.humanMove(s.complete);
    } }, t('alquerque.stopHere', { pt: here })));
  }
  box.append(h('button', { type: 'button', dataset: { act: 'alqBack' }, onclick: () => {
    ui.chosen = ui.chosen.slice(0, -1);
    renderBuild(ctl);
    ctl.board.redraw();
  } }, t('alquerque.backHop')));
}

/** @type {import('../../types/family').FamilyHooks} */
export default {
  board,
  seatName,
  seatColour: ['#1b1c1f', '#f3ecdc'],

  /** The board asks the rules what may follow the points chosen so far; answers are
   * kept for the position on screen. The hint is drawn as its path of points. */
  prepare(ctl, st) {
    const table = ctl.table, ply = st.ply;
    st.steps = memoSteps(table, ply);
    st.hintPath = st.hint ? pathOf(st.steps, st.hint) : null;
  },

  /** Rounds of the move list: Black's piece move and White's answer, with the verdicts
   * on a faulty move (insist, allow, a huff) inside the round where they happen. */
  moveRounds(moves, table) {
    const rounds = [];
    let cur = null;
    moves.forEach((_, k) => {
      const s = table.state(k, null);
      if (!cur || (s.phase === 'move' && s.toMove === 'black')) { cur = []; rounds.push(cur); }
      cur.push(k);
    });
    return rounds;
  },

  afterUpdate(ctl, st) {
    const ui = ctl.board.ui;
    if (!ctl.alqReady) {
      ctl.alqReady = true;
      addCss('alq-css', CSS);
      ctl.alqPrompt = h('div', { class: 'alq-prompt', role: 'status', hidden: true });
      ctl.boardWrap.before(ctl.alqPrompt);
      ui.onChange = () => renderBuild(ctl);
      // The prompt sits over the board: the board shrinks so both stay on screen.
      const base = ctl.board.maxHeight;
      ctl.board.maxHeight = () => {
        const full = base ? base() : Infinity;
        return ctl.alqPrompt.hidden ? full : Math.max(200, full - ctl.alqPrompt.offsetHeight - 8);
      };
    }
    ctl.canvas.setAttribute('aria-label', t('alquerque.boardLabel'));
    // The buttons of a capture being built sit with the other actions.
    ctl.alqBuild = h('div', { class: 'alq-build' });
    ctl.actions.append(ctl.alqBuild);
    renderBuild(ctl);

    // The huffing prompt: the opponent's faulty move, and the verdict to give.
    const mover = typeof st.toAct === 'number' ? st.toAct : null;
    const p = ctl.alqPrompt;
    p.replaceChildren();
    if (st.phase === 'verdict' && st.fault && mover != null) {
      const what = t(st.fault.stoppedEarly ? 'alquerque.faultStopped' : 'alquerque.faultIgnored', { p: seatName(seatOfColour(st.fault.offender)) });
      p.append(h('strong', {}, what), ' ');
      if (st.interactive) {
        const s = st.steps([]);
        const insist = [], allow = [], huff = [];
        for (const n of s.next) {
          const mv = st.steps([n]).complete;
          if (!mv) continue;
          if (n === 'insist') insist.push(moveButton(ctl, mv, t('alquerque.insist')));
          else if (n === 'allow') allow.push(moveButton(ctl, mv, t('alquerque.allow')));
          else if (n && typeof n === 'object') huff.push(moveButton(ctl, mv, t('alquerque.huff', { n: st.points[n.point].name }), 'huff'));
        }
        p.append(t('alquerque.faultChoose'), h('div', { class: 'row' }, ...insist, ...allow, ...huff));
      } else {
        p.append(t('alquerque.faultWaiting', { p: seatName(mover) }));
      }
      p.hidden = false;
    } else {
      p.hidden = true;
    }
    ctl.board.resize();

    // Facts under the status: pieces left, a compulsory capture, the count towards the
    // draw, what was just huffed, the last move for screen readers.
    const lines = [];
    if (!st.end && st.captureRequired && st.toMove) lines.push(h('span', { class: 'alq-must' }, t('alquerque.mustCapture', { p: seatName(seatOfColour(st.toMove)) })));
    if (st.lastHuffed != null && st.ply > 0) {
      const prev = ctl.table.state(st.ply - 1, null);
      if (prev.phase === 'verdict') lines.push(h('span', { class: 'alq-decided' }, t('alquerque.huffed', { p: seatName(prev.toAct), n: st.points[st.lastHuffed].name })));
    }
    lines.push(h('span', {}, t('alquerque.pieces', { bn: seatName(0), b: st.pieces[0], wn: seatName(1), w: st.pieces[1] })));
    if (!st.end && st.quietMoves >= 10) lines.push(h('span', {}, t('alquerque.quiet', { n: st.quietMoves, m: st.quietLimit })));
    const moves = ctl.table.moves();
    // As the move list says it: in words, or the notation when the player asked for it.
    if (st.ply > 0 && moves[st.ply - 1]) lines.push(h('span', {}, t('alquerque.last', { mv: ctl.moveLabel(moves[st.ply - 1], st.ply - 1) })));
    ctl.status.append(h('div', { class: 'alq-info' }, ...lines));
  },
};
