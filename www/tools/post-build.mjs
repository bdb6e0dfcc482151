// Trunk post_build hook: the family modules first (they are files of the site), then the
// service worker's list of every file. One hook, so the two run in this order.
import { rmSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The placeholder Rust asset of index.html (the glue without a family, see there) is no
// file of the site: its folder goes, and so do the loader and preloads Trunk wrote for it.
const staging = process.env.TRUNK_STAGING_DIR || '.';
rmSync(join(staging, 'trunk-unused'), { recursive: true, force: true });
const html = join(staging, 'index.html');
const page = readFileSync(html, 'utf8')
  .replace(/<script type="module">[^]*?TrunkApplicationStarted[^]*?<\/script>/, '')
  .replace(/<link rel="(?:modulepreload|preload)" href="\.\/trunk-unused\/[^>]*>/g, '');
if (page.includes('trunk-unused')) { console.error('post-build: the placeholder asset is still referenced'); process.exit(1); }
// index.html's Content-Security-Policy allows no inline script: none may be left.
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(page)) { console.error('post-build: an inline script is left in index.html (the CSP refuses it)'); process.exit(1); }
writeFileSync(html, page);
await import('./build-wasm.mjs');
await import('./precache.mjs');
