// Trunk post_build hook: lists every file of the built site into the service worker,
// with a version hashed from their contents (so a new build installs a new cache).
import { readdirSync, readFileSync, writeFileSync, statSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) { console.error('TRUNK_STAGING_DIR is not set'); process.exit(1); }
// The build tools, the type declarations (for `tsc --checkJs` only) and the service
// worker's source come along with www/; the site needs none of them there (the service
// worker is served from the root).
rmSync(join(dir, 'www', 'tools'), { recursive: true, force: true });
rmSync(join(dir, 'www', 'types'), { recursive: true, force: true });
rmSync(join(dir, 'www', 'sw.js'), { force: true });
const files = [];
const walk = (d) => {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) { if (name !== 'tools') walk(p); } else files.push(p);
  }
};
walk(dir);
const hash = createHash('sha256');
const list = ['./'];
for (const f of files.sort()) {
  const rel = relative(dir, f).split('\\').join('/');
  if (rel === 'sw.js' || rel.startsWith('www/tools/') || rel === 'www/sw.js') continue;
  hash.update(rel); hash.update(readFileSync(f));
  list.push(`./${rel}`);
}
const swPath = join(dir, 'sw.js');
const sw = readFileSync(swPath, 'utf8')
  .replace("'__VERSION__'", JSON.stringify(hash.digest('hex').slice(0, 16)))
  .replace('__FILES__', JSON.stringify(list));
writeFileSync(swPath, sw);
console.log(`precache: ${list.length} files`);
