// Every game's embed in a real <iframe> at the sizes a rules wiki gives one (480 × 360 and
// 320 × 240): the board and every control inside the frame with nothing to scroll to, no
// text under 12 px (what the renderer draws on the canvas measured as the phone tests
// measure it, and the page's own text), at the start and after a move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, shot } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.stop(); });

const GAMES = ['luffarschack', 'fyra-i-rad', 'fem-i-rad', 'lines-of-action', 'backgammon', 'farg-och-form', 'dam',
  'alquerque', 'kvarn', 'kvarn-12', 'tre-i-rad', 'surround', 'stumphog'];
const SIZES = [[480, 360], [320, 240]];

/** Everything the frame shows, measured inside it: the canvas's text sizes (fillText and
 *  strokeText patched, then a redraw), the page's text, and where the board and the
 *  controls are. */
async function measure(frame) {
  return frame.evaluate(async () => {
    const sizes = [];
    const proto = CanvasRenderingContext2D.prototype;
    const saved = [proto.fillText, proto.strokeText];
    const note = function (orig) {
      return function (...a) {
        const m = /(\d+(?:\.\d+)?)px/.exec(this.font);
        // A text drawn through a scaled transform is that much bigger or smaller on screen.
        const t = this.getTransform();
        const scale = Math.sqrt(Math.abs(t.a * t.d - t.b * t.c)) / (window.devicePixelRatio || 1);
        if (m && String(a[0]).trim() !== '') sizes.push({ px: Number(m[1]) * scale, text: String(a[0]).slice(0, 12) });
        return orig.apply(this, a);
      };
    };
    proto.fillText = note(saved[0]);
    proto.strokeText = note(saved[1]);
    try {
      window.dispatchEvent(new Event('resize'));
      window.spelbord.current.update();
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      proto.fillText = saved[0];
      proto.strokeText = saved[1];
    }
    const W = window.innerWidth, H = window.innerHeight;
    const small = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('[hidden], dialog:not([open])')) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
      if (!own) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < 12) small.push(`${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 20)}" ${px}px`);
    }
    const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; };
    // A control counts as visible when it is the element a tap at its centre reaches: inside
    // the frame, not clipped by a scrolled panel, not under another element.
    const hidden = [];
    for (const el of document.querySelectorAll('.side .controls button, .side .controls a.button')) {
      if (el.closest('[hidden]')) continue;
      const r = el.getBoundingClientRect();
      const cx = r.x + r.width / 2, cy = r.y + r.height / 2;
      const hit = cx >= 0 && cy >= 0 && cx < W && cy < H && r.bottom <= H + 0.5 && r.right <= W + 0.5 ? document.elementFromPoint(cx, cy) : null;
      if (!hit || !(hit === el || el.contains(hit))) hidden.push(`${el.dataset.act || el.textContent.trim()} at ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    const doc = document.scrollingElement;
    return { sizes, small, hidden, W, H, board: box(document.querySelector('canvas.board')),
      scroll: { w: doc.scrollWidth, h: doc.scrollHeight }, open: !!document.querySelector('[data-act="embedOpen"]') };
  });
}

/** What is wrong with one frame, in words (empty: nothing). */
function problems(id, w, h, m, when) {
  const where = `${id} ${w}×${h} ${when}`;
  const out = [];
  const tiny = m.sizes.filter((s) => s.px < 12 - 1e-6);
  if (tiny.length) out.push(`${where}: canvas text under 12 px: ${tiny.map((s) => `"${s.text}" ${s.px.toFixed(1)}px`).slice(0, 4).join(', ')}`);
  if (m.small.length) out.push(`${where}: page text under 12 px: ${m.small.slice(0, 4).join(', ')}`);
  if (m.hidden.length) out.push(`${where}: controls not visible in the frame: ${m.hidden.join(', ')}`);
  if (!m.open) out.push(`${where}: no way out to the site`);
  if (m.scroll.w > m.W + 1 || m.scroll.h > m.H + 1) out.push(`${where}: something below or beside the fold (${m.scroll.w}×${m.scroll.h} in ${m.W}×${m.H})`);
  const b = m.board;
  if (!(b.x >= -0.5 && b.y >= -0.5 && b.x + b.w <= m.W + 0.5 && b.y + b.h <= m.H + 0.5)) out.push(`${where}: the board is not inside the frame (${JSON.stringify(b)})`);
  // The board is the point of an embed: at least 30 % of the frame, whatever its shape.
  if (b.w * b.h < 0.3 * m.W * m.H) out.push(`${where}: the board is only ${Math.round(b.w)}×${Math.round(b.h)} of ${m.W}×${m.H}`);
  return out;
}

for (const [w, h] of SIZES) {
  test(`every embed fits a ${w}×${h} iframe: board and controls visible, no text under 12 px`, { timeout: 300000 }, async () => {
    const page = await env.page({ width: w + 60, height: h + 80 });
    const wrong = [];
    for (const lang of ['sv', 'en', 'da']) {
      for (const id of GAMES) {
        // Swedish for every game; the other two languages (longer words: "Describe the
        // board", "Beskriv brættet") on the games with the most controls.
        if (lang !== 'sv' && !['backgammon', 'farg-och-form', 'fyra-i-rad', 'kvarn-12'].includes(id)) continue;
        await page.setContent(`<!doctype html><body style="margin:0"><iframe src="${env.base}#/embed/${id}?seats=h,h&lang=${lang}" width="${w}" height="${h}" style="border:0;display:block" title="${id}"></iframe></body>`);
        const frame = await (await page.waitForSelector("iframe")).contentFrame();
        if (process.env.DEBUG_EMBED) console.log("embed", id, lang);
        await frame.waitForFunction((g) => window.spelbord && window.spelbord.current && window.spelbord.current.id === g
          && window.spelbord.current.board.data, id, { timeout: 20000 });
        wrong.push(...problems(id, w, h, await measure(frame), `${lang} at the start`));
        const played = await frame.evaluate(() => {
          const c = window.spelbord.current;
          const mv = (c.table.state(c.table.len(), null).legal || [])[0];
          if (mv == null) return false;
          c.humanMove(typeof mv === 'string' ? mv : mv.mv || mv);
          return true;
        });
        if (played) wrong.push(...problems(id, w, h, await measure(frame), `${lang} after a move`));
        if (lang === 'sv') await shot(page, `embed-${w}x${h}-${id}`);
      }
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
