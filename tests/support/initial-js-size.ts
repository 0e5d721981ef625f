/**
 * Prints the JavaScript that `/` loads before any lazy route: the entry script of
 * dist/index.html plus its modulepreload links, raw and gzip. Run after `vite build`:
 * `npx tsx tests/support/initial-js-size.ts` (exits 1 above the 120 KB gzip budget).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP_BYTES = 120 * 1024;
const dist = path.resolve(process.argv[2] ?? 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]);

let raw = 0;
let gzip = 0;
for (const file of new Set(files)) {
  const content = readFileSync(path.join(dist, file));
  const zipped = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += zipped;
  console.log(`${file.padEnd(48)} ${(content.length / 1024).toFixed(1).padStart(7)} KB  gzip ${(zipped / 1024).toFixed(1).padStart(6)} KB`);
}
console.log(`initial JS for /: ${(raw / 1024).toFixed(1)} KB, gzip ${(gzip / 1024).toFixed(1)} KB (budget ${BUDGET_GZIP_BYTES / 1024} KB)`);
process.exitCode = gzip > BUDGET_GZIP_BYTES ? 1 : 0;
