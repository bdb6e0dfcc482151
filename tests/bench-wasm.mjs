// Runs the benchmark of every family's release WebAssembly module in Node and prints
// "name<TAB>value" lines (read by `cargo xtask bench`).
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const catalog = JSON.parse(readFileSync(join(dist, 'www', 'catalog.json'), 'utf8'));
for (const family of [...new Set(catalog.map((g) => g.family))]) {
  const mod = await import(pathToFileURL(join(dist, 'wasm', `${family}.js`)).href);
  await mod.default({ module_or_path: readFileSync(join(dist, 'wasm', `${family}_bg.wasm`)) });
  for (const [name, value] of mod.benchmark()) console.log(`${name}\t${value}`);
}
