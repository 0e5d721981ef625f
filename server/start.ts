import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';

const sourcesOfTheSpa = ['src', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'];

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestModification(path.join(target, name))), stat.mtimeMs);
}

/** Builds the SPA when dist/ is missing or older than its sources (SKIP_BUILD=1 to serve what is there). */
function buildSpaIfStale(distDir: string) {
  if (process.env.SKIP_BUILD === '1') return;
  const built = newestModification(path.join(distDir, 'index.html'));
  const sources = Math.max(...sourcesOfTheSpa.map(newestModification));
  if (built >= sources) return;
  console.log('Building the app (vite build)…');
  const result = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** WORKERS: how many server processes `npm start` runs (node:cluster shares the port); 1 by default. */
function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const workers = Number(env.WORKERS ?? 1);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`WORKERS must be a whole number of processes, 1 or more (not ${env.WORKERS}).`);
  if (workers > 1 && !env.DATABASE_URL) throw new Error('WORKERS > 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process.');
  return workers;
}

/** The primary of WORKERS > 1: builds once, forks the workers, says it is ready when all listen, stops them on a signal. */
function runPrimary(config: ReturnType<typeof readConfig>, workers: number, started: number) {
  buildSpaIfStale(config.distDir);
  let listening = 0;
  for (let index = 0; index < workers; index += 1) cluster.fork({ SKIP_BUILD: '1' });
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) {
      console.log(`Ready on http://localhost:${config.port} (PostgreSQL; ${workers} processes) in ${Math.round(performance.now() - started)} ms`);
    }
  });
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      // A worker that dies is not replaced: the operator's process manager restarts the whole service.
      console.error(`Worker ${worker.process.pid} exited with ${code}; stopping.`);
      stop(1);
    } else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  const stop = (code = 0) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
  };
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());
}

async function main() {
  const started = performance.now();
  let config: ReturnType<typeof readConfig>;
  let workers: number;
  try {
    config = readConfig();
    workers = workerCount();
  } catch (error) {
    // A configuration problem is a sentence for the operator, not a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (workers > 1 && cluster.isPrimary) return runPrimary(config, workers, started);
  buildSpaIfStale(config.distDir);
  const opening = performance.now();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Workers starting together on one PostgreSQL take turns (an advisory lock): one migrates and seeds.
  const { migrations, seeded } = await prepareDatabase(db);
  const app = await buildApp({ db, config, logger: process.env.LOG_REQUESTS === '1' });
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
  const what = `${where}; ${migrations.length} migration(s) applied${seeded ? ', demo data seeded' : ''}`;
  const took = `in ${Math.round(performance.now() - opening)} ms (total ${Math.round(performance.now() - started)} ms)`;
  console.log(cluster.isWorker ? `Worker ${process.pid} listening (${what}) ${took}` : `Ready on http://localhost:${config.port} (${what}) ${took}`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
