import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { AggregatorRegistry } from 'prom-client';
import { buildApp, requestLogging } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { buildOperationsApp } from './operations';

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

/**
 * How long a stop may drain requests in flight before the last connections are cut and the process exits 1: inside
 * the 10 s an orchestrator waits between SIGTERM and SIGKILL.
 */
export const DRAIN_DEADLINE_MS = 8_000;
/** The primary's own deadline for its workers' drains, a little past theirs. */
const WORKERS_DEADLINE_MS = DRAIN_DEADLINE_MS + 1_000;

/**
 * The primary of WORKERS > 1: builds once, forks the workers, says it is ready when all listen, stops them on a
 * signal. A worker that dies is not replaced: the primary stops the others and exits 1, so that the operator's
 * process manager restarts the whole service.
 */
async function runPrimary(config: ReturnType<typeof readConfig>, workers: number, started: number) {
  buildSpaIfStale(config.distDir);
  // The operations port is the primary's: one scrape sees every worker's counts summed (prom-client asks each worker
  // over the cluster channel); readiness asks the database through the primary's own small pool.
  if (config.operations) {
    const aggregated = new AggregatorRegistry();
    const db = await openDatabase({ databaseUrl: config.databaseUrl });
    const operations = await buildOperationsApp({ metrics: { metrics: () => aggregated.clusterMetrics(), contentType: aggregated.contentType }, db });
    await operations.listen({ port: config.operations.port, host: config.operations.host });
  }
  let listening = 0;
  for (let index = 0; index < workers; index += 1) cluster.fork({ SKIP_BUILD: '1' });
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) {
      console.log(`Ready on http://localhost:${config.port} (PostgreSQL; ${workers} processes) in ${Math.round(performance.now() - started)} ms`);
    }
  });
  let stopping = false;
  let exitCode = 0;
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      console.error(`Worker ${worker.process.pid} exited with ${signal ?? code}; stopping.`);
      exitCode = 1;
      stop();
    } else if (code !== 0) exitCode = 1;
    if (alive().length === 0) process.exit(exitCode);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Each worker stops by its own SIGTERM handler, which drains its connections. Not worker.kill(): that first
    // disconnects the worker, whose servers then wait for every keep-alive connection to time out (72 s).
    for (const worker of alive()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive()) {
        console.error(`Worker ${worker.process.pid} still running ${WORKERS_DEADLINE_MS} ms after the stop; killing it.`);
        worker.process.kill('SIGKILL');
      }
      process.exit(1);
    }, WORKERS_DEADLINE_MS).unref();
    if (alive().length === 0) process.exit(exitCode);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
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
  const app = await buildApp({ db, config, logger: requestLogging() });
  await app.listen({ port: config.port, host: config.host });
  // A worker's metrics are read by the primary, which serves the operations port for all of them: constructing an
  // AggregatorRegistry is what makes prom-client answer the primary's requests in a worker.
  if (cluster.isWorker) {
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([app.metrics.registry]);
  }
  const operations =
    config.operations && !cluster.isWorker ? await buildOperationsApp({ metrics: app.metrics.registry, db }) : null;
  if (operations && config.operations) await operations.listen({ port: config.operations.port, host: config.operations.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
  const what = `${where}; ${migrations.length} migration(s) applied${seeded ? ', demo data seeded' : ''}`;
  const took = `in ${Math.round(performance.now() - opening)} ms (total ${Math.round(performance.now() - started)} ms)`;
  console.log(cluster.isWorker ? `Worker ${process.pid} listening (${what}) ${took}` : `Ready on http://localhost:${config.port} (${what}) ${took}`);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // app.close() answers the requests in flight and closes every connection (server/app.ts); one still open at the
    // deadline is cut, and the exit code says the drain failed
    setTimeout(() => {
      console.error(`Requests still in flight ${DRAIN_DEADLINE_MS} ms after ${signal}; closing their connections.`);
      app.server.closeAllConnections();
      process.exit(1);
    }, DRAIN_DEADLINE_MS).unref();
    await app.close();
    await operations?.close();
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
