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
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel`, from any process on this database; with null
   * after a lost listening connection is back, as notifications sent meanwhile are gone. Resolves once listening;
   * the function it resolves to stops.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
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
    async listen(channel: string, onNotify: (payload: string | null) => void) {
      const stop = await db.listen(channel, onNotify);
      return async () => {
        if (!db.closed) await stop();
      };
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RECONNECT_MS = 1_000;

/**
 * LISTEN needs a session of its own (a pooled connection goes back to the pool between queries): one client per
 * process for every channel, connected again when the server drops it.
 */
function createListener(connectionString: string) {
  const channels = new Map<string, Set<(payload: string | null) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  const deliver = (channel: string, payload: string | null) => {
    for (const onNotify of channels.get(channel) ?? []) onNotify(payload);
  };
  const lost = (gone: pg.Client) => {
    if (client !== gone) return;
    client = null;
    connecting = null;
    gone.end().catch(() => undefined);
    if (closed || channels.size === 0) return;
    const retry = () => {
      if (closed) return;
      connected()
        .then(() => {
          for (const channel of channels.keys()) deliver(channel, null);
        })
        .catch(() => setTimeout(retry, LISTEN_RECONNECT_MS).unref());
    };
    setTimeout(retry, LISTEN_RECONNECT_MS).unref();
  };
  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`listen ${channel}`);
      } catch (error) {
        connecting = null;
        next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      return next;
    })();
    return connecting;
  }
  return {
    async listen(channel: string, onNotify: (payload: string | null) => void) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const first = !channels.has(channel);
      const listeners = channels.get(channel) ?? new Set();
      listeners.add(onNotify);
      channels.set(channel, listeners);
      try {
        const session = await connected();
        if (first) await session.query(`listen ${channel}`);
      } catch (error) {
        listeners.delete(onNotify);
        if (listeners.size === 0) channels.delete(channel);
        throw error;
      }
      return async () => {
        listeners.delete(onNotify);
        if (listeners.size > 0 || channels.get(channel) !== listeners) return;
        channels.delete(channel);
        await client?.query(`unlisten ${channel}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const session = client ?? (await connecting?.catch(() => null));
      client = null;
      await session?.end().catch(() => undefined);
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
  const listener = createListener(connectionString);
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
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
