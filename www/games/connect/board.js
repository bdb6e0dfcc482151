// Fyra i rad / Fem i rad board: an upright grid, discs that fall, pop tabs for PopOut.
// Drawing data: the typed view of crates/connect/src/family.rs (ConnectView): cols, rows,
// cells[row][col] (row 0 = bottom, 0 red, 1 yellow, null empty), edge[col], labels[col]
// (the column's number for people, or null), drop[col] / pop[col] (the legal move there,
// in notation, or null: the renderer never writes notation itself), last {col,row,pop},
// win [[c1,r1,c2,r2],...].
import { roundRect } from '../../board.js';

const RED = '#d62839', YELLOW = '#f6c33b', FRAME = '#1f4e9c', FRAME_EDGE = '#173a73', HOLE = '#e9eef6';
const COLORS = [RED, YELLOW];
// Rows of space besides the grid: the preview disc above (1) and the column numbers below.
const EXTRA = 1.4;
const LABEL_MIN = 15;

function geom(w, h, d) {
  const tabs = d.popout ? 1 : 0;
  let cell = Math.min(w / d.cols, h / (d.rows + EXTRA + tabs * 0.85));
  // A small board (an embed in a 320 × 240 frame) keeps 15 px under the grid for column
  // numbers of at least 12 px, rather than shrinking them with the cells.
  if (cell * (EXTRA - 1) < LABEL_MIN) cell = Math.min(w / d.cols, (h - LABEL_MIN) / (d.rows + 1 + tabs * 0.85));
  const bw = cell * d.cols;
  const x0 = (w - bw) / 2;
  const top = cell * 1.0; // space for the preview disc above the grid
  return { cell, x0, top, bw, bh: cell * d.rows, tabY: top + cell * d.rows + cell * 0.1, tabH: cell * 0.55, labelY: top + cell * d.rows + (tabs ? cell * 0.9 : cell * 0.05) };
}

function cx(g, c) { return g.x0 + (c + 0.5) * g.cell; }
function cy(g, d, r) { return g.top + (d.rows - 1 - r + 0.5) * g.cell; }

function disc(ctx, x, y, rad, colour, alpha = 1) {
  ctx.save();
  ctx.globalAlpha = alpha;
  const grad = ctx.createRadialGradient(x - rad * 0.3, y - rad * 0.35, rad * 0.1, x, y, rad);
  grad.addColorStop(0, colour === RED ? '#f26b77' : '#fde08a');
  grad.addColorStop(1, colour);
  ctx.fillStyle = grad;
  ctx.beginPath(); ctx.arc(x, y, rad, 0, Math.PI * 2); ctx.fill();
  ctx.lineWidth = Math.max(1, rad * 0.08);
  ctx.strokeStyle = 'rgba(0,0,0,0.25)';
  ctx.beginPath(); ctx.arc(x, y, rad * 0.72, 0, Math.PI * 2); ctx.stroke();
  ctx.restore();
}

function colOfLabel(d, label) { return d.labels.findIndex((l) => l === label); }
function legalDrop(d, c) { return c != null && d.drop[c] != null; }
function legalPop(d, c) { return c != null && d.pop[c] != null; }

/** @type {import('../../types/family').Renderer<import('../../types/family').BoardData<import('../../types/connect').State>>} */
export default {
  initUi() { return { hover: null, cursor: null, anim: null }; },

  aspect(d) {
    const tabs = d.popout ? 0.85 : 0;
    return d.cols / (d.rows + EXTRA + tabs);
  },

  onData(prev, d, ui, now) {
    ui.anim = null;
    if (!prev || !d.last || prev.ply == null || d.ply !== prev.ply + 1 || prev.id !== d.id) return;
    const { col, row, pop } = d.last;
    if (pop) ui.anim = { kind: 'pop', col, start: now, dur: 260, popped: prev.cells[0][col] };
    else ui.anim = { kind: 'drop', col, row, start: now, dur: 140 + 55 * Math.sqrt(d.rows - row) * 3 };
  },

  hit(x, y, w, h, d) {
    if (!d) return null;
    const g = geom(w, h, d);
    const c = Math.floor((x - g.x0) / g.cell);
    if (c < 0 || c >= d.cols || d.labels[c] == null) return null;
    if (d.popout && y >= g.tabY && y <= g.tabY + g.tabH) return { col: c, pop: true };
    return { col: c, pop: false };
  },

  intent(hit, d) {
    if (!d.interactive) return null;
    return (hit.pop ? d.pop : d.drop)[hit.col] ?? null;
  },

  key(e, d, ui) {
    const playable = d.labels.map((l, i) => (l != null ? i : -1)).filter((i) => i >= 0);
    if (ui.cursor == null) ui.cursor = playable[Math.floor(playable.length / 2)];
    const i = playable.indexOf(ui.cursor);
    if (e.key === 'ArrowLeft') { ui.cursor = playable[Math.max(0, i - 1)]; ui.hover = { col: ui.cursor, pop: false }; return {}; }
    if (e.key === 'ArrowRight') { ui.cursor = playable[Math.min(playable.length - 1, i + 1)]; ui.hover = { col: ui.cursor, pop: false }; return {}; }
    if (e.key === 'Enter' || e.key === ' ') return { move: d.drop[ui.cursor] ?? null };
    if (e.key === 'ArrowDown') return { move: d.pop[ui.cursor] ?? null };
    if (/^[1-9]$/.test(e.key)) {
      const c = colOfLabel(d, Number(e.key));
      if (c < 0) return {};
      ui.cursor = c;
      ui.hover = { col: c, pop: !!ui.popKey };
      const mv = (ui.popKey ? d.pop : d.drop)[c] ?? null;
      ui.popKey = false;
      return { move: mv };
    }
    if (e.key === 'p' || e.key === 'P') { ui.popKey = d.popout; return {}; }
    return null;
  },

  draw(ctx, w, h, d, ui, now) {
    const g = geom(w, h, d);
    const rad = g.cell * 0.4;
    let animating = false;
    let progress = 1;
    if (ui.anim) {
      progress = Math.min(1, (now - ui.anim.start) / ui.anim.dur);
      animating = progress < 1;
      if (!animating) ui.anim = null;
    }
    // Falling discs sit behind the frame, so draw them first and punch holes after.
    for (let r = 0; r < d.rows; r++) {
      for (let c = 0; c < d.cols; c++) {
        const v = d.cells[r][c];
        if (v == null) continue;
        let y = cy(g, d, r);
        if (ui.anim && ui.anim.col === c) {
          if (ui.anim.kind === 'drop' && r === ui.anim.row) {
            const y0 = g.top - g.cell * 0.5;
            const p = progress * progress; // gravity: distance grows with the square of time
            y = y0 + (y - y0) * p;
          } else if (ui.anim.kind === 'pop') {
            y -= g.cell * (1 - progress);
          }
        }
        disc(ctx, cx(g, c), y, rad, COLORS[v]);
      }
    }
    if (ui.anim && ui.anim.kind === 'pop' && ui.anim.popped != null) {
      disc(ctx, cx(g, ui.anim.col), cy(g, d, 0) + g.cell * progress, rad, COLORS[ui.anim.popped], 1 - progress);
    }
    // The frame with holes (even-odd fill punches every hole in one path).
    ctx.save();
    for (let c = 0; c < d.cols; c++) {
      ctx.beginPath();
      ctx.rect(g.x0 + c * g.cell, g.top, g.cell, g.bh);
      for (let r = 0; r < d.rows; r++) {
        ctx.moveTo(cx(g, c) + rad, cy(g, d, r));
        ctx.arc(cx(g, c), cy(g, d, r), rad, 0, Math.PI * 2);
      }
      ctx.fillStyle = d.edge[c] ? FRAME_EDGE : FRAME;
      ctx.fill('evenodd');
    }
    // Empty holes are tinted so the board reads as a board on any page colour.
    for (let r = 0; r < d.rows; r++) for (let c = 0; c < d.cols; c++) {
      if (d.cells[r][c] != null && !(ui.anim && ui.anim.col === c)) continue;
      if (d.cells[r][c] != null) continue;
      ctx.fillStyle = HOLE; ctx.globalAlpha = 0.18;
      ctx.beginPath(); ctx.arc(cx(g, c), cy(g, d, r), rad, 0, Math.PI * 2); ctx.fill();
      ctx.globalAlpha = 1;
    }
    ctx.restore();
    // Last move mark.
    if (d.last && !animating) {
      const { col, row, pop } = d.last;
      ctx.save();
      ctx.strokeStyle = '#ffffff'; ctx.lineWidth = Math.max(2, g.cell * 0.05);
      if (pop) {
        ctx.beginPath(); ctx.moveTo(cx(g, col) - rad * 0.5, g.top + g.bh + 4); ctx.lineTo(cx(g, col) + rad * 0.5, g.top + g.bh + 4); ctx.stroke();
      } else if (d.cells[row] && d.cells[row][col] != null) {
        ctx.beginPath(); ctx.arc(cx(g, col), cy(g, d, row), rad * 0.22, 0, Math.PI * 2); ctx.fillStyle = 'rgba(255,255,255,0.85)'; ctx.fill();
      }
      ctx.restore();
    }
    // Winning lines.
    if (d.win && d.win.length && !animating) {
      ctx.save();
      ctx.lineCap = 'round';
      for (const [c1, r1, c2, r2] of d.win) {
        ctx.strokeStyle = 'rgba(255,255,255,0.9)'; ctx.lineWidth = g.cell * 0.16;
        ctx.beginPath(); ctx.moveTo(cx(g, c1), cy(g, d, r1)); ctx.lineTo(cx(g, c2), cy(g, d, r2)); ctx.stroke();
        ctx.strokeStyle = '#12233f'; ctx.lineWidth = g.cell * 0.07;
        ctx.beginPath(); ctx.moveTo(cx(g, c1), cy(g, d, r1)); ctx.lineTo(cx(g, c2), cy(g, d, r2)); ctx.stroke();
      }
      ctx.restore();
    }
    // Preview of the hovered / focused column, and the hint.
    const mover = typeof d.toAct === 'number' ? d.toAct : null;
    const hov = ui.hover || (ui.focus && ui.cursor != null ? { col: ui.cursor, pop: false } : null);
    if (d.interactive && mover != null && hov && !hov.pop && legalDrop(d, hov.col)) {
      disc(ctx, cx(g, hov.col), g.top - g.cell * 0.5, rad, COLORS[mover], 0.75);
    }
    if (ui.focus && ui.cursor != null) {
      ctx.save(); ctx.strokeStyle = '#ffb000'; ctx.lineWidth = 3; ctx.setLineDash([6, 4]);
      ctx.strokeRect(g.x0 + ui.cursor * g.cell + 2, g.top + 2, g.cell - 4, g.bh - 4); ctx.restore();
    }
    if (d.hint) {
      const c = colOfLabel(d, Number(String(d.hint).replace('p', '')));
      if (c >= 0) {
        // Plain to see: a filled green disc with a thick pulsing ring above the column and
        // an arrow down into it.
        const pulse = 0.75 + 0.25 * Math.sin(now / 180);
        const x = cx(g, c), y = g.top - g.cell * 0.5;
        ctx.save();
        ctx.fillStyle = 'rgba(15, 157, 88, 0.35)';
        ctx.beginPath(); ctx.arc(x, y, rad, 0, Math.PI * 2); ctx.fill();
        ctx.strokeStyle = '#0f9d58'; ctx.lineWidth = Math.max(4, g.cell * 0.09); ctx.globalAlpha = pulse;
        ctx.beginPath(); ctx.arc(x, y, rad, 0, Math.PI * 2); ctx.stroke();
        ctx.globalAlpha = 1; ctx.fillStyle = '#0f9d58';
        ctx.beginPath(); ctx.moveTo(x - rad * 0.45, y - rad * 0.15); ctx.lineTo(x + rad * 0.45, y - rad * 0.15); ctx.lineTo(x, y + rad * 0.5); ctx.closePath(); ctx.fill();
        ctx.restore();
        animating = true;
      }
    }
    // Exact values of the columns (analysis): +n win in n moves, = draw, -n loss in n.
    if (d.analysis && 'columns' in d.analysis) {
      ctx.save();
      ctx.font = `600 ${Math.max(12, Math.round(g.cell * 0.26))}px system-ui, sans-serif`;
      ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
      d.analysis.columns.forEach((c, i) => {
        if (!c) return;
        const col = colOfLabel(d, i + 1);
        const text = c.kind === 'win' ? `+${c.in}` : c.kind === 'loss' ? `\u2212${c.in}` : '=';
        const x = cx(g, col), y = g.top - g.cell * 0.22;
        ctx.fillStyle = c.kind === 'win' ? '#1d7a46' : c.kind === 'loss' ? '#b3261e' : '#5d6673';
        const bw = Math.max(g.cell * 0.6, ctx.measureText(text).width + 6), bh = Math.max(g.cell * 0.34, 15);
        roundRect(ctx, x - bw / 2, y - bh / 2, bw, bh, g.cell * 0.12); ctx.fill();
        ctx.fillStyle = '#fff'; ctx.fillText(text, x, y + 1);
      });
      ctx.restore();
    }
    // Pop tabs.
    if (d.popout) {
      for (let c = 0; c < d.cols; c++) {
        if (d.labels[c] == null) continue;
        const ok = d.interactive && legalPop(d, c);
        const hot = hov && hov.pop && hov.col === c;
        ctx.fillStyle = ok ? (hot ? '#ffb000' : '#5c7fbf') : 'rgba(120,130,150,0.25)';
        const x = g.x0 + c * g.cell + g.cell * 0.15;
        roundRect(ctx, x, g.tabY, g.cell * 0.7, g.tabH, 6); ctx.fill();
        ctx.fillStyle = ok ? '#fff' : 'rgba(255,255,255,0.5)';
        ctx.beginPath();
        const mx = cx(g, c), my = g.tabY + g.tabH / 2;
        ctx.moveTo(mx - g.cell * 0.13, my - g.tabH * 0.18); ctx.lineTo(mx + g.cell * 0.13, my - g.tabH * 0.18); ctx.lineTo(mx, my + g.tabH * 0.25); ctx.fill();
      }
    }
    // Column numbers (the notation).
    ctx.fillStyle = getComputedStyle(document.body).getPropertyValue('--muted') || '#666';
    ctx.font = `${Math.max(12, Math.round(g.cell * 0.28))}px system-ui, sans-serif`;
    ctx.textAlign = 'center'; ctx.textBaseline = 'top';
    for (let c = 0; c < d.cols; c++) if (d.labels[c] != null) ctx.fillText(String(d.labels[c]), cx(g, c), g.labelY + (d.popout ? 0 : 2));
    return animating;
  },
};

