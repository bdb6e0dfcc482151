// Prints the release site's total transfer size (every file gzipped, as a static host
// serves them) and fails above the budget in KB.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dir = 'dist', budget = '400'] = process.argv.slice(2);
const rows = [];
const walk = (d) => {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else rows.push([relative(dir, p), statSync(p).size, gzipSync(readFileSync(p), { level: 9 }).length]);
  }
};
walk(dir);
rows.sort((a, b) => b[2] - a[2]);
let raw = 0, gz = 0;
for (const [name, r, g] of rows) { raw += r; gz += g; }
for (const [name, r, g] of rows.slice(0, 12)) console.log(`${(g / 1024).toFixed(1).padStart(8)} KB gz ${(r / 1024).toFixed(1).padStart(8)} KB  ${name}`);
console.log(`site: ${rows.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip (budget ${budget} KB)`);
if (gz / 1024 > Number(budget)) { console.error(`over budget by ${(gz / 1024 - Number(budget)).toFixed(1)} KB`); process.exit(1); }
