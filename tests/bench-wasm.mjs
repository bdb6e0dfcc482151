// Runs the benchmark of every family's release WebAssembly module in Node and prints
// "name<TAB>value" lines (read by `cargo xtask bench`). SPELBORD_DIST names another site
// build (relative to the repository or absolute), so an engineer can measure their own
// build without touching the shared dist/.
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.env.SPELBORD_DIST || 'dist');
// SPELBORD_BENCH_CLOCK=cpu (`cargo xtask bench --cpu-clock`): the modules read
// performance.now(), so it is made to return this process's CPU time in milliseconds,
// which other processes on a busy machine hardly move (the wall clock counts their turns).
if (process.env.SPELBORD_BENCH_CLOCK === 'cpu') {
  performance.now = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
}
const catalog = JSON.parse(readFileSync(join(dist, 'www', 'catalog.json'), 'utf8'));
for (const family of [...new Set(catalog.map((g) => g.family))]) {
  // A build of some families only (SPELBORD_FAMILIES) measures just those.
  if (!existsSync(join(dist, 'wasm', `${family}_bg.wasm`))) continue;
  const mod = await import(pathToFileURL(join(dist, 'wasm', `${family}.js`)).href);
  await mod.default({ module_or_path: readFileSync(join(dist, 'wasm', `${family}_bg.wasm`)) });
  for (const [name, value] of mod.benchmark()) console.log(`${name}\t${value}`);
}
