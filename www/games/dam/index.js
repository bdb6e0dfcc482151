// The Dam family on the page: its board, seats, the huffing and draw-offer prompts over
// the board, flip and square numbers, and what was just decided. Its settings, PDN files
// (the shell's "Spara fil"/"Öppna"), previews and end reasons come from the catalog and the
// module; every move it sends is one the module wrote (the view's `choices`, the steps of
// a move being built), its words are in strings.js, its rules pages in rules.js.
import board from './board.js';
import { t } from '../../i18n/index.js';
import { h, addCss, store } from '../../dom.js';
import { memoSteps } from '../../board.js';

const NUMBERS_KEY = 'spelbord.dam.numbers';

// The prompt over the board and the lines beside it (the page's sheet knows no family).
const CSS = `
.dam-prompt { border-radius: 10px; padding: .6rem .8rem; margin-bottom: .5rem; font-size: 1.05rem; line-height: 1.4; }
.dam-prompt.fault { background: #fdecea; color: #5f1410; border: 2px solid #e53935; }
.dam-prompt.offer { background: #e8f0fb; color: #14305c; border: 2px solid var(--accent); }
.dam-prompt .row { margin-top: .45rem; display: flex; flex-wrap: wrap; gap: .4rem; }
.dam-prompt button.huff { border-color: #e53935; color: #b3261e; background: #fff; }
.dam-info { color: var(--muted); font-size: .95rem; display: flex; flex-direction: column; gap: .15rem; }
.dam-info .dam-decided { color: var(--fg); font-weight: 600; }
[data-act="damNumbers"][aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
`;

const seatName = (i) => t(`seat.dam.${i}`);
const isCpu = (s) => s && s[0] === 'c';

function toggle(key, label, pressed, onclick) {
  return h('button', { type: 'button', dataset: { act: key }, 'aria-pressed': String(pressed), onclick }, label);
}

/** A button that plays `mv`, a move the module wrote. */
function moveButton(ctl, mv, label, cls = 'primary') {
  return h('button', { type: 'button', class: cls, dataset: { move: mv }, onclick: () => ctl.humanMove(mv) }, label);
}

/** @type {import('../../types/family').FamilyHooks} */
export default {
  board,
  seatName,
  seatColour: ['#2b2b2b', '#f3ecdc'],

  /** The board asks the rules what may follow the squares chosen so far (a move built
   * square by square); answers are kept for the position on screen. */
  prepare(ctl, st) {
    const table = ctl.table, ply = st.ply;
    st.steps = memoSteps(table, ply);
  },

  /** Move-list rounds as PDN numbers them (a round is Black's move and White's answer,
   * with huffs, verdicts and draw offers inside the round where they happen): the
   * module says which round each position belongs to. */
  moveRounds(moves, table) {
    const rounds = [];
    let cur = null, at = null;
    moves.forEach((_, k) => {
      const round = table.state(k + 1, null).round;
      if (round !== at) { cur = []; rounds.push(cur); at = round; }
      cur.push(k);
    });
    return rounds;
  },

  /** Offering a draw is a button beside the board; every other decision sits in the prompt. */
  actions(legal, st) {
    return st.choices && st.choices.offer ? [{ mv: st.choices.offer, label: t('dam.offer') }] : [];
  },

  controls(ctl) {
    const numbers = store.get(NUMBERS_KEY) === '1';
    return [
      h('button', { type: 'button', dataset: { act: 'damFlip' }, onclick: () => {
        ctl.board.ui.orient = ctl.board.ui.orient === 'black' ? 'white' : 'black';
        ctl.board.ui.cursor = null;
        ctl.board.redraw();
      } }, t('dam.flip')),
      toggle('damNumbers', t('dam.numbers'), numbers, (e) => {
        const on = !ctl.board.ui.numbers;
        ctl.board.ui.numbers = on;
        store.set(NUMBERS_KEY, on ? '1' : '0');
        e.currentTarget.setAttribute('aria-pressed', String(on));
        ctl.board.redraw();
      }),
    ];
  },

  afterUpdate(ctl, st) {
    const ui = ctl.board.ui;
    if (!ctl.damReady) {
      ctl.damReady = true;
      addCss('dam-css', CSS);
      // A person playing the computer sees the board from their own side; two people
      // (or two computers) get the diagram's way, White at the bottom.
      const people = ctl.seats.map((s, i) => (isCpu(s) ? -1 : i)).filter((i) => i >= 0);
      ui.orient = people.length === 1 && people[0] === 0 ? 'black' : 'white';
      ui.numbers = store.get(NUMBERS_KEY) === '1';
      ctl.damPrompt = h('div', { class: 'dam-prompt', role: 'status', hidden: true });
      ctl.boardWrap.before(ctl.damPrompt);
      ctl.damInfo = h('div', { class: 'dam-info', 'aria-live': 'polite' });
      ctl.actions.before(ctl.damInfo);
    }
    ui.labels = { stop: t('dam.stopHere') };
    ctl.canvas.setAttribute('aria-label', t('dam.boardLabel'));
    const offer = ctl.actions.querySelector(`[data-move]`);
    if (offer) offer.classList.remove('primary');

    // The prompt over the board: a faulty move to judge, or a draw offer to answer.
    const mover = typeof st.toAct === 'number' ? st.toAct : null;
    const c = st.choices || { huff: [] };
    const p = ctl.damPrompt;
    p.replaceChildren();
    p.className = 'dam-prompt';
    if (st.fault && mover != null) {
      const offender = seatName(1 - mover);
      const what = t(st.stoppedEarly ? 'dam.faultStopped' : 'dam.faultIgnored', { p: offender });
      if (st.interactive) {
        p.append(h('strong', {}, what), ' ', t('dam.faultChoose'),
          h('div', { class: 'row' },
            c.insist ? moveButton(ctl, c.insist, t('dam.insist')) : null,
            c.allow ? moveButton(ctl, c.allow, t('dam.allow')) : null,
            ...c.huff.map((x) => moveButton(ctl, x.mv, t('dam.huff', { n: x.sq }), 'huff'))));
      } else {
        p.append(h('strong', {}, what), ' ', t('dam.faultWaiting', { p: seatName(mover) }));
      }
      p.classList.add('fault');
      p.hidden = false;
    } else if (st.offer != null && mover != null) {
      p.append(h('strong', {}, t('dam.offerPending', { p: seatName(st.offer) })));
      if (st.interactive) {
        p.append(h('div', { class: 'row' },
          c.accept ? moveButton(ctl, c.accept, t('dam.accept')) : null,
          c.decline ? moveButton(ctl, c.decline, t('dam.decline')) : null));
      }
      p.classList.add('offer');
      p.hidden = false;
    } else {
      p.hidden = true;
    }

    // Beside the board: what the other side just decided, the material, the 40-move count.
    const side = (i) => `${seatName(i)} ${st.pieces[i]}${st.kings[i] ? ` (${t('dam.kings', { n: st.kings[i] })})` : ''}`;
    const lines = [];
    const d = st.decided;
    if (d) lines.push(h('div', { class: 'dam-decided' }, t(`dam.decided.${d.what}`, { p: seatName(d.by), n: d.sq })));
    lines.push(h('div', { class: 'dam-material' }, `${side(0)} – ${side(1)}`));
    if (st.quiet >= 10 && !st.result) lines.push(h('div', { class: 'dam-quiet' }, t('dam.quiet', { n: st.quiet, limit: st.quietLimit })));
    ctl.damInfo.replaceChildren(...lines);
  },
};
