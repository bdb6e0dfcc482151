// Alquerque board: 5 × 5 points joined by lines (the diagonals run only through some
// points, as the view's `lines` say), twelve pieces a side.
// Drawing data: the typed view of crates/alquerque/src/view.rs (AlquerqueView) in the
// page's state: points[25] {index, name, column, row, diagonals, piece ('black' | 'white'
// | null)}, lines [[a, b], ...], toMove, phase ('move' | 'verdict' | 'over'), lastMove
// (points: start, then every landing), lastCaptured, lastHuffed, movable, captureRequired,
// fault {offender, path, stoppedEarly, huffable, missed}, pieces, quietMoves, quietLimit,
// end {winner, reason}; and from index.js `steps(chosenPoints)` (the Rust steps interface,
// memoised: {next, complete, view}) and `hintPath` (the points of the hinted move).
// The renderer never writes notation and never decides what is legal: every move it
// emits is a `complete` Rust wrote, every lit point a `next` Rust listed.
import { t } from '../../i18n/index.js';
import { roundRect, say, liveRegion, gridKey } from '../../board.js';

const WOOD = '#e6c690', WOOD_DARK = '#c99b5c', INK = '#5b3a1a';
const GREEN = 'rgba(24,110,52,0.85)', GREEN_SOFT = 'rgba(24,110,52,0.35)';
const RED = '#d0342c', GOLD = '#f2b233';
const seatOfColour = (c) => (c === 'black' ? 0 : 1);
const pname = (d, p) => (d.points[p] ? d.points[p].name : String(p));

function geom(w, h) {
  const size = Math.min(w, h);
  const s = size / 5.3; // spacing between neighbouring points
  const pad = (size - 4 * s) / 2;
  return { size, s, x0: (w - size) / 2, y0: (h - size) / 2, pad };
}
function at(g, pt) {
  return { x: g.x0 + g.pad + pt.column * g.s, y: g.y0 + g.pad + (4 - pt.row) * g.s };
}
const pos = (g, d, p) => at(g, d.points[p]);

function piece(ctx, x, y, rad, colour, alpha = 1) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = rad * 0.3;
  ctx.shadowOffsetY = rad * 0.1;
  const grad = ctx.createRadialGradient(x - rad * 0.35, y - rad * 0.4, rad * 0.1, x, y, rad);
  if (colour === 'black') { grad.addColorStop(0, '#5d6068'); grad.addColorStop(1, '#141518'); } else { grad.addColorStop(0, '#ffffff'); grad.addColorStop(1, '#dcd6c8'); }
  ctx.fillStyle = grad;
  ctx.beginPath(); ctx.arc(x, y, rad, 0, Math.PI * 2); ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, rad * 0.08);
  ctx.strokeStyle = colour === 'black' ? 'rgba(0,0,0,0.85)' : 'rgba(90,75,55,0.7)';
  ctx.stroke();
  // A turned rim, like a wooden draughtsman.
  ctx.beginPath(); ctx.arc(x, y, rad * 0.62, 0, Math.PI * 2);
  ctx.strokeStyle = colour === 'black' ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.12)';
  ctx.stroke();
  ctx.restore();
}

/** The Rust steps for the points chosen so far (a move being built), or none. */
function stepsOf(d, chosen) {
  if (!d.steps) return { next: [], complete: null, view: null };
  return d.steps(chosen.map((p) => ({ point: p })));
}
const nextPoints = (s) => s.next.filter((x) => x && typeof x === 'object' && 'point' in x).map((x) => x.point);
/** The position to draw: with two or more points chosen, Rust's view of the move so far. */
function shown(d, ui) {
  if (ui.chosen.length >= 2) { const s = stepsOf(d, ui.chosen); if (s.view) return s.view; }
  return d;
}
const building = (d) => d.interactive && d.phase === 'move';

function notify(ui) { if (ui.onChange) ui.onChange(ui); }

/** A click (or Enter) on point `p`: the move it completes, or a change of the move being built. */
function press(d, ui, p, viaKey) {
  if (!d.interactive || p == null) return null;
  if (d.phase === 'verdict') {
    if (d.fault && d.fault.huffable.includes(p)) {
      const s = d.steps ? d.steps([{ point: p }]) : null;
      return s && s.complete ? s.complete : null;
    }
    return null;
  }
  if (d.phase !== 'move') return null;
  const ch = ui.chosen;
  if (ch.length) {
    const s = stepsOf(d, ch);
    if (nextPoints(s).includes(p)) {
      const nc = [...ch, p];
      const s2 = stepsOf(d, nc);
      if (s2.complete && !s2.next.length) { ui.built = nc; ui.chosen = []; ui.press = null; notify(ui); return s2.complete; }
      ui.chosen = nc;
      ui.press = null;
      sayBuilding(d, ui);
      notify(ui);
      return null;
    }
    // Under huffing a capture may stop early: a click on the piece where it stands.
    if (ch.length >= 2 && p === ch[ch.length - 1] && s.complete) { ui.built = [...ch]; ui.chosen = []; notify(ui); return s.complete; }
    if (ch.length >= 2) {
      // Mid-capture the piece is committed (it may be dragged on); a click on its start
      // point takes the move back.
      ui.press = p === ch[ch.length - 1] ? { p, was: false } : null;
      if (p === ch[0]) { ui.chosen = []; say(ui, t('alquerque.sayReleased')); notify(ui); }
      return null;
    }
    if (p === ch[0]) {
      if (viaKey) { ui.chosen = []; say(ui, t('alquerque.sayReleased')); notify(ui); return null; }
      ui.press = { p, was: true };
      return null;
    }
  }
  if (d.movable.includes(p)) {
    ui.chosen = [p];
    ui.press = { p, was: false };
    sayBuilding(d, ui);
    notify(ui);
  } else {
    ui.press = null;
  }
  return null;
}

function sayBuilding(d, ui) {
  const s = stepsOf(d, ui.chosen);
  const dests = nextPoints(s).map((p) => pname(d, p)).join(', ') || t('alquerque.sayNone');
  const at = ui.chosen[ui.chosen.length - 1];
  say(ui, t(ui.chosen.length > 1 ? 'alquerque.sayJumping' : 'alquerque.sayPicked', { pt: pname(d, at), dests }) + (s.complete && s.next.length ? ` ${t('alquerque.sayMayStop')}` : ''));
}

function describe(d, ui, p) {
  const v = shown(d, ui);
  const pt = v.points[p];
  const c = pt.piece;
  if (ui.chosen.length && nextPoints(stepsOf(d, ui.chosen)).includes(p)) return t('alquerque.sayDest', { pt: pt.name });
  if (d.phase === 'verdict' && d.fault && d.fault.huffable.includes(p)) return t('alquerque.sayHuffable', { pt: pt.name, p: t(`seat.alquerque.${seatOfColour(c)}`) });
  return c ? t('alquerque.sayPiece', { pt: pt.name, p: t(`seat.alquerque.${seatOfColour(c)}`) }) : t('alquerque.sayEmpty', { pt: pt.name });
}

/** A path of points as a polyline. */
function path(ctx, g, d, pts) {
  ctx.beginPath();
  pts.forEach((p, i) => { const q = pos(g, d, p); if (i) ctx.lineTo(q.x, q.y); else ctx.moveTo(q.x, q.y); });
}

function cross(ctx, x, y, k, colour, width) {
  ctx.save(); ctx.strokeStyle = colour; ctx.lineWidth = width; ctx.lineCap = 'round';
  ctx.beginPath(); ctx.moveTo(x - k, y - k); ctx.lineTo(x + k, y + k); ctx.moveTo(x + k, y - k); ctx.lineTo(x - k, y + k); ctx.stroke();
  ctx.restore();
}

function arrowHead(ctx, a, b, size) {
  const ang = Math.atan2(b.y - a.y, b.x - a.x);
  ctx.beginPath();
  ctx.moveTo(b.x, b.y);
  ctx.lineTo(b.x - Math.cos(ang - 0.5) * size, b.y - Math.sin(ang - 0.5) * size);
  ctx.lineTo(b.x - Math.cos(ang + 0.5) * size, b.y - Math.sin(ang + 0.5) * size);
  ctx.closePath(); ctx.fill();
}

/** @typedef {import('../../types/family').BoardData<import('../../types/alquerque').State, { hintPath?: number[] | null }>} Data the view, with the hinted move's path of points (index.js) */
/** @type {import('../../types/family').Renderer<Data>} */
export default {
  initUi() { return { hover: null, chosen: [], press: null, cursor: null, anim: null, live: null, keys: false }; },

  aspect() { return 1; },

  /** A live region beside the canvas, for what the keyboard points at and picks. */
  attach(canvas, host) {
    return liveRegion(canvas, host.ui, 'alq-live');
  },

  onData(prev, d, ui, now) {
    if (!prev || prev.ply !== d.ply || prev.id !== d.id || !building(d)) { if (ui.chosen.length) { ui.chosen = []; notify(ui); } ui.press = null; }
    ui.anim = null;
    if (!prev || prev.id !== d.id || d.ply !== prev.ply + 1 || !prev.points) { ui.built = null; return; }
    const lm = d.lastMove || [];
    const same = JSON.stringify(lm) === JSON.stringify(prev.lastMove || []);
    if (lm.length >= 2 && !same) {
      // A move built here by clicks is already drawn up to its last hop: only that one moves.
      const built = ui.built && JSON.stringify(ui.built) === JSON.stringify(lm);
      const pts = built ? lm.slice(-2) : lm;
      const mover = d.points[lm[lm.length - 1]].piece;
      const src = built ? null : prev;
      ui.anim = { pts, mover, captured: (d.lastCaptured || []).map((p) => ({ p, colour: (src || prev).points[p].piece })).filter((c) => c.colour && c.colour !== mover), start: now, hop: 210 };
      if (built) ui.anim.captured = ui.anim.captured.filter((c) => isBetween(d, pts[0], pts[1], c.p));
    } else if (d.lastHuffed != null && prev.points[d.lastHuffed] && prev.points[d.lastHuffed].piece && !d.points[d.lastHuffed].piece) {
      ui.anim = { huffed: d.lastHuffed, colour: prev.points[d.lastHuffed].piece, start: now, dur: 450 };
    }
    ui.built = null;
  },

  hit(x, y, w, h, d) {
    if (!d || !d.points) return null;
    const g = geom(w, h);
    const c = Math.round((x - g.x0 - g.pad) / g.s), r = 4 - Math.round((y - g.y0 - g.pad) / g.s);
    if (c < 0 || c > 4 || r < 0 || r > 4) return null;
    const q = at(g, { column: c, row: r });
    if (Math.hypot(x - q.x, y - q.y) > g.s * 0.48) return null;
    return { p: r * 5 + c };
  },

  intent(hit, d, ui) {
    ui.keys = false;
    if (hit) ui.cursor = hit.p;
    return press(d, ui, hit ? hit.p : null, false);
  },

  release(hit, d, ui) {
    const p = ui.pointer, pr = ui.press;
    ui.press = null;
    if (!pr || !p || !d.interactive) return null;
    const g = geom(p.w, p.h);
    const dragged = Math.hypot(p.x - p.x0, p.y - p.y0) > Math.max(6, g.s * 0.25);
    if (dragged) {
      if (!hit || hit.p === pr.p) return null;
      return press(d, ui, hit.p, false);
    }
    if (pr.was) { ui.chosen = []; say(ui, t('alquerque.sayReleased')); notify(ui); }
    return null;
  },

  key(e, d, ui) {
    const res = gridKey(e, ui, {
      cols: 5,
      start: () => (ui.chosen.length ? ui.chosen[ui.chosen.length - 1] : (d.movable && d.movable.length ? d.movable[0] : 12)),
      describe: (p) => describe(d, ui, p),
      press: (p) => press(d, ui, p, true),
    });
    if (res) return res;
    if (e.key === 'Escape' && ui.chosen.length) {
      // Back one hop; from the piece alone, let it go.
      ui.chosen = ui.chosen.slice(0, -1);
      if (ui.chosen.length) sayBuilding(d, ui); else say(ui, t('alquerque.sayReleased'));
      notify(ui);
      return {};
    }
    return null;
  },

  draw(ctx, w, h, d, ui, now) {
    const g = geom(w, h);
    const s = g.s;
    const rad = s * 0.31;
    let animating = false;
    const v = d.points ? shown(d, ui) : d;
    if (!v.points) return false;

    // The board: a wooden square a little larger than the grid of points.
    const bx = g.x0 + g.pad - s * 0.55, by = g.y0 + g.pad - s * 0.55, bw = 4 * s + s * 1.1;
    ctx.save();
    const wood = ctx.createLinearGradient(bx, by, bx + bw, by + bw);
    wood.addColorStop(0, '#ecd3a3'); wood.addColorStop(1, WOOD);
    ctx.fillStyle = wood;
    roundRect(ctx, bx, by, bw, bw, s * 0.2); ctx.fill();
    ctx.strokeStyle = WOOD_DARK; ctx.lineWidth = Math.max(2, s * 0.05); ctx.stroke();
    ctx.restore();
    // The lines, as the view lists them (so the diagonals run only where the board has them).
    ctx.save();
    ctx.strokeStyle = INK; ctx.lineWidth = Math.max(1.5, s * 0.04); ctx.lineCap = 'round';
    for (const [a, b] of v.lines || d.lines || []) {
      const p = pos(g, v, a), q = pos(g, v, b);
      ctx.beginPath(); ctx.moveTo(p.x, p.y); ctx.lineTo(q.x, q.y); ctx.stroke();
    }
    ctx.fillStyle = INK;
    for (const pt of v.points) { const p = at(g, pt); ctx.beginPath(); ctx.arc(p.x, p.y, Math.max(2.5, s * 0.06), 0, Math.PI * 2); ctx.fill(); }
    ctx.restore();
    // Coordinates: a–e under the board, 1–5 to its left.
    ctx.save();
    ctx.fillStyle = '#7a5630';
    ctx.font = `600 ${Math.max(12, Math.round(s * 0.2))}px system-ui, sans-serif`; // never under 12 px (phones)
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    for (let i = 0; i < 5; i++) {
      const bottom = at(g, { column: i, row: 0 }), left = at(g, { column: 0, row: i });
      ctx.fillText('abcde'[i], bottom.x, bottom.y + s * 0.44);
      ctx.fillText(String(i + 1), left.x - s * 0.42, left.y);
    }
    ctx.restore();

    const a = ui.anim;
    let hopK = 0, hopT = 1;
    if (a && a.pts) {
      const total = (a.pts.length - 1) * a.hop;
      // A frame's time may precede the data's arrival by a little: clamp at the start.
      const el = Math.max(0, now - a.start);
      if (el >= total) ui.anim = null;
      else { animating = true; hopK = Math.floor(el / a.hop); hopT = (el - hopK * a.hop) / a.hop; }
    } else if (a && a.huffed != null) {
      if (now - a.start >= a.dur) ui.anim = null; else animating = true;
    }
    const anim = ui.anim;

    // The last move: its path, where it started, and where pieces were taken.
    const inProgress = ui.chosen.length >= 2;
    const lm = inProgress ? v.lastMove : d.lastMove;
    if (lm && lm.length >= 2 && !(anim && anim.pts)) {
      ctx.save();
      ctx.strokeStyle = inProgress ? GREEN : 'rgba(155,199,0,0.75)';
      ctx.lineWidth = s * (inProgress ? 0.12 : 0.1); ctx.lineJoin = 'round'; ctx.lineCap = 'round';
      path(ctx, g, v, lm); ctx.stroke();
      const st = pos(g, v, lm[0]);
      ctx.beginPath(); ctx.arc(st.x, st.y, rad * 0.55, 0, Math.PI * 2);
      ctx.fillStyle = inProgress ? GREEN_SOFT : 'rgba(155,199,0,0.45)'; ctx.fill();
      ctx.restore();
    }
    if (!(anim && anim.pts)) {
      for (const p of (inProgress ? v.lastCaptured : d.lastCaptured) || []) { const q = pos(g, v, p); cross(ctx, q.x, q.y, s * 0.1, 'rgba(208,52,44,0.8)', Math.max(2, s * 0.04)); }
    }
    // A huffed piece: a red ring where it stood.
    if (d.lastHuffed != null && !v.points[d.lastHuffed].piece && !(anim && anim.huffed != null)) {
      const q = pos(g, v, d.lastHuffed);
      ctx.save(); ctx.strokeStyle = RED; ctx.setLineDash([4, 3]); ctx.lineWidth = Math.max(2, s * 0.04);
      ctx.beginPath(); ctx.arc(q.x, q.y, rad * 0.9, 0, Math.PI * 2); ctx.stroke(); ctx.restore();
      cross(ctx, q.x, q.y, s * 0.1, RED, Math.max(2, s * 0.04));
    }
    // The faulty move waiting for a verdict, and the captures it missed (dashed).
    if (d.phase === 'verdict' && d.fault) {
      ctx.save();
      ctx.lineCap = 'round'; ctx.lineJoin = 'round';
      ctx.strokeStyle = 'rgba(208,52,44,0.55)'; ctx.lineWidth = s * 0.08; ctx.setLineDash([s * 0.14, s * 0.12]);
      for (const m of d.fault.missed || []) { path(ctx, g, v, m); ctx.stroke(); }
      ctx.setLineDash([]);
      ctx.strokeStyle = 'rgba(230,120,20,0.8)'; ctx.lineWidth = s * 0.1;
      if (d.fault.path.length >= 2) { path(ctx, g, v, d.fault.path); ctx.stroke(); }
      ctx.restore();
    }

    // Pieces (the moving one glides hop by hop; the pieces it jumps fade as it passes).
    const drag = ui.press && ui.pointer && Math.hypot(ui.pointer.x - ui.pointer.x0, ui.pointer.y - ui.pointer.y0) > Math.max(6, s * 0.25) ? ui.press.p : null;
    const endPt = anim && anim.pts ? anim.pts[anim.pts.length - 1] : null;
    for (const pt of v.points) {
      if (!pt.piece) continue;
      if (pt.index === endPt) continue;
      const q = at(g, pt);
      if (pt.index === drag) { piece(ctx, q.x, q.y, rad, pt.piece, 0.3); continue; }
      piece(ctx, q.x, q.y, rad, pt.piece);
    }
    if (anim && anim.pts) {
      for (const c of anim.captured) {
        // Which hop jumps it: the one whose middle it is (geometry only).
        let k = anim.pts.findIndex((p, i) => i < anim.pts.length - 1 && isBetween(v, p, anim.pts[i + 1], c.p));
        if (k < 0) k = anim.pts.length - 2;
        const alpha = k > hopK ? 1 : k < hopK ? 0 : Math.max(0, 1 - hopT * 1.6);
        if (alpha > 0) { const q = pos(g, v, c.p); piece(ctx, q.x, q.y, rad, c.colour, alpha); }
      }
      const p0 = pos(g, v, anim.pts[hopK]), p1 = pos(g, v, anim.pts[Math.min(hopK + 1, anim.pts.length - 1)]);
      const e = hopT < 0.5 ? 2 * hopT * hopT : 1 - Math.pow(-2 * hopT + 2, 2) / 2;
      const lift = Math.sin(Math.PI * hopT) * (isJump(v, anim.pts[hopK], anim.pts[hopK + 1]) ? 1.12 : 1.04);
      piece(ctx, p0.x + (p1.x - p0.x) * e, p0.y + (p1.y - p0.y) * e, rad * Math.max(1, lift), anim.mover);
    }
    if (anim && anim.huffed != null) {
      const q = pos(g, v, anim.huffed);
      const k = Math.max(0, (now - anim.start) / anim.dur);
      piece(ctx, q.x, q.y - s * 0.3 * k, rad * (1 + 0.2 * k), anim.colour, 1 - k);
    }

    const hovP = ui.hover ? ui.hover.p : ui.focus && ui.keys ? ui.cursor : null;
    // What may be clicked: the movable pieces (red when a capture is compulsory), the
    // huffable ones during a verdict.
    if (d.interactive && !animating) {
      if (d.phase === 'move' && !ui.chosen.length) {
        for (const p of d.movable) {
          const q = pos(g, v, p);
          const hot = hovP === p;
          ctx.save();
          ctx.strokeStyle = d.captureRequired ? (hot ? RED : 'rgba(208,52,44,0.75)') : (hot ? GREEN : GREEN_SOFT);
          ctx.lineWidth = Math.max(2, s * (hot ? 0.07 : 0.05));
          ctx.beginPath(); ctx.arc(q.x, q.y, rad * 1.15, 0, Math.PI * 2); ctx.stroke();
          ctx.restore();
        }
      }
      if (d.phase === 'verdict' && d.fault) {
        const pulse = 0.6 + 0.4 * Math.sin(now / 200);
        for (const p of d.fault.huffable) {
          const q = pos(g, v, p);
          ctx.save(); ctx.strokeStyle = RED; ctx.globalAlpha = hovP === p ? 1 : pulse;
          ctx.lineWidth = Math.max(2.5, s * (hovP === p ? 0.09 : 0.07));
          ctx.beginPath(); ctx.arc(q.x, q.y, rad * 1.18, 0, Math.PI * 2); ctx.stroke(); ctx.restore();
        }
        animating = true;
      }
    }
    // The move being built: the piece picked, where it may go next, and a stop mark
    // where a capture may end early (huffing).
    if (building(d) && ui.chosen.length) {
      const st = stepsOf(d, ui.chosen);
      const cur = ui.chosen[ui.chosen.length - 1];
      const cq = pos(g, v, cur);
      ctx.save();
      ctx.strokeStyle = GREEN; ctx.lineWidth = Math.max(2.5, s * 0.07);
      ctx.beginPath(); ctx.arc(cq.x, cq.y, rad * 1.15, 0, Math.PI * 2); ctx.stroke();
      for (const p of nextPoints(st)) {
        const q = pos(g, v, p);
        const hot = hovP === p;
        const jump = isJump(v, cur, p);
        ctx.strokeStyle = GREEN; ctx.fillStyle = GREEN;
        if (jump) {
          // A hop: an arrow over the piece it takes.
          ctx.globalAlpha = hot ? 0.95 : 0.6; ctx.lineWidth = s * 0.07; ctx.lineCap = 'round';
          ctx.beginPath(); ctx.moveTo(cq.x, cq.y); ctx.lineTo(q.x, q.y); ctx.stroke();
          arrowHead(ctx, cq, q, s * 0.2);
          ctx.globalAlpha = 1;
        }
        ctx.beginPath(); ctx.arc(q.x, q.y, s * (hot ? 0.17 : 0.13), 0, Math.PI * 2); ctx.fill();
      }
      if (st.complete && st.next.length) {
        ctx.strokeStyle = '#e07b00'; ctx.lineWidth = Math.max(2.5, s * 0.06); ctx.setLineDash([5, 4]);
        ctx.beginPath(); ctx.arc(cq.x, cq.y, rad * 1.4, 0, Math.PI * 2); ctx.stroke();
      }
      ctx.restore();
    }
    // The hint: the hinted move's path, pulsing.
    if (d.hintPath && d.hintPath.length >= 2 && !ui.chosen.length) {
      ctx.save();
      ctx.globalAlpha = 0.55 + 0.35 * Math.sin(now / 180);
      ctx.strokeStyle = '#2fbf71'; ctx.fillStyle = '#2fbf71'; ctx.lineWidth = s * 0.11; ctx.lineCap = 'round'; ctx.lineJoin = 'round';
      path(ctx, g, v, d.hintPath); ctx.stroke();
      const n = d.hintPath.length;
      arrowHead(ctx, pos(g, v, d.hintPath[n - 2]), pos(g, v, d.hintPath[n - 1]), s * 0.28);
      ctx.restore();
      animating = true;
    }
    // The end: the winner's pieces glow.
    if (d.end && d.end.winner && !animating) {
      ctx.save();
      ctx.strokeStyle = GOLD; ctx.lineWidth = Math.max(2.5, s * 0.07);
      ctx.shadowColor = 'rgba(242,178,51,0.9)'; ctx.shadowBlur = s * 0.25;
      for (const pt of v.points) {
        if (pt.piece !== d.end.winner) continue;
        const q = at(g, pt);
        ctx.beginPath(); ctx.arc(q.x, q.y, rad * 1.1, 0, Math.PI * 2); ctx.stroke();
      }
      ctx.restore();
    }
    // A piece being dragged follows the pointer.
    if (drag != null && v.points[drag].piece) piece(ctx, ui.pointer.x, ui.pointer.y, rad * 1.08, v.points[drag].piece);
    // The keyboard cursor.
    if (ui.focus && ui.keys && ui.cursor != null && d.interactive) {
      const q = pos(g, v, ui.cursor);
      ctx.save(); ctx.strokeStyle = '#ffb000'; ctx.lineWidth = 3; ctx.setLineDash([6, 4]);
      ctx.strokeRect(q.x - s * 0.46, q.y - s * 0.46, s * 0.92, s * 0.92); ctx.restore();
    }
    return animating;
  },
};

/** Whether point `m` lies halfway between `a` and `b` (a hop over it): geometry only. */
function isBetween(d, a, b, m) {
  const A = d.points[a], B = d.points[b], M = d.points[m];
  return A.column + B.column === 2 * M.column && A.row + B.row === 2 * M.row && (Math.abs(A.column - B.column) === 2 || Math.abs(A.row - B.row) === 2);
}
function isJump(d, a, b) {
  if (b == null) return false;
  const A = d.points[a], B = d.points[b];
  return Math.max(Math.abs(A.column - B.column), Math.abs(A.row - B.row)) === 2;
}

