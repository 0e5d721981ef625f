import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seed } from './db/seed';

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

async function main() {
  const started = performance.now();
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    // A configuration problem is a sentence for the operator, not a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  buildSpaIfStale(config.distDir);
  const opening = performance.now();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const migrations = await migrate(db);
  const seeded = await seed(db);
  const app = await buildApp({ db, config, logger: process.env.LOG_REQUESTS === '1' });
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
  console.log(
    `Ready on http://localhost:${config.port} (${where}; ${migrations.length} migration(s) applied${seeded ? ', demo data seeded' : ''}) ` +
      `in ${Math.round(performance.now() - opening)} ms (total ${Math.round(performance.now() - started)} ms)`,
  );
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
