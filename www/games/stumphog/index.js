// The Stumphög family on the page: its board and seats, the play being built (Play and
// Choose again beside the board, the plays without a heap as chips on the board), the
// dice entered by hand when they are thrown at the table, and a line on who is Hitom,
// the dice and the last play. Every play, roll and count here is text or data that Rust
// produced: the table's steps, the view's chances, plays and last play.
import board, { completePlay, clearPlay } from './board.js';
import { t, errText } from '../../i18n/index.js';
import { h } from '../../dom.js';

const seatName = (i) => t(`seat.stumphog.${i}`);
const role = (r) => t(`stumphog.${r}`).split(' (')[0];

/** The dice entered by hand: two dice as they lie (at the opening roll seat 1's and
 * seat 2's); the rules list every way they can land with its notation. */
function chanceInput(ctl, st) {
  const opening = st.phase === 'opening';
  const sel = (name, label, dflt) => h('select', { name, 'aria-label': label }, ...[1, 2, 3, 4, 5, 6].map((v) => h('option', { value: v, selected: v === dflt }, String(v))));
  const a = sel('die1', opening ? seatName(0) : t('stumphog.die', { n: 1 }), 1);
  const b = sel('die2', opening ? seatName(1) : t('stumphog.die', { n: 2 }), opening ? 2 : 1);
  const enter = () => {
    const c = (st.chances || []).find((x) => x.dice[0] === Number(a.value) && x.dice[1] === Number(b.value));
    if (!c) { ctl.stNote(t('stumphog.rethrow')); return; }
    try { ctl.table.playChance(c.text); } catch (e) { ctl.stNote(errText(e)); return; }
    ctl.afterMove();
  };
  return [h('div', { class: 'st-dice' },
    opening ? h('span', {}, seatName(0)) : null, a, opening ? h('span', {}, seatName(1)) : null, b,
    h('button', { type: 'button', class: 'primary', dataset: { act: 'stEnterDice' }, onclick: enter }, t('stumphog.enterDice')))];
}

/** @type {import('../../types/family').FamilyHooks} */
export default {
  board,
  seatName,
  seatColour: ['#b5452b', '#2f5d8a'],

  prepare(ctl, st) {
    const ply = ctl.ply;
    st.key = `${ply}:${st.phase}:${ctl.table.len()}:${st.interactive}`;
    if (st.interactive && st.phase === 'moving') {
      st.steps = (chosen) => ctl.table.steps(ply, chosen);
      st.onSteps = (ui) => {
        const b = ctl.stButtons;
        if (b) { b.confirm.disabled = !completePlay(ui); b.clear.disabled = !(ui.chosen && ui.chosen.length); }
        if (ctl.stHelp) ctl.stHelp.textContent = completePlay(ui) ? t('stumphog.ready') : (ui.chosen || []).some((s) => s.kind === 'heap') ? t('stumphog.pickSplit') : t('stumphog.pickHeap');
      };
    }
  },

  actions(legal, st, ctl) {
    if (st.phase !== 'moving' || !ctl) return [];
    const ui = ctl.board.ui;
    const confirm = h('button', { type: 'button', class: 'primary', dataset: { act: 'stConfirm' }, disabled: !completePlay(ui),
      onclick: () => { const mv = completePlay(ctl.board.ui); if (mv) ctl.humanMove(mv); } }, t('stumphog.confirm'));
    const clear = h('button', { type: 'button', dataset: { act: 'stClear' }, disabled: !(ui.chosen && ui.chosen.length),
      onclick: () => { clearPlay(ctl.board.data, ctl.board.ui); ctl.board.redraw(); } }, t('stumphog.clear'));
    ctl.stButtons = { confirm, clear };
    return [confirm, clear];
  },

  chanceInput,

  afterUpdate(ctl, st) {
    if (!ctl.stReady) {
      ctl.stReady = true;
      ctl.stInfo = h('div', { class: 'st-info', 'aria-live': 'polite', style: 'color: var(--muted); font-size: .95rem' });
      ctl.stHelp = h('div', { class: 'st-help', style: 'font-size: .95rem' });
      ctl.stMsg = h('div', { class: 'st-msg', role: 'alert', hidden: true, style: 'background:#fdecea;color:#5f1410;border:1px solid #e53935;border-radius:8px;padding:.35rem .6rem' });
      ctl.actions.before(ctl.stInfo);
      ctl.actions.before(ctl.stHelp);
      ctl.actions.after(ctl.stMsg);
      ctl.stNote = (msg) => { ctl.stMsg.hidden = !msg; ctl.stMsg.textContent = msg || ''; };
    }
    ctl.canvas.setAttribute('aria-label', t('stumphog.boardLabel'));
    ctl.stNote(null);
    const seatOf = (r) => (st.players || []).find((p) => p.role === r)?.seat;
    if (ctl.view == null && !st.result) {
      if (st.phase === 'opening') ctl.status.replaceChildren(t('stumphog.openingRoll'));
      else if (st.phase === 'rolling' && st.toMove) ctl.status.replaceChildren(t('stumphog.rollFor', { p: ctl.seatLabel(seatOf(st.toMove)) }));
      else if (st.phase === 'moving' && st.dice && !ctl.thinking) {
        const s = seatOf(st.toMove);
        ctl.status.replaceChildren(h('span', { class: 'swatch', style: `background:${this.seatColour[s]}` }), ' ',
          t('stumphog.toPlay', { p: ctl.seatLabel(s), r: role(st.toMove), a: st.dice[0], b: st.dice[1] }));
      }
    }
    const lines = [];
    if (st.openingRoll) lines.push(h('div', {}, t('stumphog.opening', { a: st.openingRoll[0], b: st.openingRoll[1], p: seatName(seatOf('hitom')) })));
    // The last play in words (the notation only when the player asked for it).
    const said = st.lastPlay && !ctl.notationOn && ctl.ply > 0 ? ctl.wordsOf(ctl.ply - 1) : null;
    if (said) lines.push(h('div', {}, t('stumphog.lastSaid', { m: ctl.say(said, true) })));
    else if (st.lastPlay) lines.push(h('div', {}, t('stumphog.last', { r: role(st.lastPlay.role), m: st.lastPlay.notation })));
    for (const p of st.players || []) if (p.stumpvarning) lines.push(h('div', { style: 'color:#c62828;font-weight:700' }, `${t('stumphog.stumpvarning')} ${role(p.role)}: ${p.ute} ${t('stumphog.ute').split(' (')[0]}`));
    ctl.stInfo.replaceChildren(...lines);
    if (!(st.interactive && st.phase === 'moving')) ctl.stHelp.textContent = '';
    else if (st.onSteps) st.onSteps(ctl.board.ui);
  },
};
