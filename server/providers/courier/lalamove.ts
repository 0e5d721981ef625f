/**
 * Lalamove API v3 client (https://developers.lalamove.com/): the live courier, and by default the sandbox courier on
 * this server (server/sandbox/lalamove.ts), which speaks the same protocol.
 *
 * - Authentication ("Authentication", "Signature"): every request carries
 *   `Authorization: hmac <API_KEY>:<timestamp>:<SIGNATURE>` and `Market: VN`, where SIGNATURE is the HMAC-SHA256 hex,
 *   keyed with the API secret, of `${timestamp}\r\n${METHOD}\r\n${path}\r\n\r\n${body}` (timestamp in milliseconds,
 *   body empty for GET and DELETE). Lalamove's official Node SDK signs the same string (github.com/lalamove/
 *   delivery-nodejs-sdk, src/auth.ts and src/http/base.ts: the body it sends, empty when there is none).
 * - POST /v3/quotations {data: {serviceType, language, stops: [{coordinates: {lat, lng}, address}]}} answers
 *   {data: {quotationId, stops: [{stopId, …}], priceBreakdown: {total, currency}, …}}.
 * - POST /v3/orders {data: {quotationId, sender: {stopId, name, phone}, recipients: [{stopId, name, phone, remarks}],
 *   metadata}} answers {data: {orderId, status, driverId, shareLink, …}}.
 * - GET /v3/orders/{orderId} answers {data: {orderId, status, driverId, …}}; DELETE /v3/orders/{orderId} answers 204.
 * - GET /v3/orders/{orderId}/drivers/{driverId} answers {data: {driverId, name, phone, plateNumber, …}}.
 * - Webhook ("Webhook"): Lalamove posts {apiKey, timestamp, signature, eventType, eventVersion, data}, signed like a
 *   request: HMAC-SHA256 of `${timestamp}\r\nPOST\r\n${webhook path}\r\n\r\n${JSON of data}` (our reading of the
 *   documentation and Lalamove's webhook tutorial; not yet confirmed against a live account).
 */
import { createHmac } from 'node:crypto';
import { HOTLINE } from '../../../domain/constants';
import type { ShippingStatus } from '../../../domain/courier';
import { estimatedDeliveryMinutes, isPeak } from '../../../domain/delivery-fee';
import type { Fetch } from '../payments/http';
import { sameSignature } from '../payments/signing';
import type { CourierProvider, CourierStatus, DeliveryHub } from './types';

/** Lalamove's order statuses (API v3, "Order status") and SPEC §4's shipping status each one means. */
export const LALAMOVE_STATUSES: Readonly<Record<string, ShippingStatus>> = {
  /** Searching for a driver. */
  ASSIGNING_DRIVER: 'finding_partner',
  /** A driver accepted and is on the way to the store. */
  ON_GOING: 'partner_pickup',
  /** The driver has the food. */
  PICKED_UP: 'delivering',
  COMPLETED: 'completed',
  /** Cancelled by us or by Lalamove; read with the schedule's stage by {@link shippingStatusOf}. */
  CANCELED: 'request_cancelled',
  /** The driver rejected the order after taking it. */
  REJECTED: 'rejected',
  /** No driver took the order within Lalamove's search time. */
  EXPIRED: 'expired',
};

/**
 * SPEC §4's shipping status for a Lalamove status, asked when the order's schedule expects `stage`. Lalamove has no
 * failed or returned status: an order it cancels once the driver should have had the food (our `delivering` step) is
 * a failed delivery, and one it cancels once the food should have arrived (`completed`) came back to the store.
 */
export function shippingStatusOf(lalamoveStatus: string, stage: ShippingStatus): ShippingStatus | null {
  const status = LALAMOVE_STATUSES[lalamoveStatus] ?? null;
  if (status !== 'request_cancelled') return status;
  if (stage === 'completed') return 'returned';
  if (stage === 'delivering') return 'failed';
  return status;
}

export const lalamoveRawSignature = (timestamp: string, method: string, path: string, body: string) => `${timestamp}\r\n${method}\r\n${path}\r\n\r\n${body}`;

/** HMAC-SHA256 hex of the raw signature, keyed with the API secret. */
export const lalamoveSignature = (secret: string, timestamp: string, method: string, path: string, body: string) =>
  createHmac('sha256', secret).update(lalamoveRawSignature(timestamp, method, path, body), 'utf8').digest('hex');

export const lalamoveAuthorization = (apiKey: string, secret: string, timestamp: string, method: string, path: string, body: string) =>
  `hmac ${apiKey}:${timestamp}:${lalamoveSignature(secret, timestamp, method, path, body)}`;

/** Checks a request's Authorization header as Lalamove does: the key, and the signature over what was sent. */
export function verifyLalamoveAuthorization(
  header: string | undefined,
  credentials: { apiKey: string; secret: string },
  request: { method: string; path: string; body: string },
): boolean {
  const match = /^hmac ([^:]+):(\d+):([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match || match[1] !== credentials.apiKey) return false;
  return sameSignature(lalamoveSignature(credentials.secret, match[2], request.method, request.path, request.body), match[3]);
}

/** A webhook Lalamove posts, as parsed JSON. */
export interface LalamoveWebhook {
  apiKey?: unknown;
  timestamp?: unknown;
  signature?: unknown;
  eventType?: unknown;
  data?: unknown;
}

/** Signs a webhook's fields as Lalamove does; the sandbox sends with it, the app checks with it. */
export const lalamoveWebhookSignature = (secret: string, timestamp: string, path: string, data: unknown) =>
  lalamoveSignature(secret, timestamp, 'POST', path, JSON.stringify(data));

export function verifyLalamoveWebhook(body: LalamoveWebhook, credentials: { apiKey: string; secret: string }, path: string): boolean {
  if (body.apiKey !== credentials.apiKey || typeof body.signature !== 'string' || (typeof body.timestamp !== 'number' && typeof body.timestamp !== 'string')) return false;
  return sameSignature(lalamoveWebhookSignature(credentials.secret, String(body.timestamp), path, body.data), body.signature);
}

export interface LalamoveCredentials {
  apiKey: string;
  secret: string;
}

export interface LalamoveClientOptions {
  /** https://rest.lalamove.com, https://rest.sandbox.lalamove.com, or this server's /sandbox/lalamove. */
  endpoint: string;
  credentials: LalamoveCredentials;
  mode: 'live' | 'sandbox';
  /** Lalamove's market header: VN. */
  market: string;
  /** The vehicle: MOTORCYCLE for food. */
  serviceType: string;
  fetch?: Fetch;
  /** The clock the Authorization timestamps are taken from. */
  now?: () => number;
}

/** A courier that does not answer within this many milliseconds is asked again on the order's next step. */
export const COURIER_TIMEOUT_MS = 10_000;

export class CourierError extends Error {
  constructor(message: string) {
    super(`Lalamove: ${message}`);
    this.name = 'CourierError';
  }
}

/**
 * The courier options of an order: the store's own riders, and the partner courier at its surcharge. The same list
 * whichever courier is configured. Our decision.
 */
export const courierHubs = ({ storeCode, storeName, fee }: { storeCode: string; storeName: string; fee: number }): DeliveryHub[] => [
  { delivery_hub_id: `${storeCode}-STORE`, delivery_hub_name: `${storeName} (store courier)`, delivery_fee_amount: fee },
  { delivery_hub_id: `${storeCode}-PARTNER`, delivery_hub_name: 'Partner courier', delivery_fee_amount: fee + 5000 },
];

/** The header through which the sandbox courier learns where the order's schedule is; never sent to Lalamove. */
export const SANDBOX_STAGE_HEADER = 'x-sandbox-stage';

export function createLalamoveCourier(options: LalamoveClientOptions): CourierProvider {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const basePath = new URL(endpoint).pathname.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown, extraHeaders: Record<string, string> = {}): Promise<Record<string, unknown>> {
    const body = data === undefined ? '' : JSON.stringify({ data });
    const timestamp = String(now());
    // the signature covers the path as the server receives it, so a sandbox under /sandbox/lalamove signs that prefix too
    const signedPath = `${basePath}${path}`;
    let response: Response;
    try {
      response = await fetcher(`${endpoint}${path}`, {
        method,
        headers: {
          authorization: lalamoveAuthorization(options.credentials.apiKey, options.credentials.secret, timestamp, method, signedPath, body),
          market: options.market,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
          ...extraHeaders,
        },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(COURIER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CourierError(`no answer from ${new URL(endpoint).origin} (${(error as Error).name})`);
    }
    if (response.status === 204) return {};
    const text = await response.text();
    if (!response.ok) throw new CourierError(`HTTP ${response.status} from ${method} ${path}: ${text.slice(0, 200)}`);
    try {
      const parsed = JSON.parse(text) as { data?: Record<string, unknown> };
      return parsed.data ?? {};
    } catch {
      throw new CourierError(`an answer that is not JSON from ${method} ${path}`);
    }
  }

  async function driverOf(orderId: string, driverId: unknown): Promise<Pick<CourierStatus, 'driverName' | 'driverPhone'>> {
    if (typeof driverId !== 'string' || !driverId) return { driverName: null, driverPhone: null };
    const driver = await call('GET', `/v3/orders/${encodeURIComponent(orderId)}/drivers/${encodeURIComponent(driverId)}`);
    return { driverName: typeof driver.name === 'string' ? driver.name : null, driverPhone: typeof driver.phone === 'string' ? driver.phone : null };
  }

  return {
    name: 'lalamove',
    mode: options.mode,

    async book(input) {
      if (!input.dropoff || !input.pickup) throw new CourierError(`order ${input.orderNo} has no pickup or drop-off coordinates`);
      const quotation = await call('POST', '/v3/quotations', {
        serviceType: options.serviceType,
        language: 'vi_VN',
        stops: [
          { coordinates: { lat: String(input.pickup.lat), lng: String(input.pickup.lng) }, address: input.pickup.address },
          { coordinates: { lat: String(input.dropoff.lat), lng: String(input.dropoff.lng) }, address: input.dropoffAddress ?? '' },
        ],
      });
      const stops = Array.isArray(quotation.stops) ? (quotation.stops as Array<{ stopId?: unknown }>) : [];
      if (typeof quotation.quotationId !== 'string' || stops.length < 2) throw new CourierError('a quotation without its id or stops');
      const order = await call('POST', '/v3/orders', {
        quotationId: quotation.quotationId,
        sender: { stopId: stops[0].stopId, name: input.pickup.name, phone: HOTLINE_E164 },
        recipients: [{ stopId: stops[1].stopId, name: input.recipient?.name ?? '', phone: input.recipient?.phone ?? '', remarks: input.recipient?.remarks ?? '' }],
        isPODEnabled: false,
        metadata: { orderNo: input.orderNo },
      });
      if (typeof order.orderId !== 'string') throw new CourierError('an order answer without orderId');
      return { bookingId: order.orderId };
    },

    async status({ bookingId, stage }) {
      const order = await call('GET', `/v3/orders/${encodeURIComponent(bookingId)}`, undefined, options.mode === 'sandbox' ? { [SANDBOX_STAGE_HEADER]: stage } : {});
      const status = shippingStatusOf(String(order.status), stage);
      if (!status) throw new CourierError(`an unknown order status ${String(order.status)}`);
      return { status, ...(await driverOf(bookingId, order.driverId)) };
    },

    async cancel({ bookingId }) {
      await call('DELETE', `/v3/orders/${encodeURIComponent(bookingId)}`);
    },

    async estimate({ distanceMetres, at }) {
      return estimatedDeliveryMinutes(distanceMetres, { peak: isPeak(at) });
    },

    async hubs(input) {
      return courierHubs(input);
    },

    async probe() {
      try {
        await fetcher(endpoint, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The chain's hotline (SPEC §9) as the sender's phone, in the E.164 form Lalamove asks for. */
const HOTLINE_E164 = `+84${HOTLINE}`;
