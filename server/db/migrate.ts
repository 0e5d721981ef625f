import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies numbered SQL migrations (`001_name.sql`, …) that have not run yet, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migration (version text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set((await db.query<{ version: string }>('select version from schema_migration')).map((r) => r.version));
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.exec(`begin;\n${sql}\n;insert into schema_migration (version) values ('${file}');\ncommit;`);
    ran.push(file);
  }
  return ran;
}

/** The migrations this build carries that the database has not applied (readiness fails while any is missing). */
export async function pendingMigrations(db: Pick<Database, 'query'>): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const applied = new Set((await db.query<{ version: string }>('select version from schema_migration')).map((r) => r.version));
  return files.filter((file) => !applied.has(file));
}
