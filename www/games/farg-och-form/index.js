// The Färg och form family on the page (the rules of Qwirkle): 2–4 seats, the hand of
// whoever may see it, the cover screen between two people at one device, building a
// placement tile by tile (lit cells and its score asked of Rust), trading, passing,
// the scores, the bag and the final table. Every family module has this shape (see
// families/index.js).
import board from './board.js';
import { t } from '../../i18n/index.js';
import { h } from '../../dom.js';

const LETTERS_KEY = 'spelbord.fof.letters';

const CSS = `
.fof-cover { border-radius: 10px; padding: .8rem 1rem; margin-bottom: .5rem; background: #e8f0fb; color: #14305c; border: 2px solid var(--accent); font-size: 1.05rem; line-height: 1.4; }
.fof-cover .row { margin-top: .5rem; }
.fof-scores { width: 100%; border-collapse: collapse; font-size: .98rem; }
.fof-scores td, .fof-scores th { padding: .2rem .35rem; text-align: left; border-bottom: 1px solid var(--line); }
.fof-scores td.num, .fof-scores th.num { text-align: right; font-variant-numeric: tabular-nums; }
.fof-scores tr.to-act td { font-weight: 700; }
.fof-scores .swatch { display: inline-block; width: .8rem; height: .8rem; border-radius: 50%; vertical-align: -.05rem; margin-right: .3rem; }
.fof-info { color: var(--muted); font-size: .95rem; display: flex; flex-direction: column; gap: .35rem; }
.fof-info .fof-bag { color: var(--fg); font-weight: 600; }
.fof-info .fof-end { color: var(--fg); font-weight: 600; }
.fof-build { display: flex; flex-direction: column; gap: .4rem; width: 100%; }
.fof-build .fof-score { font-weight: 600; }
.fof-build .fof-why { color: var(--muted); font-size: .92rem; }
.fof-build .row { display: flex; gap: .4rem; flex-wrap: wrap; }
.game.fof .movelist .mv { display: block; text-align: left; }
[data-act="fofLetters"][aria-pressed="true"], [data-act="fofTrade"][aria-pressed="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
`;
function addCss() {
  if (document.getElementById('fof-css')) return;
  const el = document.createElement('style');
  el.id = 'fof-css';
  el.textContent = CSS;
  document.head.append(el);
}

const wasm = () => (window.spelbord && window.spelbord.wasm) || window.wasmBindings;
const seatName = (i) => t(`seat.farg-och-form.${i}`);
const isCpu = (s) => s && s[0] === 'c';
const people = (ctl) => ctl.seats.map((s, i) => (isCpu(s) ? -1 : i)).filter((i) => i >= 0);
const tileName = (code) => `${t(`fof.colour.${code[0]}`)} ${t(`fof.shape.${code[1]}`)}`.trim();

/** Whose turn it is at the latest position (a seat number, or null). */
function toActNow(ctl) {
  const st = ctl.table.state(ctl.table.len(), null);
  return typeof st.toAct === 'number' ? st.toAct : null;
}

/** Two or more people at one screen: the hand stays covered until its owner says ready. */
function covered(ctl) {
  if (ctl.view != null || people(ctl).length < 2) return false;
  const who = toActNow(ctl);
  if (who == null || isCpu(ctl.seats[who])) return false;
  return !(ctl.fofReady && ctl.fofReady.seat === who && ctl.fofReady.len === ctl.table.len());
}

/** The placement being built, in notation (sorted by cell, as Rust writes it). */
function pendingText(d, ui) {
  return [...(ui.pending || [])]
    .map((p) => ({ x: p.x, y: p.y, t: d.hand[p.i] }))
    .sort((a, b) => a.x - b.x || a.y - b.y)
    .map((p) => `${p.t}@${p.x},${p.y}`).join(' ');
}

/** The trade move in `legal` for the chosen tiles (the same tiles in any order). */
function tradeMove(legal, tiles) {
  const want = [...tiles].sort().join(' ');
  return legal.find((m) => m.startsWith('trade ') && m.slice(6).split(' ').sort().join(' ') === want) || null;
}

/** Ranks with ties shared: 1, 1, 3 … */
function ranking(scores) {
  const order = scores.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s || a.i - b.i);
  return order.map((o) => ({ ...o, place: 1 + order.filter((p) => p.s > o.s).length }));
}

export default {
  id: 'farg-och-form',
  board,
  seatName,
  seatColour: ['#d1495b', '#00798c', '#e0a100', '#6a4c93'],
  fields: [{ key: 'players', type: 'select', label: 'fof.playersField', default: '2', seats: true,
    options: [2, 3, 4].map((n) => ({ value: String(n), label: () => String(n) })) }],
  // Two opening moves of the seed-1 game the game list's card shows.
  preview: { 'farg-och-form': ['Bx@0,0 Gx@1,0 Ox@2,0', 'R*@-2,-1 P*@-1,-1 B*@0,-1', 'Gx@2,-1 Ox@3,-1'] },

  /** One person among computers always sees their own hand; two or more people each see
   * theirs only after saying ready; computer hands are never drawn. */
  seatView(ctl) {
    const ps = people(ctl);
    if (ps.length === 1) return ps[0];
    if (ps.length === 0 || covered(ctl) || ctl.view != null) return null;
    const who = toActNow(ctl);
    return who != null && !isCpu(ctl.seats[who]) ? who : null;
  },

  /** A move list shows what was placed, but never which tiles went back in the bag. */
  moveText(mv) {
    return mv.startsWith('trade ') ? t('fof.traded', { n: mv.split(' ').length - 1 }) : mv === 'pass' ? t('fof.passed') : mv;
  },

  prepare(ctl, st) {
    const ui = ctl.board.ui;
    st.showRack = true;
    st.covered = covered(ctl);
    if (st.covered) st.interactive = false;
    st.tileName = tileName;
    st.hud = { seats: (st.scores || []).map((score, i) => ({ score, colour: this.seatColour[i], toAct: st.toAct === i })), bag: t('fof.bagShort', { n: st.bag }) };
    st.labels = { hidden: st.covered ? t('fof.handCovered') : t('fof.noHand') };
    const record = ctl.table.recordAt(ctl.ply);
    if (!ctl.fofCache || ctl.fofCache.record !== record) ctl.fofCache = { record, cells: new Map() };
    const cache = ctl.fofCache.cells;
    st.cellsFor = (tile, pending) => {
      const placed = [...pending].sort((a, b) => a.x - b.x || a.y - b.y).map((p) => `${p.t}@${p.x},${p.y}`).join(' ');
      const key = `${placed}|${tile}`;
      if (!cache.has(key)) {
        let flat = [];
        try { flat = Array.from(wasm().fargOchFormCells(record, placed, tile)); } catch { flat = []; }
        const out = [];
        for (let k = 0; k + 1 < flat.length; k += 2) out.push([flat[k], flat[k + 1]]);
        cache.set(key, out);
      }
      return cache.get(key);
    };
    st.changed = () => ctl.update();
    st.confirm = () => {
      const b = ctl.actions.querySelector('[data-act="fofConfirm"]');
      if (b && !b.disabled) b.click();
    };
    // The score of the placement being built (the board shows it beside the tiles).
    st.pendingScore = null;
    ctl.fofPending = null;
    if (st.interactive && Array.isArray(st.hand) && ui.pending && ui.pending.length) {
      const text = pendingText(st, ui);
      let score = null, why = null;
      try { score = wasm().fargOchFormScore(record, text); } catch (e) { why = e.message; }
      const legal = st.legal.includes(text);
      if (legal) st.pendingScore = score;
      ctl.fofPending = { text, score, why, legal };
    }
  },

  /** The buttons beside the board: confirm or take back the placement, trade, pass. */
  actions(legal, st, ctl) {
    const ui = ctl.board.ui;
    if (!Array.isArray(st.hand)) return [];
    const out = [];
    const redraw = () => ctl.update();
    const p = ctl.fofPending;
    const canTrade = legal.some((m) => m.startsWith('trade '));
    if (ui.trade) {
      const tiles = ui.tradeSel.map((i) => st.hand[i]);
      const mv = tiles.length ? tradeMove(legal, tiles) : null;
      let why = t('fof.tradePick');
      if (tiles.length > st.bag) why = t('fof.tradeBagShort', { n: st.bag });
      else if (mv) why = '';
      out.push(h('div', { class: 'fof-build' },
        h('div', { class: 'fof-why' }, why || t('fof.tradeReady', { n: tiles.length })),
        h('div', { class: 'row' },
          h('button', { type: 'button', class: 'primary', dataset: { act: 'fofTradeGo' }, disabled: !mv, onclick: () => mv && ctl.humanMove(mv) }, t('fof.tradeGo', { n: tiles.length })),
          h('button', { type: 'button', dataset: { act: 'fofTradeCancel' }, onclick: () => { ui.trade = false; ui.tradeSel = []; redraw(); } }, t('cancel')))));
      return out;
    }
    // Building a placement.
    const pending = ui.pending || [];
    let line;
    if (!pending.length) line = h('div', { class: 'fof-why' }, legal.includes('pass') ? t('fof.mustPass') : st.mustPlay ? t('fof.firstMove', { n: st.mustPlay }) : t('fof.howTo'));
    else if (p && p.legal) line = h('div', { class: 'fof-score', dataset: { score: p.score } }, t('fof.scoreIs', { n: p.score }));
    else if (st.mustPlay && pending.length < st.mustPlay) line = h('div', { class: 'fof-why' }, t('fof.firstMoreTiles', { n: st.mustPlay, k: pending.length }));
    else line = h('div', { class: 'fof-why' }, t('fof.notYet'));
    const row = h('div', { class: 'row' },
      h('button', { type: 'button', class: 'primary', dataset: { act: 'fofConfirm' }, disabled: !(p && p.legal), onclick: () => p && p.legal && ctl.humanMove(p.text) }, t('fof.confirm')),
      h('button', { type: 'button', dataset: { act: 'fofTakeBack' }, disabled: !pending.length, onclick: () => { ui.pending = []; ui.sel = null; redraw(); } }, t('fof.takeBack')));
    // Trading: the button says why it cannot be used.
    let whyNot = null;
    if (!canTrade) whyNot = st.mustPlay ? t('fof.noTradeFirst') : st.bag === 0 ? t('fof.noTradeBag') : t('fof.noTrade');
    row.append(h('button', { type: 'button', dataset: { act: 'fofTrade' }, 'aria-pressed': 'false', disabled: !canTrade, title: whyNot,
      onclick: () => { ui.trade = true; ui.tradeSel = []; ui.pending = []; ui.sel = null; redraw(); } }, whyNot ? t('fof.tradeNo', { why: whyNot }) : t('fof.trade')));
    if (legal.includes('pass')) row.append(h('button', { type: 'button', class: 'primary', dataset: { act: 'fofPass', move: 'pass' }, onclick: () => ctl.humanMove('pass') }, t('fof.pass')));
    out.push(h('div', { class: 'fof-build' }, line, row));
    return out;
  },

  controls(ctl) {
    const letters = localStorage.getItem(LETTERS_KEY) === '1';
    return [
      h('button', { type: 'button', dataset: { act: 'fofFit' }, onclick: () => { ctl.board.ui.cam = null; ctl.board.redraw(); } }, t('fof.fit')),
      h('button', { type: 'button', dataset: { act: 'fofLetters' }, 'aria-pressed': String(letters), onclick: (e) => {
        const on = !ctl.board.ui.letters;
        ctl.board.ui.letters = on;
        localStorage.setItem(LETTERS_KEY, on ? '1' : '0');
        e.currentTarget.setAttribute('aria-pressed', String(on));
        ctl.board.redraw();
      } }, t('fof.letters')),
    ];
  },

  afterUpdate(ctl, st) {
    if (!ctl.fofReadyUi) {
      ctl.fofReadyUi = true;
      addCss();
      const game = ctl.root.querySelector('.game');
      if (game) game.classList.add('fof');
      ctl.board.ui.letters = localStorage.getItem(LETTERS_KEY) === '1';
      ctl.cover = h('div', { class: 'fof-cover', role: 'status', hidden: true });
      ctl.boardWrap.before(ctl.cover);
      ctl.fofInfo = h('div', { class: 'fof-info', 'aria-live': 'polite' });
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
    // Scores, hand sizes and the bag, always in view.
    const n = (st.scores || []).length;
    const rows = [];
    const ranks = st.result ? ranking(st.scores) : null;
    const order = ranks ? ranks.map((r) => r.i) : Array.from({ length: n }, (_, i) => i);
    for (const i of order) {
      const r = ranks && ranks.find((x) => x.i === i);
      rows.push(h('tr', { class: st.toAct === i ? 'to-act' : '', dataset: { seat: i } },
        ranks ? h('td', { class: 'num' }, `${r.place}.`) : null,
        h('td', {}, h('span', { class: 'swatch', style: `background:${this.seatColour[i]}` }), ctl.seatLabel(i), st.wentOut === i ? ` (${t('fof.wentOutShort')})` : ''),
        h('td', { class: 'num fof-points' }, String(st.scores[i])),
        h('td', { class: 'num' }, t('fof.tiles', { n: st.handSizes[i] }))));
    }
    const table = h('table', { class: 'fof-scores' },
      h('thead', {}, h('tr', {}, ranks ? h('th', { class: 'num' }, '#') : null, h('th', {}, t('players')), h('th', { class: 'num' }, t('fof.points')), h('th', { class: 'num' }, t('fof.hand')))),
      h('tbody', {}, ...rows));
    const lines = [h('div', { class: 'fof-bag', dataset: { bag: st.bag } }, t('fof.bag', { n: st.bag })), table];
    const moves = ctl.table.moves();
    const lastMv = moves[ctl.ply - 1];
    if (lastMv && !st.result) {
      const before = ctl.table.state(ctl.ply - 1, null);
      const who = typeof before.toAct === 'number' ? seatName(before.toAct) : '';
      if (lastMv.startsWith('trade ')) lines.push(h('div', {}, t('fof.didTrade', { p: who, n: lastMv.split(' ').length - 1 })));
      else if (lastMv === 'pass') lines.push(h('div', {}, t('fof.didPass', { p: who })));
    }
    if (st.result) {
      const w = st.result.winners;
      const text = w.length === 1 ? t('wins', { p: seatName(w[0]) })
        : w.length === n ? t('draw') : t('fof.shared', { p: w.map(seatName).join(' & ') });
      ctl.banner.textContent = text;
      ctl.status.replaceChildren(text);
      lines.push(h('div', { class: 'fof-end' }, st.wentOut != null ? t('fof.endOut', { p: seatName(st.wentOut) }) : t('fof.endStuck')));
    }
    ctl.fofInfo.replaceChildren(...lines);
  },

};
