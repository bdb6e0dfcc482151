// The game on screen (a GameCtl): the board, the status, the move list, the controls and
// the computer's and analysis's turns, over a Table of the family's WebAssembly module.
// The family's page glue (www/games/<family>/index.js, typed as FamilyHooks) adds what
// only it knows: names of seats, moves, actions, a turn being built.
import { t, has, errText } from '../i18n/index.js';
import { BoardView } from '../board.js';
import { h, toast, store } from '../dom.js';
import { showRouteDialog } from '../dialogs.js';
import { gameInfo } from './catalog.js';
import { engineFor, analysisFor } from './engines.js';
import { isCpu, cpuLevel, saveKey } from './save.js';
import { current, startGame, changeLang, useController } from './screen.js';
import { settingsDialog, openFileDialog } from './table-dialogs.js';

// The analysis gives up after this long and says the position is too early to solve.
export const ANALYSIS_MS = 2500;

// ---------- the game table ----------
/** @typedef {import('../types/family').FamilyHooks} FamilyHooks */
/** @typedef {import('../types/family').Table} Table */
/** @typedef {import('../types/family').Loose} Loose */

// The icon a control shows in the smallest embeds (style.css: a 320 × 240 frame has no
// room for its words), which stay in the button for screen readers and as its tooltip.
const ICONS = { undo: '↶', redo: '↷', hint: '?', analysis: '±', embedOpen: '↗', describeBoard: '☰',
  bgFlip: '⇄', bgIds: 'ID', damFlip: '⇅', damNumbers: '#', fofFit: '⤢', fofLetters: 'A', loaGroups: '◎', surroundGroups: '◎' };

/** Gives a control its icon (a family's too, by its `data-act`), its words in a label. */
function iconize(/** @type {Element} */ el) {
  const icon = el instanceof HTMLElement ? ICONS[el.dataset.act || ''] : null;
  if (!icon || !(el instanceof HTMLElement)) return el;
  el.dataset.icon = icon;
  if (!el.title) el.title = (el.textContent || '').trim();
  el.replaceChildren(h('span', { class: 'label' }, ...el.childNodes));
  return el;
}

export class GameCtl {
  /**
   * @param {HTMLElement} root
   * @param {{ id: string, table: Table, seats: string[], redo?: string[], embed?: boolean, fam: FamilyHooks,
   *   wasm: import('../types/family').FamilyModule, slot?: string, paused?: boolean, view?: number | null, analysisOn?: boolean }} opts
   */
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
    const icons = (els) => els.map(iconize);
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
    icons([...this.controls.children]);
    // Moves made with a button rather than on the board (a pass, a double, a draw offer).
    this.actions = h('div', { class: 'controls actions' });
    this.board = new BoardView(this.canvas, f.board, (mv) => this.humanMove(mv));
    // A small landscape embed puts the board beside its controls (style.css): it may take
    // the frame's height below the title.
    const shortEmbed = () => this.embed && window.innerWidth > window.innerHeight && window.innerHeight <= 500;
    // Under 300 px the embed has no title line (style.css).
    this.board.maxHeight = () => (shortEmbed() ? window.innerHeight - (window.innerHeight <= 300 ? 8 : 34) : window.innerWidth < 700 ? window.innerHeight * 0.62 : window.innerHeight - 140);
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
      store.remove(saveKey(this.id, 'link'));
      this.slot = 'game';
      this.save();
      history.replaceState(null, '', `#/play/${this.id}`);
      this.root.querySelector('.link-note')?.remove();
    });
    showRouteDialog(dlg, { onLang: changeLang, reopen: () => current && current.askKeep() });
  }

  save() {
    const data = { record: this.table.record(), seats: this.seats.join(','), redo: this.redo, manualChance: this.table.manualChance() };
    store.set(saveKey(this.id, this.slot), JSON.stringify(data));
    if (this.slot === 'game') store.set('spelbord.last', this.id);
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
  get notationOn() { return store.get('spelbord.notation') === '1'; }

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
    const m = text instanceof Node ? (/** @type {Element} */ (text).getAttribute('aria-label') || text.textContent) : String(text);
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
    /** @type {Loose} */
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
    store.set('spelbord.notation', this.notationOn ? '0' : '1');
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

  /** @param {import('../types/family').AnalysisShown | null} a */
  analysisText(a) {
    if (!this.analysisBox) {
      this.analysisBox = h('div', { class: 'analysis' });
      this.status.after(this.analysisBox);
    }
    if (!a || !('columns' in a)) {
      const pending = !!a && 'pending' in a && a.pending, unavailable = !!a && 'unavailable' in a && a.unavailable;
      this.analysisBox.replaceChildren(pending ? t('analysing') : unavailable ? t('analysisLater') : '');
      this.analysisBox.dataset.state = a ? (pending ? 'pending' : 'unavailable') : 'off';
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
      // Failing a hook of its own, the module's words for the move as the list says it.
      let words = this.fam.hintText ? this.fam.hintText(a.mv, this) : null;
      if (!words && !this.notationOn) {
        let said = null;
        try { said = this.table.wordsFor ? this.table.wordsFor(this.table.len(), a.mv) : null; } catch { said = null; }
        if (said) words = this.say(said, true);
      }
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

/**
 * Why a finished game ended, as the page says it: the winner (or a draw) and the reason.
 * @param {string} family
 * @param {import('../types/contract').GameResult<any>} result
 * @param {(i: number) => string} seatName
 * @param {Record<string, string> | null} [extra]
 */
export function resultText(family, result, seatName, extra) {
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

useController(GameCtl);
