// The morris board (Kvarn, Kvarn 12, Tre i rad): three concentric squares on a wooden
// panel, the lines drawn from the view's segments (Kvarn 12's diagonals included), and a
// strip above and below with each side's men still in hand, its phase and its losses.
// Drawing data: the typed view of crates/morris/src/view.rs (BoardView) in the page's
// state: points [{index, name, col, row, man}], segments [[a, b]], colours [c0, c1],
// toMove, phase [p0, p1], inHand, onBoard, lost, starter, drawnByLot, mills [{seat,
// points}], selectable, last {seat, from, to, mill, captures [{point, kind}], notation},
// quietMoves, moveLimit, end; and from index.js `steps(chosen)`, the Rust steps interface
// ({next, complete, view}), and `hintPath`. A turn is built point by point in `ui.chosen`:
// the point to place on (or the man to move, then its destination), then after a mill the
// man to remove, drawn from the view Rust gives for the turn as it stands. The renderer
// never writes notation and never decides what is legal.
import { t } from '../../i18n/index.js';
import { roundRect, say, liveRegion } from '../../board.js';

const WOOD = '#dcb97c', WOOD_DARK = '#c9a265', LINE = '#5b3e1f', STRIP = '#f1e7d2', STRIP_TEXT = '#2b2217', STRIP_MUTED = '#6c5c45';
const ACCENT = '#1f4e9c', DEST = 'rgba(20,85,30,0.6)', REMOVE = '#d32f2f', GOLD = '#f2b233', HINT = '#2fbf71';
const MEN = {
  white: { fill: ['#ffffff', '#e4ded0'], edge: 'rgba(70,60,45,0.75)', ink: '#2b2217' },
  black: { fill: ['#5d6169', '#16171a'], edge: 'rgba(0,0,0,0.85)', ink: '#f4f1ea' },
  yellow: { fill: ['#fde596', '#e9b51c'], edge: 'rgba(110,80,0,0.8)', ink: '#2b2217' },
  blue: { fill: ['#7fb0ff', '#2459c4'], edge: 'rgba(10,30,90,0.85)', ink: '#ffffff' },
};
// The panel is 7.4 units wide (points 0.7 in from its edges, 1 apart); a strip of 0.95
// units with a gap of 0.12 above and below it.
const PANEL = 7.4, MARGIN = 0.7, STRIP_H = 0.95, GAP = 0.12;
const UNITS_H = PANEL + 2 * (STRIP_H + GAP);

function geom(w, h) {
  const u = Math.min(w / PANEL, h / UNITS_H);
  const x0 = (w - PANEL * u) / 2;
  const y0 = (h - UNITS_H * u) / 2;
  const top = { x: x0, y: y0, w: PANEL * u, h: STRIP_H * u };
  const board = { x: x0, y: y0 + (STRIP_H + GAP) * u, s: PANEL * u };
  const bottom = { x: x0, y: board.y + board.s + GAP * u, w: PANEL * u, h: STRIP_H * u };
  return { u, top, board, bottom };
}
function at(g, col, row) {
  return { x: g.board.x + (MARGIN + col) * g.u, y: g.board.y + (MARGIN + 6 - row) * g.u };
}
const pointAt = (g, d, i) => { const p = d.points[i]; return at(g, p.col, p.row); };

function disc(ctx, x, y, rad, colour, alpha = 1, shadow = true) {
  const m = MEN[colour] || MEN.white;
  ctx.save();
  ctx.globalAlpha = alpha;
  if (shadow) { ctx.shadowColor = 'rgba(0,0,0,0.35)'; ctx.shadowBlur = rad * 0.3; ctx.shadowOffsetY = rad * 0.1; }
  const grad = ctx.createRadialGradient(x - rad * 0.35, y - rad * 0.4, rad * 0.1, x, y, rad);
  grad.addColorStop(0, m.fill[0]); grad.addColorStop(1, m.fill[1]);
  ctx.fillStyle = grad;
  ctx.beginPath(); ctx.arc(x, y, rad, 0, Math.PI * 2); ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, rad * 0.08); ctx.strokeStyle = m.edge; ctx.stroke();
  // A turned rim, as on a wooden man.
  ctx.globalAlpha = alpha * 0.45;
  ctx.beginPath(); ctx.arc(x, y, rad * 0.62, 0, Math.PI * 2); ctx.stroke();
  ctx.restore();
}

function ring(ctx, p, rad, colour, width, dash) {
  ctx.save();
  ctx.strokeStyle = colour; ctx.lineWidth = width;
  if (dash) ctx.setLineDash(dash);
  ctx.beginPath(); ctx.arc(p.x, p.y, rad, 0, Math.PI * 2); ctx.stroke();
  ctx.restore();
}

function cross(ctx, p, k, colour, width) {
  ctx.save();
  ctx.strokeStyle = colour; ctx.lineWidth = width; ctx.lineCap = 'round';
  ctx.beginPath(); ctx.moveTo(p.x - k, p.y - k); ctx.lineTo(p.x + k, p.y + k); ctx.moveTo(p.x + k, p.y - k); ctx.lineTo(p.x - k, p.y + k); ctx.stroke();
  ctx.restore();
}

const seatWord = (d, s) => t(`seat.morris.${d.colours[s]}`);
const mover = (d) => (typeof d.toAct === 'number' ? d.toAct : null);
const bottomSeat = (ui) => (ui.bottom === 1 ? 1 : 0);
const stripOf = (g, ui, seat) => (seat === bottomSeat(ui) ? g.bottom : g.top);

/** Where the k-th man in `seat`'s hand is drawn: a row under the strip's name. */
function handSlot(g, ui, seat, k) {
  const s = stripOf(g, ui, seat);
  return { x: s.x + g.u * (0.85 + 0.17 + k * 0.34), y: s.y + s.h * 0.7 };
}

/** What the steps interface says after `chosen` (nothing outside a live game). */
function stepsOf(d, chosen) {
  if (!d.interactive || !d.steps) return { next: chosen.length ? [] : d.selectable || [], complete: null, view: null };
  return d.steps(chosen);
}

/** The board drawn now: the turn as it stands once a man is put and a removal is due. */
function shown(d, ui) {
  if (!ui.chosen.length) return d;
  const s = stepsOf(d, ui.chosen);
  return s.view ? { ...d, ...s.view } : d;
}

function describe(d, ui, i) {
  const v = shown(d, ui);
  const p = v.points[i];
  const next = stepsOf(d, ui.chosen).next;
  const who = p.man != null ? seatWord(d, p.man) : null;
  if (next.includes(i)) {
    if (p.man == null) return t(ui.chosen.length ? 'morris.sayDest' : 'morris.sayCanPlace', { pt: p.name });
    return t(p.man === mover(d) ? 'morris.sayCanMove' : 'morris.sayRemove', { pt: p.name, p: who });
  }
  return who ? t('morris.sayMan', { pt: p.name, p: who }) : t('morris.sayEmpty', { pt: p.name });
}

/** A click or Enter on point `i`: the whole move once it is complete, else the turn so far. */
function press(d, ui, i) {
  if (!d.interactive || i == null) return null;
  const cur = stepsOf(d, ui.chosen);
  if (cur.next.includes(i)) {
    const chosen = [...ui.chosen, i];
    const s = stepsOf(d, chosen);
    if (s.complete && !s.next.length) {
      // Played from the removal stage, the man already stands where it went.
      ui.put = !!cur.view;
      ui.chosen = [];
      return s.complete;
    }
    ui.chosen = chosen;
    if (s.view) say(ui, t('morris.chooseRemove'));
    else say(ui, t('morris.sayPicked', { pt: d.points[i].name, list: s.next.map((k) => d.points[k].name).join(', ') }));
    return null;
  }
  if (!ui.chosen.length) return null;
  if (cur.view) {
    // Waiting for the removal: a click on the man just put takes it back; others wait.
    if (i === ui.chosen[ui.chosen.length - 1]) { ui.chosen.pop(); say(ui, t('morris.sayCancel')); }
    else ui.nudge = performance.now();
    return null;
  }
  // A man picked to move: another of one's own men takes its place; anything else lets go.
  const first = stepsOf(d, []).next;
  if (i !== ui.chosen[0] && first.includes(i)) { ui.chosen = [i]; return null; }
  ui.chosen = [];
  say(ui, t('morris.sayCancel'));
  return null;
}

/** @typedef {import('../../types/family').BoardData<import('../../types/morris').State, { hintPath?: any[] | null }>} Data the view, with the hinted move's steps (index.js) */
/** @type {import('../../types/family').Renderer<Data>} */
export default {
  initUi() {
    return { hover: null, chosen: [], press: null, cursor: null, anim: null, bottom: 0, live: null, put: false, nudge: 0 };
  },

  aspect() { return PANEL / UNITS_H; },

  /** Where point `i` is drawn (for tests and tools). */
  centre(i, w, h) {
    const g = geom(w, h);
    const col = [0, 3, 6, 1, 3, 5, 2, 3, 4, 0, 1, 2, 4, 5, 6, 2, 3, 4, 1, 3, 5, 0, 3, 6][i];
    const row = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6][i];
    return at(g, col, row);
  },

  /** A live region beside the canvas, for what the keyboard points at and the turn so far. */
  attach(canvas, host) {
    return liveRegion(canvas, host.ui, 'morris-live');
  },

  onData(prev, d, ui, now) {
    if (!prev || prev.ply !== d.ply || prev.id !== d.id || !d.interactive) { ui.chosen = []; ui.press = null; }
    ui.anim = null;
    const l = d.last;
    if (prev && prev.id === d.id && d.ply === prev.ply + 1 && l) {
      const slide = !ui.put && !ui.dropped;
      ui.anim = {
        start: now, dur: slide ? 260 : 200, slide,
        seat: l.seat, from: l.from, to: l.to,
        // Placed men come out of the hand: from the slot of the last one there.
        handFrom: l.from == null ? { seat: l.seat, k: Math.max(0, prev.inHand[l.seat] - 1), n: prev.inHand[l.seat] } : null,
        gone: l.captures.map((c) => ({ point: c.point, colour: d.colours[1 - l.seat] })),
      };
    }
    ui.put = false; ui.dropped = false;
  },

  hit(x, y, w, h, d) {
    if (!d) return null;
    const g = geom(w, h);
    let best = null, bd = Infinity;
    for (const p of d.points) {
      const q = at(g, p.col, p.row);
      const dist = Math.hypot(q.x - x, q.y - y);
      if (dist < bd) { bd = dist; best = p.index; }
    }
    return bd <= g.u * 0.5 ? { pt: best } : null;
  },

  intent(hit, d, ui) {
    const i = hit ? hit.pt : null;
    ui.kbd = false; // the keyboard cursor shows only while the keyboard is used
    if (i != null) ui.cursor = i;
    const movable = () => i != null && ui.chosen.length === 1 && ui.chosen[0] === i && !stepsOf(d, ui.chosen).view;
    // A press on the man already picked may start a drag; released in place, it lets go.
    if (d.interactive && movable()) { ui.press = { pt: i, was: true }; return null; }
    const mv = press(d, ui, i);
    // A press that picks a man to move may become a drag.
    ui.press = !mv && movable() ? { pt: i, was: false } : null;
    return mv;
  },

  release(hit, d, ui) {
    const p = ui.pointer, pr = ui.press;
    ui.press = null;
    if (!pr || !p || !d.interactive) return null;
    const g = geom(p.w, p.h);
    const dragged = Math.hypot(p.x - p.x0, p.y - p.y0) > Math.max(6, g.u * 0.25);
    if (dragged) {
      if (!hit || hit.pt === pr.pt) return null; // back where it was: stays picked
      if (!stepsOf(d, ui.chosen).next.includes(hit.pt)) return null;
      const mv = press(d, ui, hit.pt);
      if (mv) ui.dropped = true;
      return mv;
    }
    if (pr.was) { ui.chosen = []; say(ui, t('morris.sayCancel')); }
    return null;
  },

  key(e, d, ui) {
    const pts = d.points;
    ui.kbd = true;
    if (ui.cursor == null) {
      const next = stepsOf(d, ui.chosen).next;
      ui.cursor = next.length ? next[0] : 0;
    }
    const c = pts[ui.cursor];
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (dirs[e.key]) {
      const [dc, dr] = dirs[e.key];
      // The nearest point that way on the same row (or column): every point has one on the grid.
      const cands = pts.filter((p) => (dc ? p.row === c.row && (p.col - c.col) * dc > 0 : p.col === c.col && (p.row - c.row) * dr > 0));
      if (cands.length) {
        cands.sort((a, b) => Math.abs(a.col - c.col) + Math.abs(a.row - c.row) - Math.abs(b.col - c.col) - Math.abs(b.row - c.row));
        ui.cursor = cands[0].index;
      }
      ui.hover = null;
      say(ui, describe(d, ui, ui.cursor));
      return {};
    }
    if (e.key === 'Enter' || e.key === ' ') {
      const mv = press(d, ui, ui.cursor);
      return { move: mv };
    }
    if (e.key === 'Escape' && ui.chosen.length) {
      ui.chosen.pop();
      say(ui, t('morris.sayCancel'));
      return {};
    }
    return null;
  },

  draw(ctx, w, h, d, ui, now) {
    const g = geom(w, h);
    const u = g.u;
    const rad = u * 0.36;
    let animating = false;
    let progress = 1;
    const a = ui.anim;
    if (a) {
      progress = Math.min(1, (now - a.start) / a.dur);
      if (progress >= 1) ui.anim = null; else animating = true;
    }
    const v = shown(d, ui);
    const cur = stepsOf(d, ui.chosen);
    const removing = !!(ui.chosen.length && cur.view);
    const me = mover(d);
    const P = (i) => pointAt(g, v, i);

    // The wooden panel, its lines and points.
    const b = g.board;
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.25)'; ctx.shadowBlur = u * 0.25; ctx.shadowOffsetY = u * 0.06;
    const wood = ctx.createLinearGradient(b.x, b.y, b.x + b.s, b.y + b.s);
    wood.addColorStop(0, WOOD); wood.addColorStop(1, WOOD_DARK);
    ctx.fillStyle = wood;
    roundRect(ctx, b.x, b.y, b.s, b.s, u * 0.22); ctx.fill();
    ctx.restore();
    ctx.save();
    ctx.strokeStyle = LINE; ctx.lineWidth = Math.max(2, u * 0.075); ctx.lineCap = 'round';
    ctx.beginPath();
    for (const [p, q] of v.segments) { const A = P(p), B = P(q); ctx.moveTo(A.x, A.y); ctx.lineTo(B.x, B.y); }
    ctx.stroke();
    ctx.fillStyle = LINE;
    for (const p of v.points) { const q = P(p.index); ctx.beginPath(); ctx.arc(q.x, q.y, u * 0.1, 0, Math.PI * 2); ctx.fill(); }
    // Coordinates in the margin: files a–g under the board, ranks 1–7 on its left.
    ctx.fillStyle = 'rgba(70,45,20,0.75)';
    ctx.font = `600 ${Math.max(12, Math.round(u * 0.2))}px system-ui, sans-serif`;
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    for (let c = 0; c < 7; c++) ctx.fillText('abcdefg'[c], at(g, c, 0).x, b.y + b.s - u * 0.2);
    for (let r = 0; r < 7; r++) ctx.fillText(String(r + 1), b.x + u * 0.2, at(g, 0, r).y);
    ctx.restore();

    // The last turn (or the turn so far): where the man came from, and its path.
    const l = v.last;
    if (l && !(a && a.slide && animating)) {
      const to = P(l.to);
      ctx.save();
      if (l.from != null) {
        const f = P(l.from);
        ctx.strokeStyle = 'rgba(155,199,0,0.65)'; ctx.lineWidth = u * 0.12; ctx.lineCap = 'round';
        ctx.beginPath(); ctx.moveTo(f.x, f.y); ctx.lineTo(to.x, to.y); ctx.stroke();
        ctx.fillStyle = 'rgba(155,199,0,0.75)';
        ctx.beginPath(); ctx.arc(f.x, f.y, u * 0.2, 0, Math.PI * 2); ctx.fill();
      }
      ctx.fillStyle = 'rgba(155,199,0,0.55)';
      ctx.beginPath(); ctx.arc(to.x, to.y, rad * 1.22, 0, Math.PI * 2); ctx.fill();
      ctx.restore();
    }
    // The mill just closed, glowing along its line.
    const fresh = l && l.mill ? v.mills.filter((m) => m.seat === l.seat && m.points.includes(l.to)) : [];
    if (fresh.length && !(a && animating)) {
      ctx.save();
      ctx.lineCap = 'round';
      ctx.shadowColor = 'rgba(242,178,51,0.9)'; ctx.shadowBlur = u * 0.3;
      ctx.strokeStyle = GOLD; ctx.globalAlpha = 0.85; ctx.lineWidth = u * 0.42;
      for (const m of fresh) {
        const A = P(m.points[0]), B = P(m.points[2]);
        ctx.beginPath(); ctx.moveTo(A.x, A.y); ctx.lineTo(B.x, B.y); ctx.stroke();
      }
      ctx.restore();
    }

    // Men; the one moving slides in, the ones taken fade out.
    const dragging = ui.press && ui.pointer && Math.hypot(ui.pointer.x - ui.pointer.x0, ui.pointer.y - ui.pointer.y0) > Math.max(6, u * 0.25) ? ui.press.pt : null;
    const ease = 1 - Math.pow(1 - progress, 3);
    for (const p of v.points) {
      if (p.man == null) continue;
      const q = P(p.index);
      const colour = v.colours[p.man];
      if (a && a.slide && animating && p.index === a.to) {
        const src = a.from != null ? P(a.from) : handSlot(g, ui, a.seat, a.handFrom.k);
        disc(ctx, src.x + (q.x - src.x) * ease, src.y + (q.y - src.y) * ease, rad, colour);
        continue;
      }
      if (p.index === dragging) { disc(ctx, q.x, q.y, rad, colour, 0.3, false); continue; }
      const picked = !removing && ui.chosen.length === 1 && ui.chosen[0] === p.index && d.interactive;
      if (picked) ring(ctx, q, rad * 1.2, ACCENT, Math.max(2.5, u * 0.08));
      disc(ctx, q.x, q.y, picked ? rad * 1.06 : rad, colour);
    }
    if (a && animating) {
      for (const x of a.gone) {
        const q = P(x.point);
        disc(ctx, q.x, q.y, rad * (1 - 0.4 * progress), x.colour, 1 - progress);
      }
    }
    // What the last turn took: a red cross for a mill's removal, orange and ringed for
    // Kvarn 12's automatic captures (side intervention, diagonal custody).
    if (l && !(a && animating)) {
      for (const c of l.captures) {
        const q = P(c.point);
        if (c.kind === 'mill') cross(ctx, q, u * 0.16, 'rgba(211,47,47,0.85)', Math.max(2, u * 0.07));
        else {
          ring(ctx, q, rad * 0.85, 'rgba(230,120,20,0.9)', Math.max(2, u * 0.06), [u * 0.1, u * 0.07]);
          cross(ctx, q, u * 0.14, 'rgba(230,120,20,0.95)', Math.max(2, u * 0.07));
        }
      }
    }

    // The end: the loser's men ringed when they cannot move; a draw leaves the board as it is.
    const res = d.result;
    if (res && res.winners && res.winners.length === 1 && res.reason === 'noMoves') {
      const loser = 1 - res.winners[0];
      for (const p of v.points) if (p.man === loser) ring(ctx, P(p.index), rad * 1.15, REMOVE, Math.max(2, u * 0.06));
    }

    // The legal next points: a dot on an empty one, a ring on a man to move, a pulsing red
    // ring on a man that may be removed.
    const hov = ui.hover ? ui.hover.pt : ui.focus && ui.kbd ? ui.cursor : null;
    if (d.interactive && me != null && dragging == null) {
      const pulse = 0.6 + 0.4 * Math.sin(now / 160);
      for (const i of cur.next) {
        const p = v.points[i];
        const q = P(i);
        const hot = hov === i;
        if (p.man == null) {
          if (hot) disc(ctx, q.x, q.y, rad, v.colours[me], 0.55, false);
          else { ctx.fillStyle = DEST; ctx.beginPath(); ctx.arc(q.x, q.y, u * 0.15, 0, Math.PI * 2); ctx.fill(); }
        } else if (p.man === me) {
          ring(ctx, q, rad * 1.15, hot ? ACCENT : 'rgba(31,78,156,0.55)', Math.max(2, u * (hot ? 0.08 : 0.05)));
        } else {
          ctx.save(); ctx.globalAlpha = hot ? 1 : pulse;
          ring(ctx, q, rad * 1.18, REMOVE, Math.max(2.5, u * (hot ? 0.1 : 0.07)));
          ctx.restore();
          if (hot) cross(ctx, q, u * 0.16, REMOVE, Math.max(2, u * 0.07));
        }
      }
      if (removing) animating = true;
    }
    // The hint: the points of the suggested move, pulsing.
    if (d.hintPath && d.hintPath.length && d.interactive) {
      ctx.save();
      ctx.globalAlpha = 0.55 + 0.35 * Math.sin(now / 180);
      const pts = d.hintPath.map((i) => pointAt(g, d, i));
      ctx.strokeStyle = HINT; ctx.lineWidth = Math.max(3, u * 0.09);
      for (const q of pts) { ctx.beginPath(); ctx.arc(q.x, q.y, rad * 1.25, 0, Math.PI * 2); ctx.stroke(); }
      ctx.restore();
      animating = true;
    }
    // A man being dragged follows the pointer.
    if (dragging != null && v.points[dragging].man != null) disc(ctx, ui.pointer.x, ui.pointer.y, rad * 1.1, v.colours[v.points[dragging].man]);
    // The keyboard cursor.
    if (ui.focus && ui.kbd && ui.cursor != null && d.interactive) {
      const q = P(ui.cursor);
      ctx.save(); ctx.strokeStyle = '#ffb000'; ctx.lineWidth = 3; ctx.setLineDash([6, 4]);
      ctx.strokeRect(q.x - u * 0.48, q.y - u * 0.48, u * 0.96, u * 0.96); ctx.restore();
    }

    // The strips: each side's name and phase, men in hand, men lost; the mover's outlined.
    for (const seat of [0, 1]) drawStrip(ctx, g, ui, v, d, seat, me, removing, now);
    // A click that cannot be taken while a removal is due shakes the prompt a little.
    if (ui.nudge && now - ui.nudge < 400) animating = true;
    return animating;
  },
};

function drawStrip(ctx, g, ui, v, d, seat, me, removing, now) {
  const s = stripOf(g, ui, seat);
  const u = g.u;
  const turn = me === seat && !d.result;
  ctx.save();
  ctx.fillStyle = STRIP;
  roundRect(ctx, s.x, s.y, s.w, s.h, u * 0.18); ctx.fill();
  if (turn) { ctx.strokeStyle = ACCENT; ctx.lineWidth = Math.max(2, u * 0.06); ctx.stroke(); }
  const colour = v.colours[seat];
  disc(ctx, s.x + u * 0.42, s.y + s.h / 2, u * 0.26, colour, 1, false);
  const tx = s.x + u * 0.85, y1 = s.y + s.h * 0.3, y2 = s.y + s.h * 0.7;
  const big = Math.max(12, Math.round(u * 0.25)), small = Math.max(12, Math.round(u * 0.2));
  ctx.textBaseline = 'middle';
  // Text is never under 12 px: what still does not fit its room is cut with an ellipsis.
  const fit = (text, weight, size0, width) => {
    let size = size0;
    ctx.font = `${weight} ${size}px system-ui, sans-serif`;
    while (size > 12 && ctx.measureText(text).width > width) { size -= 1; ctx.font = `${weight} ${size}px system-ui, sans-serif`; }
    let out = text;
    while (out.length > 1 && ctx.measureText(out).width > width) out = out.slice(0, -2) + '…';
    return out;
  };
  let prompt = null, ink = ACCENT;
  if (turn && d.interactive && removing) { prompt = t('morris.chooseRemove'); ink = REMOVE; }
  else if (turn && d.interactive && ui.chosen.length === 1 && v.phase[seat] !== 'placing') prompt = t('morris.chooseDest');
  const n = v.inHand[seat];
  // All placed, the men on the board are what counts.
  const counts = n ? t('morris.inHand', { n }) : t('morris.onBoard', { n: v.onBoard[seat] });
  if (s.h < 30) {
    // A strip too low for two lines of 12 px (an embed in a small frame): one line, the
    // side (or what its turn waits for) at the left, its men at the right; the losses
    // are in the board's description.
    ctx.textAlign = 'right'; ctx.fillStyle = STRIP_MUTED;
    ctx.font = `${small}px system-ui, sans-serif`;
    ctx.fillText(counts, s.x + s.w - u * 0.2, s.y + s.h / 2);
    const room = s.w - (tx - s.x) - ctx.measureText(counts).width - u * 0.4;
    ctx.textAlign = 'left';
    ctx.fillStyle = prompt ? ink : STRIP_TEXT;
    const text = prompt || `${t(`seat.morris.${colour}`)} · ${t(`morris.phase.${v.phase[seat]}`)}`;
    ctx.fillText(fit(text, 700, small, room), tx, s.y + s.h / 2);
    ctx.restore();
    return;
  }
  // Right: the men this side has lost.
  ctx.textAlign = 'right'; ctx.fillStyle = STRIP_MUTED;
  ctx.font = `${small}px system-ui, sans-serif`;
  const lost = t('morris.lost', { n: v.lost[seat] });
  ctx.fillText(lost, s.x + s.w - u * 0.2, y1);
  const room = s.w - (tx - s.x) - ctx.measureText(lost).width - u * 0.4;
  // Left: who and what they are doing.
  ctx.textAlign = 'left'; ctx.fillStyle = STRIP_TEXT;
  const who = `${t(`seat.morris.${colour}`)} · ${t(`morris.phase.${v.phase[seat]}`)}`;
  ctx.fillText(fit(who, 700, big, room), tx, y1);
  ctx.restore();
  // Below: what the turn being built waits for, or the men still in hand (on the board, once all are placed).
  ctx.save();
  ctx.textAlign = 'left'; ctx.textBaseline = 'middle';
  if (prompt) {
    // The count stays in view at the right while the strip asks for the next point.
    ctx.save();
    ctx.textAlign = 'right'; ctx.fillStyle = STRIP_MUTED;
    ctx.font = `${small}px system-ui, sans-serif`;
    ctx.fillText(counts, s.x + s.w - u * 0.2, y2);
    const used = ctx.measureText(counts).width;
    ctx.restore();
    ctx.fillStyle = ink;
    const said = fit(prompt, 700, small, s.w - (tx - s.x) - used - u * 0.5);
    if (ink === REMOVE && ui.nudge && now - ui.nudge < 400) ctx.translate(Math.sin((now - ui.nudge) / 25) * u * 0.06, 0);
    ctx.fillText(said, tx, y2);
    ctx.restore();
    return;
  }
  for (let k = 0; k < n; k++) { const q = handSlot(g, ui, seat, k); disc(ctx, q.x, q.y, u * 0.15, colour, 1, false); }
  ctx.fillStyle = STRIP_MUTED;
  ctx.font = `${small}px system-ui, sans-serif`;
  ctx.fillText(counts, n ? handSlot(g, ui, seat, n - 1).x + u * 0.3 : tx, y2);
  ctx.restore();
}
