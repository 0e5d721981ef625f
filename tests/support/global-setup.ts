import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { TEMPLATE_DATABASE } from './server-harness';

/**
 * Builds the migrated and seeded database once per test run; each server test file copies it
 * (creating a PGlite database takes seconds, loading a dump well under one).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = await openDatabase({ databaseUrl: serverUrl });
    await admin.exec(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.exec(`create database ${TEMPLATE_DATABASE}`);
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const template = await openDatabase({ databaseUrl: url.toString() });
    await migrate(template);
    await seed(template);
    await template.close();
    return async () => {
      await admin.exec(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await admin.close();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ordering-template-'));
  const db = await openDatabase({});
  await migrate(db);
  await seed(db);
  const dump = await db.dumpDataDir!();
  await db.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
  }
}
