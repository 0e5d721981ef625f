import { ApiError } from '../api-error';
import { WORDS } from '../words';
import type { Queryable } from '../db/database';

/** Window of the hourly limits (code sends, logins, phone look-ups). */
export const SEND_LIMIT_WINDOW_SECONDS = 60 * 60;

export const tooManyRequests = (retryAfter: number) =>
  new ApiError(429, 'TOO_MANY_REQUESTS', WORDS.tooManyRequests, undefined, {
    retry_after: retryAfter,
  });

/** Takes a lock for the rest of the transaction, so that counting and recording stay one step under concurrency. */
export async function lockKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
}

/**
 * Refuses with 429 (`details.retry_after` in seconds) when `where` matches `limit` rows of `table` within the last hour.
 * Call after taking the lock that guards the same key.
 */
export async function refuseBeyondLimit(
  tx: Queryable,
  { table, timeColumn, where, params, now, limit }: { table: string; timeColumn: string; where: string; params: unknown[]; now: string; limit: number },
): Promise<void> {
  if (!Number.isFinite(limit)) return;
  const [usage] = await tx.query<{ uses: number; first: number | null; now: number }>(
    `select count(*)::int as uses, extract(epoch from min(${timeColumn}))::float8 as first, extract(epoch from $1::timestamptz)::float8 as now
       from ${table} where ${where} and ${timeColumn} > ($1::timestamptz - interval '${SEND_LIMIT_WINDOW_SECONDS} seconds')`,
    [now, ...params],
  );
  if (usage.uses >= limit) {
    throw tooManyRequests(Math.max(1, Math.ceil(Number(usage.first) + SEND_LIMIT_WINDOW_SECONDS - Number(usage.now))));
  }
}
