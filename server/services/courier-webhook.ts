import { Temporal } from 'temporal-polyfill';
import { ApiError } from '../api-error';
import type { Queryable } from '../db/database';
import { verifyLalamoveWebhook, type LalamoveWebhook } from '../providers/courier/lalamove';
import type { CourierConfig } from '../providers/courier';
import type { InfoLogger } from '../providers/sms/outbox-sms';
import type { Clock } from '../context';

/**
 * How far a notification's own timestamp may be from this server's clock. The signature covers the timestamp, so a
 * captured notification played again later is refused, and one played within the window is ordered by its own time.
 */
export const COURIER_WEBHOOK_WINDOW_SECONDS = 300;

/** A notification's `timestamp` (Unix seconds; milliseconds are read too) as an instant, or null. */
export function webhookInstant(timestamp: unknown): Temporal.Instant | null {
  const value = typeof timestamp === 'string' && /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : timestamp;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) return null;
  return Temporal.Instant.fromEpochMilliseconds(value >= 1e12 ? value : value * 1000);
}

/**
 * Lalamove's status webhook: a signed ORDER_STATUS_CHANGED records the booking's latest Lalamove status beside it
 * (the order's next step asks the courier and reads the same), ordered by the notification's own time so that an
 * earlier one arriving late, or played again, never overwrites a later status; anything else signed is acknowledged.
 * An empty body is Lalamove checking the address, answered at once as its documentation asks.
 */
export function createCourierWebhook({ db, clock, config }: { db: Queryable; clock: Clock; config: CourierConfig }) {
  return {
    async fromLalamove(body: LalamoveWebhook | null | undefined, log?: InfoLogger): Promise<{ received: true }> {
      if (!body || Object.keys(body).length === 0) return { received: true };
      if (!verifyLalamoveWebhook(body, config.credentials, config.webhookPath)) {
        log?.info({ eventType: body.eventType }, 'Lalamove webhook refused: its signature does not verify');
        throw new ApiError(400, 'INVALID_SIGNATURE', 'The courier notification does not carry a valid signature.');
      }
      const sentAt = webhookInstant(body.timestamp);
      const now = clock();
      if (!sentAt || Math.abs(now.epochMilliseconds - sentAt.epochMilliseconds) > COURIER_WEBHOOK_WINDOW_SECONDS * 1000) {
        log?.info({ eventType: body.eventType, timestamp: body.timestamp, now: now.toString() }, 'Lalamove webhook refused: its timestamp is outside the window');
        throw new ApiError(
          400,
          'STALE_NOTIFICATION',
          `The courier notification's timestamp is more than ${COURIER_WEBHOOK_WINDOW_SECONDS / 60} minutes from this server's clock.`,
          'timestamp',
        );
      }
      const order = (body.data as { order?: { orderId?: unknown; status?: unknown } } | undefined)?.order;
      if (body.eventType === 'ORDER_STATUS_CHANGED' && typeof order?.orderId === 'string' && typeof order.status === 'string') {
        await db.query(
          `update courier_booking set provider_status = $2, provider_status_at = $3::timestamptz
            where booking_id = $1 and (provider_status_at is null or provider_status_at <= $3::timestamptz)`,
          [order.orderId, order.status, sentAt.toString()],
        );
      }
      return { received: true };
    },
  };
}
