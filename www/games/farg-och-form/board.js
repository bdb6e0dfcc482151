// Färg och form board: an unbounded table of tiles that fits itself to what is on it
// (pan and zoom by mouse, touch and keyboard), and the hand as a rack along the bottom.
// Drawing data (the family's board view from Rust): tiles [[x, y, "Gd"]...] (y grows
// upwards), last [[x, y]...], hand (the one hand the page may show, or null), seat,
// mustPlay, bag. The page glue adds: showRack, covered, next (the legal next steps of
// the turn being built, from Rust: {kind: 'place', t, x, y} and {kind: 'trade', t}: the
// renderer knows no rules and only picks among them), pendingScore, hintTiles
// [{t, x, y}] (a hint's tiles, from Rust), changed() (the turn being built changed),
// confirm(), labels {hidden}, tileName(code), hud.
//
// ui (besides BoardView's hover/focus/pointer): pending [{i, x, y, step}] tiles from
// hand index i put down but not yet played, with the step Rust offered for them; sel
// (hand index chosen); trade (choosing tiles to trade) with tradeSel [{i, step}] and
// tradeFull (a pick refused: the bag holds no more); cam {cx, cy, s} (null: fit to the
// tiles); pan, drag, pinch (gestures in progress); letters (colour letters on the
// tiles); g (last geometry).
import { roundRect } from '../../board.js';

const COLOURS = { R: '#e53935', O: '#fb8c00', Y: '#fdd835', G: '#43a047', B: '#1e88e5', P: '#9c4dcc' };
const TABLE = '#e4ddca', GRID = 'rgba(80, 70, 40, 0.10)', TILE = '#1c1f26', TILE_EDGE = '#3a3f4a';
const LIT = 'rgba(47, 191, 113, 0.28)', LIT_EDGE = '#1d7a46', PENDING = '#1f6fd6', LAST = 'rgba(255, 176, 0, 0.9)', HINT = '#0f9d58';
const MIN_S = 8, MAX_S = 140, FIT_MAX_S = 58;
// The fitted view never draws a tile smaller than this (a finger's width on a phone):
// a table too large for it shows where the play is and pans (drag, pinch, arrows).
const FIT_MIN_S = 28;

const rackOn = (d) => !!(d && d.showRack);
const hand = (d) => (d && Array.isArray(d.hand) ? d.hand : []);
const pendingAt = (ui, x, y) => (ui.pending || []).findIndex((p) => p.x === x && p.y === y);
const pendingTiles = (ui) => (ui.pending || []).map((p) => ({ x: p.x, y: p.y, t: p.step.t }));
const placeSteps = (d, tile) => (d && d.next ? d.next.filter((s) => s.kind === 'place' && s.t === tile) : []);

/** Cells where the chosen (or dragged) tile may go: Rust's next steps for that tile. */
function lit(d, ui) {
  const i = ui.drag ? ui.drag.i : ui.sel;
  if (!d || !d.interactive || i == null || ui.trade || hand(d)[i] == null) return [];
  return placeSteps(d, hand(d)[i]).map((s) => [s.x, s.y]);
}
const isLit = (cells, x, y) => cells.some((c) => c[0] === x && c[1] === y);

// ---------- geometry ----------

function rackGeom(w, h, d) {
  if (!rackOn(d)) return null;
  const t = Math.min((w - 24) / 6.6, 62);
  const gap = t * 0.12;
  const hgt = t + 18;
  const x0 = (w - (6 * t + 5 * gap)) / 2;
  return { t, gap, y: h - hgt, h: hgt, x0, cy: h - hgt / 2 };
}

/** The camera that fits every tile (and the pending and lit cells, and the hint) into the table area. */
function fitCam(aw, ah, d, ui, cells) {
  const hint = d.hintTiles && d.interactive ? d.hintTiles.map((p) => [p.x, p.y]) : [];
  // The hint too: a play that runs two or more cells out from the tiles would otherwise
  // lie past the free cell kept around them.
  const pts = (d.tiles || []).map((q) => [q[0], q[1]]).concat((ui.pending || []).map((p) => [p.x, p.y]), cells, hint);
  if (!pts.length) pts.push([0, 0]);
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (const [x, y] of pts) { x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y); }
  // One free cell around the tiles, where the next ones may go.
  const nx = x1 - x0 + 3, ny = y1 - y0 + 3;
  const s = Math.max(MIN_S, Math.min(FIT_MAX_S, aw / nx, ah / ny));
  if (s >= FIT_MIN_S) return { cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, s };
  // Too large to fit at a readable size: show where the player acts (the play being
  // built, the cells lit for the chosen tile, the hint), or else the last move.
  const pend = (ui.pending || []).map((p) => [p.x, p.y]);
  const focus = pend.concat(cells, hint);
  const box = (ps) => {
    let a = Infinity, b = -Infinity, c = Infinity, e = -Infinity;
    for (const [x, y] of ps) { a = Math.min(a, x); b = Math.max(b, x); c = Math.min(c, y); e = Math.max(e, y); }
    return { cx: (a + b) / 2, cy: (c + e) / 2, fits: (b - a + 3) * FIT_MIN_S <= aw && (e - c + 3) * FIT_MIN_S <= ah };
  };
  let pick = d.last && d.last.length ? d.last : pts;
  if (focus.length) {
    // All of it when it fits; else the play being built, the first lit cell or the hint.
    pick = box(focus).fits ? focus : pend.length ? pend : cells.length ? [cells[0]] : hint;
  }
  const c = box(pick);
  return { cx: c.cx, cy: c.cy, s: FIT_MIN_S };
}

function geom(w, h, d, ui, cells = lit(d, ui)) {
  const rack = rackGeom(w, h, d);
  const aw = w, ah = rack ? rack.y : h;
  let cam = ui.cam || fitCam(aw, ah, d, ui, cells);
  // A drag of the table moves the camera with the pointer until it lifts.
  if (ui.pan && ui.pointer) {
    const c0 = ui.pan.cam;
    cam = { cx: c0.cx - (ui.pointer.x - ui.pointer.x0) / c0.s, cy: c0.cy + (ui.pointer.y - ui.pointer.y0) / c0.s, s: c0.s };
  }
  return { w, h, aw, ah, cam, rack, s: cam.s };
}
const sx = (g, x) => g.aw / 2 + (x - g.cam.cx) * g.s;
const sy = (g, y) => g.ah / 2 - (y - g.cam.cy) * g.s;
function cellAt(g, px, py) {
  return [Math.round(g.cam.cx + (px - g.aw / 2) / g.s), Math.round(g.cam.cy - (py - g.ah / 2) / g.s)];
}
function rackSlot(r, i) { return { x: r.x0 + i * (r.t + r.gap), y: r.cy - r.t / 2 }; }

/** Zooms by `f` keeping the table point under (px, py) where it is. */
function zoom(ui, g, f, px = g.aw / 2, py = g.ah / 2) {
  const s = Math.max(MIN_S, Math.min(MAX_S, g.s * f));
  const gx = g.cam.cx + (px - g.aw / 2) / g.s, gy = g.cam.cy - (py - g.ah / 2) / g.s;
  ui.cam = { cx: gx - (px - g.aw / 2) / s, cy: gy + (py - g.ah / 2) / s, s };
}

// ---------- drawing a tile (vector paths: crisp at any zoom) ----------

/** The six silhouettes differ in outline, not only in colour (colour-blind safe). */
function shapePath(ctx, shape, x, y, r) {
  ctx.beginPath();
  if (shape === 'o') {
    ctx.arc(x, y, r * 0.72, 0, Math.PI * 2);
  } else if (shape === 's') {
    ctx.rect(x - r * 0.64, y - r * 0.64, r * 1.28, r * 1.28);
  } else if (shape === 'd') {
    ctx.moveTo(x, y - r * 0.95); ctx.lineTo(x + r * 0.68, y); ctx.lineTo(x, y + r * 0.95); ctx.lineTo(x - r * 0.68, y); ctx.closePath();
  } else if (shape === 'x') {
    // A saltire: two bars corner to corner.
    const a = r * 0.82, b = r * 0.26;
    const pts = [[0, -b], [a - b, -a], [a, -a + b], [b, 0], [a, a - b], [a - b, a], [0, b], [-a + b, a], [-a, a - b], [-b, 0], [-a, -a + b], [-a + b, -a]];
    pts.forEach(([px, py], k) => (k ? ctx.lineTo(x + px, y + py) : ctx.moveTo(x + px, y + py)));
    ctx.closePath();
  } else if (shape === '*') {
    for (let k = 0; k < 16; k++) {
      const ang = -Math.PI / 2 + (k * Math.PI) / 8;
      const rr = k % 2 ? r * 0.4 : r * 0.95;
      const px = x + Math.cos(ang) * rr, py = y + Math.sin(ang) * rr;
      if (k) ctx.lineTo(px, py); else ctx.moveTo(px, py);
    }
    ctx.closePath();
  } else if (shape === 'c') {
    const o = r * 0.42, rr = r * 0.38;
    for (const [dx, dy] of [[0, -o], [o, 0], [0, o], [-o, 0]]) { ctx.moveTo(x + dx + rr, y + dy); ctx.arc(x + dx, y + dy, rr, 0, Math.PI * 2); }
    ctx.moveTo(x + r * 0.3, y); ctx.arc(x, y, r * 0.3, 0, Math.PI * 2);
  }
}

export function drawTile(ctx, code, x, y, size, opts = {}) {
  const c = code[0], shape = code[1];
  ctx.save();
  if (opts.alpha != null) ctx.globalAlpha = opts.alpha;
  const m = size * 0.05, r = size * 0.14;
  roundRect(ctx, x - size / 2 + m, y - size / 2 + m, size - 2 * m, size - 2 * m, r);
  ctx.fillStyle = TILE; ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.03); ctx.strokeStyle = opts.edge || TILE_EDGE; ctx.stroke();
  shapePath(ctx, shape, x, y, size * 0.36);
  ctx.fillStyle = COLOURS[c] || '#999';
  ctx.fill('nonzero');
  // The colour's letter, never under 12 px: on a tile too small to carry it beside the
  // shape (a full board in an embed) it is left out; the tile's name says the colour.
  if (opts.letter && size >= 28) {
    ctx.fillStyle = '#fff';
    ctx.font = `700 ${Math.max(12, Math.round(size * 0.2))}px system-ui, sans-serif`;
    ctx.textAlign = 'left'; ctx.textBaseline = 'top';
    ctx.fillText(c, x - size / 2 + m * 2.2, y - size / 2 + m * 1.6);
  }
  ctx.restore();
}

function label(ctx, text, x, y, size, bg = 'rgba(20, 24, 30, 0.9)') {
  ctx.save();
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  const w = ctx.measureText(text).width + size * 0.9;
  const bx = Math.max(2, Math.min(ctx.canvas.width / (window.devicePixelRatio || 1) - w - 2, x - w / 2));
  roundRect(ctx, bx, y - size * 0.8, w, size * 1.6, size * 0.4);
  ctx.fillStyle = bg; ctx.fill();
  ctx.fillStyle = '#fff'; ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
  ctx.fillText(text, bx + w / 2, y + 1);
  ctx.restore();
}

// ---------- the renderer ----------

function changed(d) { if (d && d.changed) d.changed(); }

function place(d, ui, i, x, y) {
  const step = placeSteps(d, hand(d)[i]).find((s) => s.x === x && s.y === y);
  if (!step) return;
  ui.pending = [...(ui.pending || []), { i, x, y, step }];
  ui.sel = null;
  changed(d);
}

/** @typedef {import('../../types/family').BoardData<import('../../types/farg-och-form').State, { next?: any[], confirm?: () => void, hintTiles?: any[] | null, tileName?: (code: string) => string, hud?: { seats: { score: number, colour: string, toAct: boolean }[], bag: string }, covered?: boolean, labels?: { hidden: string } }>} Data the view, with the turn being built, the hint's tiles and the words the canvas draws (index.js) */
/** @type {import('../../types/family').Renderer<Data>} */
export default {
  initUi() { return { hover: null, pending: [], sel: null, trade: false, tradeSel: [], tradeFull: false, cam: null, touches: new Map() }; },

  aspect(d) {
    if (!rackOn(d)) return 1.6;
    return window.innerWidth < 700 ? 0.8 : 1.3;
  },

  /** A new position (another ply or another pair of eyes) starts a fresh placement. */
  onData(prev, d, ui) {
    const key = (x) => (x ? `${x.id}|${x.ply}|${x.seat}|${(x.hand || []).join()}|${x.interactive}` : '');
    if (key(prev) !== key(d)) {
      ui.pending = []; ui.sel = null; ui.trade = false; ui.tradeSel = []; ui.tradeFull = false; ui.drag = null;
    }
    // A new hint is brought into view: the camera goes back to the fitted view, which
    // centres on the hint when the table is too large to show whole.
    const hk = (x) => (x && x.hintTiles ? JSON.stringify(x.hintTiles) : '');
    if (hk(d) && hk(d) !== hk(prev)) ui.cam = null;
  },

  /** Adds the wheel and two-finger gestures BoardView does not know (called once). */
  attach(canvas, view) {
    const ui = view.ui;
    canvas.style.touchAction = 'none';
    const parent = canvas.parentElement || canvas;
    const local = (e) => { const b = canvas.getBoundingClientRect(); return [e.clientX - b.left, e.clientY - b.top]; };
    const onWheel = (e) => {
      if (!ui.g) return;
      e.preventDefault();
      const [x, y] = local(e);
      zoom(ui, ui.g, Math.exp(-e.deltaY * 0.0015), x, y);
      view.redraw();
    };
    const pinchInfo = () => {
      const [a, b] = [...ui.touches.values()];
      return { dist: Math.hypot(a[0] - b[0], a[1] - b[1]) || 1, mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] };
    };
    // Capture on the parent: the touch count is known before BoardView sees the event.
    const down = (e) => {
      if (e.pointerType !== 'touch') return;
      ui.touches.set(e.pointerId, local(e));
      if (ui.touches.size === 2 && ui.g) {
        ui.pan = null; ui.drag = null; ui.pointer = null;
        const p = pinchInfo();
        ui.pinch = { ...p, cam: { ...ui.g.cam } };
      }
    };
    const move = (e) => {
      if (!ui.touches.has(e.pointerId)) return;
      ui.touches.set(e.pointerId, local(e));
      if (ui.pinch && ui.touches.size === 2 && ui.g) {
        const p = pinchInfo(), c = ui.pinch.cam;
        const s = Math.max(MIN_S, Math.min(MAX_S, c.s * (p.dist / ui.pinch.dist)));
        const g = ui.g;
        // The table point under the first midpoint follows the fingers' midpoint.
        const gx = c.cx + (ui.pinch.mid[0] - g.aw / 2) / c.s, gy = c.cy - (ui.pinch.mid[1] - g.ah / 2) / c.s;
        ui.cam = { cx: gx - (p.mid[0] - g.aw / 2) / s, cy: gy + (p.mid[1] - g.ah / 2) / s, s };
        view.redraw();
      }
    };
    const up = (e) => {
      ui.touches.delete(e.pointerId);
      if (ui.touches.size < 2) ui.pinch = null;
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    parent.addEventListener('pointerdown', down, true);
    parent.addEventListener('pointermove', move, true);
    parent.addEventListener('pointerup', up, true);
    parent.addEventListener('pointercancel', up, true);
    return () => {
      canvas.removeEventListener('wheel', onWheel);
      parent.removeEventListener('pointerdown', down, true);
      parent.removeEventListener('pointermove', move, true);
      parent.removeEventListener('pointerup', up, true);
      parent.removeEventListener('pointercancel', up, true);
    };
  },

  hit(x, y, w, h, d, ui) {
    if (!d) return null;
    const g = geom(w, h, d, ui || {}, []);
    if (g.rack && y >= g.rack.y) {
      const r = g.rack;
      const i = Math.floor((x - r.x0 + r.gap / 2) / (r.t + r.gap));
      return i >= 0 && i < 6 && Math.abs(y - r.cy) <= r.t / 2 + 6 ? { rack: i } : { rackBar: true };
    }
    const cam = ui && ui.g ? ui.g.cam : g.cam;
    const [cx, cy] = cellAt({ ...g, cam, s: cam.s }, x, y);
    return { cell: [cx, cy] };
  },

  intent(hit, d, ui) {
    ui.kb = false;
    if (ui.pinch || (ui.touches && ui.touches.size >= 2)) return null;
    if (hit.cell) {
      const [x, y] = hit.cell;
      const k = d.interactive ? pendingAt(ui, x, y) : -1;
      if (k >= 0) {
        // A pending tile clicked goes back to the hand.
        ui.pending = ui.pending.filter((_, j) => j !== k);
        changed(d);
        return null;
      }
      if (d.interactive && ui.sel != null && isLit(lit(d, ui), x, y)) { place(d, ui, ui.sel, x, y); return null; }
      ui.pan = { cam: { ...(ui.g ? ui.g.cam : { cx: 0, cy: 0, s: FIT_MAX_S }) } };
      return null;
    }
    if (hit.rack == null || !d.interactive) return null;
    const i = hit.rack;
    if (i >= hand(d).length) return null;
    if (ui.trade) {
      // A tile is put aside only when Rust offers it as the trade's next step.
      const step = (d.next || []).find((s) => s.kind === 'trade' && s.t === hand(d)[i]);
      ui.tradeFull = false;
      if (ui.tradeSel.some((s) => s.i === i)) ui.tradeSel = ui.tradeSel.filter((s) => s.i !== i);
      else if (step) ui.tradeSel = [...ui.tradeSel, { i, step }];
      else ui.tradeFull = true;
      changed(d);
      return null;
    }
    if ((ui.pending || []).some((p) => p.i === i)) return null;
    ui.sel = ui.sel === i ? null : i;
    ui.drag = { i };
    return null;
  },

  release(hit, d, ui) {
    const p = ui.pointer;
    const moved = p && Math.hypot(p.x - p.x0, p.y - p.y0) > 8;
    if (ui.drag) {
      const i = ui.drag.i;
      if (moved) {
        const cells = lit(d, ui);
        ui.drag = null;
        if (hit && hit.cell && isLit(cells, hit.cell[0], hit.cell[1])) place(d, ui, i, hit.cell[0], hit.cell[1]);
        else ui.sel = i; // dropped off the lit cells: the tile stays chosen
      } else {
        ui.drag = null;
      }
      return null;
    }
    if (ui.pan) {
      if (moved && ui.g) ui.cam = { ...ui.g.cam };
      ui.pan = null;
    }
    return null;
  },

  key(e, d, ui) {
    const g = ui.g;
    if (!g) return null;
    ui.kb = true;
    const step = 1.5;
    const cam = () => { if (!ui.cam) ui.cam = { ...g.cam }; return ui.cam; };
    if (e.key === 'ArrowLeft') { cam().cx -= step; return {}; }
    if (e.key === 'ArrowRight') { cam().cx += step; return {}; }
    if (e.key === 'ArrowUp') { cam().cy += step; return {}; }
    if (e.key === 'ArrowDown') { cam().cy -= step; return {}; }
    if (e.key === '+' || e.key === '=') { zoom(ui, g, 1.25); return {}; }
    if (e.key === '-' || e.key === '_') { zoom(ui, g, 0.8); return {}; }
    if (e.key === '0') { ui.cam = null; return {}; }
    if (!d.interactive) return null;
    if (/^[1-6]$/.test(e.key)) { this.intent({ rack: Number(e.key) - 1 }, d, ui); ui.kb = true; ui.drag = null; ui.kcell = 0; return {}; }
    // With a tile chosen, N steps through its lit cells and Space puts it there.
    const cells = lit(d, ui);
    if ((e.key === 'n' || e.key === 'N') && cells.length) { ui.kcell = ((ui.kcell || 0) + (e.key === 'N' ? cells.length - 1 : 1)) % cells.length; return {}; }
    if (e.key === ' ' && cells.length) { const c = cells[(ui.kcell || 0) % cells.length]; place(d, ui, ui.sel, c[0], c[1]); ui.kcell = 0; return {}; }
    if (e.key === 'Escape') { ui.pending = []; ui.sel = null; ui.tradeSel = []; ui.tradeFull = false; changed(d); return {}; }
    if (e.key === 'Enter' && d.confirm) { d.confirm(); return {}; }
    return null;
  },

  /** Where cell (x, y) is drawn, for tests and tools (null before the first frame). */
  cellCentre(ui, x, y) { return ui.g ? { x: sx(ui.g, x), y: sy(ui.g, y) } : null; },
  /** Where rack slot i is drawn. */
  rackCentre(ui, i) {
    if (!ui.g || !ui.g.rack) return null;
    const s = rackSlot(ui.g.rack, i);
    return { x: s.x + ui.g.rack.t / 2, y: s.y + ui.g.rack.t / 2 };
  },

  draw(ctx, w, h, d, ui) {
    const cells = lit(d, ui);
    const g = geom(w, h, d, ui, cells);
    ui.g = g;
    const s = g.s;
    // What a tile measures on screen, for the page's tests of minimum sizes.
    ui.tilePx = s;
    // The table.
    ctx.save();
    roundRect(ctx, 0, 0, w, g.ah, 10);
    ctx.fillStyle = TABLE; ctx.fill();
    ctx.clip();
    if (s >= 14) {
      ctx.strokeStyle = GRID; ctx.lineWidth = 1;
      ctx.beginPath();
      const [xa, ya] = cellAt(g, 0, g.ah), [xb, yb] = cellAt(g, w, 0);
      for (let x = xa - 1; x <= xb + 1; x++) { const px = Math.round(sx(g, x) - s / 2) + 0.5; ctx.moveTo(px, 0); ctx.lineTo(px, g.ah); }
      for (let y = ya - 1; y <= yb + 1; y++) { const py = Math.round(sy(g, y) - s / 2) + 0.5; ctx.moveTo(0, py); ctx.lineTo(w, py); }
      ctx.stroke();
    }
    const letters = !!ui.letters;
    for (const [x, y, code] of d.tiles || []) drawTile(ctx, code, sx(g, x), sy(g, y), s, { letter: letters });
    // The last placement is ringed.
    for (const [x, y] of d.last || []) {
      ctx.strokeStyle = LAST; ctx.lineWidth = Math.max(2, s * 0.09);
      roundRect(ctx, sx(g, x) - s / 2 + 1, sy(g, y) - s / 2 + 1, s - 2, s - 2, s * 0.18); ctx.stroke();
    }
    // Where the chosen tile may go.
    const hov = ui.hover && ui.hover.cell;
    const kc = ui.kb && cells.length ? cells[(ui.kcell || 0) % cells.length] : null;
    for (const [x, y] of cells) {
      const hot = (hov && hov[0] === x && hov[1] === y) || (kc && kc[0] === x && kc[1] === y);
      ctx.fillStyle = hot ? 'rgba(47, 191, 113, 0.55)' : LIT;
      roundRect(ctx, sx(g, x) - s * 0.45, sy(g, y) - s * 0.45, s * 0.9, s * 0.9, s * 0.16); ctx.fill();
      ctx.strokeStyle = LIT_EDGE; ctx.lineWidth = Math.max(1.5, s * 0.05); ctx.setLineDash([s * 0.12, s * 0.08]);
      ctx.stroke(); ctx.setLineDash([]);
    }
    // A hint shows as ghost tiles (its tiles and cells come from Rust).
    if (d.hintTiles && d.interactive && !(ui.pending || []).length) {
      // Clearly drawn: nearly opaque, in a thick green frame with a "?" mark of a hint.
      for (const p of d.hintTiles) {
        drawTile(ctx, p.t, sx(g, p.x), sy(g, p.y), s, { alpha: 0.85, edge: HINT });
        ctx.save(); ctx.strokeStyle = HINT; ctx.lineWidth = Math.max(3, s * 0.1); ctx.setLineDash([s * 0.18, s * 0.1]);
        roundRect(ctx, sx(g, p.x) - s / 2 - 2, sy(g, p.y) - s / 2 - 2, s + 4, s + 4, s * 0.18); ctx.stroke(); ctx.restore();
      }
    }
    // The placement being built.
    const pend = pendingTiles(ui);
    for (const p of pend) if (p.t) drawTile(ctx, p.t, sx(g, p.x), sy(g, p.y), s, { letter: letters, edge: PENDING });
    for (const p of pend) {
      ctx.strokeStyle = PENDING; ctx.lineWidth = Math.max(2, s * 0.07);
      roundRect(ctx, sx(g, p.x) - s / 2 + 1, sy(g, p.y) - s / 2 + 1, s - 2, s - 2, s * 0.16); ctx.stroke();
    }
    if (pend.length && d.pendingScore != null) {
      const last = pend[pend.length - 1];
      label(ctx, `+${d.pendingScore}`, sx(g, last.x) + s * 0.5, sy(g, last.y) - s * 0.62, Math.max(12, Math.min(18, s * 0.32)), PENDING);
    }
    // What the pointer rests on, in words (the shape and colour named, not only shown).
    if (hov && d.tileName) {
      const on = (d.tiles || []).find((q) => q[0] === hov[0] && q[1] === hov[1]) || pend.find((p) => p.x === hov[0] && p.y === hov[1]);
      const code = on && (on[2] || on.t);
      if (code) label(ctx, d.tileName(code), sx(g, hov[0]), sy(g, hov[1]) + s * 0.85, 13);
    }
    // Scores and the bag at a glance (the full table is beside the board).
    if (d.hud) {
      ctx.save();
      const fs = 12, pad = 6;
      ctx.font = `600 ${fs}px system-ui, sans-serif`;
      ctx.textBaseline = 'middle'; ctx.textAlign = 'left';
      const parts = d.hud.seats.map((q) => ({ ...q, text: String(q.score) }));
      let width = pad;
      for (const q of parts) width += fs + ctx.measureText(q.text).width + 10;
      const bagText = d.hud.bag;
      width += ctx.measureText(bagText).width + pad;
      roundRect(ctx, 6, 6, width, fs + 10, 8);
      ctx.fillStyle = 'rgba(255, 255, 255, 0.85)'; ctx.fill();
      let x = 6 + pad;
      const y = 6 + (fs + 10) / 2;
      for (const q of parts) {
        ctx.fillStyle = q.colour; ctx.beginPath(); ctx.arc(x + fs * 0.4, y, fs * 0.4, 0, Math.PI * 2); ctx.fill();
        if (q.toAct) { ctx.strokeStyle = '#1d232b'; ctx.lineWidth = 1.5; ctx.stroke(); }
        x += fs;
        ctx.fillStyle = '#1d232b'; ctx.font = `${q.toAct ? 700 : 500} ${fs}px system-ui, sans-serif`;
        ctx.fillText(q.text, x, y + 0.5);
        x += ctx.measureText(q.text).width + 10;
      }
      ctx.font = `500 ${fs}px system-ui, sans-serif`; ctx.fillStyle = '#5d6673';
      ctx.fillText(bagText, x, y + 0.5);
      ctx.restore();
    }
    ctx.restore();
    // The rack.
    if (g.rack) {
      const r = g.rack;
      ctx.save();
      roundRect(ctx, 0, r.y + 4, w, r.h - 4, 10);
      ctx.fillStyle = '#3b4654'; ctx.fill();
      const cards = hand(d);
      if (!Array.isArray(d.hand) || d.covered) {
        ctx.fillStyle = '#e7e9ec'; ctx.font = `500 ${Math.max(12, Math.round(Math.min(16, r.t * 0.3)))}px system-ui, sans-serif`;
        ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
        ctx.fillText((d.labels && d.labels.hidden) || '', w / 2, r.cy + 2);
      } else {
        for (let i = 0; i < 6; i++) {
          const slot = rackSlot(r, i);
          const cx = slot.x + r.t / 2;
          let cy = slot.y + r.t / 2 + 2;
          const away = (ui.pending || []).some((p) => p.i === i) || (ui.drag && ui.drag.i === i && ui.pointer && Math.hypot(ui.pointer.x - ui.pointer.x0, ui.pointer.y - ui.pointer.y0) > 8);
          if (i >= cards.length || away) {
            ctx.strokeStyle = 'rgba(255,255,255,0.25)'; ctx.lineWidth = 1.5; ctx.setLineDash([4, 4]);
            roundRect(ctx, slot.x + 3, slot.y + 5, r.t - 6, r.t - 6, r.t * 0.14); ctx.stroke(); ctx.setLineDash([]);
            continue;
          }
          const chosen = ui.sel === i, traded = ui.trade && ui.tradeSel.some((q) => q.i === i);
          if (chosen || traded) cy -= 5;
          drawTile(ctx, cards[i], cx, cy, r.t, { letter: letters, edge: chosen ? '#ffb000' : traded ? '#ff7043' : undefined });
          if (chosen || traded) {
            ctx.strokeStyle = chosen ? '#ffb000' : '#ff7043'; ctx.lineWidth = 3;
            roundRect(ctx, cx - r.t / 2 + 1, cy - r.t / 2 + 1, r.t - 2, r.t - 2, r.t * 0.16); ctx.stroke();
          }
          if (ui.focus && ui.kb && d.interactive) {
            ctx.fillStyle = 'rgba(255,255,255,0.7)'; ctx.font = `600 ${Math.max(12, Math.round(r.t * 0.18))}px system-ui, sans-serif`;
            ctx.textAlign = 'center'; ctx.textBaseline = 'bottom';
            ctx.fillText(String(i + 1), cx, r.y + r.h - 1);
          }
        }
        const hr = ui.hover && ui.hover.rack;
        if (hr != null && cards[hr] && d.tileName && !ui.pointer) {
          const slot = rackSlot(r, hr);
          label(ctx, d.tileName(cards[hr]), slot.x + r.t / 2, r.y - 12, 13);
        }
      }
      ctx.restore();
    }
    // The tile being dragged follows the pointer.
    if (ui.drag && ui.pointer && hand(d)[ui.drag.i] && Math.hypot(ui.pointer.x - ui.pointer.x0, ui.pointer.y - ui.pointer.y0) > 8) {
      drawTile(ctx, hand(d)[ui.drag.i], ui.pointer.x, ui.pointer.y, Math.max(s, 36), { alpha: 0.85, edge: '#ffb000' });
    }
    // Keyboard focus (not after a click: the ring would only be noise then).
    if (ui.focus && ui.kb) {
      ctx.save(); ctx.strokeStyle = '#ffb000'; ctx.lineWidth = 3; ctx.setLineDash([6, 4]);
      roundRect(ctx, 1.5, 1.5, w - 3, g.ah - 3, 10); ctx.stroke(); ctx.restore();
    }
    return false;
  },
};
