/**
 * npm run bench: prints figures, asserts nothing.
 * - gzip size of the JS that / loads first, and of all JS
 * - server start-up time on a fresh and on an existing data directory
 * - requests per second and p99 latency of get-master-menu under load from a second process (autocannon)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function buildSpa() {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

function jsSizes() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = new Set(
    [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]),
  );
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const sizes = assets.map((file) => ({ file, gzip: gzipSize(path.join(dist, 'assets', file)) }));
  const initialBytes = sizes.filter((s) => initial.has(`/assets/${s.file}`)).reduce((sum, s) => sum + s.gzip, 0);
  const totalBytes = sizes.reduce((sum, s) => sum + s.gzip, 0);
  return { initialBytes, totalBytes, initialFiles: initial.size, sizes: sizes.sort((a, b) => b.gzip - a.gzip) };
}

interface Running {
  readyMs: number;
  stop(): Promise<void>;
}

function startServer(port: number, dataDir: string): Promise<Running> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready on')) {
        resolve({
          readyMs: performance.now() - started,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function autocannon(url: string, body: object) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/autocannon/autocannon.js'),
      '--json', '--connections', '10', '--duration', '10', '--method', 'POST',
      '--headers', 'content-type=application/json', '--body', JSON.stringify(body), url,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { requests: { average: number }; latency: { p99: number; average: number }; non2xx: number; errors: number };
}

async function main() {
  buildSpa();
  const js = jsSizes();
  console.log('JavaScript (gzip)');
  console.log(`  loaded first by /: ${kb(js.initialBytes)} in ${js.initialFiles} file(s) (budget 120 KB)`);
  console.log(`  all JS:            ${kb(js.totalBytes)} in ${js.sizes.length} file(s)`);
  for (const { file, gzip } of js.sizes.slice(0, 8)) console.log(`    ${kb(gzip).padStart(9)}  ${file}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ordering-bench-'));
  const port = 18080 + Math.floor(Math.random() * 1000);
  try {
    const fresh = await startServer(port, dataDir);
    await fresh.stop();
    const existing = await startServer(port, dataDir);
    console.log('Server start-up (process spawn to listening)');
    console.log(`  fresh data directory (migrate + seed): ${Math.round(fresh.readyMs)} ms`);
    console.log(`  existing data directory:               ${Math.round(existing.readyMs)} ms`);
    const load = autocannon(`http://127.0.0.1:${port}/api/delivery/get-master-menu`, {
      brandcd: 'BNSG', storecd: 'S001', bumoncd: '', bunruicd: '', language: 'ja', theme: 'light',
    });
    console.log('get-master-menu under load (autocannon, 10 connections, 10 s, PGlite)');
    console.log(`  requests/s: ${load.requests.average.toFixed(0)}  latency avg ${load.latency.average.toFixed(1)} ms  p99 ${load.latency.p99} ms  non-2xx ${load.non2xx}  errors ${load.errors}`);
    await existing.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
