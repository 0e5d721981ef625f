/**
 * The operations server: Prometheus metrics, liveness and readiness on their own port (METRICS_PORT, bound to
 * METRICS_HOST, 127.0.0.1 by default), which the load balancer never forwards, so customers cannot read the metrics
 * nor probe the database through it. Outside the API contract for the same reason: no customer calls these.
 */
import Fastify from 'fastify';
import type { Database } from './db/database';
import { pendingMigrations } from './db/migrate';

/** How long readiness waits for the database before it answers 503 (a probe's own timeout is usually 1 to 5 s). */
export const READINESS_TIMEOUT_MS = 2_000;

/** Where the metrics come from: this process's registry, or under WORKERS > 1 the workers' aggregated by the primary. */
export interface MetricsSource {
  metrics(): Promise<string>;
  readonly contentType: string;
}

export interface OperationsOptions {
  metrics: MetricsSource;
  /** The database readiness asks (the primary of WORKERS > 1 opens its own pool for it). */
  db: Pick<Database, 'query'>;
}

export type Readiness =
  | { status: 'ready'; database: 'reachable'; pending_migrations: [] }
  | { status: 'not_ready'; database: 'reachable'; pending_migrations: string[] }
  | { status: 'not_ready'; database: 'unreachable'; error: string };

/** Ready when a query answers within READINESS_TIMEOUT_MS and every migration this build carries is applied. */
export async function readiness(db: Pick<Database, 'query'>): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  try {
    const pending = await Promise.race([pendingMigrations(db), timeout]);
    return pending.length === 0
      ? { status: 'ready', database: 'reachable', pending_migrations: [] }
      : { status: 'not_ready', database: 'reachable', pending_migrations: pending };
  } catch (error) {
    return { status: 'not_ready', database: 'unreachable', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export async function buildOperationsApp({ metrics, db }: OperationsOptions) {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => reply.type(metrics.contentType).header('cache-control', 'no-store').send(await metrics.metrics()));
  // Liveness: the process answers. Nothing else: a database outage must not make an orchestrator restart every process.
  app.get('/health/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  // Readiness: this process can serve orders (take it out of rotation, do not restart it, while this answers 503).
  app.get('/health/ready', async (_request, reply) => {
    const answer = await readiness(db);
    return reply
      .code(answer.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
  return app;
}
