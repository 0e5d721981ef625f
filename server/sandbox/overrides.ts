/**
 * Per-browser settings and order clock speed: "start this path" at /sandbox/qa sets what the
 * path needs for the tester's qa_session only, so that one tester's walk never flips a setting under
 * another's. The hook (registered only where the sandbox is on) runs each request of that browser with
 * its overrides; the app hands `overridesOfRequest` to the services where it is composed (server/app.ts), and
 * readSettings, v2/variable/, the catalogue cache and the order lifecycle read them through it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Temporal } from 'temporal-polyfill';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiError } from '../api-error';
import type { OverridesOfRequest, RequestOverrides } from '../context';
import type { Database } from '../db/database';
import { qaSessionOf } from './faults';

const overridesByRequest = new AsyncLocalStorage<RequestOverrides>();

/** The overrides of the request being answered, if its browser has any (set by `overridesHook`). */
export const overridesOfRequest: OverridesOfRequest = () => overridesByRequest.getStore() ?? null;

const ORDER_CLOCK_SPEED = 'orderClockSpeed';
const CLOCK_OFFSET = 'clockOffsetMs';
/** The fastest order clock a path may ask for: an hour's schedule in a minute. */
export const MAX_ORDER_CLOCK_SPEED = 600;

export interface OverridesInput {
  settings?: Record<string, string | number | boolean>;
  orderClockSpeed?: number | null;
}

export function createOverrides(db: Database, now: () => string) {
  return {
    async read(session: string): Promise<RequestOverrides | null> {
      const rows = await db.query<{ name: string; value: string }>(
        'select name, value from sandbox_override where qa_session = $1',
        [session],
      );
      if (rows.length === 0) return null;
      const speed = rows.find((row) => row.name === ORDER_CLOCK_SPEED);
      const offset = rows.find((row) => row.name === CLOCK_OFFSET);
      return {
        settings: Object.fromEntries(rows.filter((row) => row !== speed && row !== offset).map((row) => [row.name, row.value])),
        orderClockSpeed: speed ? Number(speed.value) : null,
        clockOffsetMs: offset ? Number(offset.value) : null,
      };
    },
    /** Replaces this browser's overrides with `input` (nothing overridden when it is empty). */
    async set(session: string, input: OverridesInput) {
      const settings = Object.entries(input.settings ?? {}).map(([code, value]) => [code, String(value)] as const);
      const known = new Set(
        (
          await db.query<{ code: string }>('select code from setting where code = any($1::text[])', [
            settings.map(([code]) => code),
          ])
        ).map((row) => row.code),
      );
      const unknown = settings.find(([code]) => !known.has(code));
      if (unknown) throw new ApiError(400, 'VALIDATION_ERROR', `No setting ${unknown[0]}.`, 'settings');
      const speed = input.orderClockSpeed ?? null;
      if (speed !== null && !(Number.isFinite(speed) && speed >= 1 && speed <= MAX_ORDER_CLOCK_SPEED)) {
        throw new ApiError(
          400,
          'VALIDATION_ERROR',
          `orderClockSpeed is from 1 to ${MAX_ORDER_CLOCK_SPEED}.`,
          'orderClockSpeed',
        );
      }
      await this.clear(session);
      const rows = [...settings, ...(speed === null ? [] : [[ORDER_CLOCK_SPEED, String(speed)] as const])];
      for (const [name, value] of rows) {
        await db.query('insert into sandbox_override (qa_session, name, value, created_at) values ($1, $2, $3, $4)', [
          session,
          name,
          value,
          now(),
        ]);
      }
    },
    /**
     * Runs this browser's server clock from `at` (an ISO 8601 instant) on, at real speed; null: the real clock again.
     * Kept beside the other overrides, which a QA path's start replaces.
     */
    async setClock(session: string, at: string | null, realNow: Temporal.Instant) {
      await db.query('delete from sandbox_override where qa_session = $1 and name = $2', [session, CLOCK_OFFSET]);
      if (at === null) return;
      let target: Temporal.Instant;
      try {
        target = Temporal.Instant.from(at);
      } catch {
        throw new ApiError(400, 'VALIDATION_ERROR', 'now is an ISO 8601 instant with its offset.', 'now');
      }
      const offset = target.epochMilliseconds - realNow.epochMilliseconds;
      await db.query('insert into sandbox_override (qa_session, name, value, created_at) values ($1, $2, $3, $4)', [
        session,
        CLOCK_OFFSET,
        String(offset),
        now(),
      ]);
    },
    async clear(session: string) {
      await db.query('delete from sandbox_override where qa_session = $1', [session]);
    },
  };
}

export type Overrides = ReturnType<typeof createOverrides>;

/** onRequest hook: a browser with overrides has the rest of its request run with them. */
export function overridesHook(overrides: Overrides) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const session = qaSessionOf(request);
    if (!session) return done();
    overrides.read(session).then(
      (found) => (found ? overridesByRequest.run(found, () => done()) : done()),
      (error: Error) => done(error),
    );
  };
}
