// Trunk post_build hook, first half: builds one WebAssembly module per game family, the
// glue crate (crates/web) with exactly that family of the registry, so a game page loads
// only its own rules and engine. The families come from the catalog the Rust registry
// writes (www/catalog.json). Each module goes to wasm/<family>.js and
// wasm/<family>_bg.wasm in the site; the page and the worker import it by name.
//
// Builds run one after another in one target directory: the shared dependencies are
// compiled once, and only the registry, the glue and the family itself change between
// families. wasm-bindgen must be exactly the version in Cargo.lock and wasm-opt binaryen's
// 132 from npm (scripts/setup.sh installs both; Debian's wasm-opt 108 breaks the module).
import { execFileSync } from 'node:child_process';
import { readFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) { console.error('TRUNK_STAGING_DIR is not set'); process.exit(1); }
const release = (process.env.TRUNK_PROFILE || 'release') === 'release';
const target = process.env.CARGO_TARGET_DIR || join(root, 'target');
const out = join(staging, 'wasm');
mkdirSync(out, { recursive: true });

const catalog = JSON.parse(readFileSync(join(root, 'www', 'catalog.json'), 'utf8'));
// SPELBORD_FAMILIES=dam,connect builds only those (a quicker build while working on one).
const only = (process.env.SPELBORD_FAMILIES || '').split(',').filter(Boolean);
const families = [...new Set(catalog.map((g) => g.family))].filter((f) => !only.length || only.includes(f));
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });

// Engine data a module loads as a file of the site when the computer first thinks, not
// with the page (a family's `Family::engine_data` names it; the module checks its length
// and hash): Backgammon's nets are a third of its module.
// Dam's 4-piece endgame database is fetched only once a game is down to ten pieces.
const DATA = {
  backgammon: [['crates/backgammon-engine/data/weights.bin', 'backgammon-nets.bin']],
  dam: [['crates/dam/data/endgame4.bin.gz', 'dam-endgame4.bin.gz']],
};

for (const family of families) {
  const t0 = Date.now();
  for (const [from, name] of DATA[family] || []) {
    mkdirSync(join(staging, 'data'), { recursive: true });
    copyFileSync(join(root, from), join(staging, 'data', name));
  }
  // Backgammon's module is built with the `vectorised` profile (see Cargo.toml): its net
  // needs the loop vectoriser. The others measured no steadier gain from it, at 10–13 % more
  // bytes each.
  const profile = !release ? 'debug' : family === 'backgammon' ? 'vectorised' : 'release';
  run('cargo', ['build', '--target', 'wasm32-unknown-unknown', '-p', 'spelbord-web', '--bin', 'spelbord_web',
    '--features', `spelbord-games/${family}`, ...(release ? ['--profile', profile] : [])]);
  const wasm = join(target, 'wasm32-unknown-unknown', profile, 'spelbord_web.wasm');
  run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', out, '--out-name', family, wasm]);
  if (release) {
    const bg = join(out, `${family}_bg.wasm`);
    // The features rustc's wasm32 target uses by default, so wasm-opt keeps them, and SIMD,
    // which .cargo/config.toml turns on for every module (without --enable-simd wasm-opt
    // rejects the module's v128 instructions).
    run('wasm-opt', ['-O3', '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
      '--enable-mutable-globals', '--enable-multivalue', '--enable-reference-types', '--enable-simd', bg, '-o', bg]);
  }
  console.log(`wasm: ${family} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
