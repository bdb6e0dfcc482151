// Prints and enforces what the release site costs to load, gzipped as a static host
// serves it, measured in a real browser (every file a page fetches, its worker's too):
//   the first load of the game list            at most 120 KB
//   the first load of any one game page        at most 250 KB (the embed of it too)
// An engine's data file (data/: Backgammon's nets, Dam's endgame database), which the page fetches only when the
// computer first thinks, is printed beside the page's figure and not counted in it.
// and prints the whole suite's total (what the service worker caches for offline play).
// Usage: node tests/size.mjs [DIST] [LIST_KB] [GAME_KB]
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { start, ready } from './harness.mjs';

const [dir = 'dist', listBudget = '120', gameBudget = '250'] = process.argv.slice(2);
process.env.SPELBORD_DIST = process.env.SPELBORD_DIST || dir;
const gz = new Map();
const sizeOf = (rel) => {
  if (!gz.has(rel)) {
    const p = join(dir, rel);
    gz.set(rel, existsSync(p) && statSync(p).isFile() ? gzipSync(readFileSync(p), { level: 9 }).length : 0);
  }
  return gz.get(rel);
};
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

// The whole suite.
let total = 0, files = 0;
const walk = (d) => {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else { total += sizeOf(relative(dir, p)); files += 1; }
  }
};
walk(dir);

const env = await start();
let failed = false;
/** Every same-site file fetched while `url` opens and settles, with the gzip size of each. */
async function firstLoad(url, settled) {
  const page = await env.page();
  const seen = new Set();
  page.context().on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === new URL(env.base).origin) seen.add(decodeURIComponent(u.pathname.slice(1)) || 'index.html');
  });
  await page.goto(url);
  await ready(page);
  await page.waitForFunction(settled);
  await page.waitForTimeout(400);
  await page.context().close();
  const all = [...seen].map((f) => [f, sizeOf(f)]);
  const list = all.filter(([f]) => !f.startsWith('data/'));
  return { bytes: list.reduce((s, [, b]) => s + b, 0), list };
}

try {
  const catalog = JSON.parse(readFileSync(join(dir, 'www', 'catalog.json'), 'utf8'));
  // Each family's engine data files (www/tools/build-wasm.mjs copies them to data/).
  const build = readFileSync(new URL('../www/tools/build-wasm.mjs', import.meta.url), 'utf8');
  const dataFiles = new Map();
  for (const m of build.matchAll(/(\w[\w-]*): \[\['[^']+', '([^']+)'\]\]/g)) dataFiles.set(m[1], [`data/${m[2]}`]);
  const list = await firstLoad(env.base, () => document.querySelectorAll('.card canvas').length > 0);
  const wasm = list.list.filter(([f]) => f.startsWith('wasm/'));
  console.log(`game list: ${kb(list.bytes)} gzip in ${list.list.length} files (budget ${listBudget} KB)${wasm.length ? `, ${wasm.length} module files!` : ', no game module'}`);
  if (list.bytes / 1024 > Number(listBudget) || wasm.length) failed = true;
  for (const g of catalog) {
    for (const [kind, url] of [['page', `${env.base}#/g/${encodeURIComponent(`${g.id}|||`)}?seats=h,c1`], ['embed', `${env.base}#/embed/${g.id}?seats=h,h`]]) {
      // The worker has loaded its module once the engine answers a question.
      const r = await firstLoad(url, () => window.spelbord.current && window.spelbord.current.table);
      const mods = [...new Set(r.list.filter(([f]) => f.startsWith('wasm/')).map(([f]) => f.replace(/(_bg)?\.(js|wasm)$/, '').slice(5)))];
      const data = dataFiles.get(g.family) || [];
      const extra = data.length ? `; when the computer first needs it, + ${data.map((f) => `${f} ${kb(sizeOf(f))}`).join(', ')}` : '';
      console.log(`${g.id} ${kind}: ${kb(r.bytes)} gzip in ${r.list.length} files, module ${mods.join(', ')} (budget ${gameBudget} KB)${extra}`);
      if (r.bytes / 1024 > Number(gameBudget)) failed = true;
    }
  }
  console.log(`whole suite: ${files} files, ${kb(total)} gzip (cached for offline play after one visit)`);
  const biggest = [...gz.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  for (const [f, b] of biggest) console.log(`${kb(b).padStart(10)}  ${f}`);
} finally {
  await env.stop();
}
if (failed) { console.error('over budget'); process.exit(1); }
