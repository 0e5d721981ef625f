import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Temporal } from 'temporal-polyfill';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import type { Clock } from '../../server/context';

/**
 * A server on a fresh, migrated and seeded database for one test file.
 * PGlite (default) starts from the template tarball that global-setup wrote;
 * with TEST_DATABASE_URL the database is a copy of the PostgreSQL template database.
 */
export async function startTestServer(options: { clock?: Clock; env?: NodeJS.ProcessEnv } = {}) {
  const { db, drop } = await freshDatabase();
  const config = { ...readConfig({ ...options.env }), distDir: '/nonexistent' };
  const app = await buildApp({ db, config, clock: options.clock });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

export const TEMPLATE_DATABASE = 'ordering_template';

async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = await openDatabase({ databaseUrl: serverUrl });
    const name = `ordering_test_${randomUUID().replaceAll('-', '')}`;
    await admin.exec(`create database ${name} template ${TEMPLATE_DATABASE}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString() });
    return {
      db,
      async drop() {
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const templatePath = inject('pgliteTemplate');
  if (templatePath) {
    const blob = new Blob([await readFile(templatePath)]);
    return { db: await openDatabase({ loadDataDir: blob }), drop: async () => undefined };
  }
  const db = await openDatabase({});
  await migrate(db);
  await seed(db);
  return { db, drop: async () => undefined };
}

/** A clock fixed at an instant that a test can move. */
export function fixedClock(iso: string) {
  let now = Temporal.Instant.from(iso);
  const clock: Clock & { set(iso: string): void; advance(minutes: number): void } = Object.assign(() => now, {
    set(next: string) {
      now = Temporal.Instant.from(next);
    },
    advance(minutes: number) {
      now = now.add({ minutes });
    },
  });
  return clock;
}
