// The backgammon family on the page: its board and seats, the turn being built (Confirm
// and take-back-a-step beside the board, the rules' reason when a step is refused), the
// cube and roll buttons, the dice entered by hand when they are thrown at the table, the
// flip, and GNU Backgammon IDs (pasted to set up a position, shown for the position on
// the board). Its settings, .mat files and the end of a game are the shell's (from the
// catalog and the table); its words are in strings.js, its rules pages in rules.js.
// Every move, roll and count here is text or data that Rust produced: the legal moves,
// the table's steps, and the fields of the view.
import board, { undoStep, completeTurn } from './board.js';
import { t, errText } from '../../i18n/index.js';
import { h, addCss, store } from '../../dom.js';

const FLIP_KEY = 'spelbord.backgammon.flip';

const CSS = `
.bg-info { color: var(--muted); font-size: .95rem; display: flex; flex-direction: column; gap: .15rem; }
.bg-info strong { color: var(--fg); }
.bg-info .bg-ids { font-family: ui-monospace, monospace; font-size: .8rem; user-select: all; overflow-wrap: anywhere; }
.bg-msg { background: #fdecea; color: #5f1410; border: 1px solid #e53935; border-radius: 8px; padding: .35rem .6rem; font-size: .95rem; }
.bg-dice { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
.bg-dice select { font-size: 1rem; }
[data-act="bgFlip"][aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
/* A turn in words is long: one a line, under its round's number. */
.game.bg .movelist .mv { display: block; text-align: left; }
dialog.bg-dialog textarea { width: 100%; font-family: ui-monospace, monospace; font-size: .9rem; }
`;

const seatName = (i) => t(`seat.backgammon.${i}`);
const isCpu = (s) => s && s[0] === 'c';

/** The family's module (the one the page loaded for this table). */
const wasmOf = (ctl) => ctl.wasm;

/** Starts the table `table` in place of the one on screen: same seats, same page. */
function replaceTable(ctl, table) {
  ctl.stopBot();
  ctl.table = table;
  ctl.redo = [];
  ctl.view = null;
  ctl.afterUndo();
}

/** The dialog for GNU Backgammon's Position ID and Match ID. The rules read the text;
 * a bad one keeps the dialog open with the reason in the player's language. */
function pasteIds(ctl) {
  const area = h('textarea', { rows: 3, spellcheck: 'false', 'aria-label': t('bg.pasteTitle'), placeholder: 'Position ID: 4HPwATDgc/ABMA Match ID: cAkAAAAAAAAA' });
  const error = h('p', { class: 'error-line', role: 'alert', hidden: true });
  const tryOpen = () => {
    const w = wasmOf(ctl);
    let table;
    try {
      const at = w.Table.fromPosition('backgammon', area.value);
      // The position with a seed of its own, and the dice thrown as at this table.
      table = new w.Table('backgammon', at.settings(), w.freshSeed(), ctl.table.manualChance());
      at.free();
    } catch (e) {
      error.hidden = false;
      error.textContent = t('bg.badInput', { e: errText(e) });
      return;
    }
    dlg.close();
    replaceTable(ctl, table);
  };
  const dlg = h('dialog', { class: 'settings bg-dialog' },
    h('form', { method: 'dialog', onsubmit: (e) => { e.preventDefault(); tryOpen(); } },
      h('h2', {}, t('bg.pasteTitle')), h('p', {}, t('bg.pasteHelp')),
      area, error,
      h('div', { class: 'row' },
        h('button', { type: 'button', onclick: () => dlg.close() }, t('cancel')),
        h('button', { type: 'submit', class: 'primary', value: 'open' }, t('bg.open')))));
  dlg.addEventListener('close', () => dlg.remove());
  document.body.append(dlg);
  dlg.showModal();
  return dlg;
}

/** The pip counts of the board as drawn: after the steps of a turn being built (the
 * rules' board), or of the position. */
function showPips(ctl, st) {
  if (!ctl.bgPips) return;
  const ui = ctl.board.ui;
  const v = (st.interactive && ui.next && ui.next.view) || st;
  ctl.bgPips.textContent = `${t('bg.pips')}: ${seatName(0)} ${v.pips[0]} · ${seatName(1)} ${v.pips[1]}`;
}

/** Whose side is drawn at the bottom: the person's against the computer, else Black's. */
function bottomSeat(ctl) {
  const people = ctl.seats.map((s, i) => (isCpu(s) ? -1 : i)).filter((i) => i >= 0);
  return people.length === 1 ? people[0] : 0;
}

/** The dice entered by hand when they are thrown at the table: two dice as they lie
 * (at the opening roll Black's and White's); the rules list every way they can land with
 * the roll's notation, or none where they are thrown again. */
function chanceInput(ctl, st) {
  const opening = st.phase === 'Opening';
  const sel = (name, label, dflt) => h('select', { name, 'aria-label': label }, ...[1, 2, 3, 4, 5, 6].map((v) => h('option', { value: v, selected: v === dflt }, String(v))));
  const a = sel('die1', opening ? seatName(0) : t('bg.die', { n: 1 }), 1);
  const b = sel('die2', opening ? seatName(1) : t('bg.die', { n: 2 }), opening ? 2 : 1);
  const enter = () => {
    const roll = (st.rolls || []).find((r) => r.dice[0] === Number(a.value) && r.dice[1] === Number(b.value));
    if (!roll) return;
    if (roll.text == null) { ctl.bgNote(t('bg.rethrow')); return; }
    try {
      ctl.table.playChance(roll.text);
    } catch (e) {
      ctl.bgNote(errText(e));
      return;
    }
    ctl.afterMove();
  };
  return [h('div', { class: 'bg-dice' },
    opening ? h('span', {}, seatName(0)) : null, a, opening ? h('span', {}, seatName(1)) : null, b,
    h('button', { type: 'button', class: 'primary', dataset: { act: 'bgEnterDice' }, onclick: enter }, t('bg.enterDice')))];
}

/** @type {import('../../types/family').FamilyHooks} */
export default {
  board,
  seatName,
  seatColour: ['#26272b', '#f4efe3'],

  /** A move in the player's words (move list and hint): the cube actions, the roll and a
   *  pass are words; a turn stays in the points notation (`8/5 6/5`), which the record
   *  and the .mat export keep too. */
  moveText(mv, j, ctl) {
    const words = { roll: 'bg.mvRoll', take: 'bg.mvTake', drop: 'bg.mvDrop', pass: 'bg.mvPass' };
    if (words[mv]) return t(words[mv]);
    if (mv === 'double') {
      const st = ctl && ctl.table ? ctl.table.state(j < 0 ? ctl.table.len() : j, null) : null;
      return t('bg.mvDouble', { n: ((st && st.cube && st.cube.value) || 1) * 2 });
    }
    return mv;
  },

  /** Move-list rounds: Black's turn (its cube decision, the answer to it, the move) and
   * White's share a line. */
  moveRounds(moves, table) {
    const rounds = [];
    let prev = null;
    moves.forEach((_, k) => {
      const seat = table.state(k, null).turn;
      if (!rounds.length || (seat === 0 && prev === 1)) rounds.push([]);
      rounds[rounds.length - 1].push(k);
      prev = seat;
    });
    return rounds;
  },

  /** What the board needs beyond the position: the side at the bottom, the flip, and
   * the table's partial moves for a turn being built. */
  prepare(ctl, st) {
    st.bottom = bottomSeat(ctl);
    st.flip = store.get(FLIP_KEY) === '1';
    if (st.interactive && st.phase === 'Moving') {
      const ply = ctl.ply;
      st.key = ctl.table.recordAt(ply);
      st.steps = (chosen) => ctl.table.steps(ply, chosen);
      st.onSteps = (ui) => {
        const b = ctl.bgButtons;
        if (!b) return;
        b.confirm.disabled = !completeTurn(ui);
        b.back.disabled = !ui.steps.length;
        ctl.bgNote(ui.msg ? errText(ui.msg) : null);
        showPips(ctl, st);
      };
    } else {
      st.key = `${ctl.ply}:${st.phase}:${ctl.table.len()}`;
    }
  },

  /** Buttons for the cube, the roll and a pass (the view's moves), and the turn's Confirm. */
  actions(legal, st, ctl) {
    const out = (st.actions || []).map((a) => ({ mv: a.mv, label: t(`bg.${a.kind}`) }));
    if (st.phase === 'Moving' && !(st.actions || []).some((a) => a.kind === 'pass') && ctl) {
      const ui = ctl.board.ui;
      const confirm = h('button', { type: 'button', class: 'primary', dataset: { act: 'bgConfirm' }, disabled: !completeTurn(ui),
        onclick: () => { const mv = completeTurn(ctl.board.ui); if (mv) ctl.humanMove(mv); } }, t('bg.confirm'));
      const back = h('button', { type: 'button', dataset: { act: 'bgBack' }, disabled: !(ui.steps && ui.steps.length),
        onclick: () => { undoStep(ctl.board.data, ctl.board.ui); ctl.board.redraw(); } }, t('bg.back'));
      ctl.bgButtons = { confirm, back };
      out.push(confirm, back);
    }
    return out;
  },

  chanceInput,

  controls(ctl) {
    const flipped = store.get(FLIP_KEY) === '1';
    return [
      h('button', { type: 'button', dataset: { act: 'bgFlip' }, 'aria-pressed': String(flipped), onclick: (e) => {
        const on = store.get(FLIP_KEY) !== '1';
        store.set(FLIP_KEY, on ? '1' : '0');
        e.currentTarget.setAttribute('aria-pressed', String(on));
        ctl.update();
      } }, t('bg.flip')),
      h('button', { type: 'button', dataset: { act: 'bgIds' }, onclick: () => pasteIds(ctl) }, t('bg.pasteIds')),
    ];
  },

  afterUpdate(ctl, st) {
    if (!ctl.bgReady) {
      ctl.bgReady = true;
      addCss('bg-css', CSS);
      ctl.bgInfo = h('div', { class: 'bg-info', 'aria-live': 'polite' });
      ctl.bgMsg = h('div', { class: 'bg-msg', role: 'alert', hidden: true });
      ctl.actions.before(ctl.bgInfo);
      ctl.actions.after(ctl.bgMsg);
      ctl.bgNote = (msg) => { ctl.bgMsg.hidden = !msg; ctl.bgMsg.textContent = msg || ''; };
    }
    ctl.canvas.setAttribute('aria-label', t('bg.boardLabel'));
    ctl.root.querySelector('.game')?.classList.add('bg');
    if (!st.interactive || st.phase !== 'Moving') ctl.bgNote(null);
    // The status names the phase of the turn (not while looking back at an earlier move),
    // after the last move in words, which the shell put first.
    const said = ctl.status.querySelector('.last-move');
    if (ctl.view != null) { /* the page's status says which move is shown */ } else if (st.toAct === 'chance' && !st.result) {
      ctl.status.replaceChildren(...[said, t(st.phase === 'Opening' ? 'bg.openingRoll' : 'bg.rollFor', { p: seatName(st.turn) })].filter(Boolean));
    } else if (!st.result && typeof st.toAct === 'number' && !ctl.thinking) {
      const what = { BeforeRoll: 'bg.toRoll', Moving: 'bg.toMove', Doubled: 'bg.toAnswer' }[st.phase];
      if (what) {
        const mover = st.toAct;
        const dice = st.dice ? ` (${st.dice[0]}-${st.dice[1]})` : '';
        ctl.status.replaceChildren(...(said ? [said] : []), h('span', { class: 'swatch', style: `background:${this.seatColour[mover]}` }), ' ',
          t(what, { p: ctl.seatLabel(mover) }) + (st.phase === 'Moving' ? dice : ''));
      }
    }
    const lines = [];
    if (st.matchLength > 0) {
      lines.push(h('div', {}, h('strong', {}, t('bg.matchTo', { n: st.matchLength })), ` ${seatName(0)} ${st.score[0]} – ${st.score[1]} ${seatName(1)}`,
        st.crawford ? ` · ${t('bg.crawfordGame')}` : ''));
    }
    ctl.bgPips = h('div', { class: 'bg-pips' });
    lines.push(ctl.bgPips);
    if (st.cube && st.cube.on) {
      const owner = st.cube.owner == null ? t('bg.centred') : seatName(st.cube.owner);
      lines.push(h('div', {}, `${t('bg.cubeIs', { n: st.cube.value })} (${owner})`));
    }
    // The last game of a match (the banner says how a finished one ended).
    if (st.lastGame && !st.result) {
      const g = st.lastGame;
      lines.push(h('div', {}, h('strong', {}, t('bg.lastGame', { p: seatName(g.winner), n: g.points, k: t(`bg.kind.${g.kind}`) }))));
    }
    // GNU Backgammon's IDs of the position on the board, to copy into it.
    lines.push(h('div', { class: 'bg-ids' }, h('div', {}, `Position ID: ${st.positionId}`), h('div', {}, `Match ID: ${st.matchId}`)));
    ctl.bgInfo.replaceChildren(...lines);
    showPips(ctl, st);
  },
};
