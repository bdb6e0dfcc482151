// Luffarschack board: a window onto squared paper with no edge (or a bounded 15 × 15 /
// 19 × 19 sheet), crosses and rings drawn as by pen.
// Drawing data: the typed view of crates/luffarschack/src/view.rs (BoardView) in the
// page's state: size (null: endless paper), marks [{cell {x, y}, mark 'cross'|'ring',
// number, name}], lastMove {x, y}, winningLines [{mark, cells}], bounds {minX, minY, maxX,
// maxY} (the rectangle the marks cover), toMove, threats [{mark, kind 'four'|'openThree',
// cell, name}], opening {key, args, only, outside} (an opening rule limiting the next
// mark); and from index.js `ask(cell)`: the move a click on that cell makes, in notation
// from the Rust steps interface (null: not legal), and `hintCell`. The renderer never
// writes notation and never decides what is legal.
//
// The view onto the paper (ui.view: the world point at the canvas centre and the cell
// size in pixels) pans by drag, touch, Shift + arrows; zooms by wheel, pinch, + and −;
// follows the game by nudging a new mark into sight, never by jumping away.
import { t, errText } from '../../i18n/index.js';
import { toast, store } from '../../dom.js';
import { say, liveRegion } from '../../board.js';

const PAPER = '#fbfaf4', DESK = '#d9d2c3', GRID = '#a9c3de', BORDER = '#6f8fb5';
export const INK = { cross: '#1d3f8f', ring: '#c0392b' };
const HIGHLIGHT = 'rgba(255, 214, 10, 0.42)';
const MIN_CELL = 5, MAX_CELL = 72, FIT_MAX = 40;
const key = (x, y) => `${x}|${y}`;
const seatOfMark = (m) => (m === 'cross' ? 0 : 1);

/** A stable pen wobble for a cell, in [0, 1). */
function wobble(x, y, k = 0) {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(k + 1, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h ^= h >>> 13;
  return ((h >>> 0) % 10007) / 10007;
}

// ---------- the view onto the paper ----------
/** The region a fit shows: the board, or the marks with paper round them. */
function region(d) {
  if (d.size) return { x0: -1.5, x1: d.size + 0.5, y0: -1.5, y1: d.size + 0.5 };
  const b = d.bounds;
  if (!b) return { x0: -7.5, x1: 7.5, y0: -7.5, y1: 7.5 };
  const m = 3.5;
  return { x0: b.minX - m, x1: b.maxX + m, y0: b.minY - m, y1: b.maxY + m };
}
const FIT_MIN = 12;
function fitted(d, w, h, least = FIT_MIN) {
  let r = region(d);
  const size = (q) => Math.min(FIT_MAX, w / (q.x1 - q.x0), h / (q.y1 - q.y0));
  // Marks spread too far apart to read at once: show the ones round the last move.
  if (!d.size && d.lastMove && size(r) < least) {
    const c = d.lastMove, near = (d.marks || []).filter((m) => Math.abs(m.cell.x - c.x) <= 12 && Math.abs(m.cell.y - c.y) <= 12);
    const xs = near.map((m) => m.cell.x), ys = near.map((m) => m.cell.y);
    r = { x0: Math.min(...xs) - 3.5, x1: Math.max(...xs) + 3.5, y0: Math.min(...ys) - 3.5, y1: Math.max(...ys) + 3.5 };
  }
  const cell = Math.max(MIN_CELL, size(r));
  return { cx: (r.x0 + r.x1) / 2, cy: (r.y0 + r.y1) / 2, cell };
}
function ensureView(ui, d, w, h) {
  if (!ui.view) ui.view = fitted(d, w, h);
  ui.w = w; ui.h = h;
  return ui.view;
}
const sx = (v, w, x) => w / 2 + (x - v.cx) * v.cell;
const sy = (v, h, y) => h / 2 - (y - v.cy) * v.cell;
function cellAt(v, w, h, px, py) {
  return { x: Math.round(v.cx + (px - w / 2) / v.cell), y: Math.round(v.cy - (py - h / 2) / v.cell) };
}
const onSheet = (d, c) => !d.size || (c.x >= 0 && c.y >= 0 && c.x < d.size && c.y < d.size);
const ease = (p) => 1 - Math.pow(1 - p, 3);

/** Glides the view to centre (cx, cy) at cell size `cell`. */
function glide(ui, to, now = performance.now(), dur = 300) {
  const v = ui.view;
  if (!v) { ui.view = { ...to }; return; }
  ui.glide = { from: { ...v }, to: { cx: to.cx ?? v.cx, cy: to.cy ?? v.cy, cell: to.cell ?? v.cell }, start: now, dur };
}
/** Brings cell `c` into sight with `margin` cells to spare, moving as little as possible. */
function reveal(ui, c, margin = 2, animate = true) {
  const v = ui.glide ? ui.glide.to : ui.view;
  if (!v || !ui.w) return;
  const hw = ui.w / 2 / v.cell - 0.5 - margin, hh = ui.h / 2 / v.cell - 0.5 - margin;
  let { cx, cy } = v;
  if (hw <= 0 || hh <= 0) { cx = c.x; cy = c.y; } else {
    if (c.x > cx + hw) cx = c.x - hw; else if (c.x < cx - hw) cx = c.x + hw;
    if (c.y > cy + hh) cy = c.y - hh; else if (c.y < cy - hh) cy = c.y + hh;
  }
  if (cx === v.cx && cy === v.cy) return;
  if (animate) glide(ui, { cx, cy, cell: v.cell }); else { ui.glide = null; Object.assign(ui.view, { cx, cy }); }
}
function zoomAt(ui, px, py, cell) {
  const v = ui.view;
  if (!v) return;
  ui.glide = null;
  cell = Math.max(MIN_CELL, Math.min(MAX_CELL, cell));
  const wx = v.cx + (px - ui.w / 2) / v.cell, wy = v.cy - (py - ui.h / 2) / v.cell;
  v.cx = wx - (px - ui.w / 2) / cell;
  v.cy = wy + (py - ui.h / 2) / cell;
  v.cell = cell;
}

/** Fits every mark (or the whole board) into view: the "centre on the game" control (marks
 *  too far apart to fit even at the smallest cells: the ones round the last move). */
export function centreOnGame(ui, d) {
  if (!d || !ui.w) return;
  glide(ui, fitted(d, ui.w, ui.h, MIN_CELL));
}
export function zoomBy(ui, f) {
  if (!ui.view) return;
  zoomAt(ui, ui.w / 2, ui.h / 2, ui.view.cell * f);
}

const seatWord = (m) => t(`seat.luffarschack.${seatOfMark(m)}`);
/** The cell under the keyboard cursor, with its mark or the move it makes and its threats. */
function describe(d, ui, c) {
  const m = ui.occ.get(key(c.x, c.y));
  const parts = [];
  if (m) parts.push(t('lf.sayMark', { cell: m.name, p: seatWord(m.mark), n: m.number }));
  else {
    const mv = d.ask ? d.ask(c) : null;
    parts.push(mv ? t('lf.sayEmpty', { cell: mv }) : t('lf.sayClosed', { x: c.x, y: c.y }));
  }
  for (const th of d.threats || []) {
    if (th.cell.x === c.x && th.cell.y === c.y) parts.push(t(`lf.sayThreat.${th.kind}`, { p: seatWord(th.mark) }));
  }
  return parts.join('. ');
}

/** The first mark on the endless paper, put at `c`: the paper moves so that `c` is the
 *  origin where the mark goes (it stays under the finger). */
function firstHere(ui, d, c) {
  const o = d.firstAnywhere;
  if (!o || !ui.view || !c) return;
  ui.view.cx -= c.x - o.x; ui.view.cy -= c.y - o.y;
  ui.glide = null;
  ui.cursor = { ...o };
}

/** Why a mark may not go on an empty cell, in the player's words (the view's opening rule). */
function explain(d) {
  if (d.opening) toast(t('illegal', { e: errText({ key: d.opening.key, args: d.opening.args, message: '' }) }), 'error');
}

// ---------- drawing ----------
function cross(ctx, x, y, r, cx, cy, p = 1) {
  const a = (wobble(cx, cy, 1) - 0.5) * r * 0.26, b = (wobble(cx, cy, 2) - 0.5) * r * 0.26;
  const s1 = Math.min(1, p * 2), s2 = Math.max(0, p * 2 - 1);
  ctx.beginPath();
  ctx.moveTo(x - r + a, y - r);
  ctx.quadraticCurveTo(x + b, y + a, x - r + a + 2 * r * s1, y - r + 2 * r * s1 + b * s1);
  if (s2 > 0) {
    ctx.moveTo(x + r - b, y - r + a);
    ctx.quadraticCurveTo(x + a, y - b, x + r - b - 2 * r * s2, y - r + a + 2 * r * s2);
  }
  ctx.stroke();
}
function ring(ctx, x, y, r, cx, cy, p = 1) {
  // A hand's ring: an ellipse a little askew whose radius drifts as the pen goes round,
  // so the stroke ends past its start a little inside or outside it.
  const a0 = -Math.PI / 2 - 0.6 + wobble(cx, cy, 3) * 1.2;
  const sweep = Math.PI * 2 * (1.06 + wobble(cx, cy, 7) * 0.06) * p;
  const rx = r * (1 + (wobble(cx, cy, 4) - 0.5) * 0.1), ry = r * (0.95 + (wobble(cx, cy, 5) - 0.5) * 0.08);
  const tilt = wobble(cx, cy, 6) * Math.PI, drift = (wobble(cx, cy, 8) - 0.5) * 0.16;
  const cos = Math.cos(tilt), sin = Math.sin(tilt), n = Math.max(8, Math.ceil(40 * p));
  ctx.beginPath();
  for (let i = 0; i <= n; i++) {
    const t = i / n, a = a0 + sweep * t, k = 1 + drift * t;
    const ex = Math.cos(a) * rx * k, ey = Math.sin(a) * ry * k;
    const px = x + ex * cos - ey * sin, py = y + ex * sin + ey * cos;
    if (i === 0) ctx.moveTo(px, py); else ctx.lineTo(px, py);
  }
  ctx.stroke();
}
function mark(ctx, kind, x, y, cell, cx, cy, p = 1, alpha = 1) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = INK[kind];
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1.2, cell * 0.09);
  if (kind === 'cross') cross(ctx, x, y, cell * 0.3, cx, cy, p); else ring(ctx, x, y, cell * 0.33, cx, cy, p);
  ctx.restore();
}

function paper(ctx, w, h, d, v) {
  const x0 = Math.floor(v.cx - w / 2 / v.cell) - 1, x1 = Math.ceil(v.cx + w / 2 / v.cell) + 1;
  const y0 = Math.floor(v.cy - h / 2 / v.cell) - 1, y1 = Math.ceil(v.cy + h / 2 / v.cell) + 1;
  let gx0 = x0, gx1 = x1, gy0 = y0, gy1 = y1;
  if (d.size) {
    ctx.fillStyle = DESK; ctx.fillRect(0, 0, w, h);
    gx0 = Math.max(x0, 0); gy0 = Math.max(y0, 0); gx1 = Math.min(x1, d.size - 1); gy1 = Math.min(y1, d.size - 1);
    const L = sx(v, w, -0.5), R = sx(v, w, d.size - 0.5), T = sy(v, h, d.size - 0.5), B = sy(v, h, -0.5);
    ctx.save(); ctx.shadowColor = 'rgba(0,0,0,0.25)'; ctx.shadowBlur = 10; ctx.shadowOffsetY = 2;
    ctx.fillStyle = PAPER; ctx.fillRect(L, T, R - L, B - T); ctx.restore();
  } else {
    ctx.fillStyle = PAPER; ctx.fillRect(0, 0, w, h);
  }
  if (gx1 < gx0 || gy1 < gy0) return;
  // Squared paper: thin lines between cells, fainter as the paper zooms out.
  ctx.save();
  ctx.strokeStyle = GRID;
  ctx.globalAlpha = v.cell < 10 ? 0.45 : 0.8;
  ctx.lineWidth = 1;
  ctx.beginPath();
  const top = d.size ? sy(v, h, gy1 + 0.5) : 0, bot = d.size ? sy(v, h, gy0 - 0.5) : h;
  const left = d.size ? sx(v, w, gx0 - 0.5) : 0, right = d.size ? sx(v, w, gx1 + 0.5) : w;
  for (let x = gx0; x <= gx1 + 1; x++) { const X = Math.round(sx(v, w, x - 0.5)) + 0.5; ctx.moveTo(X, top); ctx.lineTo(X, bot); }
  for (let y = gy0; y <= gy1 + 1; y++) { const Y = Math.round(sy(v, h, y - 0.5)) + 0.5; ctx.moveTo(left, Y); ctx.lineTo(right, Y); }
  ctx.stroke();
  ctx.restore();
  if (d.size) {
    ctx.save(); ctx.strokeStyle = BORDER; ctx.lineWidth = 2;
    ctx.strokeRect(sx(v, w, -0.5), sy(v, h, d.size - 0.5), d.size * v.cell, d.size * v.cell); ctx.restore();
  }
}

function coordinates(ctx, w, h, d, v) {
  const band = 18, gutter = 30;
  ctx.save();
  ctx.fillStyle = 'rgba(251,250,244,0.9)';
  ctx.fillRect(0, 0, w, band); ctx.fillRect(0, 0, gutter, h);
  ctx.strokeStyle = 'rgba(111,143,181,0.6)'; ctx.beginPath(); ctx.moveTo(0, band + 0.5); ctx.lineTo(w, band + 0.5); ctx.moveTo(gutter + 0.5, 0); ctx.lineTo(gutter + 0.5, h); ctx.stroke();
  ctx.fillStyle = '#3c4b5e';
  ctx.font = `600 12px system-ui, sans-serif`;
  ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
  const step = [1, 2, 5, 10, 20, 50, 100].find((s) => s * v.cell >= 26) || 200;
  const x0 = Math.ceil(v.cx - w / 2 / v.cell), x1 = Math.floor(v.cx + w / 2 / v.cell);
  for (let x = x0; x <= x1; x++) {
    if (((x % step) + step) % step) continue;
    if (d.size && (x < 0 || x >= d.size)) continue;
    const X = sx(v, w, x);
    if (X < gutter + 8) continue;
    // A bounded board names its columns with letters, as its notation does.
    ctx.fillText(d.size ? String.fromCharCode(97 + x) : String(x), X, band / 2 + 1);
  }
  ctx.textAlign = 'right';
  const y0 = Math.ceil(v.cy - h / 2 / v.cell), y1 = Math.floor(v.cy + h / 2 / v.cell);
  for (let y = y0; y <= y1; y++) {
    if (((y % step) + step) % step) continue;
    if (d.size && (y < 0 || y >= d.size)) continue;
    const Y = sy(v, h, y);
    if (Y < band + 6) continue;
    ctx.fillText(d.size ? String(y + 1) : String(y), gutter - 4, Y);
  }
  ctx.restore();
}

/** An arrow at the edge pointing to cell `c` when it is out of sight. */
function edgeArrow(ctx, w, h, v, c, colour) {
  const X = sx(v, w, c.x), Y = sy(v, h, c.y);
  if (X >= 0 && X <= w && Y >= 0 && Y <= h) return;
  const dx = X - w / 2, dy = Y - h / 2;
  const k = Math.min((w / 2 - 18) / Math.abs(dx || 1e-9), (h / 2 - 18) / Math.abs(dy || 1e-9));
  const ax = w / 2 + dx * k, ay = h / 2 + dy * k, ang = Math.atan2(dy, dx);
  ctx.save();
  ctx.translate(ax, ay); ctx.rotate(ang);
  ctx.fillStyle = colour; ctx.globalAlpha = 0.85;
  ctx.beginPath(); ctx.moveTo(12, 0); ctx.lineTo(-8, -9); ctx.lineTo(-4, 0); ctx.lineTo(-8, 9); ctx.closePath(); ctx.fill();
  ctx.restore();
}

/** The "show the whole game" icon: four corners round a dot (drawn, so no font lacks it). */
function fitIcon() {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 20 20'); svg.setAttribute('width', '18'); svg.setAttribute('height', '18');
  svg.setAttribute('aria-hidden', 'true');
  svg.style.verticalAlign = 'middle';
  const path = document.createElementNS(NS, 'path');
  path.setAttribute('d', 'M2 7V2h5M13 2h5v5M18 13v5h-5M7 18H2v-5');
  path.setAttribute('fill', 'none'); path.setAttribute('stroke', 'currentColor'); path.setAttribute('stroke-width', '2');
  const dot = document.createElementNS(NS, 'circle');
  dot.setAttribute('cx', '10'); dot.setAttribute('cy', '10'); dot.setAttribute('r', '2.5'); dot.setAttribute('fill', 'currentColor');
  svg.append(path, dot);
  return svg;
}

/** @typedef {import('../../types/family').BoardData<import('../../types/luffarschack').State, { ask?: (cell: { x: number, y: number }) => string | null, hintCell?: { x: number, y: number } | null, firstAnywhere?: { x: number, y: number } | null }>} Data the view, with the move a click makes and the hinted cell (index.js) */
/** @type {import('../../types/family').Renderer<Data>} */
export default {
  initUi() {
    let threats = false, coords = false;
    try {
      threats = store.get('spelbord.luffarschack.threats') === '1';
      coords = store.get('spelbord.luffarschack.coords') === '1';
    } catch { /* no storage: off */ }
    return { hover: null, view: null, glide: null, occ: new Map(), cursor: null, keys: false, pending: null, press: null, ink: null, threats, coords, live: null };
  },

  /** Endless paper is wide on a desk and nearly square on a phone; a bounded sheet is square. */
  aspect(d) {
    if (d.size) return 1;
    return typeof window !== 'undefined' && window.innerWidth < 700 ? 0.85 : 1.3;
  },

  /** A live region, the zoom / centre / confirm buttons over the paper, and the paper's own
   *  gestures: drag to pan, pinch and wheel to zoom. */
  attach(canvas, host) {
    const ui = host.ui;
    canvas.style.touchAction = 'none';
    const wrap = canvas.parentElement;
    if (wrap) wrap.style.position = 'relative';
    const dropLive = liveRegion(canvas, ui, 'lf-live');
    const tools = document.createElement('div');
    tools.className = 'lf-tools';
    const button = (act, text, label, fn) => {
      const b = document.createElement('button');
      b.type = 'button'; b.dataset.act = act; b.textContent = text;
      if (label) { b.setAttribute('aria-label', label); b.title = label; }
      b.addEventListener('click', (e) => { e.preventDefault(); fn(); host.redraw(); });
      tools.append(b);
      return b;
    };
    const confirm = button('confirm', t('lf.place'), null, () => {
      const d = host.data;
      const mv = d && ui.pending && d.ask ? d.ask(ui.pending) : null;
      if (mv) firstHere(ui, d, ui.pending);
      ui.pending = null;
      if (mv) host.emit(mv);
    });
    confirm.classList.add('primary');
    confirm.style.display = 'none';
    button('lfZoomOut', '−', t('lf.zoomOut'), () => zoomBy(ui, 1 / 1.25));
    button('lfZoomIn', '+', t('lf.zoomIn'), () => zoomBy(ui, 1.25));
    button('lfCentre', '', t('lf.centre'), () => centreOnGame(ui, host.data)).append(fitIcon());
    ui.tools = tools; ui.confirm = confirm;
    if (wrap) wrap.append(tools);

    const pts = new Map();
    const local = (e) => { const b = canvas.getBoundingClientRect(); return { x: e.clientX - b.left, y: e.clientY - b.top }; };
    const down = (e) => {
      const p = local(e);
      pts.set(e.pointerId, p);
      ui.ptype = e.pointerType;
      if (ui.view) ui.pressCell = cellAt(ui.view, ui.w, ui.h, p.x, p.y);
      if (pts.size === 1) ui.drag = { x0: p.x, y0: p.y, cx0: ui.view?.cx, cy0: ui.view?.cy, moved: false };
      else {
        const [a, b] = [...pts.values()];
        ui.gesture = true;
        ui.pinch = { d0: Math.hypot(a.x - b.x, a.y - b.y) || 1, cell0: ui.view?.cell, mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
      }
    };
    const move = (e) => {
      const p = local(e);
      if (ui.view && e.pointerType !== 'touch') {
        const c = cellAt(ui.view, ui.w, ui.h, p.x, p.y);
        if (!ui.cell || ui.cell.x !== c.x || ui.cell.y !== c.y) { ui.cell = c; host.redraw(); }
      }
      if (!pts.has(e.pointerId) || !ui.view) return;
      pts.set(e.pointerId, p);
      if (pts.size >= 2 && ui.pinch) {
        const [a, b] = [...pts.values()];
        const dist = Math.hypot(a.x - b.x, a.y - b.y) || 1;
        const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
        zoomAt(ui, mx, my, ui.pinch.cell0 * dist / ui.pinch.d0);
        ui.view.cx -= (mx - ui.pinch.mx) / ui.view.cell; ui.view.cy += (my - ui.pinch.my) / ui.view.cell;
        ui.pinch.mx = mx; ui.pinch.my = my;
        host.redraw();
        return;
      }
      const g = ui.drag;
      if (!g || g.cx0 == null) return;
      const dx = p.x - g.x0, dy = p.y - g.y0;
      if (!g.moved && Math.hypot(dx, dy) > (e.pointerType === 'touch' ? 10 : 6)) { g.moved = true; ui.gesture = true; ui.glide = null; canvas.style.cursor = 'grabbing'; }
      if (g.moved) { ui.view.cx = g.cx0 - dx / ui.view.cell; ui.view.cy = g.cy0 + dy / ui.view.cell; host.redraw(); }
    };
    // After the host's own pointerup (which asked `release` while the gesture still counted).
    const up = (e) => {
      pts.delete(e.pointerId);
      if (pts.size === 0) { ui.drag = null; ui.pinch = null; ui.gesture = false; canvas.style.cursor = ''; }
      else if (pts.size === 1) { ui.pinch = null; }
    };
    const wheel = (e) => {
      if (!ui.view) return;
      e.preventDefault();
      const p = local(e);
      const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      zoomAt(ui, p.x, p.y, ui.view.cell * Math.exp(-dy * 0.0022));
      host.redraw();
    };
    const leave = () => { ui.cell = null; host.redraw(); };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    canvas.addEventListener('pointerleave', leave);
    canvas.addEventListener('wheel', wheel, { passive: false });
    return () => {
      dropLive(); tools.remove();
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', up);
      canvas.removeEventListener('pointerleave', leave);
      canvas.removeEventListener('wheel', wheel);
    };
  },

  onData(prev, d, ui, now) {
    ui.occ = new Map((d.marks || []).map((m) => [key(m.cell.x, m.cell.y), m]));
    const changed = !prev || prev.ply !== d.ply || prev.id !== d.id;
    if (changed) { ui.pending = null; ui.press = null; }
    const next = prev && prev.id === d.id && d.ply === prev.ply + 1;
    ui.ink = next && d.lastMove ? { x: d.lastMove.x, y: d.lastMove.y, start: now, dur: 230 } : null;
    const won = (d.winningLines || []).length > 0;
    if (won && !(prev && (prev.winningLines || []).length && prev.ply === d.ply)) ui.strike = { start: now + (ui.ink ? 200 : 0), dur: 420 };
    if (!won) ui.strike = null;
    // The view follows the game: a new mark out of sight is nudged into view.
    // On a bounded board a mark at the edge needs no paper beyond it.
    if (changed && d.lastMove && ui.view) reveal(ui, d.lastMove, d.size ? 0 : 2);
    if (d.lastMove && (ui.cursor == null || changed)) ui.cursor = { ...d.lastMove };
  },

  hit(x, y, w, h, d, ui) {
    if (!d || !d.interactive || !d.ask) return null;
    const v = ensureView(ui, d, w, h);
    const c = cellAt(v, w, h, x, y);
    if (!onSheet(d, c) || ui.occ.has(key(c.x, c.y))) return null;
    return d.ask(c) ? c : null;
  },

  intent(hit, d, ui) {
    ui.press = hit ? { x: hit.x, y: hit.y } : null;
    ui.keys = false;
    return null;
  },

  /** A press released where it went down (no pan, no pinch) places the mark; on a touch
   *  screen the first tap shows the ghost and the second (or the confirm button) places. */
  release(hit, d, ui) {
    const press = ui.press, pc = ui.pressCell;
    ui.press = null; ui.pressCell = null;
    if (ui.gesture || !d.interactive) return null;
    if (!hit) {
      // An empty cell an opening rule keeps free says why.
      if (pc && ui.view && d.opening && !ui.occ.has(key(pc.x, pc.y)) && onSheet(d, pc)) {
        const c = cellAt(ui.view, ui.w, ui.h, ui.pointer.x, ui.pointer.y);
        if (c.x === pc.x && c.y === pc.y) explain(d);
      }
      return null;
    }
    if (!press || press.x !== hit.x || press.y !== hit.y) return null;
    const mv = d.ask(hit);
    if (!mv) return null;
    if (ui.ptype === 'touch' && !(ui.pending && ui.pending.x === hit.x && ui.pending.y === hit.y)) {
      ui.pending = { x: hit.x, y: hit.y };
      say(ui, t('lf.sayPending', { cell: mv }));
      return null;
    }
    ui.pending = null;
    firstHere(ui, d, hit);
    return mv;
  },

  key(e, d, ui) {
    if (!ui.view) return null;
    const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (arrows[e.key]) {
      const [dx, dy] = arrows[e.key];
      if (e.shiftKey || e.ctrlKey || e.altKey || e.metaKey) {
        // Shift + arrows pan the paper by a few cells.
        const k = Math.max(3, Math.round(Math.min(ui.w, ui.h) / ui.view.cell / 4));
        glide(ui, { cx: ui.view.cx + dx * k, cy: ui.view.cy + dy * k }, performance.now(), 160);
        return {};
      }
      ui.keys = true;
      if (!ui.cursor) ui.cursor = d.lastMove ? { ...d.lastMove } : d.opening && d.opening.only ? { ...d.opening.only } : { x: Math.round(ui.view.cx), y: Math.round(ui.view.cy) };
      else ui.cursor = { x: ui.cursor.x + dx, y: ui.cursor.y + dy };
      if (d.size) ui.cursor = { x: Math.max(0, Math.min(d.size - 1, ui.cursor.x)), y: Math.max(0, Math.min(d.size - 1, ui.cursor.y)) };
      reveal(ui, ui.cursor, 1);
      say(ui, describe(d, ui, ui.cursor));
      return {};
    }
    if (e.key === '+' || e.key === '=') { zoomBy(ui, 1.25); return {}; }
    if (e.key === '-' || e.key === '_') { zoomBy(ui, 1 / 1.25); return {}; }
    if (e.key === 'c' || e.key === 'C' || e.key === 'Home') { centreOnGame(ui, d); return {}; }
    if (e.key === 'Enter' || e.key === ' ') {
      ui.keys = true;
      if (!ui.cursor) ui.cursor = d.opening && d.opening.only ? { ...d.opening.only } : { x: Math.round(ui.view.cx), y: Math.round(ui.view.cy) };
      const c = ui.cursor;
      if (!d.interactive || ui.occ.has(key(c.x, c.y))) { say(ui, describe(d, ui, c)); return {}; }
      const mv = d.ask ? d.ask(c) : null;
      if (!mv) { explain(d); return {}; }
      ui.pending = null;
      firstHere(ui, d, c);
      return { move: mv };
    }
    if (e.key === 'Escape' && ui.pending) { ui.pending = null; return {}; }
    return null;
  },

  draw(ctx, w, h, d, ui, now) {
    const v = ensureView(ui, d, w, h);
    let animating = false;
    if (ui.glide) {
      const g = ui.glide, p = Math.min(1, (now - g.start) / g.dur), e = ease(Math.max(0, p));
      v.cx = g.from.cx + (g.to.cx - g.from.cx) * e;
      v.cy = g.from.cy + (g.to.cy - g.from.cy) * e;
      v.cell = g.from.cell * Math.pow(g.to.cell / g.from.cell, e);
      if (p >= 1) ui.glide = null; else animating = true;
    }
    const cell = v.cell;
    const X = (x) => sx(v, w, x), Y = (y) => sy(v, h, y);
    const visible = (c, m = 1) => X(c.x) > -cell * m && X(c.x) < w + cell * m && Y(c.y) > -cell * m && Y(c.y) < h + cell * m;
    paper(ctx, w, h, d, v);

    // An opening rule: the one cell the first mark goes on, or the square the third stays out of.
    const op = d.interactive ? d.opening : null;
    if (op && op.outside) {
      const b = op.outside;
      const L = X(b.minX - 0.5), T = Y(b.maxY + 0.5), W = (b.maxX - b.minX + 1) * cell, H = (b.maxY - b.minY + 1) * cell;
      ctx.save();
      ctx.beginPath(); ctx.rect(L, T, W, H); ctx.clip();
      ctx.fillStyle = 'rgba(192,57,43,0.06)'; ctx.fillRect(L, T, W, H);
      ctx.strokeStyle = 'rgba(192,57,43,0.28)'; ctx.lineWidth = 1;
      ctx.beginPath();
      for (let k = -H; k < W; k += Math.max(6, cell / 3)) { ctx.moveTo(L + k, T + H); ctx.lineTo(L + k + H, T); }
      ctx.stroke();
      ctx.restore();
      ctx.save(); ctx.strokeStyle = 'rgba(192,57,43,0.6)'; ctx.setLineDash([5, 4]); ctx.lineWidth = 1.5; ctx.strokeRect(L, T, W, H); ctx.restore();
    }

    // The last move: a stroke of highlighter over its cell.
    if (d.lastMove && visible(d.lastMove)) {
      ctx.fillStyle = HIGHLIGHT;
      ctx.fillRect(X(d.lastMove.x - 0.5) + 1, Y(d.lastMove.y + 0.5) + 1, cell - 1, cell - 1);
    }

    // Threats, on demand: a ring of the threatening side's ink (solid: a four, dashed: an open three).
    if (ui.threats && !d.result) {
      ctx.save();
      for (const th of d.threats || []) {
        if (!visible(th.cell)) continue;
        ctx.strokeStyle = INK[th.mark];
        ctx.fillStyle = INK[th.mark];
        ctx.lineWidth = Math.max(1.5, cell * 0.07);
        ctx.globalAlpha = th.kind === 'four' ? 0.85 : 0.6;
        ctx.setLineDash(th.kind === 'four' ? [] : [Math.max(2, cell * 0.12), Math.max(2, cell * 0.1)]);
        ctx.beginPath(); ctx.arc(X(th.cell.x), Y(th.cell.y), cell * 0.3, 0, Math.PI * 2); ctx.stroke();
        if (th.kind === 'four') { ctx.beginPath(); ctx.arc(X(th.cell.x), Y(th.cell.y), cell * 0.12, 0, Math.PI * 2); ctx.fill(); }
      }
      ctx.restore();
    }

    // The marks, the newest one drawn stroke by stroke.
    let inkP = 1;
    if (ui.ink) {
      inkP = Math.min(1, (now - ui.ink.start) / ui.ink.dur);
      if (inkP >= 1) ui.ink = null; else animating = true;
    }
    for (const m of d.marks || []) {
      if (!visible(m.cell)) continue;
      const p = ui.ink && ui.ink.x === m.cell.x && ui.ink.y === m.cell.y ? ease(Math.max(0, inkP)) : 1;
      mark(ctx, m.mark, X(m.cell.x), Y(m.cell.y), cell, m.cell.x, m.cell.y, p);
    }

    // The winning lines, struck through by pen.
    if ((d.winningLines || []).length) {
      let p = 1;
      if (ui.strike) {
        p = Math.max(0, Math.min(1, (now - ui.strike.start) / ui.strike.dur));
        if (p < 1) animating = true; else ui.strike = null;
      }
      ctx.save();
      ctx.lineCap = 'round';
      for (const line of d.winningLines) {
        const a = line.cells[0], b = line.cells[line.cells.length - 1];
        const ux = Math.sign(b.x - a.x), uy = Math.sign(b.y - a.y);
        const ax = X(a.x - ux * 0.4), ay = Y(a.y - uy * 0.4), bx = X(b.x + ux * 0.4), by = Y(b.y + uy * 0.4);
        const ex = ax + (bx - ax) * ease(p), ey = ay + (by - ay) * ease(p);
        ctx.strokeStyle = 'rgba(255,255,255,0.7)'; ctx.lineWidth = Math.max(4, cell * 0.2);
        ctx.beginPath(); ctx.moveTo(ax, ay); ctx.lineTo(ex, ey); ctx.stroke();
        ctx.strokeStyle = INK[line.mark]; ctx.lineWidth = Math.max(2.5, cell * 0.11);
        ctx.beginPath(); ctx.moveTo(ax, ay); ctx.lineTo(ex, ey); ctx.stroke();
      }
      ctx.restore();
    }

    // The hint: a pulsing ring where the engine would play.
    if (d.hintCell && visible(d.hintCell)) {
      ctx.save();
      ctx.globalAlpha = 0.55 + 0.35 * Math.sin(now / 180);
      ctx.strokeStyle = '#2fbf71'; ctx.lineWidth = Math.max(2.5, cell * 0.1);
      ctx.beginPath(); ctx.arc(X(d.hintCell.x), Y(d.hintCell.y), cell * 0.42, 0, Math.PI * 2); ctx.stroke();
      ctx.restore();
      animating = true;
    }

    const mover = d.interactive ? d.toMove : null;
    // The first mark's only cell, pulsing, so nobody wonders where to begin.
    if (mover && op && op.only && visible(op.only)) {
      ctx.save();
      ctx.strokeStyle = INK[mover]; ctx.lineWidth = Math.max(1.5, cell * 0.05);
      ctx.setLineDash([4, 4]); ctx.globalAlpha = 0.5 + 0.3 * Math.sin(now / 260);
      ctx.strokeRect(X(op.only.x - 0.5) + 2, Y(op.only.y + 0.5) + 2, cell - 4, cell - 4);
      ctx.restore();
      animating = true;
    }
    // The ghost: where a click (or the keyboard's Enter, or the confirming tap) puts the mark.
    if (mover && !ui.gesture) {
      const ghost = ui.pending || ui.hover || (ui.focus && ui.keys ? ui.cursor : null);
      if (ghost && !ui.occ.has(key(ghost.x, ghost.y)) && onSheet(d, ghost) && d.ask && d.ask(ghost)) {
        mark(ctx, mover, X(ghost.x), Y(ghost.y), cell, ghost.x, ghost.y, 1, ui.pending ? 0.6 : 0.35);
        if (ui.pending) {
          ctx.save(); ctx.strokeStyle = INK[mover]; ctx.lineWidth = 2; ctx.globalAlpha = 0.55 + 0.3 * Math.sin(now / 200);
          ctx.strokeRect(X(ghost.x - 0.5) + 1.5, Y(ghost.y + 0.5) + 1.5, cell - 3, cell - 3); ctx.restore();
          animating = true;
        }
      } else if (ui.cell && !ui.hover && !ui.pointer && !ui.occ.has(key(ui.cell.x, ui.cell.y)) && onSheet(d, ui.cell) && op) {
        // An empty cell the opening rule keeps free: a faint "not here".
        const c = ui.cell, r = cell * 0.18;
        ctx.save(); ctx.strokeStyle = 'rgba(120,120,120,0.55)'; ctx.lineWidth = Math.max(1.2, cell * 0.05);
        ctx.beginPath(); ctx.arc(X(c.x), Y(c.y), r, 0, Math.PI * 2);
        ctx.moveTo(X(c.x) - r * 0.7, Y(c.y) + r * 0.7); ctx.lineTo(X(c.x) + r * 0.7, Y(c.y) - r * 0.7); ctx.stroke(); ctx.restore();
      }
    }
    // The keyboard cursor.
    if (ui.focus && ui.keys && ui.cursor) {
      ctx.save(); ctx.strokeStyle = '#ff9500'; ctx.lineWidth = 2.5; ctx.setLineDash([6, 4]);
      ctx.strokeRect(X(ui.cursor.x - 0.5) + 2, Y(ui.cursor.y + 0.5) + 2, cell - 4, cell - 4); ctx.restore();
    }
    if (ui.coords) coordinates(ctx, w, h, d, v);
    // The last mark out of sight: an arrow at the edge shows the way back.
    if (d.lastMove) {
      const last = ui.occ.get(key(d.lastMove.x, d.lastMove.y));
      edgeArrow(ctx, w, h, v, d.lastMove, last ? INK[last.mark] : '#555');
    }
    // The confirm button shows while a tapped ghost waits; the tools sit in the paper's corner.
    if (ui.confirm) {
      const show = ui.pending && d.interactive ? '' : 'none';
      if (ui.confirm.style.display !== show) ui.confirm.style.display = show;
    }
    if (ui.tools && ui.tools.parentElement) {
      const right = `${Math.max(0, (ui.tools.parentElement.clientWidth - w) / 2) + 8}px`;
      if (ui.tools.style.right !== right) ui.tools.style.right = right;
    }
    return animating;
  },
};
