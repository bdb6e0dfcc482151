// Lines of Action board: 8 × 8 squares, Black and White pieces.
// Drawing data: the typed view of crates/lines-of-action/src/view.rs (BoardView) in the
// page's state: squares[64] ('black' | 'white' | null; index row * 8 + column, a1 = 0),
// pieces [{square, name, colour, group, directions[8] {direction, count, target, legal,
// capture}, dests}], toMove, mustPass, lastMove {from, to, capture, pass, notation},
// blackGroups / whiteGroups (lists of squares), repetitions, end {winner, reason,
// winningGroup}; and from index.js `moves` {from: {to: notation}}: the move each
// click pair makes, asked of the Rust steps interface. The renderer never writes notation
// and never decides what is legal: counts, targets and destinations all come from Rust.
import { t } from '../../i18n/index.js';
import { say, liveRegion, gridKey } from '../../board.js';
import { store } from '../../dom.js';

const LIGHT = '#efd9b4', DARK = '#b58863';
const LAST = 'rgba(155,199,0,0.42)', SELECTED = 'rgba(20,85,30,0.5)', DEST = 'rgba(20,85,30,0.55)';
const GOLD = '#f2b233';
// One colour per group, so separate groups read apart at a glance.
const GROUP_COLOURS = ['#2f7fd8', '#e0662f', '#2fa36b', '#b04fd1', '#d23f6a', '#1ba3b3', '#8a6d2f', '#6b7b8c', '#c9a227', '#4d5bd6', '#7fae2a', '#a0522d'];
// Screen directions of the view's eight directions (rows grow upwards on the board).
const DIRS = {
  north: [0, 1], south: [0, -1], east: [1, 0], west: [-1, 0],
  northEast: [1, 1], southWest: [-1, -1], northWest: [-1, 1], southEast: [1, -1],
};
const FILES = 'abcdefgh';

function geom(w, h) {
  const size = Math.min(w, h);
  const cell = size / 8;
  return { cell, x0: (w - size) / 2, y0: (h - size) / 2, size };
}
const colOf = (s) => s % 8;
const rowOf = (s) => Math.floor(s / 8);
function centre(g, s) {
  return { x: g.x0 + (colOf(s) + 0.5) * g.cell, y: g.y0 + (7 - rowOf(s) + 0.5) * g.cell };
}
const sqName = (s) => `${FILES[colOf(s)]}${rowOf(s) + 1}`;
const pieceAt = (d, s) => (d.pieces || []).find((p) => p.square === s) || null;
const movesFrom = (d, s) => (d.moves && s != null && d.moves[s]) || null;
const moveOf = (d, from, to) => { const m = movesFrom(d, from); return (m && m[to]) || null; };
/** The side to move may pick this piece (its own, while the game goes on). */
const mine = (d, s) => d.interactive && d.toMove && d.squares[s] === d.toMove;
const seatOfColour = (c) => (c === 'black' ? 0 : 1);

function disc(ctx, x, y, rad, colour, alpha = 1) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
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

/** The four lines through a square, out to the board's edges (pure geometry, to draw). */
function lineEnds(s, [dc, dr]) {
  let c = colOf(s), r = rowOf(s);
  while (c + dc >= 0 && c + dc < 8 && r + dr >= 0 && r + dr < 8) { c += dc; r += dr; }
  return r * 8 + c;
}
function onBoard(s, [dc, dr]) {
  const c = colOf(s) + dc, r = rowOf(s) + dr;
  return c >= 0 && c < 8 && r >= 0 && r < 8;
}
/** Squares on the line through `s` in direction `v` and its opposite (to mark what was counted). */
function lineSquares(s, v) {
  const out = [s];
  for (const k of [1, -1]) {
    let c = colOf(s), r = rowOf(s);
    for (;;) { c += v[0] * k; r += v[1] * k; if (c < 0 || c > 7 || r < 0 || r > 7) break; out.push(r * 8 + c); }
  }
  return out;
}

/** The piece whose line counts are shown: the picked one, else the one under the pointer or cursor. */
function focusPiece(d, ui) {
  if (ui.sel != null) return pieceAt(d, ui.sel);
  // A finished game shows its winning group, not counts.
  if (d.end) return null;
  if (ui.pointer) return null;
  const hov = ui.hover ? ui.hover.sq : ui.focus && ui.keys ? ui.cursor : null;
  return hov != null ? pieceAt(d, hov) : null;
}

function describe(d, ui, s) {
  const c = d.squares[s];
  const name = sqName(s);
  if (ui.sel != null && moveOf(d, ui.sel, s)) {
    return c ? t('loa.sayCapture', { sq: name, p: t(`seat.lines-of-action.${seatOfColour(c)}`), from: sqName(ui.sel) }) : t('loa.sayDest', { sq: name, from: sqName(ui.sel) });
  }
  return c ? t('loa.sayPiece', { sq: name, p: t(`seat.lines-of-action.${seatOfColour(c)}`) }) : t('loa.sayEmpty', { sq: name });
}

function sayPicked(d, ui) {
  const p = pieceAt(d, ui.sel);
  if (!p) return;
  const n = (dir) => (p.directions.find((x) => x.direction === dir) || {}).count;
  const dests = p.dests.map(sqName).join(', ') || t('loa.sayNoDests');
  say(ui, t('loa.saySelected', { sq: sqName(p.square), col: n('north'), row: n('east'), diag: n('northEast'), anti: n('northWest'), dests }));
}

/** A click or Enter on square `s`: the move it completes, or a change of the pick. */
function press(d, ui, s, viaKey) {
  if (!d.interactive || s == null) return null;
  const mv = ui.sel != null ? moveOf(d, ui.sel, s) : null;
  if (mv) { ui.sel = null; ui.press = null; return mv; }
  if (mine(d, s)) {
    // A press on the picked piece lets it go when released without a drag.
    ui.press = { sq: s, was: ui.sel === s };
    if (viaKey && ui.sel === s) { ui.sel = null; ui.press = null; say(ui, t('loa.sayReleased')); return null; }
    ui.sel = s;
    sayPicked(d, ui);
    return null;
  }
  // A stray click elsewhere keeps the pick: only the piece itself or Escape lets go.
  ui.press = null;
  return null;
}

/** @typedef {import('../../types/family').BoardData<import('../../types/lines-of-action').State, { moves?: Record<number, Record<number, string>> }>} Data the view, with the move each pair of clicks makes (index.js) */
/** @type {import('../../types/family').Renderer<Data>} */
export default {
  initUi() {
    let groups = false;
    try { groups = store.get('spelbord.loa.groups') === '1'; } catch { /* no storage: off */ }
    return { hover: null, sel: null, press: null, cursor: null, anim: null, groups, live: null };
  },

  aspect() { return 1; },

  /** A live region beside the canvas, for what the keyboard picks and points at. */
  attach(canvas, host) {
    return liveRegion(canvas, host.ui, 'loa-live');
  },

  onData(prev, d, ui, now) {
    // A new position (or a turn not ours) drops the pick.
    if (!prev || prev.ply !== d.ply || prev.id !== d.id || !d.interactive) { ui.sel = null; ui.press = null; }
    if (ui.sel != null && !mine(d, ui.sel)) ui.sel = null;
    ui.anim = null;
    const lm = d.lastMove;
    if (prev && prev.id === d.id && d.ply === prev.ply + 1 && lm && lm.from != null && !ui.dropped) {
      const dist = Math.max(Math.abs(colOf(lm.to) - colOf(lm.from)), Math.abs(rowOf(lm.to) - rowOf(lm.from)));
      ui.anim = { from: lm.from, to: lm.to, start: now, dur: 170 + 35 * dist, captured: lm.capture ? prev.squares[lm.to] : null };
    }
    ui.dropped = false;
  },

  hit(x, y, w, h) {
    const g = geom(w, h);
    const c = Math.floor((x - g.x0) / g.cell), r = 7 - Math.floor((y - g.y0) / g.cell);
    if (c < 0 || c > 7 || r < 0 || r > 7) return null;
    return { sq: r * 8 + c };
  },

  intent(hit, d, ui) {
    const mv = press(d, ui, hit ? hit.sq : null, false);
    if (hit) ui.cursor = hit.sq;
    ui.keys = false; // the dashed cursor is for keyboard play only
    return mv;
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
      return null; // dropped off a destination: the piece goes back and stays picked
    }
    if (pr.was) { ui.sel = null; say(ui, t('loa.sayReleased')); }
    return null;
  },

  key(e, d, ui) {
    const res = gridKey(e, ui, {
      cols: 8,
      start: () => {
        const first = Object.keys(d.moves || {}).map(Number)[0];
        return ui.sel ?? (first != null ? first : 27);
      },
      describe: (s) => describe(d, ui, s),
      press: (s) => press(d, ui, s, true),
    });
    if (res) return res;
    if (e.key === 'Escape' && ui.sel != null) { ui.sel = null; say(ui, t('loa.sayReleased')); return {}; }
    return null;
  },

  draw(ctx, w, h, d, ui, now) {
    const g = geom(w, h);
    const cell = g.cell;
    const rad = cell * 0.39;
    let animating = false;
    let progress = 1;
    if (ui.anim) {
      progress = Math.min(1, (now - ui.anim.start) / ui.anim.dur);
      if (progress >= 1) ui.anim = null; else animating = true;
    }
    const sqRect = (s) => /** @type {[number, number, number, number]} */ ([g.x0 + colOf(s) * cell, g.y0 + (7 - rowOf(s)) * cell, cell, cell]);
    const tint = (s, colour) => { ctx.fillStyle = colour; ctx.fillRect(...sqRect(s)); };

    // Squares and coordinates.
    for (let s = 0; s < 64; s++) {
      ctx.fillStyle = (colOf(s) + rowOf(s)) % 2 === 0 ? DARK : LIGHT;
      ctx.fillRect(...sqRect(s));
    }
    const lm = d.lastMove;
    if (lm && lm.from != null) { tint(lm.from, LAST); tint(lm.to, LAST); }
    if (ui.sel != null && d.interactive) tint(ui.sel, SELECTED);
    ctx.font = `600 ${Math.max(12, Math.round(cell * 0.17))}px system-ui, sans-serif`;
    for (let i = 0; i < 8; i++) {
      ctx.fillStyle = i % 2 === 0 ? LIGHT : DARK;
      ctx.textAlign = 'right'; ctx.textBaseline = 'bottom';
      ctx.fillText(FILES[i], g.x0 + (i + 1) * cell - cell * 0.06, g.y0 + g.size - cell * 0.03);
      ctx.fillStyle = i % 2 === 0 ? LIGHT : DARK;
      ctx.textAlign = 'left'; ctx.textBaseline = 'top';
      ctx.fillText(String(i + 1), g.x0 + cell * 0.06, g.y0 + (7 - i) * cell + cell * 0.04);
    }

    // Groups: on demand, and always once the game is over (the winner's in gold).
    const end = d.end || null;
    const winning = end && end.winningGroup && end.winningGroup.length ? end.winningGroup : null;
    if ((ui.groups || end) && !animating) {
      const all = [...(d.blackGroups || []), ...(d.whiteGroups || [])];
      all.forEach((grp, i) => {
        const won = !!(winning && grp.length && winning.includes(grp[0]));
        // After a win only the winner's group is drawn, in gold; a draw shows them all.
        if (winning && !won) return;
        drawGroup(ctx, g, grp, won ? GOLD : GROUP_COLOURS[i % GROUP_COLOURS.length], rad, won);
      });
    }

    // The lines through the piece in focus, faint, with the one to the pointed destination strong.
    const fp = focusPiece(d, ui);
    const hovSq = ui.hover ? ui.hover.sq : ui.focus && ui.keys ? ui.cursor : null;
    let strong = null;
    if (fp) {
      ctx.save();
      ctx.lineCap = 'round';
      for (const dv of fp.directions) {
        if (!['north', 'east', 'northEast', 'northWest'].includes(dv.direction)) continue;
        const v = DIRS[dv.direction];
        const a = centre(g, lineEnds(fp.square, v)), b = centre(g, lineEnds(fp.square, [-v[0], -v[1]]));
        ctx.strokeStyle = 'rgba(255,255,255,0.35)'; ctx.lineWidth = Math.max(2, cell * 0.06);
        ctx.beginPath(); ctx.moveTo(a.x, a.y); ctx.lineTo(b.x, b.y); ctx.stroke();
      }
      strong = fp.directions.find((dv) => dv.target != null && dv.target === hovSq) || null;
      if (strong) {
        const v = DIRS[strong.direction];
        const a = centre(g, lineEnds(fp.square, v)), b = centre(g, lineEnds(fp.square, [-v[0], -v[1]]));
        ctx.strokeStyle = strong.legal ? 'rgba(20,85,30,0.75)' : 'rgba(120,120,120,0.7)'; ctx.lineWidth = Math.max(3, cell * 0.1);
        ctx.beginPath(); ctx.moveTo(a.x, a.y); ctx.lineTo(b.x, b.y); ctx.stroke();
      }
      ctx.restore();
    }

    // Pieces (the moving one slides in; a captured one fades under it).
    const a = ui.anim;
    const drag = ui.press && ui.pointer && Math.hypot(ui.pointer.x - ui.pointer.x0, ui.pointer.y - ui.pointer.y0) > Math.max(6, cell * 0.25) ? ui.press.sq : null;
    for (let s = 0; s < 64; s++) {
      const c = d.squares[s];
      if (!c) continue;
      const p = centre(g, s);
      if (a && s === a.to) {
        if (a.captured) disc(ctx, p.x, p.y, rad, a.captured, 1 - progress);
        const f = centre(g, a.from);
        const e = 1 - Math.pow(1 - progress, 3);
        disc(ctx, f.x + (p.x - f.x) * e, f.y + (p.y - f.y) * e, rad, c);
        continue;
      }
      if (s === drag) { disc(ctx, p.x, p.y, rad, c, 0.3); continue; }
      disc(ctx, p.x, p.y, rad, c);
    }
    // What the strong line counted: a ring on every piece on it.
    if (strong && fp) {
      ctx.save();
      ctx.strokeStyle = strong.legal ? 'rgba(20,85,30,0.9)' : 'rgba(90,90,90,0.9)';
      ctx.lineWidth = Math.max(2, cell * 0.05);
      for (const s of lineSquares(fp.square, DIRS[strong.direction])) {
        if (!d.squares[s]) continue;
        const p = centre(g, s);
        ctx.beginPath(); ctx.arc(p.x, p.y, rad * 1.12, 0, Math.PI * 2); ctx.stroke();
      }
      ctx.restore();
    }
    // The winning group's pieces glow.
    if (winning && !animating) {
      ctx.save();
      ctx.strokeStyle = GOLD; ctx.lineWidth = Math.max(2.5, cell * 0.07);
      ctx.shadowColor = 'rgba(242,178,51,0.9)'; ctx.shadowBlur = cell * 0.2;
      for (const s of winning) { const p = centre(g, s); ctx.beginPath(); ctx.arc(p.x, p.y, rad * 1.08, 0, Math.PI * 2); ctx.stroke(); }
      ctx.restore();
    }
    // The last capture: a small red mark on the square where it happened.
    if (lm && lm.capture && lm.to != null && !animating) {
      const [x, y] = sqRect(lm.to);
      ctx.save();
      ctx.fillStyle = '#c62828';
      ctx.beginPath(); ctx.moveTo(x + cell, y); ctx.lineTo(x + cell, y + cell * 0.28); ctx.lineTo(x + cell - cell * 0.28, y); ctx.closePath(); ctx.fill();
      ctx.restore();
    }

    // Destinations of the picked piece: a dot on an empty square, a ring around a capture.
    const sel = d.interactive && ui.sel != null ? pieceAt(d, ui.sel) : null;
    if (sel) {
      for (const s of sel.dests) {
        const p = centre(g, s);
        const hot = hovSq === s;
        if (hot) tintAlpha(ctx, sqRect(s), 'rgba(20,85,30,0.3)');
        ctx.fillStyle = DEST; ctx.strokeStyle = DEST;
        if (d.squares[s]) {
          ctx.lineWidth = cell * 0.08;
          ctx.beginPath(); ctx.arc(p.x, p.y, cell * 0.45, 0, Math.PI * 2); ctx.stroke();
        } else {
          ctx.beginPath(); ctx.arc(p.x, p.y, cell * (hot ? 0.2 : 0.15), 0, Math.PI * 2); ctx.fill();
        }
      }
    }
    // A blocked or off-board direction of the piece in focus: a faint cross where it would land.
    if (fp && (sel || !d.interactive || !mine(d, fp.square))) {
      for (const dv of fp.directions) {
        if (dv.legal || dv.target == null) continue;
        const p = centre(g, dv.target);
        ctx.save(); ctx.strokeStyle = 'rgba(60,60,60,0.45)'; ctx.lineWidth = Math.max(2, cell * 0.05);
        const k = cell * 0.14;
        ctx.beginPath(); ctx.moveTo(p.x - k, p.y - k); ctx.lineTo(p.x + k, p.y + k); ctx.moveTo(p.x + k, p.y - k); ctx.lineTo(p.x - k, p.y + k); ctx.stroke();
        ctx.restore();
      }
    }
    // The counts: one badge beside the piece on each side it could go, the line's number of pieces.
    if (fp) {
      const fpC = centre(g, fp.square);
      for (const dv of fp.directions) {
        const v = DIRS[dv.direction];
        if (!onBoard(fp.square, v)) continue;
        const diag = v[0] !== 0 && v[1] !== 0;
        const off = cell * (diag ? 0.5 : 0.56);
        const x = fpC.x + v[0] * off, y = fpC.y - v[1] * off;
        const br = Math.max(cell * 0.15, 9.5); // a 12 px count at least, on a phone or in an embed
        ctx.save();
        ctx.fillStyle = dv.legal ? (dv.capture ? '#b3261e' : '#1d6b3a') : 'rgba(70,74,80,0.85)';
        ctx.strokeStyle = '#fff'; ctx.lineWidth = Math.max(1.5, cell * 0.025);
        ctx.beginPath(); ctx.arc(x, y, br, 0, Math.PI * 2); ctx.fill(); ctx.stroke();
        ctx.fillStyle = '#fff';
        ctx.font = `700 ${Math.max(12, Math.round(br * 1.3))}px system-ui, sans-serif`;
        ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
        ctx.fillText(String(dv.count), x, y + br * 0.06);
        ctx.restore();
      }
    }
    // The hint: a pulsing arrow from the piece to its square.
    if (d.hint && d.moves) {
      for (const [from, tos] of Object.entries(d.moves)) {
        for (const [to, mv] of Object.entries(tos)) {
          if (mv !== d.hint) continue;
          const p = centre(g, Number(from)), q = centre(g, Number(to));
          ctx.save();
          ctx.globalAlpha = 0.55 + 0.35 * Math.sin(now / 180);
          arrow(ctx, p, q, cell, '#2fbf71');
          ctx.restore();
          animating = true;
        }
      }
    }
    // A piece being dragged follows the pointer.
    if (drag != null && d.squares[drag]) disc(ctx, ui.pointer.x, ui.pointer.y, rad * 1.08, d.squares[drag]);
    // The keyboard cursor.
    if (ui.focus && ui.keys && ui.cursor != null && d.interactive) {
      const [x, y] = sqRect(ui.cursor);
      ctx.save(); ctx.strokeStyle = '#ffb000'; ctx.lineWidth = 3; ctx.setLineDash([6, 4]);
      ctx.strokeRect(x + 2, y + 2, cell - 4, cell - 4); ctx.restore();
    }
    return animating;
  },
};

function tintAlpha(ctx, rect, colour) { ctx.fillStyle = colour; ctx.fillRect(...rect); }

/** A group: its touching pieces joined by bands and each piece ringed in the group's colour. */
function drawGroup(ctx, g, grp, colour, rad, glow) {
  const set = new Set(grp);
  ctx.save();
  ctx.lineCap = 'round';
  ctx.strokeStyle = colour;
  ctx.globalAlpha = glow ? 0.85 : 0.7;
  ctx.lineWidth = g.cell * (glow ? 0.22 : 0.2);
  for (const s of grp) {
    const c = colOf(s), r = rowOf(s);
    // Each touching pair once: towards the east, the north and both northern diagonals.
    for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [-1, 1]]) {
      const c2 = c + dc, r2 = r + dr;
      if (c2 < 0 || c2 > 7 || r2 > 7 || !set.has(r2 * 8 + c2)) continue;
      const a = centre(g, s), b = centre(g, r2 * 8 + c2);
      ctx.beginPath(); ctx.moveTo(a.x, a.y); ctx.lineTo(b.x, b.y); ctx.stroke();
    }
  }
  ctx.globalAlpha = 1;
  ctx.fillStyle = colour;
  for (const s of grp) {
    const p = centre(g, s);
    ctx.beginPath(); ctx.arc(p.x, p.y, rad * 1.2, 0, Math.PI * 2); ctx.fill();
  }
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
