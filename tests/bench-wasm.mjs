// Runs the benchmark exported by the release site's WebAssembly module in Node and
// prints "name<TAB>value" lines (read by `cargo xtask bench`).
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const mod = await import(join(dist, 'spelbord_web.js'));
await mod.default({ module_or_path: readFileSync(join(dist, 'spelbord_web_bg.wasm')) });
for (const [name, value] of mod.benchmark()) console.log(`${name}\t${value}`);
