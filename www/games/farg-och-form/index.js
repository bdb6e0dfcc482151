// The Färg och form family on the page (the rules of Qwirkle): 2–4 seats, the hand of
// whoever may see it, the cover screen between two people at one device, a turn built
// step by step through the module's partial moves (tiles put down one by one, lit cells
// and the score from Rust; or tiles chosen one by one for a trade, the trade from Rust),
// the pass from the view, the scores, the bag and the final ranking. Its settings, file
// format and previews come from the catalog; the shell says why a game ended.
import board, { drawTile } from './board.js';
import { t } from '../../i18n/index.js';
import { h, store } from '../../dom.js';
// The page's look is in www/style.css (no inline styles: the site's CSP forbids them).

const LETTERS_KEY = 'spelbord.fof.letters';

const seatName = (i) => t(`seat.farg-och-form.${i}`);

/** Small pictures of `tiles` ([{t}] or codes) followed by the play's score, named in
 *  words for screen readers. */
function tilesPicture(tiles, score) {
  const codes = tiles.map((q) => (typeof q === 'string' ? q : q.t)).filter(Boolean);
  const size = 22, dpr = window.devicePixelRatio || 1;
  const pics = codes.map((code) => {
    const c = h('canvas', { class: 'fof-mini', width: Math.round(size * dpr), height: Math.round(size * dpr), 'aria-hidden': 'true' });
    const ctx = c.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawTile(ctx, code, size / 2, size / 2, size);
    return c;
  });
  const words = codes.map(tileName).join(', ') + (score != null ? ` (${t('fof.scoreShort', { n: score })})` : '');
  return h('span', { class: 'fof-play', 'aria-label': words, title: words, dataset: { score: score ?? '' } },
    ...pics, score != null ? h('span', { class: 'fof-play-score' }, `+${score}`) : null);
}

/** A placement of the game: its tiles (from the table after it) and what it scored
 *  (the mover's score after it less before it). Kept per position. */
const plays = new Map();
function playOf(ctl, j) {
  const key = ctl.table.recordAt(j + 1);
  if (plays.has(key)) return plays.get(key);
  let play = null;
  try {
    const after = ctl.table.state(j + 1, null), before = ctl.table.state(j, null);
    const m = after.lastMove;
    if (m && m.kind === 'place') {
      const at = new Map((after.tiles || []).map(([x, y, c]) => [`${x},${y}`, c]));
      const tiles = (after.last || []).map(([x, y]) => ({ x, y, t: at.get(`${x},${y}`) })).filter((q) => q.t);
      play = { seat: m.seat, tiles, score: (after.scores[m.seat] || 0) - (before.scores[m.seat] || 0) };
    }
  } catch { play = null; }
  plays.set(key, play);
  return play;
}
// A seat is 'h' (a person) or 'c1'..'c5' (a computer); a seat the shell left unnamed
// (a game opened from a file) is played by a person.
const byComputer = (ctl, i) => String(ctl.seats[i] || '').startsWith('c');
const people = (ctl) => ctl.seats.map((_, i) => i).filter((i) => !byComputer(ctl, i));
const tileName = (code) => `${t(`fof.colour.${code[0]}`)} ${t(`fof.shape.${code[1]}`)}`.trim();

/** What each move in a move list was, as everyone saw it (Rust's `lastMove` of the
 *  position after it), by the move's notation: a trade's tiles are never shown. */
const seen = new Map();

/** Fills `seen` for the moves of the game not yet looked at (a game opened by a link). */
function learnMoves(ctl, st) {
  const moves = ctl.table.moves();
  if (st.lastMove && ctl.ply > 0) seen.set(moves[ctl.ply - 1], st.lastMove);
  for (let k = 1; k <= moves.length; k++) {
    if (!seen.has(moves[k - 1])) seen.set(moves[k - 1], ctl.table.state(k, null).lastMove);
  }
}

/** Whose turn it is at the latest position (a seat number, or null). */
function toActNow(ctl) {
  const st = ctl.table.state(ctl.table.len(), null);
  return typeof st.toAct === 'number' ? st.toAct : null;
}

/** Two or more people at one screen: the hand stays covered until its owner says ready. */
function covered(ctl) {
  if (ctl.view != null || people(ctl).length < 2) return false;
  const who = toActNow(ctl);
  if (who == null || byComputer(ctl, who)) return false;
  return !(ctl.fofReady && ctl.fofReady.seat === who && ctl.fofReady.len === ctl.table.len());
}

/** The module's answer for the steps chosen after the shown ply, kept while nothing
 *  changes (the page redraws far more often than a step is taken). */
function stepsFor(ctl, chosen) {
  const key = `${ctl.table.recordAt(ctl.ply)}#${ctl.ply}#${JSON.stringify(chosen)}`;
  if (!ctl.fofSteps || ctl.fofSteps.key !== key) {
    let res;
    try { res = ctl.table.steps(ctl.ply, chosen); } catch { res = { next: [], complete: null, view: null }; }
    ctl.fofSteps = { key, res };
  }
  return ctl.fofSteps.res;
}

/** @type {import('../../types/family').FamilyHooks} */
export default {
  board,
  seatName,
  seatColour: ['#d1495b', '#00798c', '#e0a100', '#6a4c93'],

  /** One person among computers always sees their own hand; two or more people each see
   * theirs only after saying ready; computer hands are never drawn. */
  seatView(ctl) {
    const ps = people(ctl);
    if (ps.length === 1) return ps[0];
    if (ps.length === 0 || covered(ctl) || ctl.view != null) return null;
    const who = toActNow(ctl);
    return who != null && !byComputer(ctl, who) ? who : null;
  },

  /** A move list shows what was placed as small tile pictures with the play's score
   *  (never which tiles went back in the bag); the notation stays for files and links. */
  moveText(mv, j, ctl) {
    const m = seen.get(mv);
    if (m && m.kind === 'trade') return t('fof.traded', { n: m.tiles });
    if (m && m.kind === 'pass') return t('fof.passed');
    const play = ctl && j >= 0 ? playOf(ctl, j) : null;
    return play ? tilesPicture(play.tiles, play.score) : m ? mv : '…';
  },

  /** Each move in words, for the status (and so for screen readers). */
  moveWords(mv, j, ctl) {
    const m = seen.get(mv) || ctl.table.state(j + 1, null).lastMove;
    if (!m) return null;
    const p = seatName(m.seat);
    if (m.kind === 'trade') return t('fof.saidTrade', { p, n: m.tiles });
    if (m.kind === 'pass') return t('fof.saidPass', { p });
    const play = playOf(ctl, j);
    return play ? t('fof.saidPlace', { p, tiles: play.tiles.map((q) => tileName(q.t)).join(', '), n: play.score }) : null;
  },

  /** The hint as the tiles it would lay, with its score. */
  hintText(mv, ctl) {
    const res = stepsFor(ctl, [{ kind: 'move', mv }]);
    const v = res.view;
    return v && v.pending && v.pending.length ? tilesPicture(v.pending, v.pendingScore) : null;
  },

  prepare(ctl, st) {
    const ui = ctl.board.ui;
    learnMoves(ctl, st);
    st.showRack = true;
    st.covered = covered(ctl);
    if (st.covered) st.interactive = false;
    st.tileName = tileName;
    st.hud = { seats: (st.scores || []).map((score, i) => ({ score, colour: this.seatColour[i], toAct: st.toAct === i })), bag: t('fof.bagShort', { n: st.bag }) };
    st.labels = { hidden: st.covered ? t('fof.handCovered') : t('fof.noHand') };
    st.changed = () => ctl.update();
    st.confirm = () => {
      const b = ctl.actions.querySelector('[data-act="fofConfirm"]');
      if (b && !b.disabled) b.click();
    };
    // The turn being built: its legal next steps, and the move once it is whole.
    st.next = [];
    st.pendingScore = null;
    st.hintTiles = null;
    ctl.fofTurn = null;
    if (!st.interactive || !Array.isArray(st.hand)) return;
    const chosen = ui.trade ? (ui.tradeSel || []).map((s) => s.step) : (ui.pending || []).map((p) => p.step);
    const res = stepsFor(ctl, chosen);
    st.next = res.next || [];
    const score = res.view ? res.view.pendingScore : null;
    if (res.complete && !ui.trade) st.pendingScore = score;
    ctl.fofTurn = { complete: res.complete || null, score, chosen: chosen.length };
    // A hint shows as ghost tiles: Rust says which tiles go where.
    if (st.hint && !chosen.length) {
      const hint = stepsFor(ctl, [{ kind: 'move', mv: st.hint }]);
      st.hintTiles = hint.view ? hint.view.pending : null;
    }
  },

  /** The buttons beside the board: confirm or take back the placement, trade, pass. */
  actions(legal, st, ctl) {
    const ui = ctl.board.ui;
    const turn = ctl.fofTurn;
    if (!Array.isArray(st.hand) || !turn) return [];
    const redraw = () => ctl.update();
    if (ui.trade) {
      const n = ui.tradeSel.length;
      const mv = n ? turn.complete : null;
      const why = ui.tradeFull ? t('fof.tradeBagShort', { n: st.tradeMax }) : mv ? t('fof.tradeReady', { n }) : t('fof.tradePick');
      return [h('div', { class: 'fof-build' },
        h('div', { class: 'fof-why' }, why),
        h('div', { class: 'row' },
          h('button', { type: 'button', class: 'primary', dataset: { act: 'fofTradeGo' }, disabled: !mv, onclick: () => mv && ctl.humanMove(mv) }, t('fof.tradeGo', { n })),
          h('button', { type: 'button', dataset: { act: 'fofTradeCancel' }, onclick: () => { ui.trade = false; ui.tradeSel = []; ui.tradeFull = false; redraw(); } }, t('cancel'))))];
    }
    // Building a placement.
    const pending = ui.pending || [];
    let line;
    if (!pending.length) line = h('div', { class: 'fof-why' }, st.pass ? t('fof.mustPass') : st.mustPlay ? t('fof.firstMove', { n: st.mustPlay }) : t('fof.howTo'));
    else if (turn.complete) line = h('div', { class: 'fof-score', dataset: { score: turn.score } }, t('fof.scoreIs', { n: turn.score }));
    else if (st.mustPlay && pending.length < st.mustPlay) line = h('div', { class: 'fof-why' }, t('fof.firstMoreTiles', { n: st.mustPlay, k: pending.length }));
    else line = h('div', { class: 'fof-why' }, t('fof.notYet'));
    const row = h('div', { class: 'row' },
      h('button', { type: 'button', class: 'primary', dataset: { act: 'fofConfirm' }, disabled: !turn.complete, onclick: () => turn.complete && ctl.humanMove(turn.complete) }, t('fof.confirm')),
      h('button', { type: 'button', dataset: { act: 'fofTakeBack' }, disabled: !pending.length, onclick: () => { ui.pending = []; ui.sel = null; redraw(); } }, t('fof.takeBack')));
    // Trading: the button says why it cannot be used (the reason comes from the view).
    const whyNot = st.tradeMax > 0 ? null : st.noTrade === 'firstMove' ? t('fof.noTradeFirst') : st.noTrade === 'bagEmpty' ? t('fof.noTradeBag') : t('fof.noTrade');
    row.append(h('button', { type: 'button', dataset: { act: 'fofTrade' }, 'aria-pressed': 'false', disabled: !!whyNot, title: whyNot,
      onclick: () => { ui.trade = true; ui.tradeSel = []; ui.tradeFull = false; ui.pending = []; ui.sel = null; redraw(); } }, whyNot ? t('fof.tradeNo', { why: whyNot }) : t('fof.trade')));
    if (st.pass) row.append(h('button', { type: 'button', class: 'primary', dataset: { act: 'fofPass', move: st.pass }, onclick: () => ctl.humanMove(st.pass) }, t('fof.pass')));
    return [h('div', { class: 'fof-build' }, line, row)];
  },

  controls(ctl) {
    const letters = store.get(LETTERS_KEY) === '1';
    return [
      h('button', { type: 'button', dataset: { act: 'fofFit' }, onclick: () => { ctl.board.ui.cam = null; ctl.board.redraw(); } }, t('fof.fit')),
      h('button', { type: 'button', dataset: { act: 'fofLetters' }, 'aria-pressed': String(letters), onclick: (e) => {
        const on = !ctl.board.ui.letters;
        ctl.board.ui.letters = on;
        store.set(LETTERS_KEY, on ? '1' : '0');
        e.currentTarget.setAttribute('aria-pressed', String(on));
        ctl.board.redraw();
      } }, t('fof.letters')),
    ];
  },

  afterUpdate(ctl, st) {
    if (!ctl.fofReadyUi) {
      ctl.fofReadyUi = true;
      const game = ctl.root.querySelector('.game');
      if (game) game.classList.add('fof');
      ctl.board.ui.letters = store.get(LETTERS_KEY) === '1';
      ctl.cover = h('div', { class: 'fof-cover', role: 'status', hidden: true });
      ctl.boardWrap.before(ctl.cover);
      ctl.fofInfo = h('div', { class: 'fof-info' });
      ctl.actions.before(ctl.fofInfo);
    }
    ctl.canvas.setAttribute('aria-label', t('fof.boardLabel'));
    // The cover between two people's turns.
    const c = ctl.cover;
    if (st.covered) {
      const who = st.toAct;
      c.replaceChildren(h('strong', {}, t('fof.coverTitle', { p: seatName(who) })), ' ', t('fof.coverText', { p: seatName(who) }),
        h('div', { class: 'row' }, h('button', { type: 'button', class: 'primary', dataset: { act: 'fofReady' }, onclick: () => {
          ctl.fofReady = { seat: who, len: ctl.table.len() };
          ctl.update();
        } }, t('fof.ready', { p: seatName(who) }))));
      c.hidden = false;
    } else {
      c.hidden = true;
      c.replaceChildren();
    }
    // Scores, hand sizes and the bag, always in view; at the end, the ranking from Rust.
    const n = (st.scores || []).length;
    const ranks = st.result && st.ranking && st.ranking.length ? st.ranking : null;
    const rows = (ranks || Array.from({ length: n }, (_, i) => ({ seat: i, score: st.scores[i] }))).map((r) => {
      const i = r.seat;
      return h('tr', { class: st.toAct === i ? 'to-act' : '', dataset: { seat: i } },
        ranks ? h('td', { class: 'num' }, `${r.place}.`) : null,
        h('td', {}, h('span', { class: 'swatch', style: `background:${this.seatColour[i]}` }), ctl.seatLabel(i), st.wentOut === i ? ` (${t('fof.wentOutShort')})` : ''),
        h('td', { class: 'num fof-points' }, String(r.score)),
        h('td', { class: 'num' }, t('fof.tiles', { n: st.handSizes[i] })));
    });
    const table = h('table', { class: 'fof-scores' },
      h('thead', {}, h('tr', {}, ranks ? h('th', { class: 'num' }, '#') : null, h('th', {}, t('players')), h('th', { class: 'num' }, t('fof.points')), h('th', { class: 'num' }, t('fof.hand')))),
      h('tbody', {}, ...rows));
    const lines = [h('div', { class: 'fof-bag', dataset: { bag: st.bag } }, t('fof.bag', { n: st.bag })), table];
    const last = st.lastMove;
    if (last && !st.result) {
      if (last.kind === 'trade') lines.push(h('div', {}, t('fof.didTrade', { p: seatName(last.seat), n: last.tiles })));
      else if (last.kind === 'pass') lines.push(h('div', {}, t('fof.didPass', { p: seatName(last.seat) })));
    }
    ctl.fofInfo.replaceChildren(...lines);
  },
};
