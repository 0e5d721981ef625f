import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { Temporal } from 'temporal-polyfill';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import type { Clock } from '../../server/context';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_RECAPTCHA_SITE_KEY } from '../../server/sandbox/recaptcha';

/**
 * A server on a fresh, migrated and seeded database for one test file.
 * PGlite (default) starts from the template tarball that global-setup wrote;
 * with TEST_DATABASE_URL the database is a copy of the PostgreSQL template database.
 */
export async function startTestServer(options: { clock?: Clock; env?: NodeJS.ProcessEnv } = {}) {
  const { db, drop, databaseUrl } = await freshDatabase();
  // The payment clients talk HTTP to the sandbox provider on the app's own origin, and it notifies back:
  // the app listens on a free local port, which is its public origin.
  const port = await freePort();
  const config = { ...readConfig({ PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...options.env }), distDir: '/nonexistent' };
  const app = await buildApp({ db, config, clock: options.clock });
  await app.listen({ port, host: '127.0.0.1' });
  const others: Array<() => Promise<void>> = [];
  return {
    app,
    db,
    config,
    /**
     * Another server instance on the same database, as a second process would be: its own app and caches,
     * and on PostgreSQL its own connection pool.
     */
    async startAnotherInstance(clock = options.clock) {
      const ownDb = databaseUrl ? await openDatabase({ databaseUrl }) : db;
      const other = await buildApp({ db: ownDb, config, clock });
      await other.ready();
      others.push(async () => {
        await other.close();
        if (ownDb !== db) await ownDb.close();
      });
      return { app: other, db: ownDb };
    },
    async close() {
      for (const closeOther of others) await closeOther();
      await app.close();
      await db.close();
      await drop();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const TEMPLATE_DATABASE = 'ordering_template';

async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void>; databaseUrl?: string }> {
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
      databaseUrl: url.toString(),
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

/** A response of the sandbox's reCAPTCHA widget, as the app obtains one before each code send (good once). */
export async function recaptchaToken(app: Pick<FastifyInstance, 'inject'>): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/sandbox/recaptcha/userverify', payload: { sitekey: SANDBOX_RECAPTCHA_SITE_KEY } });
  return (response.json() as { token: string }).token;
}
