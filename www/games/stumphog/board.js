// Stumphög's table: two rows of seven heaps facing each other, Stumpen on the right,
// each player's Högen and Ute in a strip on their side, the dice, and the plays the dice
// allow drawn as chips between the rows. Drawing data: the typed view of
// crates/stumphog/src/view.rs (BoardView) plus, on a turn of a person, `steps(chosen)`
// (the table's steps: what may follow the clicks so far, the play once they pick one,
// and the table after it). The renderer never knows the rules and never writes notation:
// the heaps it lights are the steps' `next`, the play it sends is the steps' `complete`,
// and the arrows it draws are the transfers the rules report.
import { t } from '../../i18n/index.js';
import { roundRect, say, liveRegion } from '../../board.js';

const W = 9.0, H = 6.1;
const STRIP = 1.0, ROW = 1.4, MID = 1.3;
const X0 = 0.2, GAP = 0.25, SW = 1.3;
// A phone's narrow table: Stumpen moves into the middle band beside the last heaps (it
// still ends both tracks), so the seven heaps alone set the width and every text can
// be at least 12 px on a 360 px screen; the middle band and the strips grow taller.
const WN = 7.4, STRIP_N = 1.25, MID_N = 2.3, HN = STRIP_N * 2 + ROW * 2 + MID_N;
const MIN_FONT = 12;
/** Whether the page should ask for the narrow table (a phone-wide window). */
const narrowWindow = () => typeof window !== 'undefined' && window.innerWidth < 600;
const ROLE_COLOUR = { hitom: '#b5452b', bortom: '#2f5d8a' };
// The seats' colours (as index.js gives the shell): a player is drawn in their seat's.
const SEAT_COLOUR = ['#b5452b', '#2f5d8a'];
const FELT = '#2f6b47', FELT_DARK = '#255a3b', WOOD = '#6b4a2b';

const stepKey = (s) => JSON.stringify(s);
const sameStep = (a, b) => stepKey(a) === stepKey(b);
const other = (r) => (r === 'hitom' ? 'bortom' : 'hitom');

function geom(w, h, d) {
  // The canvas's own shape says which table it was sized for (aspect() chose it).
  const narrow = w / h < (W / H + WN / HN) / 2;
  const TW = narrow ? WN : W, TH = narrow ? HN : H;
  const strip = narrow ? STRIP_N : STRIP, mid = narrow ? MID_N : MID;
  const u = Math.min(w / TW, h / TH);
  const ox = (w - TW * u) / 2, oy = (h - TH * u) / 2;
  const bottom = d.bottom || 'hitom';
  const top = other(bottom);
  const y = {};
  y.stripTop = oy;
  y.rowTop = oy + strip * u;
  y.mid = y.rowTop + ROW * u;
  y.rowBottom = y.mid + mid * u;
  y.stripBottom = y.rowBottom + ROW * u;
  // Text sizes never below MIN_FONT on a table to play on (an embed's small one too); a
  // game-list preview keeps its proportions instead, or its words would cover the heaps.
  const floor = narrow || u >= 45 || !d.preview ? MIN_FONT : 0;
  const fpx = (k) => Math.max(floor, Math.round(k * u));
  return { u, ox, oy, bottom, top, y, narrow, TW, strip, mid, fpx, floor, sx: ox + (X0 + 7 + GAP) * u };
}

/** The rectangle of a heap (or Stumpen, `S`). */
function heapRect(g, name) {
  const { u } = g;
  if (name === 'S' && g.narrow) return { x: g.ox + (X0 + 5.3) * u, y: g.y.mid + 0.5 * u, w: 1.7 * u, h: (g.mid - 0.6) * u };
  if (name === 'S') return { x: g.sx, y: g.y.rowTop + 0.35 * u, w: SW * u, h: (ROW * 2 + MID) * u - 0.7 * u };
  const role = name[0] === 'H' ? 'hitom' : 'bortom';
  const pos = Number(name.slice(1));
  const x = g.ox + (X0 + pos - 1) * u;
  const y = role === g.bottom ? g.y.rowBottom : g.y.rowTop;
  return { x: x + 0.05 * u, y: y + 0.08 * u, w: 0.9 * u, h: ROW * u - 0.16 * u };
}

/** The strip of a player, and its Högen and Ute trays. */
function stripRect(g, role) {
  const y = role === g.bottom ? g.y.stripBottom : g.y.stripTop;
  return { x: g.ox + X0 * g.u, y, w: (g.TW - 2 * X0) * g.u, h: g.strip * g.u };
}
function trayRect(g, role, which) {
  const s = stripRect(g, role);
  const { u } = g;
  if (g.narrow) return { x: g.ox + (which === 'hogen' ? 2.75 : 4.98) * u, y: s.y + 0.08 * u, w: 2.15 * u, h: s.h - 0.16 * u };
  const x = g.ox + (which === 'hogen' ? 2.9 : 5.0) * u;
  return { x, y: s.y + 0.1 * u, w: 1.9 * u, h: s.h - 0.2 * u };
}

function placeRect(g, place) {
  if (place.heap) return heapRect(g, place.heap);
  if (place.hogen) return trayRect(g, place.hogen, 'hogen');
  if (place.ute) return trayRect(g, place.ute, 'ute');
  return null;
}
const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];

/** The chips between the rows: the first clicks that are not a heap (which die is the
 * stones, enter, knock out, pass), as the steps list them. */
function chipList(d, ui) {
  if (!d.interactive || !ui.res) return [];
  return ui.res.next.filter((s) => s.kind !== 'heap');
}
function chipRects(g, d, ui, ctx) {
  const chips = chipList(d, ui);
  const { u } = g;
  const out = [];
  // Lines the chips flow along: one beside the dice, on a phone a second under them.
  const lines = g.narrow
    ? [{ x: X0 + 2.1, y: 0.62, end: 5.2 }, { x: X0, y: 1.38, end: 5.2 }]
    : [{ x: X0 + 2.2, y: 0.38, end: W }];
  const hgt = Math.max(0.55 * u, g.fpx(0.26) + 10);
  let li = 0;
  let x = g.ox + lines[0].x * u;
  const measure = ctx || measurer();
  for (const s of chips) {
    const label = chipLabel(s, d);
    let wd = label.length * 0.16 * u + 0.4 * u;
    if (measure) { measure.font = `600 ${g.fpx(0.26)}px system-ui, sans-serif`; wd = measure.measureText(label).width + 0.4 * u; }
    if (x + wd > g.ox + lines[li].end * u && li + 1 < lines.length && x > g.ox + lines[li].x * u + 1) {
      li += 1;
      x = g.ox + lines[li].x * u;
    }
    out.push({ step: s, label, x, y: g.y.mid + lines[li].y * u, w: wd, h: hgt });
    x += wd + 0.15 * u;
  }
  return out;
}
// Hit tests measure the chips' labels as drawing does, on a canvas of their own.
let measureCtx = null;
function measurer() {
  if (!measureCtx && typeof OffscreenCanvas !== 'undefined') measureCtx = new OffscreenCanvas(1, 1).getContext('2d');
  return measureCtx;
}
function chipLabel(s, d) {
  const dice = d.dice || [0, 0];
  switch (s.kind) {
    case 'split': return t('stumphog.split', { stones: s.stones, steps: s.steps });
    case 'enter': return t('stumphog.enter');
    case 'enterFromOpponent': return t('stumphog.enterFromOpponent');
    case 'knockOut': return `${t('stumphog.knockOut')} ${dice[0] + dice[1]}`;
    case 'pass': return t('stumphog.pass');
    default: return '';
  }
}

function hash(str, i) {
  let x = 2166136261 ^ i;
  for (let k = 0; k < str.length; k++) x = Math.imul(x ^ str.charCodeAt(k), 16777619);
  x = Math.imul(x ^ (x >>> 13), 1274126177);
  return ((x >>> 0) % 1000) / 1000;
}

function stone(ctx, x, y, r, shade) {
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.15, x, y, r);
  const base = 150 + Math.round(shade * 60);
  g.addColorStop(0, `rgb(${base + 50},${base + 48},${base + 44})`);
  g.addColorStop(1, `rgb(${base - 60},${base - 62},${base - 66})`);
  ctx.fillStyle = g;
  ctx.beginPath(); ctx.ellipse(x, y, r, r * 0.86, 0, 0, Math.PI * 2); ctx.fill();
  ctx.strokeStyle = 'rgba(0,0,0,0.35)'; ctx.lineWidth = Math.max(0.6, r * 0.1); ctx.stroke();
}

/** A pile of `n` stones in a mound at the bottom of a rectangle, with its count. */
function pile(ctx, rect, n, name, u, floor = MIN_FONT) {
  const r = Math.min(rect.w / 8.5, u * 0.1);
  const cols = Math.max(1, Math.floor((rect.w - r) / (r * 1.9)));
  const cx = rect.x + rect.w / 2;
  let placed = 0, row = 0;
  const baseY = rect.y + rect.h - r * 1.3;
  const maxRows = Math.max(1, Math.floor((rect.h - 0.35 * u) / (r * 1.55)));
  while (placed < n && row < maxRows) {
    const inRow = Math.max(1, cols - Math.floor(row / 2));
    const k = Math.min(inRow, n - placed);
    for (let i = 0; i < k; i++) {
      const jx = (hash(name, placed) - 0.5) * r * 0.5, jy = (hash(name, placed + 99) - 0.5) * r * 0.35;
      const x = cx + (i - (k - 1) / 2) * r * 1.9 + (row % 2 ? r * 0.45 : 0) + jx;
      stone(ctx, x, baseY - row * r * 1.55 + jy, r, hash(name, placed + 7));
      placed++;
    }
    row++;
  }
  // The count.
  const fs = Math.max(floor, Math.round(u * 0.26));
  ctx.font = `700 ${fs}px system-ui, sans-serif`;
  ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
  const tx = rect.x + rect.w - fs * 0.75, ty = rect.y + fs * 0.75;
  ctx.fillStyle = 'rgba(255,255,255,0.92)';
  ctx.beginPath(); ctx.arc(tx, ty, fs * 0.68, 0, Math.PI * 2); ctx.fill();
  ctx.fillStyle = '#1b1b1b';
  ctx.fillText(String(n), tx, ty + 1);
}

function die(ctx, x, y, s, v, tilt = 0, dim = false) {
  ctx.save();
  ctx.translate(x, y); ctx.rotate(tilt);
  ctx.globalAlpha = dim ? 0.45 : 1;
  ctx.fillStyle = '#fbf8f0'; ctx.strokeStyle = '#333'; ctx.lineWidth = Math.max(1, s * 0.05);
  roundRect(ctx, -s / 2, -s / 2, s, s, s * 0.18); ctx.fill(); ctx.stroke();
  ctx.fillStyle = '#222';
  const p = s * 0.26;
  const pips = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
    5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] }[v] || [];
  for (const [a, b] of pips) { ctx.beginPath(); ctx.arc(a * p, b * p, s * 0.085, 0, Math.PI * 2); ctx.fill(); }
  ctx.restore();
}

function arrow(ctx, a, b, colour, width, label, floor = MIN_FONT) {
  const [x1, y1] = a, [x2, y2] = b;
  const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
  const dx = x2 - x1, dy = y2 - y1, len = Math.hypot(dx, dy) || 1;
  const bend = Math.min(60, len * 0.2);
  const cx = mx - (dy / len) * bend, cy = my + (dx / len) * bend;
  ctx.save();
  ctx.strokeStyle = colour; ctx.fillStyle = colour; ctx.lineWidth = width; ctx.lineCap = 'round';
  ctx.beginPath(); ctx.moveTo(x1, y1); ctx.quadraticCurveTo(cx, cy, x2, y2); ctx.stroke();
  const ang = Math.atan2(y2 - cy, x2 - cx), hs = width * 3.2;
  ctx.beginPath(); ctx.moveTo(x2, y2);
  ctx.lineTo(x2 - hs * Math.cos(ang - 0.45), y2 - hs * Math.sin(ang - 0.45));
  ctx.lineTo(x2 - hs * Math.cos(ang + 0.45), y2 - hs * Math.sin(ang + 0.45)); ctx.closePath(); ctx.fill();
  if (label) {
    const lx = 0.25 * x1 + 0.5 * cx + 0.25 * x2, ly = 0.25 * y1 + 0.5 * cy + 0.25 * y2;
    ctx.font = `700 ${Math.max(floor, Math.round(width * 4.2))}px system-ui, sans-serif`;
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    const tw = ctx.measureText(label).width + width * 3;
    const lh = Math.max(width * 5.6, floor + 4);
    roundRect(ctx, lx - tw / 2, ly - lh / 2, tw, lh, lh / 3); ctx.fill();
    ctx.fillStyle = '#fff'; ctx.fillText(label, lx, ly + 1);
  }
  ctx.restore();
}

/** Stones flying along the curve of a transfer, `p` from 0 to 1. */
function flying(ctx, a, b, n, p, u) {
  const [x1, y1] = a, [x2, y2] = b;
  const dx = x2 - x1, dy = y2 - y1, len = Math.hypot(dx, dy) || 1;
  const bend = Math.min(60, len * 0.2);
  const cx = (x1 + x2) / 2 - (dy / len) * bend, cy = (y1 + y2) / 2 + (dx / len) * bend;
  for (let i = 0; i < Math.min(n, 6); i++) {
    const q = Math.max(0, Math.min(1, p * 1.3 - i * 0.06));
    const e = q < 0.5 ? 2 * q * q : 1 - (-2 * q + 2) ** 2 / 2;
    const x = (1 - e) ** 2 * x1 + 2 * (1 - e) * e * cx + e * e * x2;
    const y = (1 - e) ** 2 * y1 + 2 * (1 - e) * e * cy + e * e * y2;
    stone(ctx, x, y, u * 0.1, 0.5);
  }
}

/** Targets in keyboard order: the lit heaps, then the chips. */
function targets(d, ui) {
  if (!d.interactive || !ui.res) return [];
  const heaps = ui.res.next.filter((s) => s.kind === 'heap').map((s) => ({ heap: s.heap }));
  const chips = chipList(d, ui).map((s, i) => ({ chip: i }));
  return [...heaps, ...chips];
}

function describe(d, ui, target) {
  if (ui.res && ui.res.complete && (!target || target.heap)) {
    const chosenHeap = (ui.chosen || []).find((s) => s.kind === 'heap');
    if (!target || (chosenHeap && chosenHeap.heap === target.heap)) return t('stumphog.sayChosen', { m: ui.res.complete });
  }
  if (!target) return '';
  if (target.heap) {
    const hv = (d.heaps || []).find((x) => x.heap === target.heap);
    return t('stumphog.sayHeap', { h: target.heap, n: hv ? hv.stones : '?' });
  }
  const s = chipList(d, ui)[target.chip];
  return s ? chipLabel(s, d) : '';
}

/** Starts the turn's clicks over (the steps with nothing chosen). */
function reset(d, ui) {
  ui.chosen = [];
  ui.res = d.interactive && d.steps ? d.steps([]) : null;
  ui.preview = null;
  ui.cursor = null;
}

function choose(d, ui, chosen) {
  const res = d.steps(chosen);
  if (!res.next.length && !res.complete) return false;
  ui.chosen = chosen;
  ui.res = res;
  ui.preview = null;
  if (d.onSteps) d.onSteps(ui);
  return true;
}

/** The play the clicks so far make, in the rules' notation, or null. */
export function completePlay(ui) {
  return (ui && ui.res && ui.res.complete) || null;
}
/** Clears the clicks of the turn being built. */
export function clearPlay(d, ui) {
  reset(d, ui);
  if (d.onSteps) d.onSteps(ui);
}

/** @typedef {import('../../types/family').BoardData<import('../../types/stumphog').State, { key?: string, steps?: (chosen: any[]) => any, onSteps?: (ui: any) => void }>} Data the view, with the table's partial moves for a play being built (index.js) */
/** @type {import('../../types/family').Renderer<Data>} */
export default {
  initUi() { return { hover: null, cursor: null, chosen: [], res: null, anim: null, roll: null, live: null }; },

  /** A live region beside the canvas, for what the keyboard points at and chooses. */
  attach(canvas, host) {
    return liveRegion(canvas, host.ui, 'st-live');
  },

  aspect() { return narrowWindow() ? WN / HN : W / H; },

  onData(prev, d, ui, now) {
    const key = d.key ?? `${d.ply}`;
    if (!prev || prev.key !== key || prev.interactive !== d.interactive) reset(d, ui);
    ui.anim = null;
    if (prev && prev.ply != null && d.ply === prev.ply + 1 && d.lastPlay && (!prev.lastPlay || prev.lastPlay.notation !== d.lastPlay.notation || d.ply !== prev.ply)) {
      if (prev.phase === 'moving') ui.anim = { start: now, dur: 650, transfers: d.lastPlay.transfers };
    }
    if (prev && prev.ply != null && d.ply === prev.ply + 1 && d.dice && !prev.dice) ui.roll = { start: now, dur: 420 };
    if (d.onSteps) d.onSteps(ui);
  },

  hit(x, y, w, h, d, ui) {
    if (!d || !ui || !d.interactive || !ui.res) return null;
    const g = geom(w, h, d);
    for (const s of ui.res.next) {
      if (s.kind !== 'heap') continue;
      const r = heapRect(g, s.heap);
      if (x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h) return { heap: s.heap };
    }
    // Clicking the chosen heap again confirms a complete play.
    const ch = ui.chosen.find((s) => s.kind === 'heap');
    if (ch && ui.res.complete) {
      const r = heapRect(g, ch.heap);
      if (x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h) return { heap: ch.heap };
    }
    const chips = chipRects(g, d, ui);
    for (let i = 0; i < chips.length; i++) {
      const c = chips[i];
      if (x >= c.x && x <= c.x + c.w && y >= c.y && y <= c.y + c.h) return { chip: i };
    }
    // A chosen chip (enter, knock out, pass) clicked again plays it.
    return null;
  },

  intent(hit, d, ui) {
    if (!d.interactive || !ui.res || !d.steps) return null;
    if (hit.heap) {
      const cur = ui.chosen.find((s) => s.kind === 'heap');
      if (cur && cur.heap === hit.heap && ui.res.complete) return ui.res.complete;
      const step = { kind: 'heap', heap: hit.heap };
      const split = ui.chosen.find((s) => s.kind === 'split');
      if (!(split && choose(d, ui, [split, step]))) choose(d, ui, [step]);
      return null;
    }
    if (hit.chip != null) {
      const s = chipList(d, ui)[hit.chip];
      if (!s) return null;
      const heap = ui.chosen.find((c) => c.kind === 'heap');
      if (!(s.kind === 'split' && heap && choose(d, ui, [heap, s]))) choose(d, ui, [s]);
      // A play with one click (enter, knock out, pass) is made at once.
      if (s.kind !== 'split' && ui.res.complete) return ui.res.complete;
      return null;
    }
    return null;
  },

  key(e, d, ui) {
    if (e.key === 'Escape') { if (d.steps && d.interactive) clearPlay(d, ui); say(ui, ''); return {}; }
    const list = targets(d, ui);
    if (!list.length) return null;
    let i = ui.cursor == null ? -1 : list.findIndex((x) => JSON.stringify(x) === JSON.stringify(ui.cursor));
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') { i = (i + 1) % list.length; ui.cursor = list[i]; ui.hover = null; say(ui, describe(d, ui, ui.cursor)); return {}; }
    if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') { i = i <= 0 ? list.length - 1 : i - 1; ui.cursor = list[i]; ui.hover = null; say(ui, describe(d, ui, ui.cursor)); return {}; }
    if (e.key === 'Enter' || e.key === ' ') {
      if (ui.res && ui.res.complete && (ui.cursor == null || i < 0)) return { move: ui.res.complete };
      if (ui.cursor == null || i < 0) { ui.cursor = list[0]; say(ui, describe(d, ui, ui.cursor)); return {}; }
      const target = ui.cursor;
      const mv = this.intent(target, d, ui);
      // Keep the cursor on the same heap so Enter again plays it.
      ui.cursor = targets(d, ui).find((x) => JSON.stringify(x) === JSON.stringify(target)) || (target.heap ? target : null);
      if (!mv) {
        const heapChosen = (ui.chosen || []).some((s) => s.kind === 'heap');
        say(ui, ui.res && ui.res.complete ? t('stumphog.sayChosen', { m: ui.res.complete }) : t(heapChosen ? 'stumphog.pickSplit' : 'stumphog.pickHeap'));
      }
      return { move: mv };
    }
    return null;
  },

  draw(ctx, w, h, d, ui, now) {
    ui = ui || {};
    const g = geom(w, h, d);
    const { u } = g;
    let animating = false;
    const RC = { ...ROLE_COLOUR };
    for (const p of d.players || []) if (p.seat != null) RC[p.role] = SEAT_COLOUR[p.seat] || RC[p.role];
    // The table.
    ctx.fillStyle = WOOD;
    const TH = g.narrow ? HN : H;
    roundRect(ctx, g.ox, g.oy, g.TW * u, TH * u, u * 0.2); ctx.fill();
    ctx.fillStyle = FELT;
    roundRect(ctx, g.ox + 0.08 * u, g.y.rowTop, g.TW * u - 0.16 * u, (ROW * 2 + g.mid) * u, u * 0.15); ctx.fill();
    // Zones: Hemma darker, a line between Borta and Hemma, the names in the middle band.
    ctx.fillStyle = FELT_DARK;
    ctx.fillRect(g.ox + (X0 + 4) * u, g.y.rowTop, 3 * u, (ROW * 2 + g.mid) * u);
    const small = g.fpx(0.22);
    ctx.font = `600 ${g.fpx(0.17)}px system-ui, sans-serif`; ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    ctx.fillStyle = 'rgba(255,255,255,0.7)';
    const zy = g.narrow ? g.y.mid + 0.32 * u : g.y.mid + 1.02 * u;
    ctx.fillText(t('stumphog.borta').split(' (')[0].toUpperCase(), g.ox + (X0 + (g.narrow ? 2.0 : 3.2)) * u, zy);
    ctx.fillText(t('stumphog.hemma').split(' (')[0].toUpperCase(), g.ox + (X0 + (g.narrow ? 5.5 : 5.5)) * u, zy);
    // Each player's track direction: along their own row towards the Port, then back.
    for (const role of [g.bottom, g.top]) {
      const yy = role === g.bottom ? g.y.rowBottom - 0.1 * u : g.y.mid + 0.1 * u;
      const own = role === g.bottom ? g.y.rowBottom : g.y.rowTop;
      const yo = role === g.bottom ? own + ROW * u + 0.0 * u : own;
      void yo;
      ctx.save();
      ctx.strokeStyle = RC[role]; ctx.globalAlpha = 0.9; ctx.lineWidth = Math.max(1.5, u * 0.04);
      ctx.setLineDash([u * 0.12, u * 0.08]);
      const xa = g.ox + (X0 + 6.6) * u, xb = g.ox + (X0 + 0.4) * u;
      ctx.beginPath(); ctx.moveTo(xa, yy); ctx.lineTo(xb, yy); ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = RC[role];
      ctx.beginPath(); ctx.moveTo(xb - u * 0.1, yy); ctx.lineTo(xb + u * 0.08, yy - u * 0.07); ctx.lineTo(xb + u * 0.08, yy + u * 0.07); ctx.fill();
      ctx.restore();
    }
    // Stumpen.
    const sr = heapRect(g, 'S');
    ctx.fillStyle = 'rgba(0,0,0,0.18)';
    roundRect(ctx, sr.x, sr.y, sr.w, sr.h, u * 0.15); ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.font = `700 ${small}px system-ui, sans-serif`;
    ctx.fillText(t('stumphog.stumpen').split(' (')[0], sr.x + sr.w / 2, sr.y + 0.22 * u);
    pile(ctx, { x: sr.x + 0.05 * u, y: sr.y + 0.4 * u, w: sr.w - 0.1 * u, h: sr.h - 0.45 * u }, d.stumpen, 'S', u, g.floor);
    // The heaps.
    const lit = new Set(d.interactive && ui.res ? ui.res.next.filter((s) => s.kind === 'heap').map((s) => s.heap) : []);
    const chosenHeap = (ui.chosen || []).find((s) => s.kind === 'heap');
    const hov = ui.hover && ui.hover.heap ? ui.hover.heap : (ui.focus && ui.cursor && ui.cursor.heap ? ui.cursor.heap : null);
    const lastFrom = new Set(), lastTo = new Set();
    if (d.lastPlay) for (const tr of d.lastPlay.transfers) { if ('heap' in tr.from) lastFrom.add(tr.from.heap); if ('heap' in tr.to) lastTo.add(tr.to.heap); }
    for (const hv of d.heaps) {
      const r = heapRect(g, hv.heap);
      ctx.save(); ctx.globalAlpha = 0.24; ctx.fillStyle = RC[hv.row];
      roundRect(ctx, r.x, r.y, r.w, r.h, u * 0.12); ctx.fill(); ctx.restore();
      if (lastTo.has(hv.heap) || lastFrom.has(hv.heap)) {
        ctx.fillStyle = lastTo.has(hv.heap) ? 'rgba(255,214,90,0.28)' : 'rgba(255,214,90,0.12)';
        roundRect(ctx, r.x, r.y, r.w, r.h, u * 0.12); ctx.fill();
      }
      if (lit.has(hv.heap) || (chosenHeap && chosenHeap.heap === hv.heap)) {
        ctx.save();
        const sel = chosenHeap && chosenHeap.heap === hv.heap;
        ctx.strokeStyle = sel ? '#ffd23f' : (hov === hv.heap ? '#ffffff' : 'rgba(255,255,255,0.55)');
        ctx.lineWidth = sel ? Math.max(3, u * 0.07) : Math.max(2, u * 0.04);
        if (!sel && hov !== hv.heap) ctx.setLineDash([u * 0.1, u * 0.07]);
        roundRect(ctx, r.x + 1, r.y + 1, r.w - 2, r.h - 2, u * 0.12); ctx.stroke();
        ctx.restore();
      }
      // Name (and Port) at the outer edge of the row; on a phone Port goes on a line of
      // its own (the heap is too narrow for both at a readable size).
      const low = hv.row === g.bottom;
      const outer = low ? r.y + r.h - 0.15 * u : r.y + 0.15 * u;
      const fs = g.fpx(0.2);
      ctx.font = `600 ${fs}px system-ui, sans-serif`;
      ctx.textAlign = 'left'; ctx.textBaseline = 'middle';
      ctx.fillStyle = 'rgba(255,255,255,0.8)';
      ctx.fillText(hv.heap, r.x + 0.08 * u, outer);
      const portLine = hv.port && g.narrow;
      if (hv.port) {
        ctx.fillStyle = '#ffe7a0';
        const px = portLine ? r.x + 0.08 * u : r.x + 0.14 * u + ctx.measureText(hv.heap).width;
        ctx.fillText(t('stumphog.port').split(' (')[0], px, portLine ? outer + (low ? -1 : 1) * (fs + 2) : outer);
      }
      const edge = Math.max(0.3 * u, fs + 4) + (portLine ? fs + 2 : 0);
      const pr = low ? { x: r.x, y: r.y + 0.05 * u, w: r.w, h: r.h - edge } : { x: r.x, y: r.y + edge, w: r.w, h: r.h - edge - 0.02 * u };
      pile(ctx, pr, hv.stones, hv.heap, u, g.floor);
    }
    // The players' strips: role, seat, Högen, Ute, Stumpvarning, dice.
    for (const p of d.players) {
      const s = stripRect(g, p.role);
      const moving = d.toMove === p.role && !d.winner;
      ctx.fillStyle = RC[p.role];
      ctx.beginPath(); ctx.arc(s.x + 0.22 * u, s.y + s.h / 2, 0.13 * u, 0, Math.PI * 2); ctx.fill();
      if (moving) { ctx.strokeStyle = '#ffd23f'; ctx.lineWidth = Math.max(2, u * 0.05); ctx.stroke(); }
      ctx.textAlign = 'left'; ctx.textBaseline = 'middle';
      ctx.fillStyle = '#fff';
      ctx.font = `700 ${g.fpx(0.27)}px system-ui, sans-serif`;
      ctx.fillText(t(`stumphog.${p.role}`).split(' (')[0], s.x + 0.45 * u, s.y + s.h * 0.3);
      ctx.font = `${g.fpx(0.2)}px system-ui, sans-serif`;
      ctx.fillStyle = 'rgba(255,255,255,0.8)';
      if (p.seat != null) ctx.fillText(t(`seat.stumphog.${p.seat}`), s.x + 0.45 * u, s.y + s.h * 0.7);
      for (const which of ['hogen', 'ute']) {
        const tr = trayRect(g, p.role, which);
        ctx.fillStyle = 'rgba(0,0,0,0.22)';
        roundRect(ctx, tr.x, tr.y, tr.w, tr.h, u * 0.1); ctx.fill();
        ctx.fillStyle = 'rgba(255,255,255,0.85)';
        const tf = g.fpx(0.19);
        ctx.font = `600 ${tf}px system-ui, sans-serif`;
        ctx.textAlign = 'left'; ctx.textBaseline = 'top';
        ctx.fillText(t(`stumphog.${which}`).split(' (')[0], tr.x + 0.08 * u, tr.y + 0.05 * u);
        // On a phone the name takes the tray's top line and the stones lie below it.
        const pr = g.narrow ? { x: tr.x, y: tr.y + tf + 2, w: tr.w, h: tr.h - tf - 2 } : { x: tr.x + 0.6 * u, y: tr.y, w: tr.w - 0.6 * u, h: tr.h };
        pile(ctx, pr, p[which], `${p.role}${which}`, u, g.floor);
      }
      if (p.stumpvarning) {
        // On a phone the warning covers the seat's name line (there is no room beside).
        const [bx, by, bw, bh] = g.narrow ? [s.x + 0.02 * u, s.y + s.h * 0.5, 2.6 * u, Math.max(0.45 * u, g.fpx(0.2) + 6)] : [g.ox + 7.0 * u, s.y + 0.22 * u, 1.75 * u, 0.56 * u];
        ctx.fillStyle = '#e53935';
        roundRect(ctx, bx, by, bw, bh, 0.12 * u); ctx.fill();
        ctx.fillStyle = '#fff'; ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
        ctx.font = `800 ${g.fpx(0.2)}px system-ui, sans-serif`;
        ctx.fillText(t('stumphog.stumpvarning'), bx + bw / 2, by + bh / 2);
      }
      if (d.winner === p.role) {
        ctx.strokeStyle = '#ffd23f'; ctx.lineWidth = Math.max(3, u * 0.07);
        roundRect(ctx, s.x - 0.05 * u, s.y + 0.04 * u, s.w + 0.1 * u, s.h - 0.08 * u, 0.14 * u); ctx.stroke();
      }
    }
    // The dice: beside the mover, in the middle band.
    let rollP = 1;
    if (ui.roll) { rollP = Math.min(1, (now - ui.roll.start) / ui.roll.dur); if (rollP < 1) animating = true; else ui.roll = null; }
    const dice = d.dice || (d.phase === 'over' && d.lastPlay ? d.lastPlay.dice : null);
    if (dice) {
      const ds = 0.55 * u, dy = g.y.mid + (g.narrow ? 0.95 : 0.65) * u;
      const spin = (1 - rollP) * 6;
      const show = (v, k) => (rollP < 1 ? 1 + Math.floor(hash('roll', Math.floor(now / 70) + k) * 6) : v);
      die(ctx, g.ox + (X0 + 0.55) * u, dy, ds, show(dice[0], 0), spin * 0.3 + 0.08, d.phase === 'over');
      die(ctx, g.ox + (X0 + 1.3) * u, dy - 0.04 * u, ds, show(dice[1], 1), -spin * 0.25 - 0.1, d.phase === 'over');
    } else if (d.openingRoll && d.phase !== 'over' && !d.lastPlay) {
      const ds = 0.45 * u, dy = g.y.mid + (g.narrow ? 0.95 : 0.65) * u;
      die(ctx, g.ox + (X0 + 0.55) * u, dy, ds, d.openingRoll[0], 0.05, true);
      die(ctx, g.ox + (X0 + 1.2) * u, dy, ds, d.openingRoll[1], -0.05, true);
    }
    // The chips of the plays without a heap.
    const chips = chipRects(g, d, ui, ctx);
    chips.forEach((c, i) => {
      const chosen = (ui.chosen || []).some((s) => sameStep(s, c.step));
      const hot = (ui.hover && ui.hover.chip === i) || (ui.focus && ui.cursor && ui.cursor.chip === i);
      ctx.fillStyle = chosen ? '#ffd23f' : hot ? '#ffffff' : 'rgba(255,255,255,0.86)';
      roundRect(ctx, c.x, c.y, c.w, c.h, c.h / 2); ctx.fill();
      if (hot) { ctx.strokeStyle = '#ffd23f'; ctx.lineWidth = 2; ctx.stroke(); }
      ctx.fillStyle = '#1b2a20';
      ctx.font = `600 ${g.fpx(0.26)}px system-ui, sans-serif`;
      ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
      ctx.fillText(c.label, c.x + c.w / 2, c.y + c.h / 2 + 1);
    });
    // Where the stones go: the chosen play's transfers (from the table after it), or the
    // last play's, animated just after it was made.
    const preview = d.interactive && ui.res && ui.res.view && ui.res.view.lastPlay ? ui.res.view.lastPlay.transfers : null;
    const draws = preview || (d.lastPlay ? d.lastPlay.transfers : []);
    let p = 1;
    if (!preview && ui.anim) { p = Math.min(1, (now - ui.anim.start) / ui.anim.dur); if (p < 1) animating = true; else ui.anim = null; }
    for (const tr of draws) {
      const a = placeRect(g, tr.from), b = placeRect(g, tr.to);
      if (!a || !b) continue;
      const colour = preview ? 'rgba(255,210,63,0.95)' : 'rgba(255,255,255,0.55)';
      if (!preview && p < 1) flying(ctx, centre(a), centre(b), tr.stones, p, u);
      arrow(ctx, centre(a), centre(b), preview ? colour : (p < 1 ? 'rgba(255,255,255,0.25)' : colour), Math.max(1.5, u * 0.05), preview ? `${tr.stones}` : null, g.floor);
    }
    // The hint: the heap or chip of the suggested play.
    if (d.hint && ui.res) {
      const pl = (d.plays || []).find((x) => x.notation === String(d.hint).replace(/^\[[^\]]*\]\s*/, ''));
      if (pl && pl.from) {
        const r = heapRect(g, pl.from);
        ctx.save(); ctx.strokeStyle = '#2fbf71'; ctx.lineWidth = 4; ctx.globalAlpha = 0.55 + 0.35 * Math.sin(now / 180);
        roundRect(ctx, r.x - 2, r.y - 2, r.w + 4, r.h + 4, u * 0.14); ctx.stroke(); ctx.restore();
        animating = true;
      }
    }
    return animating;
  },
};
