// A small static server for the built site (used by scripts/serve.sh and the tests):
// correct MIME types for wasm and modules, no caching surprises, loopback only.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, extname, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.bin': 'application/octet-stream',
};

/** Serves `dir` on 127.0.0.1:`port` (0 = any free port) under the URL path `prefix`
 * (`/spelbord/`, as GitHub Pages serves a project page; anything outside it is 404);
 * resolves to the server. */
export function serve(dir, port = 0, prefix = '/') {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const full = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (!full.startsWith(prefix)) throw new Error('outside the prefix');
      const path = '/' + full.slice(prefix.length);
      let file = resolve(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) { res.writeHead(403).end(); return; }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '8080'] = process.argv.slice(2);
  serve(dir, Number(port)).then((s) => console.log(`serving ${dir} on http://127.0.0.1:${s.address().port}/`));
}
