/**
 * Who may read and change an order (DESIGN "Trust"): one policy per order operation,
 * enforced by one preHandler hook (server/app.ts) before any handler runs.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { components } from '../../openapi/schema';
import { ApiError } from '../api-error';
import { WORDS } from '../words';
import type { AuthUser, TokenService } from '../auth';
import type { Queryable } from '../db/database';

type OrderRecord = components['schemas']['OrderRecord'];

/**
 * - `anyone`: no order is named, or the handler checks a provider's signature.
 * - `anyone-masked`: anyone reads; only the owner or the capability holder sees more than a stranger may.
 * - `owner-or-capability`: the customer of the order (bearer token), or the holder of the
 *   capability issued when a guest inserted it (the browser that placed it).
 * - `owner`: the customer of the order only (bearer token).
 */
export type OrderAccessPolicy = 'anyone' | 'anyone-masked' | 'owner-or-capability' | 'owner';

/** Where a request names its order: a body field, a path parameter or a query parameter. */
export type OrderLocator = `body.${'id' | 'order_id' | 'order_no'}` | 'params.id' | 'query.order_no';

export interface OrderAccessRule {
  policy: OrderAccessPolicy;
  /** Tried in order; the first one the request carries names the order. */
  order: OrderLocator[];
  /** The request body's `info` is an order the client writes: server-owned fields are not taken from it. */
  writesInfo?: 'insert' | 'update';
  /** A body field naming a customer, which must be the order's own customer. */
  customerField?: 'customer_id';
  /** A query parameter that may carry the capability instead of its header (an EventSource sends no headers). */
  capabilityQuery?: 'key';
}

/** The header that carries a guest order's capability (contract: securitySchemes.orderCapability). */
export const ORDER_CAPABILITY_HEADER = 'x-order-capability';
/** Bytes of randomness in a capability (256 bits). */
const CAPABILITY_BYTES = 32;

/** Every operation that names an order, and who may call it. The contract states the same in `x-order-access`. */
export const orderAccessPolicies = {
  insertDeliveryInfo: { policy: 'anyone', order: [], writesInfo: 'insert' },
  getDeliveryInfoByOrderNo: { policy: 'anyone-masked', order: ['body.order_no'] },
  streamOrderStatus: { policy: 'owner-or-capability', order: ['query.order_no'], capabilityQuery: 'key' },
  subscribeOrderPush: { policy: 'owner-or-capability', order: ['body.order_no'] },
  unsubscribeOrderPush: { policy: 'owner-or-capability', order: ['query.order_no'] },
  getDeliveryInfoById: { policy: 'owner-or-capability', order: ['body.id'] },
  updateDeliveryInfo: { policy: 'owner-or-capability', order: ['body.id'], writesInfo: 'update' },
  saveDeliveryInfo: { policy: 'owner-or-capability', order: ['body.id'], writesInfo: 'update' },
  confirmNotAsap: { policy: 'owner-or-capability', order: ['body.order_no'] },
  updatePaymentMethod: { policy: 'owner-or-capability', order: ['body.order_no'] },
  fetchDeliveryHubs: { policy: 'owner-or-capability', order: ['body.order_no'] },
  reorder: { policy: 'owner', order: ['params.id'] },
  updatePromotionUsage: { policy: 'owner', order: ['body.order_no'], customerField: 'customer_id' },
  createPayment: { policy: 'owner-or-capability', order: ['body.order_id', 'body.order_no'] },
  checkPayment: { policy: 'owner-or-capability', order: ['body.order_id', 'body.order_no'] },
  paymentMomo: { policy: 'owner-or-capability', order: ['body.order_id', 'body.order_no'] },
  paymentPayoo: { policy: 'owner-or-capability', order: ['body.order_id', 'body.order_no'] },
  paymentMomoStatus: { policy: 'owner-or-capability', order: ['body.order_no'] },
  paymentPayooStatus: { policy: 'owner-or-capability', order: ['body.order_no'] },
  momoIpn: { policy: 'anyone', order: [] },
  payooNotify: { policy: 'anyone', order: [] },
  lalamoveWebhook: { policy: 'anyone', order: [] },
} satisfies Record<string, OrderAccessRule>;

export type OrderOperationId = keyof typeof orderAccessPolicies;
export const orderAccessRuleOf = (operationId: string): OrderAccessRule | undefined =>
  (orderAccessPolicies as Record<string, OrderAccessRule>)[operationId];

/** How much of an order a request may see: everything, or what SPEC §2 shows a stranger. */
export type OrderView = 'full' | 'masked';

/** A new capability (to hand to the guest once) and its hash (to store). */
export function issueCapability() {
  const capability = randomBytes(CAPABILITY_BYTES).toString('base64url');
  return { capability, hash: hashCapability(capability) };
}

export const hashCapability = (capability: string) => createHash('sha256').update(capability, 'utf8').digest('hex');

function capabilityMatches(sent: string | undefined, storedHash: string | null): boolean {
  if (!sent || !storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashCapability(sent), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Fields of an order's info that only the server writes (numbers, statuses, payment, back office). */
const SERVER_OWNED_INFO = [
  'orderNo',
  'orderId',
  'paymentStatus',
  'paymentMessage',
  'cancel_reason_code',
  'refund_status',
  'new_store_name',
  'new_store_code',
  'old_store_name',
  'old_order_from',
  'staffCode',
  'staffcmt',
  'earnPoint',
  'notAsapConfirmedAt',
] as const;

/** Statuses a new order may start in; everything later is the server's to set. */
const STARTING_STATUSES = ['orderStart', 'ordering'];

interface OrderOwnership {
  id: number;
  order_no: string;
  status: string;
  cus_id: number | null;
  capability_hash: string | null;
  [column: string]: unknown;
}

/** The order a request names, as its access check read it: a handler needs not read these columns again. */
export interface AccessedOrder {
  id: number;
  order_no: string;
  status: string;
}

interface AccessRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  params?: unknown;
  query?: unknown;
  user?: AuthUser;
  orderView?: OrderView;
  accessedOrder?: AccessedOrder;
}

const headerOf = (request: AccessRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const refused = () => new ApiError(403, 'FORBIDDEN', WORDS.orderNotYours);

function locate(
  request: AccessRequest,
  locators: OrderLocator[],
): { column: 'id' | 'order_no'; value: number | string } | null {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const locator of locators) {
    const [from, key] = locator.split('.') as ['body' | 'params' | 'query', string];
    const value = { body, params, query }[from][key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'order_no') return { column: 'order_no', value: String(value) };
    const id = Number(value);
    // ids beyond the column's range name no order; the handler answers its own 404
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    return { column: 'id', value: id };
  }
  return null;
}

/**
 * Checks a request against its operation's policy. Sets `request.user` from a valid bearer token
 * and `request.orderView` for reads, `request.accessedOrder` for the handler; rewrites the server-owned fields of a written order's info.
 */
export function createOrderAccess(db: Queryable, tokens: TokenService) {
  async function bearerUser(request: AccessRequest, strict: boolean): Promise<AuthUser | undefined> {
    const [scheme, token] = (headerOf(request, 'authorization') ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return undefined;
    try {
      return await tokens.verifyAccess(token);
    } catch (error) {
      if (strict) throw error;
      return undefined;
    }
  }

  async function ownershipOf(where: { column: 'id' | 'order_no'; value: number | string }) {
    const [row] = await db.query<OrderOwnership>(
      `select id, order_no, status, cus_id, capability_hash from delivery_order where ${where.column === 'id' ? 'id' : 'order_no'} = $1`,
      [where.value],
    );
    return row;
  }

  function capabilityOf(request: AccessRequest, rule: OrderAccessRule): string | undefined {
    const inQuery = rule.capabilityQuery ? (request.query as Record<string, unknown> | undefined)?.[rule.capabilityQuery] : undefined;
    return headerOf(request, ORDER_CAPABILITY_HEADER) ?? (typeof inQuery === 'string' && inQuery !== '' ? inQuery : undefined);
  }

  function viewerOf(request: AccessRequest, rule: OrderAccessRule, order: OrderOwnership): 'owner' | 'capability' | 'stranger' {
    if (order.cus_id !== null && request.user?.customerId === order.cus_id) return 'owner';
    // a guest who logs in at confirmation makes the order theirs; the device that placed it keeps its capability
    if (capabilityMatches(capabilityOf(request, rule), order.capability_hash)) return 'capability';
    return 'stranger';
  }

  function rewriteInfo(request: AccessRequest, rule: OrderAccessRule, order: OrderOwnership | undefined) {
    const body = request.body as { info?: Record<string, unknown> } | undefined;
    const info = body?.info;
    if (!info || typeof info !== 'object') return;
    if (rule.writesInfo === 'insert' && info.status !== undefined && !STARTING_STATUSES.includes(String(info.status))) {
      throw new ApiError(
        400,
        'VALIDATION_ERROR',
        'info.status: a new order starts as orderStart or ordering.',
        'info.status',
      );
    }
    const sentCustomer = info.customerId === undefined || info.customerId === null ? null : Number(info.customerId);
    // without a token a new order is a guest's whatever the body names; with one it may name only that customer
    // (a confirmation checks the customer it names itself)
    if (
      rule.writesInfo === 'insert' &&
      request.user &&
      sentCustomer !== null &&
      sentCustomer !== 0 &&
      sentCustomer !== request.user?.customerId
    ) {
      throw new ApiError(400, 'ERROR_CUSTOMER', WORDS.notLoggedInCustomersOrder, 'info.customerId');
    }
    for (const key of SERVER_OWNED_INFO) delete info[key];
    if (rule.writesInfo === 'insert') {
      if (sentCustomer !== 0) info.customerId = request.user?.customerId ?? null;
    } else if (order?.cus_id !== null && order?.cus_id !== undefined && sentCustomer === null) {
      // the owner's own order stays theirs whatever the form sends
      info.customerId = order.cus_id;
    }
  }

  return {
    async check(operationId: string, request: AccessRequest): Promise<void> {
      const rule = orderAccessRuleOf(operationId);
      if (!rule) return;
      const lenient = rule.policy === 'anyone' || rule.policy === 'anyone-masked';
      request.user = (await bearerUser(request, !lenient)) ?? request.user;
      const where = locate(request, rule.order);
      const order = where ? await ownershipOf(where) : undefined;
      if (rule.writesInfo) rewriteInfo(request, rule, order);
      // an unknown order is the handler's 404
      if (!order) return;
      request.accessedOrder = { id: order.id, order_no: order.order_no, status: order.status };
      const viewer = viewerOf(request, rule, order);
      if (rule.policy === 'anyone-masked') {
        request.orderView = viewer === 'stranger' ? 'masked' : 'full';
        return;
      }
      if (rule.policy === 'owner-or-capability' && viewer === 'stranger') {
        throw request.user || capabilityOf(request, rule) ? refused() : new ApiError(401, 'UNAUTHORIZED', WORDS.loginRequired);
      }
      if (rule.policy === 'owner') {
        if (viewer !== 'owner' && !request.user) throw new ApiError(401, 'UNAUTHORIZED', WORDS.loginRequired);
        if (viewer !== 'owner') throw refused();
      }
      if (rule.customerField) {
        const sent = (request.body as Record<string, unknown> | undefined)?.[rule.customerField];
        if (sent !== undefined && sent !== null && Number(sent) !== order.cus_id) {
          throw new ApiError(
            400,
            'ERROR_CUSTOMER',
            WORDS.notOrdersCustomer,
            rule.customerField,
          );
        }
      }
      request.orderView = 'full';
    },
  };
}

/** "Nguyễn Văn An" → "N*** V*** A***": enough to recognise one's own order, not to learn a name. */
export function maskName(name: string | null | undefined): string | null {
  if (!name) return null;
  return name
    .trim()
    .split(/\s+/)
    .map((word) => `${Array.from(word)[0]}***`)
    .join(' ');
}

/** "+84901234567" → "*********567": the last three digits only. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
}

/** What SPEC §2's order-number search shows a stranger: status, progress, store, masked name and phone. */
export function maskedOrderRecord(record: OrderRecord): OrderRecord {
  return {
    id: record.id,
    order_no: record.order_no,
    status: record.status,
    payment_status: record.payment_status,
    e_money_type: record.e_money_type,
    cus_id: null,
    store_id: record.store_id,
    tencd: record.tencd,
    new_store_name: record.new_store_name,
    new_store_code: record.new_store_code,
    old_store_name: record.old_store_name,
    old_order_from: record.old_order_from,
    order_from: record.order_from,
    order_time: record.order_time,
    servs_time: record.servs_time,
    isasap: record.isasap,
    pick_up_at_store: record.pick_up_at_store,
    cancel_reason_code: record.cancel_reason_code,
    refund_status: record.refund_status,
    lang: record.lang,
    name: maskName(record.name),
    phone: maskPhone(record.phone),
    access: 'masked',
  };
}
