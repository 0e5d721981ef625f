import type { Database } from './database';
import { migrate } from './migrate';
import { seed } from './seed';

/** The PostgreSQL advisory lock that processes starting together take around migrations and the demo seed. */
export const STARTUP_LOCK_KEY = 170_017;

/**
 * Applies pending migrations and seeds an empty database. On PostgreSQL several processes may start at
 * once on one database: each waits for the startup lock, so one migrates and seeds while the others then
 * find nothing left to do. PGlite is one process's own database and needs no lock.
 */
export async function prepareDatabase(db: Database): Promise<{ migrations: string[]; seeded: boolean }> {
  const prepare = async () => {
    const migrations = await migrate(db);
    const seeded = await seed(db);
    return { migrations, seeded };
  };
  return db.withAdvisoryLock ? db.withAdvisoryLock(STARTUP_LOCK_KEY, prepare) : prepare();
}
