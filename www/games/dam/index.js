// The Dam family on the page: its board, seats, table settings, the huffing and
// draw-offer prompts over the board, flip and square numbers, PDN export and import,
// and its strings. Every family module has this shape (see families/index.js).
import board from './board.js';
import { t } from '../../i18n/index.js';
import { h } from '../../dom.js';

const NUMBERS_KEY = 'spelbord.dam.numbers';

// The prompt over the board and the lines beside it (the page's sheet knows no family).
const CSS = `
.dam-prompt { border-radius: 10px; padding: .6rem .8rem; margin-bottom: .5rem; font-size: 1.05rem; line-height: 1.4; }
.dam-prompt.fault { background: #fdecea; color: #5f1410; border: 2px solid #e53935; }
.dam-prompt.offer { background: #e8f0fb; color: #14305c; border: 2px solid var(--accent); }
.dam-prompt .row { margin-top: .45rem; }
.dam-prompt button.huff { border-color: #e53935; color: #b3261e; background: #fff; }
.dam-info { color: var(--muted); font-size: .95rem; display: flex; flex-direction: column; gap: .15rem; }
.dam-info .dam-decided { color: var(--fg); font-weight: 600; }
[data-act="damNumbers"][aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
dialog.dam-import textarea { width: 100%; font-family: ui-monospace, monospace; font-size: .9rem; }
`;
function addCss() {
  if (document.getElementById('dam-css')) return;
  const el = document.createElement('style');
  el.id = 'dam-css';
  el.textContent = CSS;
  document.head.append(el);
}

const wasm = () => (window.spelbord && window.spelbord.wasm) || window.wasmBindings;
const seatName = (i) => t(`seat.dam.${i}`);
const isCpu = (s) => s && s[0] === 'c';

/** A Rust error names the line in English ("line 3: …"); say it in the page's language. */
function localError(msg) {
  return String(msg).replace(/^line (\d+): /, (_, n) => `${t('dam.line', { n })}: `);
}

/** The PDN of the game on the table, with the computer's level as its player name. */
function exportPdn(ctl) {
  const name = (i) => (isCpu(ctl.seats[i]) ? `Spelbord (${t('level.' + ctl.seats[i].slice(1))})` : '');
  const d = new Date();
  const pad = (x) => String(x).padStart(2, '0');
  const date = `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())}`;
  const text = wasm().damExportPdn(ctl.table.record(), name(0), name(1), date);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-draughts-pdn' }));
  const a = h('a', { href: url, download: `dam-${date.replaceAll('.', '-')}.pdn`, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  return text;
}

/** The import dialog: a file or pasted text; a bad file leaves the game as it was. */
function importDialog(ctl) {
  const area = h('textarea', { name: 'pdn', rows: 8, spellcheck: 'false', 'aria-label': t('dam.pasteLabel'), placeholder: '[Event "…"]\n1. 11-15 23-19 2. 8-11 22-17 *' });
  const error = h('p', { class: 'error-line', role: 'alert', hidden: true });
  const tryOpen = () => {
    let rec;
    try {
      rec = wasm().damImportPdn(area.value);
    } catch (e) {
      error.hidden = false;
      error.textContent = t('dam.badPdn', { e: localError(e.message) });
      return;
    }
    dlg.close();
    // The page opens a record from a link: the same road as a shared game.
    location.hash = `#/g/${encodeURIComponent(rec)}?seats=${ctl.seats.join(',')}`;
  };
  const file = h('input', { type: 'file', name: 'file', accept: '.pdn,.txt,text/plain', onchange: async () => {
    const f = file.files && file.files[0];
    if (!f) return;
    area.value = await f.text();
    tryOpen();
  } });
  const dlg = h('dialog', { class: 'settings dam-import' },
    h('form', { method: 'dialog', onsubmit: (e) => { e.preventDefault(); tryOpen(); } },
      h('h2', {}, t('dam.importTitle')),
      h('p', {}, t('dam.importHelp')),
      h('label', {}, t('dam.file'), ' ', file),
      area, error,
      h('div', { class: 'row' },
        h('button', { type: 'button', onclick: () => dlg.close() }, t('cancel')),
        h('button', { type: 'submit', class: 'primary', value: 'open' }, t('dam.open')))));
  dlg.addEventListener('close', () => dlg.remove());
  document.body.append(dlg);
  dlg.showModal();
  return dlg;
}

/** What was just decided besides piece moves (a huff, an insist, a declined offer …), for
 * the status: looked for back to the last move but one, because the computer huffs and
 * then moves at once. */
function lastDecision(ctl, ply) {
  const moves = ctl.table.moves();
  let pieces = 0;
  for (let k = ply - 1; k >= 0 && pieces < 2; k--) {
    const mv = moves[k] || '';
    if (/^\d/.test(mv)) { pieces += 1; continue; }
    const before = ctl.table.state(k, null);
    const who = typeof before.toAct === 'number' ? seatName(before.toAct) : '';
    const m = /^huff(\d+)$/.exec(mv);
    if (m) return t('dam.didHuff', { p: who, n: m[1] });
    if (mv === 'insist') return t('dam.didInsist', { p: who });
    if (mv === 'allow') return t('dam.didAllow', { p: who });
    if (mv === 'decline') return t('dam.didDecline', { p: who });
  }
  return null;
}

/** Why the game ended: the app says who won; a draughts player also wants to know why. */
function resultReason(ctl, st) {
  const w = st.result.winners;
  if (w.length === 1) {
    const loser = 1 - w[0];
    const left = (st.squares || []).some((s) => s && s.c === loser);
    return t(left ? 'dam.endBlocked' : 'dam.endNoPieces', { p: seatName(loser) });
  }
  const moves = ctl.table.moves();
  if (moves[ctl.ply - 1] === 'accept') return t('dam.endAgreed');
  if (st.quiet >= 80) return t('dam.endQuiet');
  return t('dam.endRepetition');
}

function toggle(key, label, pressed, onclick) {
  return h('button', { type: 'button', dataset: { act: key }, 'aria-pressed': String(pressed), onclick }, label);
}

export default {
  id: 'dam',
  board,
  seatName,
  seatColour: ['#2b2b2b', '#f3ecdc'],
  fields: [{ key: 'huffing', type: 'bool', label: 'dam.huffingField' }],
  // Old Fourteenth, the classic opening, on the game list's card.
  preview: { dam: ['11-15', '23-19', '8-11', '22-17', '4-8', '17-13', '15-18', '24-20'] },

  /** Move-list rounds as PDN numbers them: a round is Black's move and White's answer,
   * with huffs, verdicts and draw offers inside the round where they happen. */
  moveRounds(moves, table) {
    const rounds = [];
    let cur = null;
    let whiteMoved = false;
    moves.forEach((mv, k) => {
      const piece = /^\d/.test(mv);
      const seat = piece ? table.state(k, null).toAct : null;
      if (!cur || (piece && seat === 0 && whiteMoved)) { cur = []; rounds.push(cur); whiteMoved = false; }
      cur.push(k);
      if (piece && seat === 1) whiteMoved = true;
    });
    return rounds;
  },

  /** Buttons for the decisions that are not a piece move. */
  actions(legal, st) {
    const names = { insist: 'dam.insist', allow: 'dam.allow', accept: 'dam.accept', decline: 'dam.decline' };
    const out = legal.filter((m) => names[m]).map((mv) => ({ mv, label: t(names[mv]) }));
    // Offering is legal on an ordinary turn but never listed (it is no move of the game).
    if (st.mayOfferDraw && !legal.includes('accept') && !st.fault) out.push({ mv: 'offer', label: t('dam.offer') });
    return out;
  },

  controls(ctl) {
    const numbers = localStorage.getItem(NUMBERS_KEY) === '1';
    return [
      h('button', { type: 'button', dataset: { act: 'damFlip' }, onclick: () => {
        ctl.board.ui.orient = ctl.board.ui.orient === 'black' ? 'white' : 'black';
        ctl.board.ui.cursor = null;
        ctl.board.redraw();
      } }, t('dam.flip')),
      toggle('damNumbers', t('dam.numbers'), numbers, (e) => {
        const on = !ctl.board.ui.numbers;
        ctl.board.ui.numbers = on;
        localStorage.setItem(NUMBERS_KEY, on ? '1' : '0');
        e.currentTarget.setAttribute('aria-pressed', String(on));
        ctl.board.redraw();
      }),
      h('button', { type: 'button', dataset: { act: 'damExport' }, onclick: () => exportPdn(ctl) }, t('dam.exportPdn')),
      h('button', { type: 'button', dataset: { act: 'damImport' }, onclick: () => importDialog(ctl) }, t('dam.importPdn')),
    ];
  },

  afterUpdate(ctl, st) {
    const ui = ctl.board.ui;
    if (!ctl.damReady) {
      ctl.damReady = true;
      addCss();
      // A person playing the computer sees the board from their own side; two people
      // (or two computers) get the diagram's way, White at the bottom.
      const people = ctl.seats.map((s, i) => (isCpu(s) ? -1 : i)).filter((i) => i >= 0);
      ui.orient = people.length === 1 && people[0] === 0 ? 'black' : 'white';
      ui.numbers = localStorage.getItem(NUMBERS_KEY) === '1';
      ctl.prompt = h('div', { class: 'dam-prompt', role: 'status', hidden: true });
      ctl.boardWrap.before(ctl.prompt);
      ctl.info = h('div', { class: 'dam-info', 'aria-live': 'polite' });
      ctl.actions.before(ctl.info);
    }
    ui.labels = { stop: t('dam.stopHere') };
    ctl.canvas.setAttribute('aria-label', t('dam.boardLabel'));
    const offer = ctl.actions.querySelector('[data-move="offer"]');
    if (offer) offer.classList.remove('primary');

    // The prompt over the board: a faulty move to judge, or a draw offer to answer.
    const mover = typeof st.toAct === 'number' ? st.toAct : null;
    const p = ctl.prompt;
    p.replaceChildren();
    p.className = 'dam-prompt';
    if (st.fault && mover != null) {
      const offender = seatName(1 - mover);
      const what = t(st.stoppedEarly ? 'dam.faultStopped' : 'dam.faultIgnored', { p: offender });
      if (st.interactive) {
        const huffs = st.legal.filter((m) => m.startsWith('huff'));
        p.append(h('strong', {}, what), ' ', t('dam.faultChoose'),
          h('div', { class: 'row' },
            h('button', { type: 'button', class: 'primary', dataset: { move: 'insist' }, onclick: () => ctl.humanMove('insist') }, t('dam.insist')),
            h('button', { type: 'button', class: 'primary', dataset: { move: 'allow' }, onclick: () => ctl.humanMove('allow') }, t('dam.allow')),
            ...huffs.map((m) => h('button', { type: 'button', class: 'huff', dataset: { move: m }, onclick: () => ctl.humanMove(m) }, t('dam.huff', { n: m.slice(4) })))));
      } else {
        p.append(h('strong', {}, what), ' ', t('dam.faultWaiting', { p: seatName(mover) }));
      }
      p.classList.add('fault');
      p.hidden = false;
    } else if (st.offer != null && mover != null) {
      p.append(h('strong', {}, t('dam.offerPending', { p: seatName(st.offer) })));
      if (st.interactive) {
        p.append(h('div', { class: 'row' },
          h('button', { type: 'button', class: 'primary', dataset: { move: 'accept' }, onclick: () => ctl.humanMove('accept') }, t('dam.accept')),
          h('button', { type: 'button', class: 'primary', dataset: { move: 'decline' }, onclick: () => ctl.humanMove('decline') }, t('dam.decline'))));
      }
      p.classList.add('offer');
      p.hidden = false;
    } else {
      p.hidden = true;
    }
    // The prompt carries the answers: the same buttons beside the board would only repeat them.
    if (!p.hidden && st.interactive) {
      for (const b of ctl.actions.querySelectorAll('[data-move]')) if (p.querySelector(`[data-move="${b.dataset.move}"]`)) b.remove();
    }

    // Beside the board: what the other side just decided, the material, the 40-move count.
    const squares = st.squares || [];
    const count = (c) => squares.filter((s) => s && s.c === c).length;
    const kings = (c) => squares.filter((s) => s && s.c === c && s.k).length;
    const side = (c) => `${seatName(c)} ${count(c)}${kings(c) ? ` (${t('dam.kings', { n: kings(c) })})` : ''}`;
    const lines = [];
    const decided = lastDecision(ctl, ctl.ply);
    if (decided) lines.push(h('div', { class: 'dam-decided' }, decided));
    lines.push(h('div', { class: 'dam-material' }, `${side(0)} – ${side(1)}`));
    if (st.result) lines.push(h('div', { class: 'dam-decided' }, resultReason(ctl, st)));
    if (st.quiet >= 20 && !st.result) lines.push(h('div', { class: 'dam-quiet' }, t('dam.quiet', { n: Math.floor(st.quiet / 2) })));
    ctl.info.replaceChildren(...lines);
  },

};
