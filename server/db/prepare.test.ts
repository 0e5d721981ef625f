import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { prepareDatabase } from './prepare';

const serverUrl = process.env.TEST_DATABASE_URL;
const migrationFiles = readdirSync(path.join(import.meta.dirname, 'migrations')).filter((file) => /^\d{3}_.+\.sql$/.test(file));

/** Processes started together on one new PostgreSQL database (WORKERS=3 npm start, or several machines). */
describe.skipIf(!serverUrl)('several processes preparing one new database at once', () => {
  const name = `ordering_startup_${randomUUID().replaceAll('-', '')}`;
  let admin: Database;
  let instances: Database[] = [];

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: serverUrl });
    await admin.exec(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
  });
  afterAll(async () => {
    for (const db of instances) await db.close();
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  it('should start every process, with each migration applied and the demo data seeded once', async () => {
    const results = await Promise.all(instances.map((db) => prepareDatabase(db)));

    expect(results.flatMap((result) => result.migrations).sort()).toEqual(migrationFiles.sort());
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    const applied = await instances[0].query<{ version: string }>('select version from schema_migration');
    expect(applied).toHaveLength(migrationFiles.length);
    const [{ brands }] = await instances[1].query<{ brands: number }>('select count(*)::int as brands from brand');
    expect(brands).toBe(1);
  });
});
