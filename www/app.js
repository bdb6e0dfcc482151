// Spelbord's page: routes, the game list, a game table, rules pages and the embed mode.
// All game knowledge is in the WebAssembly module (a Table per game in progress); this
// file only arranges the page and passes notation strings back and forth.
import { t, setLang, pickInitialLang, LANGS, lang } from './i18n/index.js';
import { BoardView } from './board.js';
import { Engine } from './engine.js';
import { FAMILIES } from './families/index.js';
import { h, toast } from './dom.js';
import { RULES } from './rules/index.js';


let GAMES = [];
let wasm = null; // the module's bindings, once Trunk's loader has started it
let engine = null;
let current = null; // the GameCtl on screen
const app = document.getElementById('app');

const gameInfo = (id) => GAMES.find((g) => g.id === id);
const familyOf = (id) => FAMILIES[gameInfo(id)?.family];

function header() {
  const sel = h('select', { 'aria-label': t('language'), id: 'lang', onchange: (e) => { setLang(e.target.value); route(); } },
    ...Object.values(LANGS).map((L) => h('option', { value: L.lang, selected: L.lang === lang() }, L.langName)));
  return h('header', { class: 'top' },
    h('a', { href: '#/', class: 'brand' }, h('img', { src: 'www/icon.svg', alt: '', width: 28, height: 28 }), 'Spelbord'),
    h('nav', {}, h('a', { href: '#/' }, t('games'))),
    sel);
}

// ---------- seats ----------
// A seat is "h" (a person) or "c1".."c5" (the computer at a level).
const parseSeats = (s, n) => {
  const parts = String(s || '').split(',').map((x) => x.trim());
  return Array.from({ length: n }, (_, i) => (/^(h|c[1-5])$/.test(parts[i]) ? parts[i] : i === 0 ? 'h' : 'c3'));
};
const isCpu = (seat) => seat && seat[0] === 'c';
const cpuLevel = (seat) => Number(seat.slice(1));

// ---------- storage ----------
const saveKey = (id, embed) => `spelbord.${embed ? 'embed' : 'game'}.${id}`;
function loadSaved(id, embed) {
  try { return JSON.parse(localStorage.getItem(saveKey(id, embed)) || 'null'); } catch { return null; }
}

// ---------- the game table ----------
class GameCtl {
  constructor(root, { id, table, seats, redo = [], embed = false }) {
    this.id = id; this.table = table; this.seats = seats; this.redo = redo; this.embed = embed;
    this.view = null; // null: follow the game; a number: looking at that ply
    this.fam = familyOf(id);
    this.hint = null;
    this.analysisOn = false;
    this.analyses = new Map(); // record text -> exact values of its moves
    this.root = root;
    this.build();
    this.save();
    this.update();
    this.maybeBot();
  }

  get ply() { return this.view == null ? this.table.len() : this.view; }

  build() {
    const f = this.fam;
    this.canvas = h('canvas', { class: 'board', 'aria-label': t('boardLabel'), role: 'application' });
    this.boardWrap = h('div', { class: 'board-wrap' }, this.canvas);
    this.banner = h('div', { class: 'banner', hidden: true, role: 'status' });
    this.status = h('div', { class: 'status', 'aria-live': 'polite' });
    this.moveList = h('ol', { class: 'movelist', tabIndex: 0, 'aria-label': t('moves') });
    this.linkOut = h('input', { class: 'link-out', readonly: true, hidden: true, 'aria-label': t('copyLink') });
    const btn = (key, fn, extra = {}) => h('button', { type: 'button', onclick: fn, dataset: { act: key }, ...extra }, t(key));
    this.controls = h('div', { class: 'controls' },
      btn('undo', () => this.undo()), btn('redo', () => this.redoMove()),
      btn('hint', () => this.askHint()),
      f.analysis ? btn('analysis', () => this.toggleAnalysis(), { 'aria-pressed': 'false' }) : null,
      this.embed ? null : btn('newGame', () => settingsDialog(this.id, this.seats, this.table)),
      this.embed ? null : btn('rematch', () => this.rematch()),
      this.embed ? h('a', { class: 'button', href: `#/g/${encodeURIComponent(this.table.record())}`, target: '_blank', rel: 'noopener' }, t('embedOpen')) : btn('copyLink', () => this.copyLink()),
      ...(f.controls ? f.controls(this) : []));
    // Moves made with a button rather than on the board (a pass, a double, a draw offer).
    this.actions = h('div', { class: 'controls actions' });
    this.board = new BoardView(this.canvas, f.board, (mv) => this.humanMove(mv));
    this.board.maxHeight = () => (window.innerWidth < 700 ? window.innerHeight * 0.62 : window.innerHeight - 140);
    const side = h('aside', { class: 'side' }, this.status, this.actions, this.controls, this.linkOut,
      this.embed ? null : h('h2', {}, t('moves')), this.embed ? null : this.moveList);
    const title = h('div', { class: 'game-title' }, h('h1', {}, t(`game.${this.id}`)),
      this.embed ? null : h('a', { href: `#/rules/${this.id}` }, t('rules')));
    this.root.replaceChildren(h('div', { class: `game ${this.embed ? 'embed' : ''}` }, title, h('div', { class: 'play' }, h('div', { class: 'board-col' }, this.banner, this.boardWrap), side)));
    this.moveList.addEventListener('keydown', (e) => this.navKey(e));
  }

  navKey(e) {
    const n = this.table.len();
    let p = this.ply;
    if (e.key === 'ArrowLeft') p = Math.max(0, p - 1);
    else if (e.key === 'ArrowRight') p = Math.min(n, p + 1);
    else if (e.key === 'Home') p = 0;
    else if (e.key === 'End') p = n;
    else return false;
    e.preventDefault();
    this.view = p >= n ? null : p;
    this.update();
    return true;
  }

  save() {
    const data = { record: this.table.record(), seats: this.seats.join(','), redo: this.redo };
    localStorage.setItem(saveKey(this.id, this.embed), JSON.stringify(data));
    if (!this.embed) localStorage.setItem('spelbord.last', this.id);
  }

  seatLabel(i) {
    const s = this.seats[i];
    return isCpu(s) ? `${this.fam.seatName(i)} (${t('computer')}, ${t('level.' + cpuLevel(s))})` : this.fam.seatName(i);
  }

  update() {
    const ply = this.ply;
    const st = this.table.state(ply, this.fam.seatView ? this.fam.seatView(this, ply) : null);
    const latest = this.view == null;
    const mover = typeof st.toAct === 'number' ? st.toAct : null;
    st.id = this.id;
    st.interactive = latest && mover != null && !isCpu(this.seats[mover]);
    st.hint = latest ? this.hint : null;
    st.analysis = this.showAnalysis(st, ply);
    // A family may add what its board needs beyond the position (e.g. a turn being built).
    if (this.fam.prepare) this.fam.prepare(this, st);
    this.board.set(st);
    // Actions are moves ({mv, label}) or a family's own elements; a chance event due at
    // the end of a game with dice thrown at the table asks for the outcome.
    const acts = st.interactive && this.fam.actions ? this.fam.actions(st.legal, st, this) : [];
    if (latest && st.toAct === 'chance' && this.fam.chanceInput) acts.push(...this.fam.chanceInput(this, st));
    this.actions.replaceChildren(...acts
      .map((a) => (a instanceof Node ? a : h('button', { type: 'button', class: 'primary', dataset: { move: a.mv }, onclick: () => this.humanMove(a.mv) }, a.label))));
    // Status and result.
    if (st.result) {
      const w = st.result.winners;
      const text = w.length === 1 ? t('wins', { p: this.fam.seatName(w[0]) }) : t('draw');
      this.banner.hidden = false;
      this.banner.textContent = text;
      this.banner.className = `banner ${w.length === 1 ? 'win' : 'draw'}`;
      this.status.replaceChildren(text);
    } else {
      this.banner.hidden = true;
      const who = mover != null ? this.seatLabel(mover) : '';
      const key = this.thinking ? 'thinking' : 'toMove';
      this.status.replaceChildren(h('span', { class: 'swatch', style: `background:${this.fam.seatColour[mover] || '#888'}` }), ' ', t(key, { p: who }));
    }
    if (!latest) {
      this.status.append(h('div', { class: 'viewing' }, t('viewing', { n: ply, m: this.table.len() }), ' ',
        h('button', { type: 'button', onclick: () => { this.view = null; this.update(); } }, t('backToGame'))));
    }
    // After the status, so a family may say more about whose turn it is.
    if (this.fam.afterUpdate) this.fam.afterUpdate(this, st);
    // Controls.
    const q = (a) => this.controls.querySelector(`[data-act="${a}"]`);
    q('undo').disabled = this.table.len() === 0;
    q('redo').disabled = this.redo.length === 0;
    q('hint').disabled = !st.interactive;
    if (q('analysis')) q('analysis').setAttribute('aria-pressed', String(this.analysisOn));
    this.analysisText(st.analysis);
    // Move list: numbered rounds.
    const moves = this.table.moves();
    const seats = this.table.seats();
    const items = [];
    // A family may number the rounds itself (in Dam a huff or a draw offer is no move of
    // its own); by default a round is one move per seat.
    const rounds = this.fam.moveRounds ? this.fam.moveRounds(moves, this.table)
      : Array.from({ length: Math.ceil(moves.length / seats) }, (_, r) => Array.from({ length: Math.min(seats, moves.length - r * seats) }, (_, k) => r * seats + k));
    for (const round of rounds) {
      const li = h('li', {});
      for (const j of round) {
        li.append(h('button', { type: 'button', class: `mv ${j + 1 === ply ? 'cur' : ''}`, dataset: { ply: j + 1 },
          onclick: () => { this.view = j + 1 >= moves.length ? null : j + 1; this.update(); } }, this.fam.moveText ? this.fam.moveText(moves[j]) : moves[j]));
      }
      items.push(li);
    }
    this.moveList.replaceChildren(...(items.length ? items : [h('li', { class: 'none' }, t('noMoves'))]));
    const cur = this.moveList.querySelector('.cur');
    // Scroll the list only: on a phone the page itself must not jump away from the board.
    if (cur) {
      const lr = this.moveList.getBoundingClientRect(), cr = cur.getBoundingClientRect();
      if (cr.top < lr.top || cr.bottom > lr.bottom) this.moveList.scrollTop += cr.top < lr.top ? cr.top - lr.top : cr.bottom - lr.bottom;
    }
  }

  humanMove(mv) {
    if (this.view != null) return;
    try {
      this.table.play(mv);
    } catch (e) {
      toast(t('illegal', { e: e.message }), 'error');
      return;
    }
    this.redo = [];
    this.afterMove();
  }

  afterMove() {
    this.hint = null;
    this.save();
    this.update();
    this.maybeBot();
  }

  async maybeBot() {
    if (this.view != null || this.thinking) return;
    const st = this.table.state(this.table.len(), null);
    if (st.result || typeof st.toAct !== 'number' || !isCpu(this.seats[st.toAct])) return;
    const record = this.table.record();
    this.thinking = true;
    this.update();
    try {
      const a = await engine.ask({ record, level: cpuLevel(this.seats[st.toAct]) });
      this.thinking = false;
      // The game may have moved on (undo, new game) while the engine thought.
      if (current !== this || this.table.record() !== record) return;
      this.table.play(a.mv);
      this.afterMove();
    } catch (e) {
      this.thinking = false;
      if (e.message !== 'cancelled') toast(t('error', { e: e.message }), 'error');
      if (current === this) this.update();
    }
  }

  stopBot() {
    engine.cancel();
    this.thinking = false;
  }

  undo() {
    this.stopBot();
    this.view = null;
    const moves = this.table.moves();
    let n = moves.length;
    if (n === 0) return;
    // Against the computer, take back to the person's own last move.
    const humanAt = (k) => { const s = this.table.state(k, null); return typeof s.toAct === 'number' && !isCpu(this.seats[s.toAct]); };
    n -= 1;
    while (n > 0 && !humanAt(n)) n -= 1;
    this.table.truncate(n);
    // The redo stack's top is the next move to replay.
    this.redo = this.redo.concat(moves.slice(n).reverse());
    this.afterUndo();
  }

  afterUndo() {
    this.hint = null;
    this.save();
    this.update();
    this.maybeBot();
  }

  redoMove() {
    this.stopBot();
    this.view = null;
    // Replays until a person is to move again, so redo mirrors undo.
    let played = 0;
    while (this.redo.length) {
      const mv = this.redo.pop();
      try { this.table.play(mv); } catch { this.redo = []; break; }
      played += 1;
      const s = this.table.state(this.table.len(), null);
      if (typeof s.toAct !== 'number' || !isCpu(this.seats[s.toAct])) break;
    }
    if (played) { this.save(); this.update(); this.maybeBot(); }
  }

  rematch() {
    this.stopBot();
    const seats = [...this.seats].reverse();
    const rec = this.table.record().split('|');
    const seed = wasm.freshSeed();
    // A family's special table (dice thrown at the table) carries over: `local` null means "as this one".
    const table = (this.fam.newTable && this.fam.newTable(wasm, this.id, rec[1] || '', seed, null, this)) || new wasm.Table(this.id, rec[1] || '', seed);
    startGame(this.id, table, seats);
  }

  /** Exact values are shown when the player asks, and for every position once the game is over. */
  showAnalysis(st, ply) {
    if (!this.fam.analysis) return null;
    const over = this.table.state(this.table.len(), null).result;
    if (!(this.analysisOn || over) || st.result || this.thinking) return null;
    const rec = this.table.recordAt(ply);
    if (this.analyses.has(rec)) return this.analyses.get(rec);
    this.analyses.set(rec, { pending: true });
    engine.ask({ record: rec, level: 5, timeMs: 3000, kind: 'analyze' }).then((a) => {
      this.analyses.set(rec, a);
      if (current === this) this.update();
    }).catch(() => this.analyses.set(rec, { unavailable: true }));
    return this.analyses.get(rec);
  }

  analysisText(a) {
    if (!this.analysisBox) {
      this.analysisBox = h('div', { class: 'analysis', 'aria-live': 'polite' });
      this.status.after(this.analysisBox);
    }
    if (!a || !a.columns) {
      this.analysisBox.replaceChildren(a && a.pending ? t('loading') : a && a.unavailable ? t('analysisLater') : '');
      return;
    }
    const items = a.columns.map((c, i) => (c == null ? null : h('li', { class: c.kind },
      `${i + 1}: ${c.kind === 'win' ? t('winIn', { n: c.in }) : c.kind === 'loss' ? t('lossIn', { n: c.in }) : t('drawn')}`))).filter(Boolean);
    this.analysisBox.replaceChildren(h('strong', {}, t('analysis')), h('ul', {}, ...items));
  }

  toggleAnalysis() {
    this.analysisOn = !this.analysisOn;
    this.update();
  }

  async askHint() {
    if (this.thinking) return;
    const record = this.table.record();
    try {
      const a = await engine.ask({ record, level: 5, timeMs: 800 });
      if (current !== this || this.table.record() !== record) return;
      this.hint = a.mv;
      toast(t('hintIs', { m: a.mv }));
      this.update();
    } catch (e) {
      if (e.message !== 'cancelled') toast(t('error', { e: e.message }), 'error');
    }
  }

  link() {
    const base = location.href.split('#')[0];
    return `${base}#/g/${encodeURIComponent(this.table.record())}?seats=${this.seats.join(',')}`;
  }

  async copyLink() {
    const url = this.link();
    this.linkOut.hidden = false;
    this.linkOut.value = url;
    this.linkOut.select();
    try { await navigator.clipboard.writeText(url); } catch { /* the field stays for a manual copy */ }
    toast(t('linkCopied'));
  }
}

function startGame(id, table, seats, opts = {}) {
  if (current) current.board.destroy();
  const root = h('main', {});
  app.replaceChildren(...(opts.embed ? [] : [header()]), root);
  current = new GameCtl(root, { id, table, seats, redo: opts.redo || [], embed: !!opts.embed });
  return current;
}

// ---------- table settings ----------
function settingsDialog(id, seats, table) {
  const info = gameInfo(id);
  const fam = FAMILIES[info.family];
  const variants = GAMES.filter((g) => g.family === info.family);
  const prevSettings = new URLSearchParams(table ? table.record().split('|')[1] || '' : '');
  const gameSel = h('select', { name: 'game' }, ...variants.map((g) => h('option', { value: g.id, selected: g.id === id }, t(`game.${g.id}`))));
  // Field types: 'bool' (a checkbox) and 'select' (options [{value, label}]); `default`
  // when the record leaves the setting out; `local` fields go to fam.newTable, not the rules.
  const optLabel = (o) => (typeof o.label === 'function' ? o.label() : t(o.label));
  const fieldEls = fam.fields.map((f) => (f.type === 'select'
    ? h('label', {}, t(f.label), ' ', h('select', { name: f.key },
      ...f.options.map((o) => h('option', { value: o.value, selected: String(prevSettings.get(f.key) ?? f.default ?? '') === String(o.value) }, optLabel(o)))))
    : h('label', { class: 'check' },
      h('input', { type: 'checkbox', name: f.key, checked: prevSettings.has(f.key) ? prevSettings.get(f.key) === 'true' : !!f.default }), ' ', t(f.label))));
  // Seats beyond the last game's default to the computer at the middle level.
  const seatOf = (i) => seats[i] || (i === 0 ? 'h' : 'c3');
  const seatSels = Array.from({ length: info.max_seats }, (_, i) => h('label', {}, fam.seatName(i), ' ',
    h('select', { name: `seat${i}` },
      h('option', { value: 'h', selected: seatOf(i) === 'h' }, t('person')),
      ...[1, 2, 3, 4, 5].map((l) => h('option', { value: `c${l}`, selected: seatOf(i) === `c${l}` }, `${t('computer')}: ${t('level.' + l)}`)))));
  // A field marked `seats` (a number of players) shows that many seat rows.
  const seatField = fam.fields.find((f) => f.seats);
  const seatCount = () => (seatField ? Number(fieldEls[fam.fields.indexOf(seatField)].querySelector('select').value) || info.max_seats : info.max_seats);
  const showSeats = () => seatSels.forEach((el, i) => { el.style.display = i >= seatCount() ? 'none' : ''; });
  if (seatField) fieldEls[fam.fields.indexOf(seatField)].querySelector('select').addEventListener('change', showSeats);
  showSeats();
  const dlg = h('dialog', { class: 'settings' },
    h('form', { method: 'dialog' },
      h('h2', {}, t('tableSettings')),
      h('label', {}, t('game'), ' ', gameSel),
      ...fieldEls,
      h('fieldset', {}, h('legend', {}, t('players')), ...seatSels),
      h('div', { class: 'row' },
        h('button', { type: 'button', onclick: () => dlg.close() }, t('cancel')),
        h('button', { type: 'submit', class: 'primary', value: 'start' }, t('start')))));
  dlg.addEventListener('close', () => {
    dlg.remove();
    if (dlg.returnValue !== 'start') return;
    const gid = gameSel.value;
    const settings = new URLSearchParams();
    const local = {};
    for (const f of fam.fields) {
      const el = dlg.querySelector(`[name=${f.key}]`);
      const v = f.type === 'select' ? el.value : el.checked ? 'true' : 'false';
      if (f.local) local[f.key] = v; else settings.set(f.key, v);
    }
    const newSeats = seatSels.slice(0, seatCount()).map((_, i) => dlg.querySelector(`[name=seat${i}]`).value);
    if (current) current.stopBot();
    const seed = wasm.freshSeed();
    const tbl = (fam.newTable && fam.newTable(wasm, gid, settings.toString(), seed, local)) || new wasm.Table(gid, settings.toString(), seed);
    if (location.hash !== `#/play/${gid}`) history.replaceState(null, '', `#/play/${gid}`);
    startGame(gid, tbl, newSeats);
  });
  document.body.append(dlg);
  dlg.showModal();
  return dlg;
}

// ---------- pages ----------
function homePage() {
  const cards = GAMES.map((g) => {
    const c = h('canvas', { class: 'preview', 'aria-hidden': 'true' });
    const saved = loadSaved(g.id);
    const card = h('article', { class: 'card' },
      h('div', { class: 'preview-wrap' }, c),
      h('h2', {}, t(`game.${g.id}`)),
      h('p', {}, t(`blurb.${g.id}`)),
      h('div', { class: 'row' },
        h('a', { class: 'button primary', href: `#/play/${g.id}` }, saved && saved.record.split('|')[3] ? t('resume') : t('play')),
        h('a', { class: 'button', href: `#/rules/${g.id}` }, t('rules'))));
    requestAnimationFrame(() => drawPreview(c, g.id));
    return card;
  });
  app.replaceChildren(header(), h('main', { class: 'home' }, h('p', { class: 'tagline' }, t('tagline')), h('div', { class: 'cards' }, ...cards)));
}

function drawPreview(canvas, id) {
  const fam = familyOf(id);
  const tbl = new wasm.Table(id, '', '1');
  // A few opening moves make the preview look like a game, not an empty grid.
  for (const m of (fam.preview && fam.preview[id]) || []) { try { tbl.play(m); } catch { /* ignore */ } }
  const d = tbl.state(tbl.len(), null);
  d.interactive = false;
  const w = canvas.parentElement.clientWidth || 240;
  const hgt = w / fam.board.aspect(d);
  const dpr = window.devicePixelRatio || 1;
  canvas.width = w * dpr; canvas.height = hgt * dpr; canvas.style.width = `${w}px`; canvas.style.height = `${hgt}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  fam.board.draw(ctx, w, hgt, d, fam.board.initUi(), performance.now());
  tbl.free();
}

function gamePage(id) {
  const saved = loadSaved(id);
  if (current && current.id === id && !current.embed && app.contains(current.root)) return;
  if (saved) {
    try {
      const table = wasm.Table.fromRecord(saved.record);
      startGame(id, table, parseSeats(saved.seats, table.seats()), { redo: Array.isArray(saved.redo) ? saved.redo.map(String) : [] });
      return;
    } catch (e) {
      toast(t('error', { e: e.message }), 'error');
    }
  }
  const table = new wasm.Table(id, '', wasm.freshSeed());
  startGame(id, table, parseSeats('h,c3', table.seats()));
  settingsDialog(id, current.seats, table);
}

function linkPage(rest, embed) {
  const [enc, query] = rest.split('?');
  const params = new URLSearchParams(query || '');
  let text;
  try { text = decodeURIComponent(enc); } catch { text = enc; }
  let table;
  try {
    table = wasm.Table.fromRecord(text);
  } catch (e) {
    if (embed) { app.replaceChildren(h('p', { class: 'error-page', role: 'alert' }, t('badLink', { e: e.message }))); return; }
    homePage();
    toast(t('badLink', { e: e.message }), 'error');
    const msg = h('p', { class: 'error-line', role: 'alert' }, t('badLink', { e: e.message }));
    app.querySelector('main').prepend(msg);
    return;
  }
  const id = table.id();
  const seats = parseSeats(params.get('seats') || 'h,h', table.seats());
  startGame(id, table, seats, { embed });
  if (!embed) history.replaceState(null, '', `#/play/${id}`);
}

function rulesPage(id) {
  const r = RULES[id];
  if (!r) return notFound();
  const text = r[lang()] || r.en || r.sv;
  const body = h('article', { class: 'rules' });
  body.append(h('h1', {}, t('rulesOf', { g: t(`game.${id}`) })));
  for (const block of text) {
    if (block.h) body.append(h('h2', {}, block.h));
    if (block.p) body.append(h('p', {}, block.p));
    if (block.ul) body.append(h('ul', {}, ...block.ul.map((x) => h('li', {}, x))));
    if (block.decision) body.append(h('p', { class: 'decision' }, h('strong', {}, `${t('decision')}: `), block.decision));
  }
  body.append(h('p', {}, h('a', { class: 'button primary', href: `#/play/${id}` }, t('play'))));
  app.replaceChildren(header(), h('main', {}, body));
}

function notFound() {
  app.replaceChildren(header(), h('main', {}, h('p', {}, t('notFound')), h('a', { href: '#/' }, t('home'))));
}

function route() {
  const hash = location.hash.replace(/^#\/?/, '');
  const [page, ...restParts] = hash.split('/');
  const rest = restParts.join('/');
  document.body.classList.toggle('embed-mode', page === 'embed');
  if (current && page !== 'play') { current.stopBot?.(); current.board.destroy(); current = null; }
  if (!page) return homePage();
  if (page === 'play' && gameInfo(rest)) return gamePage(rest);
  if (page === 'rules' && gameInfo(rest)) return rulesPage(rest);
  if (page === 'g' && rest) return linkPage(rest, false);
  if (page === 'embed' && rest) {
    if (rest.startsWith('g/')) return linkPage(rest.slice(2), true);
    const [id, q] = rest.split('?');
    if (gameInfo(id)) {
      const saved = loadSaved(id, true);
      const seats = parseSeats(new URLSearchParams(q || '').get('seats') || (saved && saved.seats) || 'h,h', 2);
      let table;
      try { table = saved ? wasm.Table.fromRecord(saved.record) : null; } catch { table = null; }
      table = table || new wasm.Table(id, new URLSearchParams(q || '').get('settings') || '', wasm.freshSeed());
      startGame(id, table, seats, { embed: true });
      return;
    }
  }
  return notFound();
}

async function main() {
  setLang(pickInitialLang());
  app.replaceChildren(h('p', { class: 'loading' }, t('loading')));
  // Trunk's loader instantiates the module and announces it; we may run before or after.
  wasm = window.wasmBindings || await new Promise((ok) => addEventListener('TrunkApplicationStarted', () => ok(window.wasmBindings), { once: true }));
  // Only games whose board the page can draw are offered (the others are still being built).
  GAMES = wasm.games().filter((g) => FAMILIES[g.family]);
  engine = new Engine();
  window.addEventListener('hashchange', route);
  // Arrow keys step through the moves unless the board (which uses them) has focus.
  document.addEventListener('keydown', (e) => {
    if (!current || e.defaultPrevented) return;
    const tag = (e.target.tagName || '').toLowerCase();
    if (['input', 'select', 'textarea', 'canvas'].includes(tag)) return;
    current.navKey(e);
  });
  window.spelbord = { wasm, get current() { return current; }, engine };
  route();
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    navigator.serviceWorker.register('./sw.js').catch(() => { /* the site still works online */ });
  }
}

main().catch((e) => {
  app.replaceChildren(h('p', { class: 'error-page', role: 'alert' }, `Spelbord could not start: ${e.message}`));
});
