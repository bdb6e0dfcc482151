// Runs the perfect-play solver benchmark inside headless Chromium on the release site
// (the same WebAssembly module the page and the worker use) and prints one JSON line per
// game: `cargo xtask bench-solver` reads them. Not a test: it measures, it asserts nothing.
// Usage: node tests/bench-solver.mjs DISCS COUNT LIMIT [GAMES]   (DISCS like 0,2,4,8;
// GAMES > 0 also times the strongest level's moves in that many games from the start)
import { start, ready } from './harness.mjs';

const [discs = '0,4,8,12,16,20,24', count = '4', limit = '20000000', games = '0'] = process.argv.slice(2);
const env = await start();
try {
  const page = await env.page();
  await page.goto(env.base);
  await ready(page);
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.solverBenchmark);
  for (const game of ['fyra-i-rad', 'fem-i-rad']) {
    for (const books of [false, true]) {
      const rows = await page.evaluate(
        ([g, d, c, l, b]) => window.wasmBindings.solverBenchmark(g, Uint32Array.from(d), c, l, b),
        [game, discs.split(',').map(Number), Number(count), Number(limit), books]);
      console.log(JSON.stringify({ game, books, rows }));
      if (Number(games) > 0) {
        const moves = await page.evaluate(
          ([g, n, l, b]) => window.wasmBindings.solverLinesBenchmark(g, n, l, b),
          [game, Number(games), Number(limit), books]);
        console.log(JSON.stringify({ game, books, lines: moves }));
      }
    }
  }
} finally {
  await env.stop();
}
