/**
 * The sandbox courier: Lalamove's API v3 as the live client calls it (server/providers/courier/lalamove.ts), over HTTP
 * under /sandbox/lalamove, checking every request's HMAC Authorization and Market header as Lalamove does. What it
 * answers follows the order clock (the stage the client names in a sandbox-only header) and the outcome an operator
 * chose for the order in /sandbox/orders; each status it answers is also posted to the app's webhook, signed.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHIPPING_STATUSES, type ShippingStatus } from '../../domain/courier';
import {
  LALAMOVE_STATUSES,
  lalamoveWebhookSignature,
  SANDBOX_STAGE_HEADER,
  verifyLalamoveAuthorization,
} from '../providers/courier/lalamove';
import { sandboxCourierAnswer, type CourierOutcome } from '../providers/courier/sandbox-courier';
import type { HandlerContext } from '../routes/handlers';

/** Lalamove's status for each shipping status the sandbox plays (failed and returned are cancellations to Lalamove). */
const LALAMOVE_STATUS_OF: Record<ShippingStatus, string> = {
  ready_delivery: 'ASSIGNING_DRIVER',
  finding_partner: 'ASSIGNING_DRIVER',
  partner_pickup: 'ON_GOING',
  delivering: 'PICKED_UP',
  completed: 'COMPLETED',
  request_cancelled: 'CANCELED',
  expired: 'EXPIRED',
  rejected: 'REJECTED',
  failed: 'CANCELED',
  returned: 'CANCELED',
};
const HAS_DRIVER = new Set(['ON_GOING', 'PICKED_UP', 'COMPLETED']);
export const SANDBOX_DRIVER = { driverId: '80557', name: 'Nguyễn Văn Tài (sandbox)', phone: '+84900000099', plateNumber: '59X1-123.45' };

/** The delivery's price in the sandbox: a base fare and a rate per km (our decision, near Lalamove's motorbike fares). */
const BASE_FARE = 15_000;
const PER_KM = 5_000;

const digits = (length: number) => Array.from({ length }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');

export function registerLalamoveSandbox(sandbox: FastifyInstance, { db, clock, config }: HandlerContext) {
  const raw = new WeakMap<FastifyRequest, string>();
  const { apiKey, secret } = config.courier.credentials;
  const webhookUrl = `${config.publicOrigin}${config.courier.webhookPath}`;

  const refuse = (reply: FastifyReply, status: number, id: string, message: string) => reply.code(status).send({ errors: [{ id, message }] });

  /** Lalamove's checks of every call: the market, and the signature over method, path and the body as sent. */
  async function authorised(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.market !== config.courier.market) return refuse(reply, 401, 'ERR_INVALID_MARKET', 'Market header is missing or not served');
    const path = request.url.split('?')[0];
    const ok = verifyLalamoveAuthorization(request.headers.authorization, { apiKey, secret }, { method: request.method, path, body: raw.get(request) ?? '' });
    if (!ok) return refuse(reply, 401, 'ERR_UNAUTHORIZED', 'Invalid signature or API key');
  }

  /** Posts the status to the app's webhook, as Lalamove does when an order changes. */
  async function notify(orderId: string, status: string, at: string) {
    const data = { order: { orderId, status, ...(HAS_DRIVER.has(status) ? { driverId: SANDBOX_DRIVER.driverId } : {}) }, updatedAt: at };
    // the server's clock, which the webhook measures its window from (a test or QA browser may have moved it)
    const timestamp = Math.floor(clock().epochMilliseconds / 1000);
    const body = { apiKey, timestamp, signature: lalamoveWebhookSignature(secret, String(timestamp), config.courier.webhookPath, data), eventId: digits(12), eventType: 'ORDER_STATUS_CHANGED', eventVersion: 'v3', data };
    await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
  }

  sandbox.register(
    async (lalamove) => {
      // the signature covers the body as sent: it is kept beside the parsed one (this scope only)
      lalamove.removeContentTypeParser('application/json');
      lalamove.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        raw.set(request, String(body));
        try {
          done(null, body === '' ? {} : JSON.parse(String(body)));
        } catch (error) {
          done(error as Error, undefined);
        }
      });
      lalamove.addHook('preHandler', authorised);

      lalamove.post<{ Body: { data?: { stops?: Array<{ coordinates?: { lat?: string; lng?: string }; address?: string }> } } }>('/v3/quotations', async (request, reply) => {
        const stops = request.body?.data?.stops ?? [];
        const points = stops.map((stop) => ({ lat: Number(stop.coordinates?.lat), lng: Number(stop.coordinates?.lng), address: stop.address ?? '' }));
        if (points.length < 2 || points.some((p) => !Number.isFinite(p.lat) || !Number.isFinite(p.lng))) {
          return refuse(reply, 422, 'ERR_INVALID_FIELD', 'stops need two or more coordinates');
        }
        const [from, to] = points;
        const metres = Math.round(Math.hypot((to.lat - from.lat) * 111_000, (to.lng - from.lng) * 109_000));
        const total = BASE_FARE + PER_KM * Math.ceil(Math.max(0, metres - 2000) / 1000);
        const quotationId = digits(19);
        const withIds = points.map((point) => ({ stopId: digits(19), coordinates: { lat: String(point.lat), lng: String(point.lng) }, address: point.address }));
        await db.query('insert into sandbox_lalamove_quotation (quotation_id, stops, total, created_at) values ($1, $2, $3, $4::timestamptz)', [
          quotationId,
          JSON.stringify(withIds),
          total,
          clock().toString(),
        ]);
        const expiresAt = clock().add({ minutes: 5 }).toString();
        return {
          data: {
            quotationId,
            scheduleAt: clock().toString(),
            expiresAt,
            serviceType: 'MOTORCYCLE',
            language: 'vi_VN',
            stops: withIds,
            priceBreakdown: { base: String(BASE_FARE), total: String(total), currency: 'VND' },
            distance: { value: String(metres), unit: 'm' },
          },
        };
      });

      lalamove.post<{ Body: { data?: { quotationId?: string; metadata?: { orderNo?: string } } } }>('/v3/orders', async (request, reply) => {
        const { quotationId, metadata } = request.body?.data ?? {};
        const [quotation] = await db.query<{ total: number }>('select total from sandbox_lalamove_quotation where quotation_id = $1', [quotationId ?? '']);
        if (!quotation) return refuse(reply, 422, 'ERR_INVALID_QUOTATION_ID', 'Quotation not found or expired');
        const orderNo = metadata?.orderNo;
        if (!orderNo) return refuse(reply, 422, 'ERR_INVALID_FIELD', 'metadata.orderNo is required by the sandbox');
        const bookingId = `SBX-${orderNo}`;
        // Two processes may book one order at once: the row is made first (any conflict ignored) and then given its
        // booking under the row's lock.
        await db.query('insert into sandbox_courier_booking (order_no) values ($1) on conflict do nothing', [orderNo]);
        await db.query(
          `update sandbox_courier_booking set booking_id = $2, quotation_id = $3, booked_at = coalesce(booked_at, $4), status = coalesce(status, 'ready_delivery')
           where order_no = $1`,
          [orderNo, bookingId, quotationId, clock().toString()],
        );
        return { data: { orderId: bookingId, quotationId, priceBreakdown: { total: String(quotation.total), currency: 'VND' }, driverId: '', shareLink: '', status: 'ASSIGNING_DRIVER', metadata } };
      });

      lalamove.get<{ Params: { id: string } }>('/v3/orders/:id', async (request, reply) => {
        const [row] = await db.query<{ outcome: CourierOutcome; cancelled: boolean; status: string | null }>(
          'select outcome, cancelled_at is not null as cancelled, status from sandbox_courier_booking where booking_id = $1',
          [request.params.id],
        );
        if (!row) return refuse(reply, 404, 'ERR_ORDER_NOT_FOUND', 'Order not found');
        const asked = String(request.headers[SANDBOX_STAGE_HEADER] ?? '');
        const stage = (SHIPPING_STATUSES as readonly string[]).includes(asked) ? (asked as ShippingStatus) : 'finding_partner';
        const shipping: ShippingStatus = row.cancelled ? 'request_cancelled' : sandboxCourierAnswer(row.outcome, stage);
        await db.query('update sandbox_courier_booking set status = $2 where booking_id = $1', [request.params.id, shipping]);
        const status = LALAMOVE_STATUS_OF[shipping];
        if (row.status !== shipping) await notify(request.params.id, status, clock().toString());
        return { data: { orderId: request.params.id, status, driverId: HAS_DRIVER.has(status) || shipping === 'failed' || shipping === 'returned' ? SANDBOX_DRIVER.driverId : '' } };
      });

      lalamove.delete<{ Params: { id: string } }>('/v3/orders/:id', async (request, reply) => {
        const cancelled = await db.query(
          `update sandbox_courier_booking set cancelled_at = coalesce(cancelled_at, $2), status = 'request_cancelled' where booking_id = $1 returning order_no`,
          [request.params.id, clock().toString()],
        );
        if (cancelled.length === 0) return refuse(reply, 404, 'ERR_ORDER_NOT_FOUND', 'Order not found');
        return reply.code(204).send();
      });

      lalamove.get<{ Params: { id: string; driverId: string } }>('/v3/orders/:id/drivers/:driverId', async (request, reply) => {
        if (request.params.driverId !== SANDBOX_DRIVER.driverId) return refuse(reply, 404, 'ERR_DRIVER_NOT_FOUND', 'Driver not found');
        return { data: { driverId: SANDBOX_DRIVER.driverId, name: SANDBOX_DRIVER.name, phone: SANDBOX_DRIVER.phone, plateNumber: SANDBOX_DRIVER.plateNumber, photo: '', coordinates: null } };
      });
    },
    { prefix: '/lalamove' },
  );
}

/** The Lalamove status the sandbox answers for a shipping status (for tests and the orders page). */
export const sandboxLalamoveStatus = (shipping: ShippingStatus) => LALAMOVE_STATUS_OF[shipping];
export { LALAMOVE_STATUSES };
