// Runs the perfect-play solver benchmark inside headless Chromium on the release site
// (the Connect family's module, the one its page and worker use, through the family's
// `measure`) and prints one JSON line per game: `cargo xtask bench-solver` reads them.
// Not a test: it measures, it asserts nothing.
// Usage: node tests/bench-solver.mjs DISCS COUNT LIMIT [GAMES]   (DISCS like 0,2,4,8;
// GAMES > 0 also times the strongest level's moves in that many games from the start)
import { start, ready } from './harness.mjs';

const [discs = '0,4,8,12,16,20,24', count = '4', limit = '20000000', games = '0'] = process.argv.slice(2);
const env = await start();
try {
  const page = await env.page();
  await page.goto(env.base);
  await ready(page);
  for (const [variant, game] of [[0, 'fyra-i-rad'], [1, 'fem-i-rad']]) {
    for (const books of [false, true]) {
      const rows = await page.evaluate(
        async (args) => (await window.spelbord.wasm('connect')).measure('solver', Float64Array.from(args)),
        [variant, books ? 1 : 0, Number(count), Number(limit), ...discs.split(',').map(Number)]);
      console.log(JSON.stringify({ game, books, rows }));
      if (Number(games) > 0) {
        const moves = await page.evaluate(
          async (args) => (await window.spelbord.wasm('connect')).measure('solverLines', Float64Array.from(args)),
          [variant, books ? 1 : 0, Number(games), Number(limit)]);
        console.log(JSON.stringify({ game, books, lines: moves.map((m) => ({ ...m, solved: m.solved === 1 })) }));
      }
    }
  }
} finally {
  await env.stop();
}
