import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** The one data-access surface the services use; PGlite and PostgreSQL both speak `$1` parameters. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start other databases from. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PostgreSQL only: runs `work` while this process holds the session advisory lock `key` (on a connection of
   * its own, so `work` may use the pool); another process asking for the same key waits until it is released.
   */
  withAdvisoryLock?<T>(key: number, work: () => Promise<T>): Promise<T>;
}

export type Queryable = Pick<Database, 'query'>;

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests copy one migrated and seeded template). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob | File): Promise<Database> {
  const db = await PGlite.create({ dataDir, loadDataDir });
  // PGlite runs one statement at a time; serialising transactions keeps them from interleaving.
  let queue: Promise<unknown> = Promise.resolve();
  const run = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    kind: 'pglite',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return run(() =>
        db.transaction(async (tx) =>
          work({
            async query<R extends Row>(sql: string, params: unknown[] = []) {
              return (await tx.query<R>(sql, params)).rows;
            },
          }),
        ),
      );
    },
    async close() {
      await db.close();
    },
    async dumpDataDir() {
      return db.dumpDataDir('none');
    },
  };
}

/** Distinct query texts kept as named statements per process; any further text is sent unnamed. */
const MAX_NAMED_STATEMENTS = 1_000;

/**
 * Each query text as a named statement, so that PostgreSQL parses and plans it once per connection rather than
 * on every call (half the database's CPU per order). Texts with several statements stay unnamed.
 */
function createStatementNames() {
  const names = new Map<string, string>();
  let made = 0;
  return {
    of(text: string, values: unknown[]): pg.QueryConfig {
      let name = names.get(text);
      if (!name && names.size < MAX_NAMED_STATEMENTS && !text.includes(';')) {
        name = `s${++made}`;
        names.set(text, name);
      }
      return name ? { name, text, values } : { text, values };
    },
    /**
     * After another process changed a table a kept statement reads (`select *` of a migrated table), PostgreSQL
     * refuses the statement's kept plan: the text gets a new name, prepared afresh on each connection.
     */
    renamedAfter(text: string, error: unknown) {
      const stale = (error as { code?: string; message?: string }).code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));
      if (stale && names.has(text)) names.set(text, `s${++made}`);
      return stale;
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  // BIGINT and NUMERIC arrive as strings by default; our ids, money and distances fit in a double.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection closed by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const statements = createStatementNames();
  return {
    kind: 'postgres',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      try {
        return (await pool.query(statements.of(sql, params))).rows as T[];
      } catch (error) {
        if (!statements.renamedAfter(sql, error)) throw error;
        return (await pool.query(statements.of(sql, params))).rows as T[];
      }
    },
    async exec(sql: string) {
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          async query<R extends Row>(sql: string, params: unknown[] = []) {
            try {
              return (await client.query(statements.of(sql, params))).rows as R[];
            } catch (error) {
              // the transaction is aborted: it fails this once, and the next one prepares the statement again
              statements.renamedAfter(sql, error);
              throw error;
            }
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async withAdvisoryLock<T>(key: number, work: () => Promise<T>) {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        holder.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
