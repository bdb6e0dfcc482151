// The backgammon family on the page: its board, seats, table settings (match length,
// cube, Crawford, Jacoby, dice thrown at the table), the turn being built (Confirm and
// take-back-a-step beside the board, the rules' reason when a step is refused), cube
// decisions, the flip, GNU Backgammon IDs (paste to set up, copy out), .mat export and
// import, and its strings. Every family module has this shape (see families/index.js).
import board, { undoStep, completeTurn } from './board.js';
import { t } from '../../i18n/index.js';
import { h } from '../../dom.js';

const FLIP_KEY = 'spelbord.backgammon.flip';

const CSS = `
.bg-info { color: var(--muted); font-size: .95rem; display: flex; flex-direction: column; gap: .15rem; }
.bg-info strong { color: var(--fg); }
.bg-msg { background: #fdecea; color: #5f1410; border: 1px solid #e53935; border-radius: 8px; padding: .35rem .6rem; font-size: .95rem; }
.bg-dice { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
.bg-dice select { font-size: 1rem; }
[data-act="bgFlip"][aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
dialog.bg-dialog textarea, dialog.bg-dialog input[type=text] { width: 100%; font-family: ui-monospace, monospace; font-size: .9rem; }
`;
function addCss() {
  if (document.getElementById('bg-css')) return;
  const el = document.createElement('style');
  el.id = 'bg-css';
  el.textContent = CSS;
  document.head.append(el);
}

const wasm = () => (window.spelbord && window.spelbord.wasm) || window.wasmBindings;
const seatName = (i) => t(`seat.backgammon.${i}`);
const isCpu = (s) => s && s[0] === 'c';

/** The rules explain a refusal in English; the common ones are said in the page's language. */
function localError(msg) {
  const m = String(msg);
  const known = [
    [/bar must enter/, 'bg.errBar'],
    [/held by two or more/, 'bg.errBlocked'],
    [/bearing off needs all/, 'bg.errBearOff'],
    [/larger than the point/, 'bg.errLarger'],
    [/higher/, 'bg.errHigher'],
    [/both dice must be used/, 'bg.errBoth'],
    [/doubles must be played|played \d times/, 'bg.errDoubles'],
    [/no checker of yours/, 'bg.errNoChecker'],
    [/move forward/, 'bg.errForward'],
    [/turn passes/, 'bg.errPass'],
  ];
  for (const [re, key] of known) if (re.test(m)) return t(key);
  return m;
}

function download(text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** The game or match as GNU Backgammon's .mat text (downloaded); returns the text. */
function exportMat(ctl) {
  const name = (i) => (isCpu(ctl.seats[i]) ? `Spelbord-${ctl.seats[i].slice(1)}` : seatName(i));
  let text;
  try {
    text = wasm().bgExportMat(ctl.table.record(), name(0), name(1));
  } catch (e) {
    ctl.bgNote(t('bg.matFailed', { e: e.message }));
    return null;
  }
  const d = new Date();
  const pad = (x) => String(x).padStart(2, '0');
  download(text, `backgammon-${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}.mat`, 'text/plain');
  return text;
}

/** A dialog with a text field: pasted IDs or a .mat file; `open(text)` returns a record or throws. */
function textDialog(ctl, { title, help, placeholder, file, open }) {
  const area = h('textarea', { rows: file ? 8 : 3, spellcheck: 'false', 'aria-label': title, placeholder });
  const error = h('p', { class: 'error-line', role: 'alert', hidden: true });
  const tryOpen = () => {
    let rec;
    try {
      rec = open(area.value);
    } catch (e) {
      error.hidden = false;
      error.textContent = t('bg.badInput', { e: localError(e.message) });
      return;
    }
    dlg.close();
    // The page opens a record from a link: the same road as a shared game.
    location.hash = `#/g/${encodeURIComponent(rec)}?seats=${ctl.seats.join(',')}`;
  };
  const fileEl = file ? h('input', { type: 'file', accept: '.mat,.txt,text/plain', onchange: async () => {
    const f = fileEl.files && fileEl.files[0];
    if (!f) return;
    area.value = await f.text();
    tryOpen();
  } }) : null;
  const dlg = h('dialog', { class: 'settings bg-dialog' },
    h('form', { method: 'dialog', onsubmit: (e) => { e.preventDefault(); tryOpen(); } },
      h('h2', {}, title), h('p', {}, help),
      fileEl ? h('label', {}, t('bg.file'), ' ', fileEl) : null,
      area, error,
      h('div', { class: 'row' },
        h('button', { type: 'button', onclick: () => dlg.close() }, t('cancel')),
        h('button', { type: 'submit', class: 'primary', value: 'open' }, t('bg.open')))));
  dlg.addEventListener('close', () => dlg.remove());
  document.body.append(dlg);
  dlg.showModal();
  return dlg;
}

function pasteIds(ctl) {
  const cur = ctl.table.record().split('|')[1] || '';
  // The pasted position replaces any earlier one; the other table settings stay.
  const keep = new URLSearchParams(cur);
  keep.delete('start');
  return textDialog(ctl, {
    title: t('bg.pasteTitle'), help: t('bg.pasteHelp'), placeholder: 'Position ID: 4HPwATDgc/ABMA Match ID: cAkAAAAAAAAA',
    open: (text) => `backgammon|${wasm().bgStartSettings(keep.toString(), text)}|${wasm().freshSeed()}|`,
  });
}

function importMat(ctl) {
  return textDialog(ctl, { title: t('bg.importTitle'), help: t('bg.importHelp'), placeholder: ' 5 point match\n\n Game 1\n …', file: true,
    open: (text) => wasm().bgImportMat(text) });
}

/** Black's points where the move before `ply` landed (for a mark on the board): the
 * notation's points after each '/', in the mover's numbering. */
function lastLandings(ctl, ply) {
  if (ply < 1) return null;
  const mv = ctl.table.moves()[ply - 1] || '';
  if (!mv.includes('/')) return null;
  const mover = ctl.table.state(ply - 1, null).turn;
  const out = [];
  for (const seg of mv.split(/\s+/)) {
    for (const p of seg.replace(/\(\d\)/g, '').split('/').slice(1)) {
      const n = parseInt(p, 10);
      if (n >= 1 && n <= 24) out.push(mover === 0 ? n : 25 - n);
    }
  }
  return out;
}

/** Whose side is drawn at the bottom: the person's against the computer, else Black's. */
function bottomSeat(ctl) {
  const people = ctl.seats.map((s, i) => (isCpu(s) ? -1 : i)).filter((i) => i >= 0);
  return people.length === 1 ? people[0] : 0;
}

/** The dice entered by hand when they are thrown at the table. */
function chanceInput(ctl, st) {
  const opening = st.phase === 'Opening';
  const sel = (name, label, dflt) => h('select', { name, 'aria-label': label }, ...[1, 2, 3, 4, 5, 6].map((v) => h('option', { value: v, selected: v === dflt }, String(v))));
  const a = sel('die1', opening ? seatName(0) : t('bg.die', { n: 1 }), 1);
  const b = sel('die2', opening ? seatName(1) : t('bg.die', { n: 2 }), opening ? 2 : 1);
  const enter = () => {
    // Equal opening dice are thrown again (the rules leave them out of the opening roll).
    if (opening && a.value === b.value) { ctl.bgNote(t('bg.errOpeningEqual')); return; }
    try {
      ctl.table.playChance(`${a.value}${b.value}`);
    } catch (e) {
      ctl.bgNote(localError(e.message));
      return;
    }
    ctl.afterMove();
  };
  return [h('div', { class: 'bg-dice' },
    opening ? h('span', {}, seatName(0)) : null, a, opening ? h('span', {}, seatName(1)) : null, b,
    h('button', { type: 'button', class: 'primary', dataset: { act: 'bgEnterDice' }, onclick: enter }, t('bg.enterDice')))];
}

export default {
  id: 'backgammon',
  board,
  seatName,
  seatColour: ['#26272b', '#f4efe3'],
  // Table settings; `local` ones shape the table, not the rules (see app.js).
  fields: [
    { key: 'match_length', type: 'select', label: 'bg.matchLength', default: '0',
      options: [{ value: '0', label: 'bg.single' }, { value: '1', label: 'bg.points1' },
        ...[3, 5, 7, 9, 11].map((n) => ({ value: String(n), label: () => `${n} ${t('bg.points')}` }))] },
    { key: 'cube', type: 'bool', label: 'bg.cube', default: false },
    { key: 'crawford', type: 'bool', label: 'bg.crawford', default: true },
    { key: 'jacoby', type: 'bool', label: 'bg.jacoby', default: true },
    { key: 'manual_dice', type: 'bool', label: 'bg.manualDice', default: false, local: true },
  ],
  /** Dice thrown at the table: a table whose rolls wait to be entered. */
  newTable(w, id, settings, seed, local, ctl) {
    // A rematch (local null) keeps the dice as they were: entered by hand if the record has any.
    const manual = local ? local.manual_dice === 'true' : (ctl.table.record().split('|')[3] || '').split(';').some((m) => m.startsWith('!'));
    return manual ? w.bgManualTable(settings, seed) : null;
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
  // An opening on the game list's card (the rolls of seed 1).
  preview: { backgammon: ['8/4 6/4', '13/11 13/8', '24/18 13/10', '13/7(2) 8/2(2)'] },

  /** What the board needs beyond the position: the side at the bottom, the flip, and
   * the rules' answer about a turn being built. */
  prepare(ctl, st) {
    st.bottom = bottomSeat(ctl);
    st.flip = localStorage.getItem(FLIP_KEY) === '1';
    st.lastTo = lastLandings(ctl, ctl.ply);
    if (st.interactive && st.phase === 'Moving') {
      const rec = ctl.table.recordAt(ctl.ply);
      st.key = rec;
      st.nextSteps = (steps) => {
        try {
          return JSON.parse(wasm().bgNextSteps(rec, JSON.stringify(steps.map((s) => ({ from: s.from, to: s.to })))));
        } catch (e) {
          return { error: localError(e.message) };
        }
      };
      st.onSteps = (ui) => {
        const b = ctl.bgButtons;
        if (!b) return;
        b.confirm.disabled = !completeTurn(ui);
        b.back.disabled = !ui.steps.length;
        ctl.bgNote(ui.msg ? localError(ui.msg) : null);
      };
    } else {
      st.key = `${ctl.ply}:${st.phase}:${ctl.table.len()}`;
    }
  },

  /** Buttons for the cube, the roll, a pass, and the turn's Confirm. */
  actions(legal, st, ctl) {
    const names = { roll: 'bg.roll', double: 'bg.double', take: 'bg.take', drop: 'bg.drop', pass: 'bg.pass' };
    const out = legal.filter((m) => names[m]).map((mv) => ({ mv, label: t(names[mv]) }));
    if (st.phase === 'Moving' && !legal.includes('pass') && ctl) {
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
    const flipped = localStorage.getItem(FLIP_KEY) === '1';
    return [
      h('button', { type: 'button', dataset: { act: 'bgFlip' }, 'aria-pressed': String(flipped), onclick: (e) => {
        const on = localStorage.getItem(FLIP_KEY) !== '1';
        localStorage.setItem(FLIP_KEY, on ? '1' : '0');
        e.currentTarget.setAttribute('aria-pressed', String(on));
        ctl.update();
      } }, t('bg.flip')),
      h('button', { type: 'button', dataset: { act: 'bgIds' }, onclick: () => pasteIds(ctl) }, t('bg.pasteIds')),
      h('button', { type: 'button', dataset: { act: 'bgExport' }, onclick: () => exportMat(ctl) }, t('bg.exportMat')),
      h('button', { type: 'button', dataset: { act: 'bgImport' }, onclick: () => importMat(ctl) }, t('bg.importMat')),
    ];
  },

  afterUpdate(ctl, st) {
    if (!ctl.bgReady) {
      ctl.bgReady = true;
      addCss();
      ctl.bgInfo = h('div', { class: 'bg-info', 'aria-live': 'polite' });
      ctl.bgMsg = h('div', { class: 'bg-msg', role: 'alert', hidden: true });
      ctl.actions.before(ctl.bgInfo);
      ctl.actions.after(ctl.bgMsg);
      ctl.bgNote = (msg) => { ctl.bgMsg.hidden = !msg; ctl.bgMsg.textContent = msg || ''; };
    }
    ctl.canvas.setAttribute('aria-label', t('bg.boardLabel'));
    if (!st.interactive || st.phase !== 'Moving') ctl.bgNote(null);
    // The status names the phase of the turn (not while looking back at an earlier move).
    if (ctl.view != null) { /* the page's status says which move is shown */ } else if (st.toAct === 'chance' && !st.result) {
      ctl.status.replaceChildren(t(st.phase === 'Opening' ? 'bg.openingRoll' : 'bg.rollFor', { p: seatName(st.turn) }));
    } else if (!st.result && typeof st.toAct === 'number' && !ctl.thinking) {
      const what = { BeforeRoll: 'bg.toRoll', Moving: 'bg.toMove', Doubled: 'bg.toAnswer' }[st.phase];
      if (what) {
        const mover = st.toAct;
        const dice = st.dice ? ` (${st.dice[0]}-${st.dice[1]})` : '';
        ctl.status.replaceChildren(h('span', { class: 'swatch', style: `background:${this.seatColour[mover]}` }), ' ',
          t(what, { p: ctl.seatLabel(mover) }) + (st.phase === 'Moving' ? dice : ''));
      }
    }
    const lines = [];
    if (st.matchLength > 0) {
      lines.push(h('div', {}, h('strong', {}, t('bg.matchTo', { n: st.matchLength })), ` ${seatName(0)} ${st.score[0]} – ${st.score[1]} ${seatName(1)}`,
        st.crawford ? ` · ${t('bg.crawfordGame')}` : ''));
    }
    lines.push(h('div', {}, `${t('bg.pips')}: ${seatName(0)} ${st.pips[0]} · ${seatName(1)} ${st.pips[1]}`));
    if (st.cube && st.cube.on) {
      const owner = st.cube.owner == null ? t('bg.centred') : seatName(st.cube.owner);
      lines.push(h('div', {}, `${t('bg.cubeIs', { n: st.cube.value })} (${owner})`));
    }
    if (st.lastGame) {
      const g = st.lastGame;
      lines.push(h('div', {}, h('strong', {}, t('bg.lastGame', { p: seatName(g.winner), n: g.points, k: t(`bg.kind.${g.kind}`) }))));
    }
    ctl.bgInfo.replaceChildren(...lines);
  },

};
