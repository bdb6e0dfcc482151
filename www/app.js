// Spelbord's page: routes, the game list, a game table, rules pages and the embed mode.
// All game knowledge is in the families' WebAssembly modules (a Table per game in
// progress); this file only arranges the page. What it knows of the games without
// loading any module comes from the catalog (www/catalog.json, written from the Rust
// registry): ids, seats, settings, previews. A game page loads only its family's module
// (www/games/<family>/ for the page glue, wasm/<family>.js for the rules), and the
// computer-player worker loads the same one.
import { t, has, setLang, pickInitialLang, lang, addStrings, errText } from './i18n/index.js';
import { BoardView } from './board.js';
import { Engine } from './engine.js';
import { h, toast } from './dom.js';
import { showRouteDialog, closeRouteDialogs, takeDialogs, reopenDialogs, langMenu, formValues } from './dialogs.js';

let GAMES = []; // the catalog
/** The longest record the rules accept (`MAX_RECORD_LEN` in crates/core). */
const MAX_RECORD_LEN = 100000;
let engine = null;
let current = null; // the GameCtl on screen
const app = document.getElementById('app');

const gameInfo = (id) => GAMES.find((g) => g.id === id);

// Each family's pieces are loaded once, on first use.
const loaded = new Map();
const once = (key, f) => { if (!loaded.has(key)) loaded.set(key, f()); return loaded.get(key); };
/** The family's WebAssembly module (its rules and engines), started. */
const wasmOf = (family) => once(`wasm:${family}`, async () => {
  const m = await import(`../wasm/${family}.js`);
  await m.default();
  return m;
});
/** The family's page glue (its board renderer, controls and move list). */
const famOf = (family) => once(`fam:${family}`, async () => (await import(`./games/${family}/index.js`)).default);
/** The family's board renderer alone (the game list's previews). */
const boardOf = (family) => once(`board:${family}`, async () => (await import(`./games/${family}/board.js`)).default);
/** The family's words (names, settings, reasons, errors), added to the tables. */
const stringsOf = (family) => once(`strings:${family}`, async () => addStrings((await import(`./games/${family}/strings.js`)).default));
/** The rules library (the index and the field sports): only its pages load it. */
const libOf = () => once('library', () => import('./library/index.js'));
/** The family's rules pages by game id and language. */
const rulesOf = (family) => once(`rules:${family}`, async () => (await import(`./games/${family}/rules.js`)).default);
/** The computer player of a family: one worker with its module, replaced on cancel. */
function engineFor(family) {
  if (!engine || engine.family !== family) { if (engine) engine.stop(); engine = new Engine(family); }
  return engine;
}
/** The analysis's own worker (families with an exact analysis), started with the page so
 *  the first analysis does not wait for a module to load, and kept across games. */
let analysisEngine = null;
function analysisFor(family) {
  if (!analysisEngine || analysisEngine.family !== family) { if (analysisEngine) analysisEngine.stop(); analysisEngine = new Engine(family); }
  return analysisEngine;
}

function header() {
  const sel = langMenu(changeLang, 'lang');
  return h('header', { class: 'top' },
    h('a', { href: '#/', class: 'brand' }, h('img', { src: 'www/icon.svg', alt: '', width: 28, height: 28 }), 'Spelbord'),
    h('nav', {}, h('a', { href: '#/' }, t('games')), h('a', { href: '#/rules' }, t('rules'))),
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
// Every game on screen has a slot of its own in localStorage: the player's own game
// (`game`), a game opened from a link while their own is in progress (`link`), the
// embed's (`embed`) and an embed of a given record (`embed.g.<record>`). A game only ever
// saves into its own slot, so opening a link or an embed never overwrites the player's game.
const saveKey = (id, slot = 'game') => `spelbord.${slot}.${id}`;
function loadSaved(id, slot = 'game') {
  try { return JSON.parse(localStorage.getItem(saveKey(id, slot)) || 'null'); } catch { return null; }
}
/** Whether a saved game has any move in it (an empty board is nothing to lose). */
const inProgress = (saved) => !!(saved && typeof saved.record === 'string' && (saved.record.split('|')[3] || '').trim());
// The analysis gives up after this long and says the position is too early to solve.
const ANALYSIS_MS = 2500;

// ---------- the game table ----------
class GameCtl {
  constructor(root, { id, table, seats, redo = [], embed = false, fam, wasm, slot, paused = false, view = null, analysisOn = false }) {
    this.id = id; this.table = table; this.seats = seats; this.redo = redo; this.embed = embed;
    this.slot = slot || (embed ? 'embed' : 'game');
    // Paused: the computer waits (the table settings dialog is open over a fresh board).
    this.paused = paused;
    this.view = view != null && view < table.len() ? view : null; // null: follow the game; a number: looking at that ply
    this.info = gameInfo(id);
    this.fam = fam;
    this.wasm = wasm;
    this.engine = engineFor(this.info.family);
    this.hint = null;
    this.analysisOn = analysisOn;
    this.analyses = new Map(); // record text -> exact values of its moves
    // A worker of its own, so an analysis never delays the computer's move.
    this.analysisEngine = this.info.analysis ? analysisFor(this.info.family) : null;
    this.analysing = null; // the record being analysed
    this.root = root;
    this.build();
    // A fresh board under the settings dialog is no game yet: saved, it would start
    // without the dialog the next time (Back, then Spela again).
    if (!(paused && table.len() === 0)) this.save();
    this.update();
    this.maybeBot();
  }

  get ply() { return this.view == null ? this.table.len() : this.view; }

  /** Whether seat `i` is played by the computer (for families' own wording). */
  isCpu(i) { return isCpu(this.seats[i]); }

  build() {
    const f = this.fam;
    this.canvas = h('canvas', { class: 'board', 'aria-label': t('boardLabel'), role: 'application' });
    this.boardWrap = h('div', { class: 'board-wrap' }, this.canvas);
    // The banner is no live region: the status below says the result too.
    this.banner = h('div', { class: 'banner', hidden: true });
    // The one live region of the page: the last move in words and whose turn it is.
    this.status = h('div', { class: 'status', role: 'status', 'aria-live': 'polite' });
    // Always in the layout (hidden, not removed), so it never moves what is below it.
    this.viewingLine = h('div', { class: 'viewing off' });
    this.hintLine = h('div', { class: 'hint-line', hidden: true });
    // The board in words, on demand (a screen reader cannot see the canvas).
    this.descBox = h('div', { class: 'board-desc', hidden: true, tabIndex: -1, role: 'region', 'aria-label': t('describeBoard') });
    this.moveList = h('ol', { class: 'movelist', tabIndex: 0, 'aria-label': t('moves') });
    this.linkOut = h('input', { class: 'link-out', readonly: true, hidden: true, 'aria-label': t('copyLink') });
    const btn = (key, fn, extra = {}) => h('button', { type: 'button', onclick: fn, dataset: { act: key }, ...extra }, t(key));
    this.controls = h('div', { class: 'controls' },
      btn('undo', () => this.undo()), btn('redo', () => this.redoMove()),
      btn('hint', () => this.askHint()),
      this.info.analysis ? btn('analysis', () => this.toggleAnalysis(), { 'aria-pressed': 'false' }) : null,
      this.embed ? null : btn('newGame', () => settingsDialog(this.id, this.seats, this.table)),
      ...(this.embed ? [] : this.info.formats.filter((fm) => fm.export).map((fm) => btn('download', () => this.download(fm), { title: `.${fm.extension}` }))),
      ...(this.embed ? [] : this.info.formats.filter((fm) => fm.import).map((fm) => btn('open', () => openFileDialog(this.id, fm)))),
      this.embed ? null : btn('rematch', () => this.rematch()),
      // The embed's way out opens the game as it stands (its href follows every move).
      this.embed ? (this.embedLink = h('a', { class: 'button', dataset: { act: 'embedOpen' }, href: this.link(), target: '_blank', rel: 'noopener' }, t('embedOpen'))) : btn('copyLink', () => this.copyLink()),
      btn('describeBoard', () => this.describe()),
      this.embed ? null : btn('notation', () => this.toggleNotation(), { 'aria-pressed': 'false' }),
      ...(f.controls ? f.controls(this) : []));
    // Moves made with a button rather than on the board (a pass, a double, a draw offer).
    this.actions = h('div', { class: 'controls actions' });
    this.board = new BoardView(this.canvas, f.board, (mv) => this.humanMove(mv));
    // A small landscape embed puts the board beside its controls (style.css): it may take
    // the frame's height below the title.
    const shortEmbed = () => this.embed && window.innerWidth > window.innerHeight && window.innerHeight <= 500;
    this.board.maxHeight = () => (shortEmbed() ? window.innerHeight - 34 : window.innerWidth < 700 ? window.innerHeight * 0.62 : window.innerHeight - 140);
    const side = h('aside', { class: 'side' }, this.banner, this.status, this.viewingLine, this.hintLine, this.actions, this.controls, this.descBox, this.linkOut,
      this.embed ? null : h('h2', {}, t('moves')), this.embed ? null : this.moveList);
    const title = h('div', { class: 'game-title' }, h('h1', {}, t(`game.${this.id}`)),
      this.embed ? null : h('a', { href: `#/rules/${this.id}` }, t('rules')));
    this.root.replaceChildren(h('div', { class: `game ${this.embed ? 'embed' : ''}` }, title, this.linkNote(), h('div', { class: 'play' }, h('div', { class: 'board-col' }, this.boardWrap), side)));
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

  /** A game opened from a link while the player's own is in progress says so, with their
   *  own game one click away and a way to keep this one instead (after asking). */
  linkNote() {
    if (this.slot !== 'link') return null;
    const keep = h('button', { type: 'button', dataset: { act: 'keepLinkGame' }, onclick: () => this.askKeep() }, t('keepLinkGame'));
    return h('div', { class: 'link-note' }, h('span', {}, t('linkGameNote')), ' ',
      h('a', { class: 'button primary', href: `#/play/${this.id}`, dataset: { act: 'toMyGame' } }, t('toMyGame')), ' ', keep);
  }

  /** Makes the link's game the player's own, once they have said so over their own game. */
  askKeep() {
    const dlg = h('dialog', { class: 'settings confirm' },
      h('form', { method: 'dialog' },
        h('p', {}, t('keepLinkAsk')),
        h('div', { class: 'row' },
          h('button', { type: 'submit', value: 'no' }, t('cancel')),
          h('button', { type: 'submit', class: 'primary', value: 'yes', dataset: { act: 'keepYes' } }, t('keepLinkYes')))));
    dlg.addEventListener('close', () => {
      dlg.remove();
      if (dlg.returnValue !== 'yes' || current !== this) return;
      localStorage.removeItem(saveKey(this.id, 'link'));
      this.slot = 'game';
      this.save();
      history.replaceState(null, '', `#/play/${this.id}`);
      this.root.querySelector('.link-note')?.remove();
    });
    showRouteDialog(dlg, { onLang: changeLang, reopen: () => current && current.askKeep() });
  }

  save() {
    const data = { record: this.table.record(), seats: this.seats.join(','), redo: this.redo, manualChance: this.table.manualChance() };
    localStorage.setItem(saveKey(this.id, this.slot), JSON.stringify(data));
    if (this.slot === 'game') localStorage.setItem('spelbord.last', this.id);
  }

  /** Words from the module (`{key, args}`) in the player's language: an argument `p` is a
   *  seat, a value `@key` is itself words; `short` takes the move list's form where the
   *  strings have one (`<key>.short`). */
  say(w, short = false) {
    const args = {};
    for (const [k, v] of Object.entries(w.args || {})) {
      args[k] = k === 'p' ? this.fam.seatName(Number(v), this.id) : typeof v === 'string' && v.startsWith('@') ? t(v.slice(1)) : v;
    }
    return t(short && has(`${w.key}.short`) ? `${w.key}.short` : w.key, args);
  }

  /** Move `j` in the module's words, or null where its family has none. */
  wordsOf(j) {
    try { return this.table.moveWords ? this.table.moveWords(j) : null; } catch { return null; }
  }

  /** Whether the player asked for the notation in the move list instead of words. */
  get notationOn() { return localStorage.getItem('spelbord.notation') === '1'; }

  /** Move `j` (0-based) in words of the player's language, for the status and screen readers. */
  moveWords(j) {
    const mv = this.table.moves()[j];
    if (mv == null) return '';
    const said = this.wordsOf(j);
    if (said) return this.say(said);
    if (this.fam.moveWords) {
      const w = this.fam.moveWords(mv, j, this);
      if (w) return w;
    }
    const before = this.table.state(j, null);
    const text = this.fam.moveText ? this.fam.moveText(mv, j, this) : mv;
    const m = text instanceof Node ? (text.getAttribute('aria-label') || text.textContent) : String(text);
    return typeof before.toAct === 'number' ? t('played', { p: this.fam.seatName(before.toAct), m }) : t('chanceWas', { m });
  }

  /** The board in words, shown (and focused, so a screen reader reads it) on demand. */
  describe() {
    const seat = this.fam.seatView ? this.fam.seatView(this, this.ply) : null;
    const st = this.table.state(this.ply, seat);
    // The module's words, one line each, as this seat may see the board. A list in an
    // argument may name several words of the strings (`@fof.colour.R @fof.shape.o`).
    const word = (k, x) => (k === 'p' || typeof x !== 'string' ? x : x.replace(/@([\w.*-]*[\w*])/g, (_, key) => t(key)));
    let lines = (this.table.positionWords(this.ply, seat) || [])
      .map((w) => this.say({ key: w.key, args: Object.fromEntries(Object.entries(w.args || {}).map(([k, x]) => [k, word(k, x)])) }));
    if (!lines.length) lines = [t('noDescription')];
    const head = st.result ? this.status.textContent : t('toMove', { p: typeof st.toAct === 'number' ? this.seatLabel(st.toAct) : '' });
    this.descBox.replaceChildren(h('strong', {}, t('describeBoard')), h('p', {}, head), h('ul', {}, ...lines.map((l) => h('li', {}, l))),
      h('button', { type: 'button', onclick: () => { this.descBox.hidden = true; this.canvas.focus(); } }, t('close')));
    this.descBox.hidden = false;
    this.descBox.dataset.ply = String(this.ply);
    this.descBox.focus();
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
    // Status and result: the move that led here in words, then whose turn it is (or the
    // result). A screen reader hears it after every move, the computer's included.
    const said = ply > 0 ? h('span', { class: 'last-move' }, this.moveWords(ply - 1), ' ') : null;
    if (st.result) {
      const w = st.result.winners;
      const text = resultText(this.info.family, st.result, (i) => this.fam.seatName(i), this.fam.endArgs ? this.fam.endArgs(st, this) : null);
      this.banner.hidden = false;
      this.banner.textContent = text;
      this.banner.className = `banner ${w.length === 1 ? 'win' : 'draw'}`;
      this.status.replaceChildren(...[said, h('span', { class: 'result' }, text)].filter(Boolean));
    } else {
      this.banner.hidden = true;
      const who = mover != null ? this.seatLabel(mover) : '';
      const key = this.thinking ? 'thinking' : 'toMove';
      const sw = h('span', { class: 'swatch', 'aria-hidden': 'true' });
      sw.style.background = this.fam.seatColour[mover] || '#888';
      this.status.replaceChildren(...[said, sw, ' ', h('span', { class: 'to-move' }, t(key, { p: who }))].filter(Boolean));
    }
    // Looking back: a line that is always there (only hidden), so nothing moves.
    this.viewingLine.classList.toggle('off', latest);
    this.viewingLine.replaceChildren(...(latest ? ['\u00a0'] : [t('viewing', { n: ply, m: this.table.len() }), ' ',
      h('button', { type: 'button', onclick: () => { this.view = null; this.update(); } }, t('backToGame'))]));
    if (this.embedLink) this.embedLink.href = this.link();
    if (!this.descBox.hidden && this.descBox.dataset.ply !== String(ply)) this.descBox.hidden = true;
    this.hintLine.hidden = !st.hint;
    if (!st.hint) this.hintLine.replaceChildren();
    // After the status, so a family may say more about whose turn it is.
    if (this.fam.afterUpdate) this.fam.afterUpdate(this, st);
    // The status is the page's one live region: a family's panels are read on demand.
    for (const el of this.root.querySelectorAll('.side [aria-live]')) if (el !== this.status) el.removeAttribute('aria-live');
    // Controls.
    const q = (a) => this.controls.querySelector(`[data-act="${a}"]`);
    q('undo').disabled = this.table.len() === 0;
    q('redo').disabled = this.redo.length === 0;
    q('hint').disabled = !st.interactive;
    if (q('analysis')) q('analysis').setAttribute('aria-pressed', String(this.analysisOn));
    if (q('notation')) q('notation').setAttribute('aria-pressed', String(this.notationOn));
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
          onclick: () => { this.view = j + 1 >= moves.length ? null : j + 1; this.update(); } }, this.moveLabel(moves[j], j)));
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

  /** A move as the list shows it: the family's words (the notation, on request). */
  moveLabel(mv, j) {
    const said = this.notationOn ? null : this.wordsOf(j);
    if (said) return this.say(said, true);
    return this.fam.moveText ? this.fam.moveText(mv, j, this) : mv;
  }

  /** Words or notation in the move list, kept for every game. */
  toggleNotation() {
    localStorage.setItem('spelbord.notation', this.notationOn ? '0' : '1');
    this.update();
  }

  humanMove(mv) {
    if (this.view != null) return;
    try {
      this.table.play(mv);
    } catch (e) {
      toast(t('illegal', { e: errText(e) }), 'error');
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
    if (this.view != null || this.thinking || this.paused) return;
    const st = this.table.state(this.table.len(), null);
    if (st.result || typeof st.toAct !== 'number' || !isCpu(this.seats[st.toAct])) return;
    const record = this.table.record();
    // The computer's move comes first: any analysis still running gives way.
    this.cancelAnalysis();
    this.thinking = true;
    this.update();
    try {
      const a = await this.engine.ask({ record, level: cpuLevel(this.seats[st.toAct]) });
      this.thinking = false;
      // The game may have moved on (undo, new game) while the engine thought.
      if (current !== this || this.table.record() !== record) return;
      this.table.play(a.mv);
      this.afterMove();
    } catch (e) {
      this.thinking = false;
      if (e.message !== 'cancelled') toast(t('error', { e: errText(e) }), 'error');
      if (current === this) this.update();
    }
  }

  stopBot() {
    this.engine.cancel();
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
    // Same settings, a new seed; dice thrown at the table stay so.
    const table = new this.wasm.Table(this.id, this.table.settings(), this.wasm.freshSeed(), this.table.manualChance());
    startGame(this.id, table, seats, { fam: this.fam, wasm: this.wasm, slot: this.slot });
  }

  /** Saves the game as a file in `fm` (PDN, .mat), with the players' names and today's date. */
  download(fm) {
    let text;
    try {
      text = this.table.exportAs(fm.id, { names: this.seats.map((_, i) => this.seatLabel(i)), date: new Date().toISOString().slice(0, 10) });
    } catch (e) {
      toast(t('error', { e: errText(e) }), 'error');
      return;
    }
    const a = h('a', { href: URL.createObjectURL(new Blob([text], { type: fm.mime })), download: `spelbord-${this.id}.${fm.extension}` });
    document.body.append(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }

  /** Exact values are shown when the player asks, and for every position once the game is over. */
  showAnalysis(st, ply) {
    if (!this.info.analysis) return null;
    const over = this.table.state(this.table.len(), null).result;
    if (!(this.analysisOn || over) || st.result || this.thinking) return null;
    const rec = this.table.recordAt(ply);
    if (this.analyses.has(rec)) return this.analyses.get(rec);
    // One position at a time: a new one (the next move) cancels the one before.
    this.cancelAnalysis();
    const eng = this.analysisEngine;
    this.analyses.set(rec, { pending: true });
    this.analysing = rec;
    const done = (a) => {
      clearTimeout(this.analysisTimer);
      this.analysing = null;
      this.analyses.set(rec, a);
      if (current === this) this.update();
    };
    // The module is asked to stop in time; should it not, the worker is ended anyway.
    this.analysisTimer = setTimeout(() => { if (this.analysing === rec) { eng.cancel(); done({ unavailable: true, timedOut: true }); } }, ANALYSIS_MS + 1500);
    eng.ask({ record: rec, level: 5, timeMs: ANALYSIS_MS, kind: 'analyze' }).then(done)
      .catch((e) => { if (e.message !== 'cancelled') done({ unavailable: true }); });
    return this.analyses.get(rec);
  }

  /** Stops the analysis under way, if any (its position is no longer on screen). */
  cancelAnalysis() {
    if (!this.analysing) return;
    clearTimeout(this.analysisTimer);
    this.analyses.delete(this.analysing);
    this.analysing = null;
    if (this.analysisEngine) this.analysisEngine.cancel();
  }

  analysisText(a) {
    if (!this.analysisBox) {
      this.analysisBox = h('div', { class: 'analysis' });
      this.status.after(this.analysisBox);
    }
    if (!a || !a.columns) {
      this.analysisBox.replaceChildren(a && a.pending ? t('analysing') : a && a.unavailable ? t('analysisLater') : '');
      this.analysisBox.dataset.state = a ? (a.pending ? 'pending' : 'unavailable') : 'off';
      return;
    }
    const word = (c) => (c.kind === 'win' ? t('winIn', { n: c.in }) : c.kind === 'loss' ? t('lossIn', { n: c.in }) : c.kind === 'draw' ? t('drawn') : t('valueUnknown'));
    const items = a.columns.map((c, i) => (c == null ? null : h('li', { class: c.kind }, `${i + 1}: ${word(c)}`))).filter(Boolean);
    // Values from the opening book say so (and which column the book plays), as the
    // strongest level plays from it; columns the book does not hold are said unknown.
    const from = a.book ? h('p', { class: 'analysis-book' }, a.bookMove ? t('analysisBookMove', { c: a.bookMove }) : t('analysisBook')) : null;
    this.analysisBox.replaceChildren(h('strong', {}, t('analysis')), h('ul', {}, ...items), ...(from ? [from] : []));
    this.analysisBox.dataset.state = 'done';
  }

  toggleAnalysis() {
    this.analysisOn = !this.analysisOn;
    this.update();
  }

  async askHint() {
    if (this.thinking) return;
    const record = this.table.record();
    try {
      const a = await this.engine.ask({ record, level: 5, timeMs: 800 });
      if (current !== this || this.table.record() !== record) return;
      this.hint = a.mv;
      this.update();
      // The hint is said beside the board (a toast would cover it), in the family's words.
      const words = this.fam.hintText ? this.fam.hintText(a.mv, this) : null;
      this.hintLine.replaceChildren(t('hintIs', { m: '' }).trim(), ' ', words || (this.fam.moveText ? this.fam.moveText(a.mv, -1, this) : a.mv));
      this.hintLine.hidden = false;
    } catch (e) {
      if (e.message !== 'cancelled') toast(t('error', { e: errText(e) }), 'error');
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

/** Why a finished game ended, as the page says it: the winner (or a draw) and the reason. */
function resultText(family, result, seatName, extra) {
  const w = result.winners;
  const who = w.length === 1 ? t('wins', { p: seatName(w[0]) }) : w.length > 1 ? t('sharedWin', { p: w.map(seatName).join(' & ') }) : t('draw');
  const r = result.reason;
  if (r == null) return who;
  // A reason is a name (`"line"`) or a name with arguments (`{"bearOff": {kind, points}}`).
  const [name, args] = typeof r === 'string' ? [r, {}] : Object.entries(r)[0];
  const words = {};
  // A seat number in an argument (`winner`, `loser`, `seat`) is named; a score or a
  // count stays a number; a family may add arguments of its own (`extra`).
  const seatArg = /^(winner|loser|seat)$/;
  for (const [k, v] of Object.entries(args || {})) {
    words[k] = typeof v === 'string' ? t(`end.${family}.${v}`) : typeof v === 'number' && seatArg.test(k) ? seatName(v) : Array.isArray(v) ? v.join('–') : v;
  }
  Object.assign(words, extra || {});
  return `${who} ${t(`end.${family}.${name}`, words)}`;
}

/** After a change of language: the game on screen is drawn again in it (same table,
 *  seats and redo), any other page is routed again. */
async function relabel() {
  if (!current || !app.contains(current.root)) { await route().catch(fatal); return; }
  const c = current;
  c.stopBot();
  startGame(c.id, c.table, c.seats, { redo: c.redo, embed: c.embed, fam: c.fam, wasm: c.wasm, slot: c.slot, view: c.view, analysisOn: c.analysisOn, paused: c.paused });
}

/** The language menu's change: every word on the page at once, and any dialog open is
 *  opened again in the new language with the choices made in it. */
async function changeLang(code) {
  setLang(code);
  const taken = takeDialogs();
  await relabel();
  reopenDialogs(taken);
}

/** The game on screen, taken off (its board and any worker of its own). */
function dropCurrent() {
  if (!current) return;
  current.stopBot?.();
  current.cancelAnalysis?.();
  current.board.destroy();
  current = null;
}

/** Starts a game on screen; `opts.fam`/`opts.wasm` are the family's loaded pieces. */
function startGame(id, table, seats, opts) {
  dropCurrent();
  const root = h('main', {});
  app.replaceChildren(...(opts.embed ? [] : [header()]), root);
  current = new GameCtl(root, { id, table, seats, redo: opts.redo || [], embed: !!opts.embed, fam: opts.fam, wasm: opts.wasm,
    slot: opts.slot, paused: !!opts.paused, view: opts.view, analysisOn: !!opts.analysisOn });
  return current;
}

/** The family's module and page glue for game `id`, loaded (once) before its page opens. */
async function family(id) {
  const f = gameInfo(id).family;
  const [fam, wasm] = await Promise.all([famOf(f), wasmOf(f), stringsOf(f)]);
  return { fam, wasm };
}

// ---------- table settings ----------
/** The dialog before a game: the game of the family, its settings (from the catalog:
 *  the Rust side declares them) and who sits in each seat. */
function settingsDialog(id, seats, table, chosen = null) {
  // One at a time: two routes racing to the same game page (a hash change while the
  // family loads) must not stack dialogs over the board.
  for (const d of document.querySelectorAll('dialog.settings:not(.confirm):not(.import)')) { d.dataset.dropped = '1'; d.close(); d.remove(); }
  const { fam, wasm } = current;
  const variants = GAMES.filter((g) => g.family === gameInfo(id).family);
  const prev = new URLSearchParams(table ? table.settings() : '');
  const gameSel = h('select', { name: 'game' }, ...variants.map((g) => h('option', { value: g.id, selected: g.id === id }, t(`game.${g.id}`))));
  const value = (f) => prev.get(f.key) ?? f.default;
  seats = [...seats]; // the dialog's own copy: choices survive a change of game
  // Seats beyond the last game's default to the computer at the middle level.
  const seatOf = (i) => seats[i] || (i === 0 ? 'h' : 'c3');
  // The game's own part of the form (its settings, dice by hand, its seats named by its
  // colours) is rebuilt when another game of the family is chosen: Kvarn 12's seats are
  // not Kvarn's, and each game declares its own fields.
  let info; let fieldEls; let seatSels; let seatIdx;
  const opts = h('div', { class: 'game-opts' });
  const seatCount = () => (seatIdx >= 0 ? Number(fieldEls[seatIdx].querySelector('select').value) || info.maxSeats : info.maxSeats);
  const showSeats = () => seatSels.forEach((el, i) => { el.hidden = i >= seatCount(); });
  const build = (gid) => {
    // Choices already made in this dialog carry over to fields of the same name.
    for (const el of opts.querySelectorAll('select[name], input[name]')) {
      if (el.name.startsWith('seat')) continue;
      prev.set(el.name, el.type === 'checkbox' ? String(el.checked) : el.value);
    }
    if (seatSels) seatSels.forEach((el, i) => { seats[i] = el.querySelector('select').value; });
    info = gameInfo(gid);
    fieldEls = info.fields.map((f) => (f.kind.type === 'select'
      ? h('label', {}, t(f.label), ' ', h('select', { name: f.key },
        ...f.kind.options.map((o) => h('option', { value: o.value, selected: String(value(f)) === o.value }, t(o.label)))))
      : h('label', { class: 'check' },
        h('input', { type: 'checkbox', name: f.key, checked: value(f) === 'true' }), ' ', t(f.label))));
    // Dice thrown for real at the table are entered by hand: a table option, not a rule.
    const handEl = info.handChance ? h('label', { class: 'check' },
      h('input', { type: 'checkbox', name: 'manualChance', checked: !!(table && table.manualChance()) }), ' ', t('manualChance')) : null;
    seatSels = Array.from({ length: info.maxSeats }, (_, i) => h('label', {}, fam.seatName(i, gid), ' ',
      h('select', { name: `seat${i}` },
        h('option', { value: 'h', selected: seatOf(i) === 'h' }, t('person')),
        ...[1, 2, 3, 4, 5].map((l) => h('option', { value: `c${l}`, selected: seatOf(i) === `c${l}` }, `${t('computer')}: ${t('level.' + l)}`)))));
    // A field marked `seats` (a number of players) shows that many seat rows.
    seatIdx = info.fields.findIndex((f) => f.seats);
    if (seatIdx >= 0) fieldEls[seatIdx].querySelector('select').addEventListener('change', showSeats);
    opts.replaceChildren(...fieldEls, ...(handEl ? [handEl] : []), h('fieldset', {}, h('legend', {}, t('players')), ...seatSels));
    showSeats();
  };
  if (chosen && chosen.game && gameInfo(chosen.game)) gameSel.value = chosen.game;
  build(gameSel.value);
  gameSel.addEventListener('change', () => build(gameSel.value));
  // The computer waits while the dialog is open: it must not move on a board the player
  // has not yet set up (or is about to replace).
  const paused = current;
  if (paused) { paused.stopBot(); paused.paused = true; paused.update(); }
  const dlg = h('dialog', { class: 'settings' },
    h('form', { method: 'dialog' },
      h('h2', {}, t('tableSettings')),
      h('label', {}, t('game'), ' ', gameSel),
      opts,
      h('div', { class: 'row' },
        h('button', { type: 'button', onclick: () => dlg.close() }, t('cancel')),
        h('button', { type: 'submit', class: 'primary', value: 'start' }, t('start')))));
  dlg.addEventListener('close', () => {
    dlg.remove();
    // Taken off for a change of language: the dialog comes back, the game stays paused.
    if (dlg.dataset.dropped) return;
    const resume = () => { if (paused && current === paused) { paused.paused = false; paused.maybeBot(); } };
    if (dlg.returnValue !== 'start') { resume(); return; }
    const gid = gameSel.value;
    const settings = new URLSearchParams();
    for (const f of info.fields) {
      const el = dlg.querySelector(`[name=${f.key}]`);
      settings.set(f.key, f.kind.type === 'select' ? el.value : el.checked ? 'true' : 'false');
    }
    const manual = !!dlg.querySelector('[name=manualChance]')?.checked;
    const newSeats = seatSels.slice(0, seatCount()).map((_, i) => dlg.querySelector(`[name=seat${i}]`).value);
    if (current) current.stopBot();
    let tbl;
    try {
      tbl = new wasm.Table(gid, settings.toString(), wasm.freshSeed(), manual);
    } catch (e) {
      toast(t('error', { e: errText(e) }), 'error');
      resume();
      return;
    }
    // A new game is the player's own, asked for: it takes the own slot.
    if (location.hash !== `#/play/${gid}`) history.replaceState(null, '', `#/play/${gid}`);
    startGame(gid, tbl, newSeats, { fam, wasm });
  });
  // The choices made so far, put back after a change of language.
  if (chosen) {
    for (const [name, v] of Object.entries(chosen)) {
      const el = opts.querySelector(`[name="${name}"]`);
      if (!el) continue;
      if (el.type === 'checkbox') el.checked = v === 'true'; else el.value = v;
    }
    showSeats();
  }
  showRouteDialog(dlg, {
    onLang: changeLang,
    snapshot: () => formValues(dlg),
    reopen: (snap) => { if (current) settingsDialog(current.id, current.seats, current.table, snap); },
  });
  return dlg;
}

/** Opens a game from a file (or pasted text) in a family's format; bad files say why. */
function openFileDialog(id, fm) {
  const { fam, wasm } = current;
  const area = h('textarea', { name: 'text', rows: 8, 'aria-label': t('pasteFile') });
  const file = h('input', { type: 'file', accept: `.${fm.extension},text/plain`, 'aria-label': t('chooseFile') });
  const msg = h('p', { class: 'error-line', role: 'alert', hidden: true });
  file.addEventListener('change', async () => { if (file.files[0]) area.value = await file.files[0].text(); });
  const dlg = h('dialog', { class: 'settings import' },
    h('form', { method: 'dialog' },
      h('h2', {}, t('openFile', { f: fm.extension })),
      file, area, msg,
      h('div', { class: 'row' },
        h('button', { type: 'button', onclick: () => dlg.close() }, t('cancel')),
        h('button', { type: 'submit', class: 'primary', value: 'open' }, t('open')))));
  dlg.querySelector('form').addEventListener('submit', (e) => {
    let table;
    try {
      table = wasm.Table.fromFile(id, fm.id, area.value);
    } catch (err) {
      // The dialog stays open with the reason; the game on the table is untouched.
      e.preventDefault();
      msg.hidden = false;
      msg.textContent = t('badFile', { e: errText(err) });
      return;
    }
    dlg.close();
    current.stopBot();
    // The seats stay as they were where the file has as many; new ones are people.
    const seats = Array.from({ length: table.seats() }, (_, i) => current.seats[i] || 'h');
    startGame(table.id(), table, seats, { fam, wasm });
  });
  dlg.addEventListener('close', () => dlg.remove());
  showRouteDialog(dlg, {
    onLang: changeLang,
    snapshot: () => area.value,
    reopen: (text) => { if (current) openFileDialog(current.id, fm).querySelector('textarea').value = text || ''; },
  });
  return dlg;
}

// ---------- pages ----------
/** The game list: no game module is loaded; previews are drawn from the catalog. */
async function homePage() {
  // The list names every game: every family's words, but no family's module.
  await Promise.all([...new Set(GAMES.map((g) => g.family))].map(stringsOf));
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
    // A preview's renderer loads when its card comes into view (a phone shows one or two).
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      boardOf(g.family).then((board) => requestAnimationFrame(() => drawPreview(c, g, board)));
    });
    seen.observe(c);
    return card;
  });
  app.replaceChildren(header(), h('main', { class: 'home' }, h('p', { class: 'tagline' }, t('tagline')), h('div', { class: 'cards' }, ...cards)));
}

function drawPreview(canvas, g, board) {
  if (!canvas.isConnected) return;
  const d = { ...g.preview, id: g.id, interactive: false };
  const w = canvas.parentElement.clientWidth || 240;
  const hgt = w / board.aspect(d);
  const dpr = window.devicePixelRatio || 1;
  canvas.width = w * dpr; canvas.height = hgt * dpr; canvas.style.width = `${w}px`; canvas.style.height = `${hgt}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  board.draw(ctx, w, hgt, d, board.initUi(), performance.now());
  canvas.dataset.drawn = '1';
}

async function gamePage(id) {
  if (current && current.id === id && current.slot === 'game' && app.contains(current.root)) return;
  const gen = routeGen;
  const { fam, wasm } = await family(id);
  if (stale(gen)) return;
  const saved = loadSaved(id);
  if (saved) {
    try {
      const table = wasm.Table.fromRecord(saved.record, !!saved.manualChance);
      startGame(id, table, parseSeats(saved.seats, table.seats()), { redo: Array.isArray(saved.redo) ? saved.redo.map(String) : [], fam, wasm });
      return;
    } catch (e) {
      toast(t('error', { e: errText(e) }), 'error');
    }
  }
  const table = new wasm.Table(id, '', wasm.freshSeed());
  startGame(id, table, parseSeats('h,c3', table.seats()), { fam, wasm, paused: true });
  settingsDialog(id, current.seats, table);
}

/** A link's game kept beside the player's own (`#/linked/<id>`, after a reload). */
async function linkedPage(id) {
  const gen = routeGen;
  const saved = loadSaved(id, 'link');
  if (!saved) { location.replace(`#/play/${id}`); return; }
  const { fam, wasm } = await family(id);
  if (stale(gen)) return;
  let table;
  try { table = wasm.Table.fromRecord(saved.record, !!saved.manualChance); } catch { location.replace(`#/play/${id}`); return; }
  startGame(id, table, parseSeats(saved.seats, table.seats()), { redo: Array.isArray(saved.redo) ? saved.redo.map(String) : [], fam, wasm, slot: 'link' });
}

/** Why a link cannot be opened, as a kind: a link cut short (by a chat program, a
 *  line break, a copy of part of it) is told apart from one that names no game. */
function linkProblem(text, decoded) {
  if (!decoded) return { key: 'linkCut', args: {} };
  const id = text.trim().split('|')[0];
  if (!id) return { key: 'linkEmpty', args: {} };
  if (!gameInfo(id)) {
    const cut = text.indexOf('|') < 0 && GAMES.some((g) => g.id.startsWith(id));
    return cut ? { key: 'linkCut', args: {} } : { key: 'unknownGame', args: { id } };
  }
  return null;
}

async function linkPage(rest, embed) {
  const gen = routeGen;
  const [enc, query] = rest.split('?');
  const params = new URLSearchParams(query || '');
  let text = enc;
  let decoded = true;
  try { text = decodeURIComponent(enc); } catch { decoded = false; }
  // One message, in the player's language, in place of the page (never a pile of toasts).
  const fail = async (e) => {
    const line = t('badLink', { e: errText(e) });
    if (embed) { app.replaceChildren(h('p', { class: 'error-page', role: 'alert' }, line)); return; }
    await homePage();
    for (const old of document.querySelectorAll('.toast.error')) old.remove();
    app.querySelector('main').prepend(h('p', { class: 'error-line', role: 'alert' }, line));
  };
  // The game id comes first in a record; its family's module reads the rest.
  // A link longer than any record (crates/core's MAX_RECORD_LEN) is refused before its
  // family's module loads: a hostile megabyte link answers at once.
  if (text.length > MAX_RECORD_LEN) {
    await fail({ key: 'tooLong', args: { max: String(MAX_RECORD_LEN) }, message: 'the record is too long' });
    return;
  }
  const problem = linkProblem(text, decoded);
  if (problem) { await fail(problem); return; }
  const id = text.trim().split('|')[0];
  const { fam, wasm } = await family(id);
  if (stale(gen)) return;
  // An embed of a given record keeps its own save of how it went on from there.
  const slot = embed ? `embed.g.${text.trim()}` : null;
  const resumed = embed ? loadSaved(id, slot) : null;
  let table;
  try {
    table = wasm.Table.fromRecord(text);
  } catch (e) {
    // A record with fewer than its four parts was cut short on the way.
    await fail(text.split('|').length < 4 ? { key: 'linkCut', args: {} } : e);
    return;
  }
  const seats = parseSeats(params.get('seats') || 'h,h', table.seats());
  if (embed) {
    let t2 = null;
    try { t2 = resumed ? wasm.Table.fromRecord(resumed.record, !!resumed.manualChance) : null; } catch { t2 = null; }
    startGame(id, t2 || table, t2 ? parseSeats(resumed.seats, t2.seats()) : seats, { embed, fam, wasm, slot });
    return;
  }
  // The player's own game is never overwritten by a link: the link's game goes beside
  // it unless there is nothing to lose (no own game, or the link continues it).
  const own = loadSaved(id);
  const rec = table.record();
  const conflict = inProgress(own) && !(rec === own.record || rec.startsWith(`${own.record} `));
  startGame(id, table, seats, { fam, wasm, slot: conflict ? 'link' : 'game' });
  history.replaceState(null, '', conflict ? `#/linked/${id}` : `#/play/${id}`);
}

async function embedPage(rest) {
  const gen = routeGen;
  const [id, q] = rest.split('?');
  const params = new URLSearchParams(q || '');
  const { fam, wasm } = await family(id);
  if (stale(gen)) return;
  const saved = loadSaved(id, 'embed');
  const seats = parseSeats(params.get('seats') || (saved && saved.seats) || 'h,h', gameInfo(id).maxSeats);
  let table = null;
  try { table = saved ? wasm.Table.fromRecord(saved.record, !!saved.manualChance) : null; } catch { table = null; }
  try {
    table = table || new wasm.Table(id, params.get('settings') || '', wasm.freshSeed());
  } catch (e) {
    app.replaceChildren(h('p', { class: 'error-page', role: 'alert' }, t('badLink', { e: errText(e) })));
    return;
  }
  startGame(id, table, seats.slice(0, table.seats()), { embed: true, fam, wasm });
}

/** A rules page: a game's (from its family's folder) or a field sport's (the library's).
 *  Embedded alone (`#/embed/rules/<id>`) it has no header and links out to the site. */
async function rulesPage(id, embed = false) {
  const { isSport, sportName, sportRules, renderBlocks, w: libWord } = await libOf();
  let title; let text;
  if (isSport(id)) {
    title = sportName(id, lang());
    text = sportRules(id, lang());
  } else {
    await stringsOf(gameInfo(id).family);
    const rules = (await rulesOf(gameInfo(id).family))[id];
    if (!rules) return notFound();
    title = t(`game.${id}`);
    text = rules[lang()] || rules.sv;
  }
  const body = h('article', { class: 'rules', 'data-id': id });
  body.append(h('h1', {}, t('rulesOf', { g: title })));
  renderBlocks(body, text, t('decision'));
  if (embed) {
    body.append(h('p', { class: 'embed-foot' }, h('a', { class: 'embed-source', href: `./#/rules/${id}`, target: '_blank', rel: 'noopener' }, libWord(lang(), 'fromSpelbord'))));
    app.replaceChildren(h('main', {}, body));
    return;
  }
  if (!isSport(id)) body.append(h('p', {}, h('a', { class: 'button primary', href: `#/play/${id}` }, t('play'))));
  app.replaceChildren(header(), h('main', {}, body));
}

/** The rules library: every game's rules page and the field sports'. */
async function libraryPage() {
  const [{ libraryMain }] = await Promise.all([libOf(), ...[...new Set(GAMES.map((g) => g.family))].map(stringsOf)]);
  const base = location.href.split('#')[0];
  app.replaceChildren(header(), libraryMain({ games: GAMES, lang: lang(), t, base }));
}

function notFound() {
  app.replaceChildren(header(), h('main', {}, h('p', {}, t('notFound')), h('a', { href: '#/' }, t('home'))));
}

/** Counts the routes taken: a page whose family was still loading when the player went
 *  on elsewhere does not open (nor its dialog) over the page they went to. */
let routeGen = 0;
const stale = (gen) => gen !== routeGen;

async function route() {
  routeGen += 1;
  // A dialog belongs to the page it was opened on.
  closeRouteDialogs();
  const hash = location.hash.replace(/^#\/?/, '');
  const [page, ...restParts] = hash.split('/');
  const rest = restParts.join('/');
  document.body.classList.toggle('embed-mode', page === 'embed');
  if (current && page !== 'play') dropCurrent();
  if (!page) return homePage();
  if (page === 'play' && gameInfo(rest)) return gamePage(rest);
  if (page === 'rules' && !rest) return libraryPage();
  if (page === 'rules' && (gameInfo(rest) || (await libOf()).isSport(rest))) return rulesPage(rest);
  if (page === 'linked' && gameInfo(rest)) return linkedPage(rest);
  if (page === 'g' && rest) return linkPage(rest, false);
  if (page === 'embed' && rest) {
    if (rest.startsWith('g/')) return linkPage(rest.slice(2), true);
    if (rest.startsWith('rules/') && (gameInfo(rest.slice(6)) || (await libOf()).isSport(rest.slice(6)))) return rulesPage(rest.slice(6), true);
    if (gameInfo(rest.split('?')[0])) return embedPage(rest);
  }
  return notFound();
}

async function main() {
  setLang(pickInitialLang());
  app.replaceChildren(h('p', { class: 'loading' }, t('loading')));
  GAMES = await (await fetch(new URL('./catalog.json', import.meta.url))).json();
  // A family's words load with its pages (the game list loads every family's).
  window.addEventListener('hashchange', () => route().catch(fatal));
  // Arrow keys step through the moves unless the board (which uses them) has focus.
  document.addEventListener('keydown', (e) => {
    if (!current || e.defaultPrevented) return;
    const tag = (e.target.tagName || '').toLowerCase();
    if (['input', 'select', 'textarea', 'canvas'].includes(tag)) return;
    current.navKey(e);
  });
  window.spelbord = {
    games: GAMES, get current() { return current; }, get engine() { return engine; },
    /** How the page words a result (for tests of families' end reasons). */
    resultText,
    /** A family's module, for tests and tools (loads it). */
    wasm: (f) => wasmOf(f),
  };
  // The screen reader hears the status, not every change of the page (index.html marks
  // #app live for the noscript/loading text only).
  app.removeAttribute('aria-live');
  // Another tab saved the game on screen: this tab takes it up, so neither overwrites
  // the other's moves with an older game.
  window.addEventListener('storage', (e) => {
    const c = current;
    if (!c || !e.newValue || e.key !== saveKey(c.id, c.slot)) return;
    let d;
    try { d = JSON.parse(e.newValue); } catch { return; }
    if (!d || d.record === c.table.record()) return;
    let table;
    try { table = c.wasm.Table.fromRecord(d.record, !!d.manualChance); } catch { return; }
    startGame(c.id, table, parseSeats(d.seats, table.seats()), { redo: Array.isArray(d.redo) ? d.redo.map(String) : [], embed: c.embed, fam: c.fam, wasm: c.wasm, slot: c.slot });
    toast(t('otherTab'));
  });
  await route();
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    // The first time every file is cached the player is told the site now works offline.
    const first = !navigator.serviceWorker.controller && !localStorage.getItem('spelbord.offlineSaid');
    navigator.serviceWorker.register('./sw.js').catch(() => { /* the site still works online */ });
    if (first) {
      navigator.serviceWorker.ready.then(() => {
        localStorage.setItem('spelbord.offlineSaid', '1');
        toast(t('offlineReady'));
      }).catch(() => {});
    }
  }
}

function fatal(e) {
  app.replaceChildren(h('p', { class: 'error-page', role: 'alert' }, `Spelbord could not start: ${e.message}`));
}

main().catch(fatal);
