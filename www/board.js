// The board host, in the spirit of lichess's chessground: data in, user intents out.
// It owns the canvas (HiDPI-crisp through devicePixelRatio, resized with its box),
// batches redraws on requestAnimationFrame, and turns pointer and keyboard input into
// renderer hits. A renderer (boards/*.js) knows how a family's board looks and which
// legal move a hit means; it never knows the rules: legality comes in as `data.legal`.

export class BoardView {
  constructor(canvas, renderer, onIntent) {
    this.canvas = canvas;
    this.r = renderer;
    this.onIntent = onIntent;
    this.data = null;
    /** The page may cap the board's height (a function giving pixels). @type {(() => number) | null} */
    this.maxHeight = null;
    this.ui = renderer.initUi ? renderer.initUi() : {};
    this.frame = 0;
    this.ctx = canvas.getContext('2d');
    canvas.tabIndex = 0;
    canvas.style.touchAction = 'manipulation';
    this.ro = new ResizeObserver(() => this.resize());
    this.ro.observe(canvas.parentElement || canvas);
    const pos = (e) => {
      const b = canvas.getBoundingClientRect();
      return [e.clientX - b.left, e.clientY - b.top, b.width, b.height];
    };
    canvas.addEventListener('pointermove', (e) => {
      const p = pos(e);
      const hit = this.r.hit(...p, this.data, this.ui);
      // A held pointer is tracked for renderers that drag pieces.
      if (this.ui.pointer) { this.ui.pointer.x = p[0]; this.ui.pointer.y = p[1]; this.redraw(); }
      if (!sameHit(hit, this.ui.hover)) { this.ui.hover = hit; this.redraw(); }
    });
    canvas.addEventListener('pointerleave', () => { this.ui.hover = null; this.redraw(); });
    canvas.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      const p = pos(e);
      const hit = this.r.hit(...p, this.data, this.ui);
      // Renderers with a `release` (drag and drop) get the pointer held until it lifts.
      if (this.r.release) {
        this.ui.pointer = { x: p[0], y: p[1], x0: p[0], y0: p[1], w: p[2], h: p[3] };
        try { canvas.setPointerCapture(e.pointerId); } catch { /* not capturable: clicks still work */ }
      }
      // Touch has no hover: the first tap on a target shows the preview when the
      // renderer asks for confirmation, otherwise a tap acts at once.
      this.ui.hover = hit;
      const mv = hit && this.r.intent(hit, this.data, this.ui);
      // A finger leaves no hover behind: the preview would show a move not made.
      if (e.pointerType === 'touch') this.ui.hover = null;
      if (mv) this.emit(mv); else this.redraw();
    });
    canvas.addEventListener('pointerup', (e) => {
      if (!this.ui.pointer || !this.data) return;
      const p = pos(e);
      Object.assign(this.ui.pointer, { x: p[0], y: p[1] });
      const hit = this.r.hit(...p, this.data, this.ui);
      const mv = this.r.release(hit, this.data, this.ui);
      this.ui.pointer = null;
      if (mv) this.emit(mv); else this.redraw();
    });
    canvas.addEventListener('pointercancel', () => { this.ui.pointer = null; this.redraw(); });
    canvas.addEventListener('keydown', (e) => {
      if (!this.data) return;
      const res = this.r.key(e, this.data, this.ui);
      if (res) {
        e.preventDefault();
        e.stopPropagation();
        if (res.move) this.emit(res.move);
        this.redraw();
      }
    });
    canvas.addEventListener('focus', () => { this.ui.focus = true; this.redraw(); });
    canvas.addEventListener('blur', () => { this.ui.focus = false; this.redraw(); });
    // A renderer may add input of its own (wheel, pinch); it returns how to remove it.
    this.detach = renderer.attach ? renderer.attach(canvas, this) : null;
    this.resize();
  }

  emit(mv) {
    if (this.data && this.data.interactive) this.onIntent(mv);
  }

  /** New data from the page (a position, legal moves, highlights). */
  set(data) {
    const prev = this.data;
    this.data = data;
    if (this.r.onData) this.r.onData(prev, data, this.ui, performance.now());
    this.resize();
    this.redraw();
  }

  resize() {
    if (!this.data) return;
    const box = this.canvas.parentElement.getBoundingClientRect();
    const aspect = this.r.aspect(this.data);
    let w = Math.max(160, box.width);
    let h = w / aspect;
    const maxH = this.maxHeight ? this.maxHeight() : Infinity;
    if (h > maxH) { h = Math.max(160, maxH); w = h * aspect; }
    const dpr = window.devicePixelRatio || 1;
    const cw = Math.round(w * dpr), ch = Math.round(h * dpr);
    if (this.canvas.width !== cw || this.canvas.height !== ch) {
      this.canvas.width = cw;
      this.canvas.height = ch;
      this.canvas.style.width = `${w}px`;
      this.canvas.style.height = `${h}px`;
      this.redraw();
    }
  }

  redraw() {
    if (this.frame) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      if (!this.data) return;
      const dpr = window.devicePixelRatio || 1;
      const w = this.canvas.width / dpr, h = this.canvas.height / dpr;
      this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      this.ctx.clearRect(0, 0, w, h);
      const animating = this.r.draw(this.ctx, w, h, this.data, this.ui, now);
      if (animating) this.redraw();
    });
  }

  destroy() {
    this.ro.disconnect();
    if (this.detach) this.detach();
    if (this.frame) cancelAnimationFrame(this.frame);
  }
}

function sameHit(a, b) {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

// ---------- what every renderer shares ----------
// Renderers import these rather than keep a copy each.

/** A rounded rectangle as the current path (the caller fills or strokes it). */
export function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y); ctx.arcTo(x + w, y, x + w, y + h, r); ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r); ctx.arcTo(x, y, x + w, y, r); ctx.closePath();
}

/**
 * A renderer's own live region beside the canvas, for what the keyboard points at and
 * picks (the canvas itself says nothing to a screen reader). It is `ui.live`; the page's
 * status stays the live region of the game, so this one speaks only on keyboard use.
 * Returns how to remove it (a renderer's `attach` may return it as it is).
 * @param {HTMLCanvasElement} canvas
 * @param {{ live?: HTMLElement | null }} ui
 * @param {string} className how tests and styles find it (`alq-live`)
 */
export function liveRegion(canvas, ui, className) {
  const live = document.createElement('div');
  live.setAttribute('aria-live', 'polite');
  live.className = className;
  // Visually hidden, still read.
  live.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;';
  canvas.after(live);
  ui.live = live;
  return () => live.remove();
}

/** Says `text` in the renderer's live region (`liveRegion`); nothing to say keeps the last. */
export function say(ui, text) {
  if (ui.live && text) ui.live.textContent = text;
}

/** @type {import('./types/family').StepsAnswer} */
const NO_STEPS = { next: [], complete: null, view: null };

/**
 * The partial-move interface of `table` after `ply` moves, memoised for one position on
 * screen: the board asks it on every pointer move and frame, the answer changes only
 * with the steps chosen. Steps it cannot read answer "nothing may follow".
 * @param {{ steps(ply: number, chosen: any[]): any }} table
 * @param {number} ply
 * @returns {(chosen: any[]) => import('./types/family').StepsAnswer}
 */
export function memoSteps(table, ply) {
  const seen = new Map();
  return (chosen) => {
    const key = JSON.stringify(chosen);
    if (!seen.has(key)) {
      let s;
      try { s = table.steps(ply, chosen); } catch { s = NO_STEPS; }
      seen.set(key, s);
    }
    return seen.get(key);
  };
}

/** Arrow keys as a step on a board drawn with row 0 at the bottom: [columns, rows]. */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

/**
 * The keyboard cursor over a grid of `cols` × `rows` cells numbered `row * cols + column`
 * (row 0 at the bottom), as `ui.cursor`: the arrows move it (held at the edges) and say
 * what it is on; Enter or Space presses the cell. `ui.keys` marks keyboard use (the
 * renderer draws the cursor only then). Returns the key's result for the board host, or
 * null for a key the grid does not use (the renderer may take it: Escape).
 * @param {KeyboardEvent} e
 * @param {any} ui the renderer's ui state
 * @param {{ cols: number, rows?: number, start: () => number, describe: (cell: number) => string, press: (cell: number) => string | null }} grid
 */
export function gridKey(e, ui, { cols, rows = cols, start, describe, press }) {
  ui.keys = true;
  if (ui.cursor == null) ui.cursor = start();
  const c = ui.cursor % cols, r = Math.floor(ui.cursor / cols);
  const step = ARROWS[e.key];
  if (step) {
    const [dc, dr] = step;
    ui.cursor = Math.min(rows - 1, Math.max(0, r + dr)) * cols + Math.min(cols - 1, Math.max(0, c + dc));
    ui.hover = null;
    say(ui, describe(ui.cursor));
    return {};
  }
  if (e.key === 'Enter' || e.key === ' ') {
    const mv = press(ui.cursor);
    ui.press = null;
    return { move: mv };
  }
  return null;
}
