// Surround board: a 6 × 6 grid of squares, six pieces a side, orthogonal one-square steps.
// Drawing data: the typed view of crates/surround/src/view.rs (SurroundView) in the page's
// state: squares[36] {index, name, column, row, piece ('white' | 'black' | null)}, toMove,
// myTurn, lastMove {from, to, by, captured}, movable, groups [{colour, squares, openings}],
// pieces [white, black], quietMoves, quietLimit, end {winner, reason}; and from index.js
// `moves` {from: {to: notation}} (the move each click pair makes, asked of the Rust steps
// interface). The renderer never writes notation and never decides what is legal.
import { t } from '../../i18n/index.js';
import { say, liveRegion, gridKey } from '../../board.js';
import { store } from '../../dom.js';

const LIGHT = '#f1e6cf', DARK = '#e6d6b5', GRID = '#9c8560';
const LAST = 'rgba(155,199,0,0.4)', SELECTED = 'rgba(20,85,30,0.45)', DEST = 'rgba(20,85,30,0.6)';
const GOLD = '#f2b233';
const GROUP = { white: '#2f7fd8', black: '#d2542f' };
const seatOfColour = (c) => (c === 'white' ? 0 : 1);

function geom(w, h) {
  const size = Math.min(w, h);
  const m = size * 0.06; // room for the coordinates
  const cell = (size - 2 * m) / 6;
  return { cell, m, x0: (w - size) / 2 + m, y0: (h - size) / 2 + m / 2, size };
}
const colOf = (s) => s % 6;
const rowOf = (s) => Math.floor(s / 6);
function centre(g, s) { return { x: g.x0 + (colOf(s) + 0.5) * g.cell, y: g.y0 + (5 - rowOf(s) + 0.5) * g.cell }; }
const sqName = (d, s) => (d.squares[s] ? d.squares[s].name : String(s));
const pieceAt = (d, s) => (d.squares[s] ? d.squares[s].piece : null);
const movesFrom = (d, s) => (d.moves && s != null && d.moves[s]) || null;
const moveOf = (d, from, to) => { const m = movesFrom(d, from); return (m && m[to]) || null; };
const groupOf = (d, s) => (d.groups || []).find((gr) => gr.squares.includes(s)) || null;

function disc(ctx, x, y, rad, colour, alpha = 1) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.shadowColor = 'rgba(0,0,0,0.3)';
  ctx.shadowBlur = rad * 0.25;
  ctx.shadowOffsetY = rad * 0.08;
  const grad = ctx.createRadialGradient(x - rad * 0.35, y - rad * 0.4, rad * 0.1, x, y, rad);
  if (colour === 'black') { grad.addColorStop(0, '#5b5f66'); grad.addColorStop(1, '#121315'); } else { grad.addColorStop(0, '#ffffff'); grad.addColorStop(1, '#d9d6cc'); }
  ctx.fillStyle = grad;
  ctx.beginPath(); ctx.arc(x, y, rad, 0, Math.PI * 2); ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, rad * 0.07);
  ctx.strokeStyle = colour === 'black' ? 'rgba(0,0,0,0.8)' : 'rgba(80,70,60,0.65)';
  ctx.stroke();
  ctx.restore();
}

function describe(d, ui, s) {
  const c = pieceAt(d, s);
  const name = sqName(d, s);
  if (ui.sel != null && moveOf(d, ui.sel, s)) return t('surround.sayDest', { sq: name, from: sqName(d, ui.sel) });
  if (!c) return t('surround.sayEmpty', { sq: name });
  const gr = groupOf(d, s);
  const open = gr ? gr.openings.length : 0;
  return t('surround.sayPiece', { sq: name, p: t(`seat.surround.${seatOfColour(c)}`), n: gr ? gr.squares.length : 1, o: open });
}

function sayPicked(d, ui) {
  const tos = Object.keys(movesFrom(d, ui.sel) || {}).map((s) => sqName(d, Number(s)));
  say(ui, t('surround.sayPicked', { sq: sqName(d, ui.sel), dests: tos.join(', ') || t('surround.sayNone') }));
}

/** A click or Enter on square `s`: the move it completes, or a change of the pick. */
function press(d, ui, s, viaKey) {
  if (!d.interactive || s == null) return null;
  const mv = ui.sel != null ? moveOf(d, ui.sel, s) : null;
  if (mv) { ui.sel = null; ui.press = null; return mv; }
  if (movesFrom(d, s)) {
    ui.press = { sq: s, was: ui.sel === s };
    if (viaKey && ui.sel === s) { ui.sel = null; ui.press = null; say(ui, t('surround.sayReleased')); return null; }
    ui.sel = s;
    sayPicked(d, ui);
    return null;
  }
  ui.press = null;
  return null;
}

/** @typedef {import('../../types/family').BoardData<import('../../types/surround').State, { moves?: Record<number, Record<number, string>> }>} Data the view, with the move each pair of clicks makes (index.js) */
/** @type {import('../../types/family').Renderer<Data>} */
export default {
  initUi() {
    let groups = false;
    try { groups = store.get('spelbord.surround.groups') === '1'; } catch { /* no storage: off */ }
    return { hover: null, sel: null, press: null, cursor: null, anim: null, groups, live: null, keys: false };
  },

  aspect() { return 1; },

  /** A live region beside the canvas, for what the keyboard points at and picks. */
  attach(canvas, host) {
    return liveRegion(canvas, host.ui, 'surround-live');
  },

  onData(prev, d, ui, now) {
    if (!prev || prev.ply !== d.ply || prev.id !== d.id || !d.interactive) { ui.sel = null; ui.press = null; }
    if (ui.sel != null && !movesFrom(d, ui.sel)) ui.sel = null;
    ui.anim = null;
    const lm = d.lastMove;
    if (prev && prev.squares && prev.id === d.id && d.ply === prev.ply + 1 && lm) {
      // The piece slides (unless it was dropped there by hand), then the captured groups go.
      const slide = ui.dropped ? 0 : 180;
      const captured = (lm.captured || []).map((s) => ({ s, colour: prev.squares[s].piece })).filter((c) => c.colour);
      ui.anim = { from: lm.from, to: lm.to, colour: lm.by, start: now, slide, captured, fade: captured.length ? 520 : 0 };
    }
    ui.dropped = false;
  },

  hit(x, y, w, h) {
    const g = geom(w, h);
    const c = Math.floor((x - g.x0) / g.cell), r = 5 - Math.floor((y - g.y0) / g.cell);
    if (c < 0 || c > 5 || r < 0 || r > 5) return null;
    return { sq: r * 6 + c };
  },

  intent(hit, d, ui) {
    ui.keys = false;
    if (hit) ui.cursor = hit.sq;
    return press(d, ui, hit ? hit.sq : null, false);
  },

  release(hit, d, ui) {
    const p = ui.pointer, pr = ui.press;
    ui.press = null;
    if (!pr || !p || !d.interactive) return null;
    const g = geom(p.w, p.h);
    const dragged = Math.hypot(p.x - p.x0, p.y - p.y0) > Math.max(6, g.cell * 0.25);
    if (dragged) {
      const mv = hit ? moveOf(d, pr.sq, hit.sq) : null;
      if (mv) { ui.sel = null; ui.dropped = true; return mv; }
      return null;
    }
    if (pr.was) { ui.sel = null; say(ui, t('surround.sayReleased')); }
    return null;
  },

  key(e, d, ui) {
    const res = gridKey(e, ui, {
      cols: 6,
      start: () => {
        const first = (d.movable || [])[0];
        return ui.sel ?? (first != null ? first : 14);
      },
      describe: (s) => describe(d, ui, s),
      press: (s) => press(d, ui, s, true),
    });
    if (res) return res;
    if (e.key === 'Escape' && ui.sel != null) { ui.sel = null; say(ui, t('surround.sayReleased')); return {}; }
    return null;
  },

  draw(ctx, w, h, d, ui, now) {
    const g = geom(w, h);
    const cell = g.cell;
    const rad = cell * 0.36;
    if (!d.squares) return false;
    let animating = false;
    const a = ui.anim;
    let slideP = 1, fadeP = 1;
    if (a) {
      const el = Math.max(0, now - a.start);
      slideP = a.slide ? Math.min(1, el / a.slide) : 1;
      fadeP = a.fade ? Math.min(1, Math.max(0, (el - a.slide) / a.fade)) : 1;
      if (slideP >= 1 && fadeP >= 1) ui.anim = null; else animating = true;
    }
    const rect = (s) => /** @type {[number, number, number, number]} */ ([g.x0 + colOf(s) * cell, g.y0 + (5 - rowOf(s)) * cell, cell, cell]);

    // Squares, grid and coordinates.
    for (let s = 0; s < 36; s++) { ctx.fillStyle = (colOf(s) + rowOf(s)) % 2 ? LIGHT : DARK; ctx.fillRect(...rect(s)); }
    const lm = d.lastMove;
    if (lm) { for (const s of [lm.from, lm.to]) { ctx.fillStyle = LAST; ctx.fillRect(...rect(s)); } }
    if (ui.sel != null && d.interactive) { ctx.fillStyle = SELECTED; ctx.fillRect(...rect(ui.sel)); }
    ctx.save();
    ctx.strokeStyle = GRID; ctx.lineWidth = 1;
    for (let i = 0; i <= 6; i++) {
      ctx.beginPath(); ctx.moveTo(g.x0 + i * cell, g.y0); ctx.lineTo(g.x0 + i * cell, g.y0 + 6 * cell); ctx.stroke();
      ctx.beginPath(); ctx.moveTo(g.x0, g.y0 + i * cell); ctx.lineTo(g.x0 + 6 * cell, g.y0 + i * cell); ctx.stroke();
    }
    // The edge closes like pieces do: a heavy frame.
    ctx.lineWidth = Math.max(3, cell * 0.06); ctx.strokeStyle = '#6b5330';
    ctx.strokeRect(g.x0, g.y0, 6 * cell, 6 * cell);
    ctx.fillStyle = getComputedStyle(document.body).getPropertyValue('--muted') || '#666';
    ctx.font = `600 ${Math.max(12, Math.round(g.m * 0.55))}px system-ui, sans-serif`; // never under 12 px (phones)
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    for (let i = 0; i < 6; i++) {
      ctx.fillText('abcdef'[i], g.x0 + (i + 0.5) * cell, g.y0 + 6 * cell + g.m * 0.55);
      ctx.fillText(String(i + 1), g.x0 - g.m * 0.5, g.y0 + (5 - i + 0.5) * cell);
    }
    ctx.restore();

    // Groups and their openings: all of them on demand, else the group under the pointer.
    const hovSq = ui.hover ? ui.hover.sq : ui.focus && ui.keys ? ui.cursor : null;
    const focusGroup = !animating && !d.end ? groupOf(d, ui.sel != null ? ui.sel : hovSq) : null;
    const shownGroups = !animating && ui.groups ? d.groups || [] : focusGroup ? [focusGroup] : [];
    for (const gr of shownGroups) drawGroup(ctx, g, gr, rad);

    // Pieces (the moving one slides; captured ones shrink and fade after it lands).
    const drag = ui.press && ui.pointer && Math.hypot(ui.pointer.x - ui.pointer.x0, ui.pointer.y - ui.pointer.y0) > Math.max(6, cell * 0.25) ? ui.press.sq : null;
    for (let s = 0; s < 36; s++) {
      const c = pieceAt(d, s);
      if (!c) continue;
      const p = centre(g, s);
      if (a && s === a.to && slideP < 1) {
        const f = centre(g, a.from);
        const e = 1 - Math.pow(1 - slideP, 3);
        disc(ctx, f.x + (p.x - f.x) * e, f.y + (p.y - f.y) * e, rad, c);
        continue;
      }
      disc(ctx, p.x, p.y, rad, c, s === drag ? 0.3 : 1);
    }
    if (a && a.captured.length && fadeP < 1) {
      for (const cp of a.captured) {
        const p = centre(g, cp.s);
        disc(ctx, p.x, p.y, rad * (1 - 0.5 * fadeP), cp.colour, 1 - fadeP);
        ctx.save(); ctx.strokeStyle = `rgba(208,52,44,${0.9 * (1 - fadeP)})`; ctx.lineWidth = Math.max(2, cell * 0.05);
        ctx.beginPath(); ctx.arc(p.x, p.y, rad * (1 + 0.4 * fadeP), 0, Math.PI * 2); ctx.stroke(); ctx.restore();
      }
    }
    // Where pieces were just taken: a small red corner mark.
    if (lm && lm.captured && lm.captured.length && !animating) {
      for (const s of lm.captured) {
        const [x, y] = rect(s);
        ctx.save(); ctx.fillStyle = '#c62828';
        ctx.beginPath(); ctx.moveTo(x + cell, y); ctx.lineTo(x + cell, y + cell * 0.26); ctx.lineTo(x + cell - cell * 0.26, y); ctx.closePath(); ctx.fill();
        ctx.restore();
      }
    }
    // What may move: a ring on each movable piece, until one is picked.
    if (d.interactive && ui.sel == null && !animating) {
      for (const s of d.movable || []) {
        const p = centre(g, s);
        ctx.save(); ctx.strokeStyle = hovSq === s ? 'rgba(20,85,30,0.85)' : 'rgba(20,85,30,0.35)'; ctx.lineWidth = Math.max(2, cell * 0.045);
        ctx.beginPath(); ctx.arc(p.x, p.y, rad * 1.14, 0, Math.PI * 2); ctx.stroke(); ctx.restore();
      }
    }
    // Destinations of the picked piece.
    if (d.interactive && ui.sel != null) {
      for (const k of Object.keys(movesFrom(d, ui.sel) || {})) {
        const s = Number(k);
        const p = centre(g, s);
        const hot = hovSq === s;
        if (hot) { ctx.fillStyle = 'rgba(20,85,30,0.25)'; ctx.fillRect(...rect(s)); }
        ctx.fillStyle = DEST;
        ctx.beginPath(); ctx.arc(p.x, p.y, cell * (hot ? 0.19 : 0.14), 0, Math.PI * 2); ctx.fill();
      }
    }
    // The hint: a pulsing arrow.
    if (d.hint && d.moves) {
      for (const [from, tos] of Object.entries(d.moves)) {
        for (const [to, mv] of Object.entries(tos)) {
          if (mv !== d.hint) continue;
          ctx.save(); ctx.globalAlpha = 0.55 + 0.35 * Math.sin(now / 180);
          arrow(ctx, centre(g, Number(from)), centre(g, Number(to)), cell, '#2fbf71');
          ctx.restore();
          animating = true;
        }
      }
    }
    // The end: the winner's pieces glow.
    if (d.end && d.end.winner && !animating) {
      ctx.save(); ctx.strokeStyle = GOLD; ctx.lineWidth = Math.max(2.5, cell * 0.07);
      ctx.shadowColor = 'rgba(242,178,51,0.9)'; ctx.shadowBlur = cell * 0.25;
      for (let s = 0; s < 36; s++) {
        if (pieceAt(d, s) !== d.end.winner) continue;
        const p = centre(g, s);
        ctx.beginPath(); ctx.arc(p.x, p.y, rad * 1.1, 0, Math.PI * 2); ctx.stroke();
      }
      ctx.restore();
    }
    if (drag != null && pieceAt(d, drag)) disc(ctx, ui.pointer.x, ui.pointer.y, rad * 1.08, pieceAt(d, drag));
    if (ui.focus && ui.keys && ui.cursor != null && d.interactive) {
      const [x, y] = rect(ui.cursor);
      ctx.save(); ctx.strokeStyle = '#ffb000'; ctx.lineWidth = 3; ctx.setLineDash([6, 4]);
      ctx.strokeRect(x + 2, y + 2, cell - 4, cell - 4); ctx.restore();
    }
    return animating;
  },
};

/** A group: its touching pieces joined by a band, and its openings as rings; a group with
 * one opening left has it marked in red (one more move there could take it). */
function drawGroup(ctx, g, gr, rad) {
  const colour = GROUP[gr.colour];
  const set = new Set(gr.squares);
  ctx.save();
  ctx.lineCap = 'round';
  ctx.strokeStyle = colour; ctx.globalAlpha = 0.55; ctx.lineWidth = g.cell * 0.22;
  for (const s of gr.squares) {
    for (const n of [s + 1, s + 6]) {
      if ((n === s + 1 && colOf(s) === 5) || !set.has(n)) continue;
      const a = centre(g, s), b = centre(g, n);
      ctx.beginPath(); ctx.moveTo(a.x, a.y); ctx.lineTo(b.x, b.y); ctx.stroke();
    }
  }
  ctx.fillStyle = colour;
  for (const s of gr.squares) { const p = centre(g, s); ctx.beginPath(); ctx.arc(p.x, p.y, rad * 1.2, 0, Math.PI * 2); ctx.fill(); }
  ctx.globalAlpha = 1;
  const last = gr.openings.length === 1;
  ctx.strokeStyle = last ? '#c62828' : colour; ctx.lineWidth = Math.max(2, g.cell * (last ? 0.06 : 0.045));
  ctx.setLineDash(last ? [] : [5, 4]);
  for (const s of gr.openings) { const p = centre(g, s); ctx.beginPath(); ctx.arc(p.x, p.y, g.cell * 0.2, 0, Math.PI * 2); ctx.stroke(); }
  ctx.restore();
}

function arrow(ctx, p, q, cell, colour) {
  const ang = Math.atan2(q.y - p.y, q.x - p.x);
  const head = cell * 0.32;
  const ex = q.x - Math.cos(ang) * head * 0.8, ey = q.y - Math.sin(ang) * head * 0.8;
  ctx.strokeStyle = colour; ctx.fillStyle = colour; ctx.lineCap = 'round';
  ctx.lineWidth = cell * 0.13;
  ctx.beginPath(); ctx.moveTo(p.x, p.y); ctx.lineTo(ex, ey); ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(q.x, q.y);
  ctx.lineTo(q.x - Math.cos(ang - 0.5) * head, q.y - Math.sin(ang - 0.5) * head);
  ctx.lineTo(q.x - Math.cos(ang + 0.5) * head, q.y - Math.sin(ang + 0.5) * head);
  ctx.closePath(); ctx.fill();
}
