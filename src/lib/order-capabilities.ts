import type { Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import { storage, type KeyValueStore } from '../adapters/storage';

/** localStorage key of the guest orders' capabilities this browser holds. */
export const ORDER_CAPABILITIES_KEY = 'orderCapabilities';
/** The browser keeps the capabilities of its latest orders only. */
export const ORDER_CAPABILITIES_KEPT = 50;
/** The header the server reads a capability from (contract: securitySchemes.orderCapability). */
export const ORDER_CAPABILITY_HEADER = 'X-Order-Capability';

/** Operations that may be called with a guest order's capability (x-order-access owner-or-capability or anyone-masked). */
export const CAPABILITY_PATHS: ReadonlySet<keyof paths> = new Set<keyof paths>([
  '/delivery/get-delivery-info-by-order-no',
  '/delivery/order-status-stream',
  '/delivery/push-subscription',
  '/delivery/get-delivery-info-by-id',
  '/delivery/update-delivery-info',
  '/delivery/save-delivery-info',
  '/delivery/confirm-not-asap',
  '/delivery/update-payment-method',
  '/delivery/fetch-delivery-hubs',
  '/v2/payment-gateway/payment/',
  '/v2/payment-gateway/check-payment/',
  '/v2/payment-gateway/payment-momo/',
  '/v2/payment-gateway/payment-payoo/',
  '/v2/payment-gateway/payment-momo-status/',
  '/v2/payment-gateway/payment-payoo-status/',
]);

/** One guest order this browser placed (or was given a link to). */
export interface OrderCapability {
  orderNo: string;
  /** The server id, when known (the insert answers it; a link carries only the number). */
  id: number | null;
  capability: string;
}

const isEntry = (value: unknown): value is OrderCapability => {
  const entry = value as Partial<OrderCapability> | null;
  return typeof entry?.orderNo === 'string' && typeof entry.capability === 'string' && (entry.id === null || typeof entry.id === 'number');
};

/** The capabilities kept in localStorage, newest last. */
export function createOrderCapabilities(store: KeyValueStore = storage) {
  function read(): OrderCapability[] {
    try {
      const parsed: unknown = JSON.parse(store.get(ORDER_CAPABILITIES_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  return {
    remember(entry: OrderCapability) {
      const known = read();
      const id = entry.id ?? known.find((e) => e.orderNo === entry.orderNo)?.id ?? null;
      const next = [...known.filter((e) => e.orderNo !== entry.orderNo), { ...entry, id }].slice(-ORDER_CAPABILITIES_KEPT);
      store.set(ORDER_CAPABILITIES_KEY, JSON.stringify(next));
    },
    any: () => read().length > 0,
    /** The capability of the order a request names by number or by id. */
    find(order: { orderNo?: unknown; id?: unknown }): string | null {
      const match = read().find((e) => (order.orderNo !== undefined && e.orderNo === String(order.orderNo)) || (order.id !== undefined && e.id !== null && e.id === Number(order.id)));
      return match?.capability ?? null;
    },
  };
}

export type OrderCapabilities = ReturnType<typeof createOrderCapabilities>;
export const orderCapabilities = createOrderCapabilities();

/** A link that opens the order with its capability on another device (the status page stores `key`). */
export const orderLinkOf = (origin: string, orderNo: string, capability: string) =>
  `${origin}/delivery-status?${new URLSearchParams({ orderNo, key: capability }).toString()}`;

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the capability the server issues when a guest inserts an order, and sends it back with
 * every call about that order (the bearer token covers a customer's own orders).
 */
export function orderCapabilityMiddleware(capabilities: OrderCapabilities = orderCapabilities): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!CAPABILITY_PATHS.has(schemaPath as keyof paths) || !capabilities.any()) return undefined;
      // a call with no body (the status stream, opting out of notifications) names its order in the query
      if (request.method === 'GET' || request.method === 'DELETE') {
        const capability = capabilities.find({ orderNo: new URL(request.url).searchParams.get('order_no') ?? undefined });
        if (capability) request.headers.set(ORDER_CAPABILITY_HEADER, capability);
        return request;
      }
      const text = await request.clone().text();
      const body = parseObject(text);
      const capability = body && capabilities.find({ orderNo: body.order_no, id: body.id ?? body.order_id });
      // a new request with the body as text: the clone left the original's body a stream, which browsers send chunked
      const next = new Request(request, { body: text });
      if (capability) next.headers.set(ORDER_CAPABILITY_HEADER, capability);
      return next;
    },
    async onResponse({ response, schemaPath }) {
      if (schemaPath !== '/delivery/insert-delivery-info' || !response.ok) return undefined;
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { data?: { id?: number; order_no?: string; order_capability?: string } } | null;
      const data = body?.data;
      if (data?.order_no && data.order_capability) capabilities.remember({ orderNo: data.order_no, id: data.id ?? null, capability: data.order_capability });
      return undefined;
    },
  };
}
