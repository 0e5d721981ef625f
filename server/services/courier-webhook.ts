import { ApiError } from '../api-error';
import type { Queryable } from '../db/database';
import { verifyLalamoveWebhook, type LalamoveWebhook } from '../providers/courier/lalamove';
import type { CourierConfig } from '../providers/courier';
import type { InfoLogger } from '../providers/sms/outbox-sms';
import type { Clock } from '../context';

/**
 * Lalamove's status webhook: a signed ORDER_STATUS_CHANGED records the booking's latest Lalamove status beside it
 * (the order's next step asks the courier and reads the same); anything else signed is acknowledged. An empty body is
 * Lalamove checking the address, answered at once as its documentation asks.
 */
export function createCourierWebhook({ db, clock, config }: { db: Queryable; clock: Clock; config: CourierConfig }) {
  return {
    async fromLalamove(body: LalamoveWebhook | null | undefined, log?: InfoLogger): Promise<{ received: true }> {
      if (!body || Object.keys(body).length === 0) return { received: true };
      if (!verifyLalamoveWebhook(body, config.credentials, config.webhookPath)) {
        log?.info({ eventType: body.eventType }, 'Lalamove webhook refused: its signature does not verify');
        throw new ApiError(400, 'INVALID_SIGNATURE', 'The courier notification does not carry a valid signature.');
      }
      const order = (body.data as { order?: { orderId?: unknown; status?: unknown } } | undefined)?.order;
      if (body.eventType === 'ORDER_STATUS_CHANGED' && typeof order?.orderId === 'string' && typeof order.status === 'string') {
        await db.query(
          `update courier_booking set provider_status = $2, provider_status_at = $3::timestamptz
            where booking_id = $1 and (provider_status_at is null or provider_status_at <= $3::timestamptz)`,
          [order.orderId, order.status, clock().toString()],
        );
      }
      return { received: true };
    },
  };
}
