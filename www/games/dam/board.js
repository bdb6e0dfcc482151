// Dam board: 8x8, play on the dark squares, men and crowned kings (a second piece on
// top). Drawing data: the typed view of crates/dam/src/family.rs (DamView): squares[n-1]
// for PDN square n (null or {c: 0 Black / 1 White, k: king}), last (the last piece
// move's squares), captured (the pieces it took, in the order jumped), huffable, fault,
// choices (the decisions besides piece moves, each as its move in notation: huff
// [{sq, mv}], insist, allow, ...), and from the page glue steps(chosen) (the rules'
// answer for a move being built: {next, complete, view}).
// The renderer knows no rules and writes no notation: a move is built square by square,
// the piece and then each landing square, by asking steps() what may follow, and sent as
// steps().complete.
//
// ui (besides BoardView's hover/focus/pointer): orient 'white' (White at the bottom,
// PDN diagrams' way) or 'black'; numbers (show PDN square numbers); sel (the squares
// chosen so far); cursor {r, c} (keyboard, screen cells); anim; labels {stop}.
import { roundRect } from '../../board.js';

const LIGHT = '#ece3cb', DARK = '#5d8a4e', DARK_EDGE = '#4d7541';
const LAST = 'rgba(250, 236, 90, 0.5)', SELECTED = 'rgba(255, 214, 64, 0.6)';
const PIECE = [
  { top: '#3b3b3b', hi: '#5c5c5c', side: '#0c0c0c', ring: 'rgba(255,255,255,0.16)' },
  { top: '#f5eedf', hi: '#ffffff', side: '#a89a7c', ring: 'rgba(90,70,30,0.28)' },
];
const GOLD = '#e8b730', GOLD_DARK = '#8a6410';
const HOP_MS = 170, CROWN_MS = 300, FADE_MS = 220;

// ---------- geometry (no rules: only where PDN squares sit on the board) ----------

/** Board row (0 = top with White at the bottom) and column of PDN square n. */
function rc(n) {
  const i = n - 1, r = i >> 2;
  return { r, c: r % 2 === 0 ? 2 * (i % 4) + 1 : 2 * (i % 4) };
}
/** PDN square at board row r, column c, or 0 for a light square. */
function sqAt(r, c) {
  if (r < 0 || r > 7 || c < 0 || c > 7 || (r + c) % 2 === 0) return 0;
  return r * 4 + (c >> 1) + 1;
}
const flipped = (ui) => ui && ui.orient === 'black';

function geom(w, h) {
  const size = Math.min(w, h);
  return { cell: size / 8, x0: (w - size) / 2, y0: (h - size) / 2, size };
}
/** Screen cell of a board cell. */
function screen(r, c, ui) { return flipped(ui) ? { r: 7 - r, c: 7 - c } : { r, c }; }
function centre(g, n, ui) {
  const { r, c } = rc(n);
  const s = screen(r, c, ui);
  return { x: g.x0 + (s.c + 0.5) * g.cell, y: g.y0 + (s.r + 0.5) * g.cell };
}

// ---------- building a move through the rules' steps ----------

const NONE = { next: [], complete: null, view: null };
/** What may follow the chosen squares (nothing when the board is not ours to play). */
const stepsOf = (d, sel) => (d && d.interactive && typeof d.steps === 'function' ? d.steps(sel) : NONE);
/** The pieces that may move now. */
const movable = (d) => stepsOf(d, []).next;
const nexts = (d, sel) => stepsOf(d, sel).next;
/** The chosen squares are a whole legal move (and not just the piece picked up). */
const complete = (d, sel) => sel.length >= 2 && !!stepsOf(d, sel).complete;
/** Every whole move that continues the chosen squares: {path, mv}. */
function routes(d, sel) {
  const out = [];
  const walk = (p) => {
    const s = stepsOf(d, p);
    if (s.complete && p.length >= 2) out.push({ path: p, mv: s.complete });
    for (const n of s.next) walk([...p, n]);
  };
  walk(sel);
  return out;
}
/** The pieces jumped so far by the chosen squares (the rules' view of the hops made). */
const jumpedSoFar = (d, sel) => (sel.length >= 2 ? (stepsOf(d, sel).view || {}).captured || [] : []);
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Final squares of the multi-jumps that go on from here, beyond the next hop. */
function ends(d, sel) {
  const out = new Set();
  for (const r of routes(d, sel)) if (r.path.length > sel.length + 1) out.add(r.path[r.path.length - 1]);
  return [...out];
}
/** A click on where a multi-jump ends: the move, when only one route leads there;
 * otherwise the hops all routes share, so the player picks the way on. */
function toEnd(d, ui, n, how) {
  const found = routes(d, ui.sel).filter((r) => r.path.length > ui.sel.length + 1 && r.path[r.path.length - 1] === n);
  if (found.length === 1) return finish(d, ui, found[0].path, how);
  const paths = found.map((r) => r.path);
  let k = ui.sel.length;
  while (paths.every((p) => p.length > k + 1 && p[k] === paths[0][k])) k++;
  ui.sel = paths[0].slice(0, k);
  return null;
}

/** Adds a hop; returns the move once nothing longer can follow, else keeps building. */
function extend(d, ui, n, how) {
  const next = [...ui.sel, n];
  const s = stepsOf(d, next);
  if (!s.next.length && s.complete) return finish(d, ui, next, how);
  ui.sel = next;
  return null;
}
function finish(d, ui, path, how) {
  const mv = stepsOf(d, path).complete;
  ui.sel = null;
  if (!mv) return null;
  ui.emitted = { path, how };
  return mv;
}
/** The squares of the hinted move: the route whose move is the hint (none for a
 * decision that is no piece move). Found once per position. */
function hintPath(d) {
  if (d.hintFor !== d.hint) {
    d.hintFor = d.hint;
    const r = d.hint ? routes(d, []).find((x) => x.mv === d.hint) : null;
    d.hintSquares = r ? r.path : [];
  }
  return d.hintSquares;
}
/** The huff of the piece on square n, when that is open now. */
const huffAt = (d, n) => ((d.choices && d.choices.huff) || []).find((x) => x.sq === n);

/** A press on square n (0: a light square or off the board). */
function press(d, ui, n) {
  ui.press = null;
  if (!d.interactive) return null;
  const huff = n && huffAt(d, n);
  if (huff) return huff.mv;
  const sel = ui.sel;
  if (sel && n) {
    const at = sel[sel.length - 1];
    if (n === at) { ui.press = { n, again: true }; return null; }
    if (nexts(d, sel).includes(n)) return extend(d, ui, n, 'click');
    if (ends(d, sel).includes(n)) return toEnd(d, ui, n, 'click');
  }
  if (n && movable(d).includes(n)) {
    ui.sel = [n];
    ui.press = { n, again: false };
    return null;
  }
  // An own piece that cannot move: a short shake says so.
  const pc = n && d.squares[n - 1];
  if (pc && pc.c === d.toAct && movable(d).length) ui.denied = { n, t: performance.now() };
  ui.sel = null;
  return null;
}

/** The release of a press: a drop after a drag, or the end of a click. */
function release(d, ui, n, dragged) {
  const pr = ui.press;
  ui.press = null;
  if (!d.interactive || !pr || !ui.sel) return null;
  if (dragged) {
    if (n && nexts(d, ui.sel).includes(n)) return extend(d, ui, n, 'drag');
    if (n && ends(d, ui.sel).includes(n)) return toEnd(d, ui, n, 'drag');
    return null; // dropped off a destination: the piece stays picked up
  }
  if (n !== pr.n || !pr.again) return null;
  // A second click on the piece: stop the capture here if that is a whole move,
  // otherwise put the piece down again.
  if (complete(d, ui.sel)) return finish(d, ui, ui.sel, 'click');
  if (ui.sel.length === 1) ui.sel = null;
  return null;
}

// ---------- drawing ----------

function circle(ctx, x, y, r) { ctx.beginPath(); ctx.arc(x, y, r, 0, Math.PI * 2); }

function disc(ctx, x, y, r, colour) {
  const p = PIECE[colour];
  ctx.fillStyle = p.side;
  circle(ctx, x, y + r * 0.13, r); ctx.fill();
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  g.addColorStop(0, p.hi); g.addColorStop(1, p.top);
  ctx.fillStyle = g;
  circle(ctx, x, y, r); ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.07);
  ctx.strokeStyle = p.ring;
  circle(ctx, x, y, r * 0.74); ctx.stroke();
  circle(ctx, x, y, r * 0.46); ctx.stroke();
}

function crown(ctx, x, y, r) {
  const w = r * 1.0, h = r * 0.62;
  const left = x - w / 2, base = y + h * 0.45, top = y - h * 0.55;
  ctx.beginPath();
  ctx.moveTo(left, base);
  ctx.lineTo(left - w * 0.04, top + h * 0.15);
  ctx.lineTo(left + w * 0.27, y - h * 0.05);
  ctx.lineTo(x, top - h * 0.08);
  ctx.lineTo(left + w * 0.73, y - h * 0.05);
  ctx.lineTo(left + w * 1.04, top + h * 0.15);
  ctx.lineTo(left + w, base);
  ctx.closePath();
  ctx.fillStyle = GOLD; ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.07); ctx.strokeStyle = GOLD_DARK; ctx.stroke();
  for (const [px, py] of [[left - w * 0.04, top + h * 0.15], [x, top - h * 0.08], [left + w * 1.04, top + h * 0.15]]) {
    circle(ctx, px, py, r * 0.08); ctx.fillStyle = GOLD; ctx.fill(); ctx.stroke();
  }
}

/** A man, or a king: a second piece on top with a gold crown. `crownT` 0..1 lowers the crown piece into place. */
function piece(ctx, x, y, r, pc, alpha = 1, crownT = 1) {
  ctx.save();
  ctx.globalAlpha = alpha;
  if (!pc.k) { disc(ctx, x, y, r, pc.c); ctx.restore(); return; }
  // Two pieces stacked: the lower one's edge shows below the upper one.
  disc(ctx, x, y + r * 0.14, r, pc.c);
  const lift = (1 - crownT) * r * 1.6;
  ctx.globalAlpha = alpha * Math.min(1, 0.3 + crownT);
  disc(ctx, x, y - r * 0.2 - lift, r * 0.97, pc.c);
  crown(ctx, x, y - r * 0.22 - lift, r * 0.9);
  ctx.restore();
}

function ring(ctx, x, y, r, colour, width) {
  ctx.strokeStyle = colour; ctx.lineWidth = width;
  circle(ctx, x, y, r); ctx.stroke();
}

function polyline(ctx, pts, colour, width, dash) {
  if (pts.length < 2) return;
  ctx.save();
  ctx.strokeStyle = colour; ctx.lineWidth = width; ctx.lineCap = 'round'; ctx.lineJoin = 'round';
  if (dash) ctx.setLineDash(dash);
  ctx.beginPath();
  pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  ctx.stroke();
  ctx.restore();
}

function arrowHead(ctx, from, to, size, colour) {
  const a = Math.atan2(to.y - from.y, to.x - from.x);
  ctx.save();
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(to.x, to.y);
  ctx.lineTo(to.x - size * Math.cos(a - 0.5), to.y - size * Math.sin(a - 0.5));
  ctx.lineTo(to.x - size * Math.cos(a + 0.5), to.y - size * Math.sin(a + 0.5));
  ctx.closePath(); ctx.fill();
  ctx.restore();
}

const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Where the animated piece is, which pieces still fade, and whether it is over. */
function animState(a, now) {
  const t = now - a.start;
  const hops = a.path.length - 1 - a.from;
  const travel = a.travel ? hops * HOP_MS : 0;
  const total = travel + (a.crowned ? CROWN_MS : 0) + FADE_MS;
  const k = travel ? Math.min(hops, Math.max(0, t / HOP_MS)) : hops;
  const i = Math.min(hops - 1, Math.floor(k));
  const f = k - i;
  return { t, total, seg: a.from + i, f: ease(Math.min(1, f)), crownT: a.crowned ? Math.max(0, Math.min(1, (t - travel) / CROWN_MS)) : 1, travel, done: t >= total };
}

/** @type {import('../../types/family').Renderer<import('../../types/family').BoardData<import('../../types/dam').State>>} */
export default {
  initUi() { return { hover: null, sel: null, cursor: null, anim: null, orient: 'white', numbers: false, labels: {} }; },

  aspect() { return 1; },

  // Exposed for the end-to-end tests and the page: where square n is drawn.
  centre(n, w, h, ui) { return centre(geom(w, h), n, ui); },

  onData(prev, d, ui, now) {
    // A new position (or another seat to act) ends any half-built move.
    if (!prev || prev.ply !== d.ply || !d.interactive || (ui.sel && !nexts(d, ui.sel).length && !stepsOf(d, ui.sel).complete)) { ui.sel = null; ui.press = null; }
    const emitted = ui.emitted;
    ui.emitted = null;
    ui.anim = null;
    if (!prev || prev.id !== d.id || d.ply !== prev.ply + 1 || !prev.squares) return;
    const last = d.last || [];
    const end = last[last.length - 1];
    const was = last.length > 1 && prev.squares[last[0] - 1];
    const now_ = last.length > 1 && d.squares[end - 1];
    const moved = was && now_ && was.c === now_.c && !sameList(last, prev.last || []);
    const vanish = [];
    for (let n = 1; n <= 32; n++) {
      if (prev.squares[n - 1] && !d.squares[n - 1] && !(moved && n === last[0])) vanish.push({ n, pc: prev.squares[n - 1] });
    }
    if (!moved && !vanish.length) return;
    const mine = moved && emitted && sameList(emitted.path, last);
    ui.anim = {
      start: now,
      path: moved ? last : [],
      // A move built here by clicks replays only its last hop; a dropped piece is already there.
      from: moved && mine ? last.length - 2 : 0,
      travel: moved && !(mine && emitted.how === 'drag'),
      piece: moved ? was : null,
      crowned: moved && !was.k && now_.k,
      // The pieces taken, in the order jumped: each goes as the mover passes over it.
      captured: moved ? d.captured || [] : [],
      vanish,
    };
  },

  hit(x, y, w, h, d, ui) {
    const g = geom(w, h);
    const sc = Math.floor((x - g.x0) / g.cell), sr = Math.floor((y - g.y0) / g.cell);
    if (sc < 0 || sc > 7 || sr < 0 || sr > 7) return null;
    const b = flipped(ui) ? { r: 7 - sr, c: 7 - sc } : { r: sr, c: sc };
    return { sq: sqAt(b.r, b.c) };
  },

  intent(hit, d, ui) { return press(d, ui, hit ? hit.sq : 0); },

  release(hit, d, ui) {
    const p = ui.pointer;
    const dragged = !!p && Math.hypot(p.x - p.x0, p.y - p.y0) > Math.max(6, (p.w || 0) / 40);
    return release(d, ui, hit ? hit.sq : 0, dragged);
  },

  key(e, d, ui) {
    if (!ui.cursor) {
      const n = (ui.sel && ui.sel[ui.sel.length - 1]) || movable(d)[0] || 22;
      const b = rc(n);
      ui.cursor = screen(b.r, b.c, ui);
      if (!e.key.startsWith('Arrow') && e.key !== 'Enter' && e.key !== ' ') return null;
      if (e.key.startsWith('Arrow')) return {};
    }
    const mv = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (mv) {
      ui.cursor = { r: Math.max(0, Math.min(7, ui.cursor.r + mv[0])), c: Math.max(0, Math.min(7, ui.cursor.c + mv[1])) };
      return {};
    }
    if (e.key === 'Enter' || e.key === ' ') {
      const b = flipped(ui) ? { r: 7 - ui.cursor.r, c: 7 - ui.cursor.c } : ui.cursor;
      const n = sqAt(b.r, b.c);
      const move = press(d, ui, n) || release(d, ui, n, false);
      return { move };
    }
    if (e.key === 'Escape' && ui.sel) { ui.sel = null; return {}; }
    if (e.key === 'Backspace' && ui.sel) { ui.sel = ui.sel.length > 1 ? ui.sel.slice(0, -1) : null; return {}; }
    return null;
  },

  draw(ctx, w, h, d, ui, now) {
    const g = geom(w, h);
    const cell = g.cell, rad = cell * 0.38;
    let animating = false;
    let A = null;
    if (ui.anim) {
      A = animState(ui.anim, now);
      if (A.done) { ui.anim = null; A = null; } else animating = true;
    }
    const anim = A ? ui.anim : null;

    // Squares.
    for (let sr = 0; sr < 8; sr++) for (let sc = 0; sc < 8; sc++) {
      ctx.fillStyle = (sr + sc) % 2 === 0 ? LIGHT : DARK;
      ctx.fillRect(g.x0 + sc * cell, g.y0 + sr * cell, cell + 0.5, cell + 0.5);
    }
    ctx.strokeStyle = DARK_EDGE; ctx.lineWidth = Math.max(1, cell * 0.02);
    ctx.strokeRect(g.x0 + ctx.lineWidth / 2, g.y0 + ctx.lineWidth / 2, g.size - ctx.lineWidth, g.size - ctx.lineWidth);
    const tint = (n, colour) => {
      const p = centre(g, n, ui);
      ctx.fillStyle = colour; ctx.fillRect(p.x - cell / 2, p.y - cell / 2, cell, cell);
    };

    // The last move: its squares tinted, a multi-jump's path traced, captures ghosted.
    const last = d.last || [];
    if (last.length > 1) {
      for (const n of last) tint(n, LAST);
      if (!anim && (d.captured || []).length) polyline(ctx, last.map((n) => centre(g, n, ui)), 'rgba(255, 226, 120, 0.85)', cell * 0.06, [cell * 0.12, cell * 0.1]);
      if (!anim) for (const n of d.captured || []) {
        if (d.squares[n - 1]) continue;
        const p = centre(g, n, ui);
        ctx.save(); ctx.globalAlpha = 0.35; ctx.setLineDash([cell * 0.07, cell * 0.06]);
        ring(ctx, p.x, p.y, rad * 0.9, '#1b1b1b', Math.max(1, cell * 0.03)); ctx.restore();
      }
    }

    // The piece picked up and the move built so far.
    const sel = ui.sel && d.interactive ? ui.sel : null;
    if (sel) {
      tint(sel[0], SELECTED);
      if (sel.length > 1) tint(sel[sel.length - 1], SELECTED);
    }

    // Pieces. Hidden while animating: the moving piece (drawn on its way) and the
    // pieces it is about to capture are drawn below from the previous position.
    const jumped = new Set();
    if (sel) for (const b of jumpedSoFar(d, sel)) jumped.add(b);
    const end = anim && anim.path.length ? anim.path[anim.path.length - 1] : 0;
    const lifted = sel && sel.length > 1 ? sel[0] : 0;
    const dragging = sel && ui.press && ui.pointer && Math.hypot(ui.pointer.x - ui.pointer.x0, ui.pointer.y - ui.pointer.y0) > 6;
    const dragFrom = dragging ? sel[sel.length - 1] : 0;
    for (let n = 1; n <= 32; n++) {
      const pc = d.squares[n - 1];
      if (!pc || n === end) continue;
      const p = centre(g, n, ui);
      let dx = 0;
      if (ui.denied && ui.denied.n === n) {
        const t = (now - ui.denied.t) / 380;
        if (t < 1) { dx = Math.sin(t * Math.PI * 6) * cell * 0.06 * (1 - t); animating = true; } else ui.denied = null;
      }
      if (n === lifted) { piece(ctx, p.x, p.y, rad, pc, 0.3); continue; }
      if (n === dragFrom) { piece(ctx, p.x, p.y, rad, pc, 0.3); continue; }
      piece(ctx, p.x + dx, p.y, rad, pc, jumped.has(n) ? 0.4 : 1);
      if (jumped.has(n)) {
        ctx.save(); ctx.strokeStyle = '#c62828'; ctx.lineWidth = cell * 0.06; ctx.lineCap = 'round';
        const s = rad * 0.45;
        ctx.beginPath(); ctx.moveTo(p.x - s, p.y - s); ctx.lineTo(p.x + s, p.y + s); ctx.moveTo(p.x + s, p.y - s); ctx.lineTo(p.x - s, p.y + s); ctx.stroke();
        ctx.restore();
      }
    }
    // A move built hop by hop: its path, and the piece where it stands now.
    if (sel && sel.length > 1) {
      const pts = sel.map((n) => centre(g, n, ui));
      polyline(ctx, pts, 'rgba(255, 214, 64, 0.95)', cell * 0.08);
      const pc = d.squares[sel[0] - 1];
      const at = pts[pts.length - 1];
      if (pc && dragFrom !== sel[sel.length - 1]) piece(ctx, at.x, at.y, rad, pc);
    }

    // Captures and huffs fading out, and the moving piece on its way.
    if (anim) {
      anim.vanish.forEach(({ n, pc }) => {
        // A captured piece goes as the mover passes over it; others fade at once.
        let k = anim.path.length ? anim.captured.indexOf(n) : -1;
        if (k < anim.from) k = -1;
        const t0 = k >= 0 && A.travel ? (k - anim.from + 0.5) * HOP_MS : 0;
        const alpha = 1 - Math.max(0, Math.min(1, (A.t - t0) / FADE_MS));
        if (alpha <= 0) return;
        const p = centre(g, n, ui);
        piece(ctx, p.x, p.y, rad * (0.85 + 0.15 * alpha), pc, alpha);
      });
      if (anim.path.length) {
        const a = centre(g, anim.path[A.seg], ui), b = centre(g, anim.path[A.seg + 1], ui);
        const x = a.x + (b.x - a.x) * A.f, y = a.y + (b.y - a.y) * A.f;
        const lift = A.travel && A.f > 0 && A.f < 1 ? Math.sin(A.f * Math.PI) * cell * (anim.captured.length ? 0.12 : 0.05) : 0;
        const final = d.squares[end - 1];
        const pc = anim.crowned ? { c: final.c, k: A.crownT > 0 } : final;
        piece(ctx, x, y - lift, rad * (1 + lift / cell), pc, 1, anim.crowned ? A.crownT : 1);
      }
    }

    // PDN square numbers.
    if (ui.numbers) {
      ctx.save();
      // In the square's corner, outside the piece, outlined so it reads on any piece.
      ctx.font = `700 ${Math.max(12, Math.round(cell * 0.17))}px system-ui, sans-serif`;
      ctx.textAlign = 'left'; ctx.textBaseline = 'top';
      ctx.lineJoin = 'round'; ctx.lineWidth = Math.max(2, cell * 0.04);
      ctx.strokeStyle = 'rgba(20, 40, 15, 0.85)'; ctx.fillStyle = '#ffffff';
      for (let n = 1; n <= 32; n++) {
        const p = centre(g, n, ui);
        const x = p.x - cell / 2 + cell * 0.035, y = p.y - cell / 2 + cell * 0.025;
        ctx.strokeText(String(n), x, y); ctx.fillText(String(n), x, y);
      }
      ctx.restore();
    }

    // Huffing: the offender's pieces that may be huffed, pulsing when it is our choice.
    if (d.fault && Array.isArray(d.huffable)) {
      const live = d.interactive && !!(d.choices && d.choices.huff.length);
      const pulse = live ? 0.6 + 0.4 * Math.sin(now / 170) : 0.7;
      for (const n of d.huffable) {
        const p = centre(g, n, ui);
        ctx.save(); ctx.globalAlpha = pulse;
        ring(ctx, p.x, p.y, rad * 1.12, '#e53935', cell * 0.075);
        ctx.restore();
        if (live && ui.hover && ui.hover.sq === n) ring(ctx, p.x, p.y, rad * 1.25, '#ffffff', cell * 0.04);
      }
      if (live) animating = true;
    }

    // Where the picked-up piece may go next; a stop sign where a capture may end early.
    if (sel) {
      for (const n of nexts(d, sel)) {
        const p = centre(g, n, ui);
        const hot = ui.hover && ui.hover.sq === n;
        ctx.fillStyle = hot ? 'rgba(255, 214, 64, 0.85)' : 'rgba(255, 248, 215, 0.8)';
        circle(ctx, p.x, p.y, hot ? rad * 0.5 : rad * 0.34); ctx.fill();
      }
      const near = nexts(d, sel);
      for (const n of ends(d, sel)) {
        if (near.includes(n)) continue;
        const p = centre(g, n, ui);
        ring(ctx, p.x, p.y, rad * 0.55, (ui.hover && ui.hover.sq === n) ? 'rgba(255, 214, 64, 0.95)' : 'rgba(255, 248, 215, 0.8)', Math.max(2, cell * 0.045));
      }
      if (complete(d, sel)) {
        const p = centre(g, sel[sel.length - 1], ui);
        ring(ctx, p.x, p.y, rad * 1.1, '#2e7d32', cell * 0.07);
        const label = (ui.labels && ui.labels.stop) || '✓';
        ctx.save();
        ctx.font = `700 ${Math.max(12, Math.round(cell * 0.2))}px system-ui, sans-serif`;
        const tw = ctx.measureText(label).width + cell * 0.16;
        const bx = Math.max(g.x0 + 2, Math.min(g.x0 + g.size - tw - 2, p.x - tw / 2));
        // At least 16 px tall: the 12 px label's box on a small board (an embed).
        const th = Math.max(cell * 0.28, 16);
        const by = p.y + rad * 0.95 > g.y0 + g.size - th - 2 ? p.y - rad * 1.05 - th : p.y + rad * 1.05;
        ctx.fillStyle = '#2e7d32';
        roundRect(ctx, bx, by, tw, th, cell * 0.08); ctx.fill();
        ctx.fillStyle = '#fff'; ctx.textAlign = 'left'; ctx.textBaseline = 'middle';
        ctx.fillText(label, bx + cell * 0.08, by + th / 2 + 0.5);
        ctx.restore();
      }
    }

    // The hint: an arrow along the suggested move.
    if (d.hint) {
      const sq = hintPath(d);
      if (sq.length > 1) {
        const pts = sq.map((n) => centre(g, n, ui));
        const pulse = 0.55 + 0.35 * Math.sin(now / 180);
        ctx.save(); ctx.globalAlpha = pulse;
        polyline(ctx, pts, '#2fbf71', cell * 0.1);
        arrowHead(ctx, pts[pts.length - 2], pts[pts.length - 1], cell * 0.3, '#2fbf71');
        ctx.restore();
        animating = true;
      }
    }

    // The keyboard cursor.
    if (ui.focus && ui.cursor) {
      ctx.save(); ctx.strokeStyle = '#ffb000'; ctx.lineWidth = 3; ctx.setLineDash([6, 4]);
      ctx.strokeRect(g.x0 + ui.cursor.c * cell + 2, g.y0 + ui.cursor.r * cell + 2, cell - 4, cell - 4);
      ctx.restore();
    }

    // A hand over what can be clicked: a piece that moves, a destination, a piece to huff.
    if (ctx.canvas.classList.contains('board')) {
      const n = ui.hover && ui.hover.sq;
      const live = n && d.interactive && (movable(d).includes(n) || (sel && (nexts(d, sel).includes(n) || n === sel[sel.length - 1])) || !!huffAt(d, n));
      const want = live ? 'pointer' : '';
      if (ctx.canvas.style.cursor !== want) ctx.canvas.style.cursor = want;
    }

    // A dragged piece follows the pointer.
    if (dragging) {
      const pc = d.squares[sel[0] - 1];
      if (pc) piece(ctx, ui.pointer.x, ui.pointer.y, rad * 1.08, pc);
    }
    return animating;
  },
};

