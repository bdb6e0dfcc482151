// Backgammon board: 24 points, the bar, the borne-off trays, stacks with a count beyond
// five, pip counts, the cube, the match score and the dice (with a short roll).
// Drawing data: the state of crates/backgammon's BackgammonView (points[i] = [black,
// white] on Black's point i+1, bar, off, pips, cube {value, owner, on}, dice, diceLeft,
// phase, turn, score, matchLength, crawford, lastTo: Black's points where the last move
// landed). The family adds: bottom (the seat drawn at the bottom), flip (home board on
// the left), steps(chosen) (the table's partial moves: {next, complete, view} with the
// board after the chosen steps), onSteps(ui) and key.
//
// A turn is built one die at a time: drag a checker, or click it (its landing points
// light up) and click a point; a click on a die picks the die the next click uses. The
// steps stay on the board until the turn is confirmed (the family's Confirm button, a
// click on the dice, or Enter); Backspace takes the last step back. Which steps may
// follow, the board after them (hits, pips, dice left) and why a checker cannot move
// always come from the rules: this file knows none.
import { roundRect } from '../../board.js';

/** The smallest text the board draws (set per draw: 0 for a preview). */
let fontFloor = 12;
const COLOURS = { 0: '#26272b', 1: '#f4efe3' };
const RIM = { 0: '#000000', 1: '#a89d86' };
const WOOD = '#6b4226', FELT = '#2f6b4f', BAR = '#5a361e', TRAY = '#4d2e19';
const PT = ['#c9a26b', '#8e2f2a'];
const HILITE = '#ffcc33', TARGET = 'rgba(255, 214, 64, 0.55)';

// Units across: tray, frame, six points, bar, six points, frame, tray.
const TRAY_W = 1.5, FRAME = 0.25, BAR_W = 1.1, MARGIN = 0.62;
const UNITS_W = TRAY_W * 2 + FRAME * 2 + 12 + BAR_W;
const FIELD_H = 11;
const UNITS_H = FIELD_H + FRAME * 2 + MARGIN * 2;

function geom(w, h) {
  let u = Math.min(w / UNITS_W, h / UNITS_H);
  // The margins carry the point numbers and the pip counts: on a small board (an embed)
  // they keep the height of a 12 px line rather than shrinking with the points.
  const minMargin = fontFloor ? fontFloor + 3 : 0;
  if (MARGIN * u < minMargin) u = Math.min(w / UNITS_W, (h - 2 * minMargin) / (FIELD_H + FRAME * 2));
  const margin = Math.max(MARGIN * u, minMargin);
  const x0 = (w - u * UNITS_W) / 2, y0 = (h - u * (FIELD_H + FRAME * 2) - 2 * margin) / 2;
  const top = y0 + margin + FRAME * u, bottom = top + FIELD_H * u;
  const fieldL = x0 + (TRAY_W + FRAME) * u;
  const barX = fieldL + 6 * u;
  const fieldR = barX + BAR_W * u;
  return { u, x0, y0, margin, top, bottom, mid: (top + bottom) / 2, fieldL, barX, fieldR, r: u * 0.47,
    trayL: x0, trayR: fieldR + 6 * u + FRAME * u, right: x0 + UNITS_W * u };
}

/** The mover's point m (25 the bar, 0 off) on Black's numbering. */
const toBlack = (seat, m) => (m === 0 || m === 25 ? m : seat === 0 ? m : 25 - m);
const fromBlack = (seat, bp) => (seat === 0 ? bp : 25 - bp);

/** Where Black's point bp is drawn: its column (0-11 left to right) and row. */
function slot(d, bp) {
  const q = d.bottom === 0 ? bp : 25 - bp; // the bottom player's numbering
  let col = q <= 12 ? 12 - q : q - 13;
  if (d.flip) col = 11 - col;
  return { col, up: q > 12 };
}
function colX(g, col) { return (col < 6 ? g.fieldL + col * g.u : g.fieldR + (col - 6) * g.u) + g.u / 2; }

/** The position shown: the rules' board after the steps of the turn being built, or the
 * data's own. */
function shown(d, ui) {
  const v = (ui && ui.next && ui.next.view) || d;
  return { pts: v.points, bar: v.bar, off: v.off, pips: v.pips, diceLeft: v.diceLeft || [] };
}

function building(d) { return d.interactive && d.phase === 'Moving' && typeof d.steps === 'function'; }

/** The rules' answer refuses the chosen steps: no step follows and no turn is whole. */
const refused = (n) => !n.next.length && !n.complete;

/** The rules' answer after the chosen steps: {next, complete, view}. */
const ask = (d, steps) => d.steps(steps.map((s) => ({ from: s.from, to: s.to })));

function refresh(d, ui) {
  const n = ask(d, ui.steps);
  if (refused(n) && ui.steps.length) { ui.steps.pop(); ui.msg = n.view && n.view.refused; ui.next = ask(d, ui.steps); } else ui.next = n;
  if (ui.die != null && !shown(d, ui).diceLeft.includes(ui.die)) ui.die = null;
  if (d.onSteps) d.onSteps(ui);
}

function play(d, ui, steps) {
  ui.msg = null;
  ui.steps.push(...steps);
  ui.sel = null; ui.targets = null;
  refresh(d, ui);
}

/** Ways the selected checker reaches each point with one or more dice: to -> steps. */
function paths(d, ui, from) {
  const out = new Map();
  const walk = (at, prefix, next, depth) => {
    for (const s of next.next) {
      if (s.from !== at) continue;
      const path = [...prefix, s];
      if (!out.has(s.to)) out.set(s.to, path);
      if (s.to !== 0 && depth < 3) {
        const n = ask(d, [...ui.steps, ...path]);
        if (!refused(n)) walk(s.to, path, n, depth + 1);
      }
    }
  };
  walk(from, [], ui.next, 0);
  return out;
}

/** Why a step from `from` to `to` is refused (a kind from the rules), or null. */
function refusal(d, ui, from, to) {
  const n = ask(d, [...ui.steps, { from, to }]);
  return refused(n) ? (n.view && n.view.refused) || null : null;
}

/** Why the checker on the mover's point `m` cannot move (with `die`, or with any die
 * left, the higher first), as the rules say; null when nothing is refused there. */
function stuck(ui, m, die) {
  const list = (ui.next && ui.next.view && ui.next.view.refusals) || [];
  const r = list.find((x) => x.from === m && (die == null || x.die === die));
  return r ? r.why : null;
}

function select(d, ui, from) {
  ui.sel = from;
  ui.targets = paths(d, ui, from);
}

function sources(ui) { return new Set((ui.next ? ui.next.next : []).map((s) => s.from)); }

/** The mover's point under a hit (bar 25, off 0), or null. */
function moverPoint(d, hit) {
  if (!hit) return null;
  if (hit.kind === 'point') return fromBlack(d.turn, hit.bp);
  if (hit.kind === 'bar') return 25;
  if (hit.kind === 'off') return 0;
  return null;
}

function clickPoint(d, ui, m) {
  const src = sources(ui);
  if (ui.sel != null && ui.targets && ui.targets.has(m) && m !== ui.sel) { play(d, ui, ui.targets.get(m)); return; }
  if (src.has(m)) {
    if (ui.die != null) {
      const s = ui.next.next.find((x) => x.from === m && (x.dice || []).includes(ui.die));
      if (s) { play(d, ui, [s]); return; }
      ui.msg = stuck(ui, m, ui.die);
      return;
    }
    if (ui.sel === m) { ui.sel = null; ui.targets = null; return; }
    select(d, ui, m);
    ui.msg = null;
    return;
  }
  if (ui.sel != null && m !== ui.sel) {
    ui.msg = refusal(d, ui, ui.sel, m) || ui.msg;
    ui.sel = null; ui.targets = null;
    return;
  }
  // A click on a checker that may not move: the rules say why.
  const why = stuck(ui, m, ui.die) || stuck(ui, m, null);
  if (why) ui.msg = why;
  else if (ui.next && ui.next.complete && !ui.next.next.length) ui.msg = null;
}

export function undoStep(d, ui) {
  if (!building(d) || !ui.steps.length) return false;
  ui.steps.pop();
  ui.sel = null; ui.targets = null; ui.msg = null;
  refresh(d, ui);
  return true;
}

export function completeTurn(ui) { return (ui.next && ui.next.complete) || null; }

/** @typedef {import('../../types/family').BoardData<import('../../types/backgammon').State, { bottom?: number, flip?: boolean, key?: string, steps?: (chosen: any[]) => any, onSteps?: (ui: any) => void }>} Data the view, with the seat drawn at the bottom, the flip and the table's partial moves (index.js) */
/** @type {import('../../types/family').Renderer<Data>} */
export default {
  initUi() { return { hover: null, steps: [], next: null, sel: null, targets: null, die: null, msg: null, key: null, roll: null, sig: null, cursor: null }; },

  aspect() { return UNITS_W / UNITS_H; },

  onData(prev, d, ui, now) {
    if (ui.key !== d.key) {
      ui.key = d.key;
      ui.steps = []; ui.sel = null; ui.targets = null; ui.die = null; ui.msg = null; ui.cursor = null;
      ui.next = building(d) ? ask(d, []) : null;
      if (ui.next && refused(ui.next)) ui.next = null;
      if (d.onSteps) d.onSteps(ui);
    }
    const sig = d.dice ? `${d.ply}:${d.game}:${d.phase}:${d.dice}` : null;
    if (sig && sig !== ui.sig && prev) ui.roll = { start: now, dur: 300 };
    ui.sig = sig;
  },

  hit(x, y, w, h, d) {
    if (!d) return null;
    if (d.bottom == null) d = { ...d, bottom: 0 };
    const g = geom(w, h);
    if (y < g.top || y > g.bottom) return null;
    // The dice lie in the middle band of a half: a click there picks a die.
    const dice = diceRects(g, d);
    for (let i = 0; i < dice.length; i++) {
      const r = dice[i];
      if (x >= r.x && x <= r.x + r.s && y >= r.y && y <= r.y + r.s) return { kind: 'die', i };
    }
    if (x >= g.barX && x < g.fieldR) return { kind: 'bar' };
    const offTray = d.flip ? [g.trayL, g.fieldL - FRAME * g.u] : [g.trayR, g.right];
    if (x >= offTray[0] && x <= offTray[1]) return { kind: 'off' };
    let col = -1;
    if (x >= g.fieldL && x < g.barX) col = Math.floor((x - g.fieldL) / g.u);
    else if (x >= g.fieldR && x < g.fieldR + 6 * g.u) col = 6 + Math.floor((x - g.fieldR) / g.u);
    if (col < 0) return null;
    const up = y < g.mid;
    // Back from column and row to the bottom player's numbering, then to Black's.
    const c = d.flip ? 11 - col : col;
    const q = up ? c + 13 : 12 - c;
    const bp = d.bottom === 0 ? q : 25 - q;
    return { kind: 'point', bp };
  },

  intent(hit, d, ui) {
    if (!hit || !building(d) || !ui.next) return null;
    if (hit.kind === 'die') {
      if (ui.next.complete) return ui.next.complete; // a click on the dice confirms a whole turn
      const faces = diceFaces(d, ui);
      const f = faces[hit.i];
      if (f && !f.used) ui.die = ui.die === f.v ? null : f.v;
      return null;
    }
    const m = moverPoint(d, hit);
    if (m == null) return null;
    const wasSel = ui.sel;
    clickPoint(d, ui, m);
    // Held down on a fresh selection: a drag may follow.
    ui.dragFrom = ui.sel != null && ui.sel !== wasSel ? ui.sel : null;
    if (d.onSteps) d.onSteps(ui);
    return null;
  },

  release(hit, d, ui) {
    const p = ui.pointer;
    const from = ui.dragFrom;
    ui.dragFrom = null;
    if (!building(d) || from == null || !p || Math.hypot(p.x - p.x0, p.y - p.y0) < 6) return null;
    const m = moverPoint(d, hit);
    if (m == null || m === from) return null;
    clickPoint(d, ui, m);
    if (d.onSteps) d.onSteps(ui);
    return null;
  },

  // Keys: arrows walk the cursor over the checkers that may move (or, with one picked
  // up, over its landing points); Enter or space picks up or puts down, and confirms a
  // whole turn; Backspace takes a step back; Escape puts the checker back.
  key(e, d, ui) {
    if (!building(d) || !ui.next) return null;
    if (e.key === 'Backspace' || e.key === 'u') { undoStep(d, ui); return {}; }
    if (e.key === 'Escape') { ui.sel = null; ui.targets = null; ui.die = null; ui.cursor = null; return {}; }
    const list = (ui.sel == null ? [...sources(ui)] : [...(ui.targets || new Map()).keys()].filter((m) => m !== ui.sel)).sort((a, b) => b - a);
    if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) {
      if (!list.length) return {};
      const i = list.indexOf(ui.cursor);
      const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : -1;
      ui.cursor = list[i < 0 ? 0 : (i + step + list.length) % list.length];
      return {};
    }
    if (e.key === 'Enter' || e.key === ' ') {
      if (ui.cursor != null && list.includes(ui.cursor)) {
        clickPoint(d, ui, ui.cursor);
        ui.cursor = ui.sel != null ? [...ui.targets.keys()].filter((m) => m !== ui.sel).sort((a, b) => b - a)[0] ?? null : null;
        if (d.onSteps) d.onSteps(ui);
        return {};
      }
      return { move: completeTurn(ui) };
    }
    return null;
  },

  draw(ctx, w, h, d, ui, now) {
    // Text never under 12 px on a board to play on; a game-list preview (a small card)
    // keeps its proportions instead, or its point numbers would run together.
    fontFloor = d.bottom == null ? 0 : 12;
    if (d.bottom == null) d = { ...d, bottom: 0 }; // the game list's preview: Black below
    const g = geom(w, h);
    const u = g.u;
    const sh = shown(d, ui || {});
    const live = ui && building(d) && ui.next;
    let animating = false;
    // Frame, trays, felt, bar.
    ctx.fillStyle = WOOD;
    roundRect(ctx, g.x0, g.top - FRAME * u, g.right - g.x0, FIELD_H * u + 2 * FRAME * u, u * 0.3); ctx.fill();
    ctx.fillStyle = TRAY;
    ctx.fillRect(g.trayL + u * 0.12, g.top, TRAY_W * u - u * 0.24, FIELD_H * u);
    ctx.fillRect(g.trayR + u * 0.12, g.top, TRAY_W * u - u * 0.24, FIELD_H * u);
    ctx.fillStyle = FELT;
    ctx.fillRect(g.fieldL, g.top, 6 * u, FIELD_H * u);
    ctx.fillRect(g.fieldR, g.top, 6 * u, FIELD_H * u);
    ctx.fillStyle = BAR;
    ctx.fillRect(g.barX, g.top - FRAME * u, BAR_W * u, FIELD_H * u + 2 * FRAME * u);
    // Points.
    const targets = live && ui.sel != null && ui.targets ? ui.targets : new Map();
    const srcs = live ? sources(ui) : new Set();
    for (let bp = 1; bp <= 24; bp++) {
      const { col, up } = slot(d, bp);
      const x = colX(g, col);
      const base = up ? g.top : g.bottom;
      const tip = up ? g.top + 4.5 * u : g.bottom - 4.5 * u;
      ctx.fillStyle = PT[(col + (up ? 0 : 1)) % 2];
      ctx.beginPath(); ctx.moveTo(x - u * 0.48, base); ctx.lineTo(x + u * 0.48, base); ctx.lineTo(x, tip); ctx.closePath(); ctx.fill();
      const m = fromBlack(d.turn, bp);
      if (targets.has(m)) {
        ctx.fillStyle = TARGET;
        ctx.beginPath(); ctx.moveTo(x - u * 0.48, base); ctx.lineTo(x + u * 0.48, base); ctx.lineTo(x, tip); ctx.closePath(); ctx.fill();
      }
      // The last move's landing points get a mark at the base of the point.
      if (d.lastTo && d.lastTo.includes(bp)) {
        ctx.fillStyle = 'rgba(255, 214, 64, 0.9)';
        ctx.fillRect(x - u * 0.4, up ? g.top - FRAME * u * 0.8 : g.bottom + FRAME * u * 0.2, u * 0.8, FRAME * u * 0.6);
      }
      // Point numbers in the bottom player's counting; where two numbers of 12 px would
      // touch (a small board), only each quarter's first and last.
      const q = d.bottom === 0 ? bp : 25 - bp;
      if (fontFloor && u < 19 && ![1, 6, 7, 12, 13, 18, 19, 24].includes(q)) continue;
      ctx.fillStyle = '#8a8f98';
      ctx.font = `${Math.max(fontFloor, Math.round(u * 0.4))}px system-ui, sans-serif`; // never under the floor (12 px on a phone's board)
      ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
      ctx.fillText(String(q), x, up ? g.top - FRAME * u - g.margin / 2 : g.bottom + FRAME * u + g.margin / 2);
    }
    // Checkers on the points.
    const dragging = ui && ui.pointer && ui.dragFrom != null && Math.hypot(ui.pointer.x - ui.pointer.x0, ui.pointer.y - ui.pointer.y0) >= 6;
    for (let bp = 1; bp <= 24; bp++) {
      const [b, wh] = sh.pts[bp - 1];
      const seat = b ? 0 : wh ? 1 : null;
      if (seat == null) continue;
      let n = b || wh;
      const { col, up } = slot(d, bp);
      const x = colX(g, col);
      const m = fromBlack(d.turn, bp);
      const selected = live && seat === d.turn && ui.sel === m;
      if (selected && dragging) n -= 1;
      const shownN = Math.min(n, 5);
      for (let k = 0; k < shownN; k++) {
        const y = up ? g.top + g.r + k * 2 * g.r * 1.02 : g.bottom - g.r - k * 2 * g.r * 1.02;
        checker(ctx, x, y, g.r, seat);
        if (k === shownN - 1) {
          if (n > 5) label(ctx, x, y, g.r, String(n), seat);
          if (live && seat === d.turn && srcs.has(m)) ring(ctx, x, y, g.r, selected ? HILITE : 'rgba(255,204,51,0.55)', selected ? 3 : 2);
        }
      }
    }
    // The bar: the bottom player's checkers above the middle, the other's below.
    for (const seat of [0, 1]) {
      let n = sh.bar[seat];
      if (!n) continue;
      const toTop = seat === d.bottom;
      const selected = live && seat === d.turn && ui.sel === 25;
      if (selected && dragging) n -= 1;
      const x = g.barX + BAR_W * u / 2;
      const shownN = Math.min(n, 4);
      for (let k = 0; k < shownN; k++) {
        const y = toTop ? g.mid - u * 0.9 - g.r - k * 2 * g.r : g.mid + u * 0.9 + g.r + k * 2 * g.r;
        checker(ctx, x, y, g.r, seat);
        if (k === shownN - 1) {
          if (n > 4) label(ctx, x, y, g.r, String(n), seat);
          if (live && seat === d.turn && srcs.has(25)) ring(ctx, x, y, g.r, selected ? HILITE : 'rgba(255,204,51,0.55)', selected ? 3 : 2);
        }
      }
    }
    // Borne off: thin slabs in the tray beside the home boards.
    const offX = d.flip ? g.trayL : g.trayR;
    for (const seat of [0, 1]) {
      const atBottom = seat === d.bottom;
      for (let k = 0; k < sh.off[seat]; k++) {
        const hgt = u * 0.3;
        const y = atBottom ? g.bottom - (k + 1) * hgt : g.top + k * hgt;
        ctx.fillStyle = COLOURS[seat];
        roundRect(ctx, offX + u * 0.22, y + 1, TRAY_W * u - u * 0.44, hgt - 2, hgt * 0.3); ctx.fill();
        ctx.strokeStyle = RIM[seat]; ctx.lineWidth = 1; ctx.stroke();
      }
      if (sh.off[seat]) {
        ctx.fillStyle = '#f1e7d2'; ctx.font = `600 ${Math.max(fontFloor, Math.round(u * 0.42))}px system-ui, sans-serif`;
        ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
        const y = atBottom ? g.bottom - sh.off[seat] * u * 0.3 - u * 0.4 : g.top + sh.off[seat] * u * 0.3 + u * 0.4;
        ctx.fillText(String(sh.off[seat]), offX + TRAY_W * u / 2, y);
      }
    }
    if (targets.has(0) || (live && ui.sel != null && targets.has(0))) {
      ctx.save(); ctx.strokeStyle = HILITE; ctx.lineWidth = 3; ctx.setLineDash([6, 4]);
      ctx.strokeRect(offX + u * 0.15, g.top + 2, TRAY_W * u - u * 0.3, FIELD_H * u - 4); ctx.restore();
    }
    // Pip counts beside the home trays and the match score beside the cube's.
    const sideX = (home) => ((home !== !!d.flip) ? g.trayR : g.trayL) + TRAY_W * u / 2;
    ctx.font = `600 ${Math.max(fontFloor, Math.round(u * 0.42))}px system-ui, sans-serif`;
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    for (const seat of [0, 1]) {
      const atBottom = seat === d.bottom;
      const y = atBottom ? g.bottom + FRAME * u + g.margin / 2 : g.top - FRAME * u - g.margin / 2;
      ctx.fillStyle = seat === 0 ? '#3a3b40' : '#9a8c6c';
      // A pill as wide as its text needs (wider than the tray on a small board), kept
      // inside the canvas.
      const tag = (text, x0) => {
        const pw = Math.max(TRAY_W * u * 0.95, ctx.measureText(text).width + 8);
        const x = Math.min(g.right - pw / 2 - 1, Math.max(g.x0 + pw / 2 + 1, x0));
        pill(ctx, x, y, pw, g.margin * 0.9, seat);
        ctx.fillStyle = seat === 0 ? '#fff' : '#222';
        ctx.fillText(text, x, y + 1);
      };
      tag(String(sh.pips[seat]), sideX(true));
      if (d.matchLength > 0) tag(`${d.score[seat]}/${d.matchLength}`, sideX(false));
    }
    // The cube: centred in its tray, or beside its owner.
    if (d.cube && d.cube.on) {
      const s = u * 1.05;
      const cx = sideX(false);
      const owner = d.cube.owner;
      const offered = d.phase === 'Doubled';
      let cy = g.mid;
      if (owner != null) cy = owner === d.bottom ? g.bottom - s * 0.8 : g.top + s * 0.8;
      if (offered) cy = d.turn === d.bottom ? g.mid + u * 2 : g.mid - u * 2;
      const val = offered ? d.cube.value * 2 : d.cube.value;
      ctx.fillStyle = '#fbf8f0';
      roundRect(ctx, cx - s / 2, cy - s / 2, s, s, s * 0.15); ctx.fill();
      ctx.strokeStyle = offered ? HILITE : '#333'; ctx.lineWidth = offered ? 3 : 1.5; ctx.stroke();
      ctx.fillStyle = '#1a1a1a'; ctx.font = `700 ${Math.max(fontFloor, Math.round(s * (val >= 100 ? 0.38 : 0.5)))}px system-ui, sans-serif`;
      ctx.fillText(String(val === 1 ? 64 : val), cx, cy + 1);
      if (d.crawford) {
        ctx.font = `${Math.max(fontFloor, Math.round(u * 0.32))}px system-ui, sans-serif`; ctx.fillStyle = '#f1e7d2';
        ctx.fillText('C', cx, cy + s * 0.85);
      }
    }
    // Dice.
    const faces = diceFaces(d, ui || {});
    const rects = diceRects(g, d);
    let rolling = 0;
    if (ui && ui.roll) {
      rolling = (now - ui.roll.start) / ui.roll.dur;
      if (rolling >= 1) { ui.roll = null; rolling = 0; } else animating = true;
    }
    rects.forEach((r, i) => {
      const f = faces[i];
      if (!f) return;
      let v = f.v, ang = 0, dx = 0;
      if (rolling) {
        v = 1 + Math.floor(Math.random() * 6);
        ang = (1 - rolling) * (i % 2 ? -1 : 1) * 2.2;
        dx = (1 - rolling) * (1 - rolling) * u * 2.5 * (d.turn === d.bottom ? 1 : -1);
      }
      die(ctx, r.x + r.s / 2 + dx, r.y + r.s / 2, r.s, v, d.turn, f.used && !rolling, ang);
      if (live && ui.die === f.v && !f.used && !rolling && faces.findIndex((x) => x.v === f.v && !x.used) === i) ring(ctx, r.x + r.s / 2, r.y + r.s / 2, r.s * 0.72, HILITE, 3);
    });
    // The turn is whole: a click on the dice confirms it.
    if (live && ui.next.complete && rects.length && !rolling) {
      const r = rects[rects.length - 1];
      ctx.fillStyle = HILITE; ctx.font = `700 ${Math.max(fontFloor, Math.round(u * 0.5))}px system-ui, sans-serif`;
      ctx.textAlign = 'left'; ctx.textBaseline = 'middle';
      ctx.fillText('\u2713', r.x + r.s + u * 0.2, r.y + r.s / 2);
    }
    // The keyboard cursor.
    if (live && ui.focus && ui.cursor != null) {
      ctx.save(); ctx.strokeStyle = '#ffb000'; ctx.lineWidth = 3; ctx.setLineDash([6, 4]);
      if (ui.cursor === 25) ctx.strokeRect(g.barX + 2, g.top + 2, BAR_W * u - 4, FIELD_H * u - 4);
      else if (ui.cursor === 0) ctx.strokeRect(offX + 2, g.top + 2, TRAY_W * u - 4, FIELD_H * u - 4);
      else {
        const { col, up } = slot(d, toBlack(d.turn, ui.cursor));
        ctx.strokeRect(colX(g, col) - u / 2 + 2, up ? g.top + 2 : g.mid + 2, u - 4, FIELD_H * u / 2 - 4);
      }
      ctx.restore();
    }
    // The checker being dragged follows the pointer.
    if (dragging) {
      checker(ctx, ui.pointer.x, ui.pointer.y, g.r * 1.08, d.turn);
      ring(ctx, ui.pointer.x, ui.pointer.y, g.r * 1.08, HILITE, 3);
    }
    return animating;
  },
};

/** The dice to show: the roll (four faces for doubles) and which are used. */
function diceFaces(d, ui) {
  if (!d.dice) return [];
  const [a, b] = d.dice;
  const all = a === b ? [a, a, a, a] : [a, b];
  const left = [...shown(d, ui).diceLeft];
  return all.map((v) => {
    const i = left.indexOf(v);
    if (i >= 0) { left.splice(i, 1); return { v, used: false }; }
    return { v, used: true };
  });
}

function diceRects(g, d) {
  if (!d.dice) return [];
  const n = d.dice[0] === d.dice[1] ? 4 : 2;
  const s = g.u * (n === 4 ? 0.85 : 1.0);
  const gap = g.u * 0.25;
  // The roller's dice lie on its right-hand half, as thrown at a real board.
  const onRight = (d.turn === d.bottom) !== !!d.flip ? true : false;
  const half = onRight ? g.fieldR : g.fieldL;
  const total = n * s + (n - 1) * gap;
  const x = half + 3 * g.u - total / 2;
  return Array.from({ length: n }, (_, i) => ({ x: x + i * (s + gap), y: g.mid - s / 2, s }));
}

function checker(ctx, x, y, r, seat) {
  const grad = ctx.createRadialGradient(x - r * 0.3, y - r * 0.35, r * 0.1, x, y, r);
  grad.addColorStop(0, seat === 0 ? '#55575e' : '#ffffff');
  grad.addColorStop(1, COLOURS[seat]);
  ctx.fillStyle = grad;
  ctx.beginPath(); ctx.arc(x, y, r * 0.97, 0, Math.PI * 2); ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.08); ctx.strokeStyle = RIM[seat]; ctx.stroke();
  ctx.beginPath(); ctx.arc(x, y, r * 0.62, 0, Math.PI * 2);
  ctx.strokeStyle = seat === 0 ? 'rgba(255,255,255,0.14)' : 'rgba(0,0,0,0.12)'; ctx.stroke();
}

function label(ctx, x, y, r, text, seat) {
  ctx.fillStyle = seat === 0 ? '#ffffff' : '#1d1d1d';
  ctx.font = `700 ${Math.max(fontFloor, Math.round(r * 1.05))}px system-ui, sans-serif`;
  ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 1);
}

function ring(ctx, x, y, r, colour, width) {
  ctx.save(); ctx.strokeStyle = colour; ctx.lineWidth = width;
  ctx.beginPath(); ctx.arc(x, y, r + width / 2, 0, Math.PI * 2); ctx.stroke(); ctx.restore();
}

function pill(ctx, x, y, w, h, seat) {
  ctx.fillStyle = COLOURS[seat];
  roundRect(ctx, x - w / 2, y - h / 2, w, h, h / 2); ctx.fill();
  ctx.strokeStyle = RIM[seat]; ctx.lineWidth = 1; ctx.stroke();
}

const PIPS = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] };

function die(ctx, x, y, s, v, seat, used, ang) {
  ctx.save();
  ctx.translate(x, y); ctx.rotate(ang);
  ctx.globalAlpha = used ? 0.35 : 1;
  ctx.fillStyle = seat === 0 ? '#26272b' : '#fbf8f0';
  roundRect(ctx, -s / 2, -s / 2, s, s, s * 0.18); ctx.fill();
  ctx.strokeStyle = seat === 0 ? '#000' : '#8c8066'; ctx.lineWidth = 1.2; ctx.stroke();
  ctx.fillStyle = seat === 0 ? '#fbf8f0' : '#26272b';
  for (const [px, py] of PIPS[v] || []) {
    ctx.beginPath(); ctx.arc(px * s * 0.26, py * s * 0.26, s * 0.09, 0, Math.PI * 2); ctx.fill();
  }
  ctx.restore();
}

