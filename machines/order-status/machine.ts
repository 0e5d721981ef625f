import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { CANCEL_REASON_NO_DRIVER, PAYMENT_CHECKING_STATUS_REFRESH_MS, STATUS_REFRESH_MS } from '../../domain/constants';
import { outcomeOfPaymentStatus } from '../../domain/payment-result';
import { notImplemented } from '../shared/not-implemented';

export type OrderDetail = components['schemas']['OrderDetail'];
export type Language = 'vi' | 'en' | 'ja';
/** What a status read asks for. */
export interface FetchOrderInput {
  orderNo: string;
  /** Absent: the names stored with the order. */
  language?: Language;
}

/** The read of the tracked order, in its language when one is set. */
const fetchInputOf = (context: { orderNo: string; language: Language | null }): FetchOrderInput =>
  context.language ? { orderNo: context.orderNo, language: context.language } : { orderNo: context.orderNo };
export type OrderRecord = components['schemas']['OrderRecord'];
/** What the courier port is asked for the delivery estimate of a tracked order (estimate-delivery-client). */
export interface EstimateInput {
  orderNo: string;
  storeId: number;
}
export type Food = components['schemas']['Food'];
export type DeliveryShippingData = components['schemas']['DeliveryShippingData'];
export type ShippingStatus = DeliveryShippingData['status'];
export type RefundStatus = Exclude<OrderRecord['refund_status'], null | undefined>;
export type PaymentStatus = components['schemas']['PaymentStatus'];

/** The five steps of the progress bar, in order. */
export const PROGRESS_STEPS = ['orderSent', 'accepted', 'cooking', 'ready', 'completed'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export interface OrderStatusInput {
  orderNo: string;
  /** Interface language: dish and topping names are read in it. */
  language?: Language;
  /** The store-change warning was already shown for this order (the app keeps it per order). */
  storeChangeSeen?: boolean;
  /**
   * The page's prePaymentStatus query (SPEC §2): what the gateway told the browser on its return.
   * Only read while the server's own payment status is still unpaid; never over it.
   */
  prePaymentStatus?: PaymentStatus | null;
}

export interface OrderStatusContext {
  orderNo: string;
  /** Interface language of the reads (names of dishes and toppings); null: the names stored with the order. */
  language: Language | null;
  /** data.info of get-delivery-info-by-order-no; null before the first load. */
  order: OrderRecord | null;
  /** data.foods. */
  foods: Food[];
  /** Courier state; null for pickup or before booking. */
  shipping: DeliveryShippingData | null;
  /** The one-time store-change warning is open. */
  isStoreChangeWarningOpen: boolean;
  /** The warning was shown once for this order: never again. */
  storeChangeSeen: boolean;
  /** The last background refresh failed (the last known status stays shown; polling goes on). */
  refreshFailed: boolean;
  /** Minutes to the door the courier port estimates for an ongoing delivery order; null when it has none. */
  estimateMinutes: number | null;
  /** The gateway's word on return (prePaymentStatus query); the server's payment status always wins. */
  prePaymentStatus: PaymentStatus | null;
}

export type OrderStatusEvent = { type: 'order.retry' } | { type: 'storeChange.dismiss' };

/** The order moved to another store (the sandbox or the back office set new_store_code). */
export const isStoreChanged = (order: OrderRecord) => Boolean(order.new_store_code);
/** Canceled, in either spelling. */
export const isCanceledStatus = (status: OrderRecord['status']) => status === 'canceled' || status === 'cancelled';
/** The payment of an e-money order is still being checked: status polls faster. */
export const isPaymentBeingChecked = (order: OrderRecord | null) =>
  order !== null && order.payment_status === 'unpaid' && order.e_money_type !== 0;
/** SPEC §4: cancel reason 99 means no driver could be found. */
export const isNoDriverCancel = (order: OrderRecord | null) => order?.cancel_reason_code === CANCEL_REASON_NO_DRIVER;

export { PAYMENT_CHECKING_STATUS_REFRESH_MS, STATUS_REFRESH_MS } from '../../domain/constants';

/**
 * What the status page says of an e-money order's payment, above everything else:
 * - 'refund': cancelled after it was paid: one notice (cancelled, refund status, 3 working days), never "payment received";
 * - 'unpaid': SPEC §8 "Order unpaid" (the payment-unpaid title, with repay for its owner);
 * - 'confirming': the server has not yet seen a payment the gateway reported as paid on return
 *   (prePaymentStatus success): it is being confirmed, never shown as paid;
 * - 'paid', 'failed', 'cancelled': what the server verified, on return from a payment.
 * Cash orders, cancelled unpaid orders and orders without a payment status yet have no notice; the
 * server's payment status always wins.
 */
export type PaymentNotice = 'refund' | 'unpaid' | 'confirming' | 'paid' | 'failed' | 'cancelled';

export function paymentNoticeOf(
  order: Pick<OrderRecord, 'status' | 'payment_status' | 'payment_message' | 'e_money_type' | 'refund_status'>,
  prePaymentStatus: PaymentStatus | null,
  afterPayment: boolean,
): PaymentNotice | null {
  if (order.e_money_type === 0) return null;
  const outcome = outcomeOfPaymentStatus(order.payment_status);
  if (isCanceledStatus(order.status)) return outcome === 'paid' || order.refund_status ? 'refund' : null;
  if (!order.payment_status) return null;
  if (outcome === 'pending') return prePaymentStatus === 'success' || prePaymentStatus === 'finished' ? 'confirming' : 'unpaid';
  if (!afterPayment) return null;
  if (outcome === 'paid') return 'paid';
  return order.payment_message === 'cancelled' ? 'cancelled' : 'failed';
}

/** A dish row of the order with the topping rows that follow it. */
export interface OrderLine {
  dish: Food;
  toppings: Food[];
}

/**
 * The order's dishes, each with its toppings (rows of meisaikb 2 or 6 follow their dish and carry its
 * menuid); a topping row without its dish is left out.
 */
export function orderLinesOf(foods: readonly Food[]): OrderLine[] {
  const lines: OrderLine[] = [];
  for (const food of foods) {
    if (food.meisaikb === 0) lines.push({ dish: food, toppings: [] });
    else {
      const owner = lines.at(-1);
      if (owner && (owner.dish.menuid ?? owner.dish.menucd) === (food.menuid ?? owner.dish.menuid ?? owner.dish.menucd)) owner.toppings.push(food);
    }
  }
  return lines;
}

/** The store-change warning is shown once per order on this device: the app remembers it while it is open. */
const rememberWarning = {
  type: 'rememberStoreChangeSeen',
  params: ({ context }: { context: OrderStatusContext }) => ({ orderNo: context.orderNo, shown: context.isStoreChangeWarningOpen }),
} as const;

/** Refreshes the order; a failure keeps the last status shown and polling goes on. */
const refreshing = {
  invoke: {
    id: 'fetchOrder',
    src: 'fetchOrder',
    input: ({ context }: { context: OrderStatusContext }) => fetchInputOf(context),
    onDone: {
      target: '#orderStatus.tracking.routing',
      actions: [{ type: 'assignOrder', params: ({ event }: { event: { output: OrderDetail } }) => ({ detail: event.output }) }, rememberWarning],
    },
    onError: { target: 'waiting', actions: 'flagRefreshFailed' },
  },
} as const;

/** The courier's estimate of a delivery order, asked again each time the status is read. */
const estimating = {
  id: 'estimateDelivery',
  src: 'estimateDelivery',
  input: ({ context }: { context: OrderStatusContext }): EstimateInput | null =>
    context.order && !context.order.pick_up_at_store ? { orderNo: context.order.order_no, storeId: context.order.store_id } : null,
  onDone: { actions: { type: 'assignEstimate', params: ({ event }: { event: { output: number | null } }) => ({ minutes: event.output }) } },
  onError: { actions: { type: 'assignEstimate', params: { minutes: null } } },
} as const;

/** A polled status: get-delivery-info-by-order-no every minute. */
const polled = {
  tags: ['polling'],
  invoke: estimating,
  initial: 'waiting',
  states: {
    waiting: { after: { statusRefresh: { target: 'refreshing' } } },
    refreshing,
  },
} as const;

/** orderSent: its e-money payment may still be being checked, and then it polls faster. */
const polledWhilePaymentChecked = {
  tags: ['polling'],
  description: 'Sent; polled every minute, faster while its e-money payment is being checked.',
  invoke: estimating,
  initial: 'waiting',
  states: {
    waiting: {
      after: {
        paymentCheckingRefresh: { guard: 'isPaymentBeingChecked', target: 'refreshing' },
        statusRefresh: { target: 'refreshing' },
      },
    },
    refreshing,
  },
} as const;

const isStatus = (...statuses: OrderRecord['status'][]) => ({ type: 'isStatus', params: { statuses } }) as const;

export const orderStatusMachine = setup({
  types: {
    context: {} as OrderStatusContext,
    events: {} as OrderStatusEvent,
    input: {} as OrderStatusInput,
  },
  actors: {
    fetchOrder: fromPromise<OrderDetail, FetchOrderInput>(notImplemented('fetchOrder')),
    estimateDelivery: fromPromise<number | null, EstimateInput | null>(notImplemented('estimateDelivery')),
  },
  guards: {
    isStatus: ({ context }, params: { statuses: OrderRecord['status'][] }) =>
      context.order !== null && params.statuses.includes(context.order.status),
    isPaymentBeingChecked: ({ context }) => isPaymentBeingChecked(context.order),
  },
  actions: {
    assignOrder: assign(({ context }, params: { detail: OrderDetail }) => {
      const order = params.detail.data.info;
      const warn = !context.storeChangeSeen && isStoreChanged(order) && order.status !== 'completed';
      return {
        order,
        foods: params.detail.data.foods,
        shipping: params.detail.deliveryShippingData ?? null,
        refreshFailed: false,
        isStoreChangeWarningOpen: context.isStoreChangeWarningOpen || warn,
        storeChangeSeen: context.storeChangeSeen || warn,
      };
    }),
    flagRefreshFailed: assign({ refreshFailed: true }),
    assignEstimate: assign((_, params: { minutes: number | null }) => ({ estimateMinutes: params.minutes })),
    dismissStoreChange: assign({ isStoreChangeWarningOpen: false }),
    /** Remembers on this device that the order's store-change warning was `shown`; the app provides it (storage). */
    rememberStoreChangeSeen: (_, _params: { orderNo: string; shown: boolean }) => undefined,
  },
  delays: {
    statusRefresh: STATUS_REFRESH_MS,
    paymentCheckingRefresh: PAYMENT_CHECKING_STATUS_REFRESH_MS,
  },
}).createMachine({
  id: 'orderStatus',
  context: ({ input }) => ({
    orderNo: input.orderNo,
    language: input.language ?? null,
    order: null,
    foods: [],
    shipping: null,
    isStoreChangeWarningOpen: false,
    storeChangeSeen: input.storeChangeSeen ?? false,
    refreshFailed: false,
    estimateMinutes: null,
    prePaymentStatus: input.prePaymentStatus ?? null,
  }),
  initial: 'loading',
  on: {
    'storeChange.dismiss': { actions: 'dismissStoreChange' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => fetchInputOf(context),
        onDone: {
          target: 'tracking',
          actions: [{ type: 'assignOrder', params: ({ event }) => ({ detail: event.output }) }, rememberWarning],
        },
        onError: 'unavailable',
      },
    },
    unavailable: {
      description: "SPEC §8 'Order information unavailable': the order could not be loaded; retry loads it again.",
      on: { 'order.retry': 'loading' },
    },
    tracking: {
      initial: 'routing',
      states: {
        routing: {
          description: 'Goes to the state of the order status just loaded (orderStart and ordering show as orderSent).',
          always: [
            { guard: isStatus('completed'), target: 'completed' },
            { guard: isStatus('canceled', 'cancelled'), target: 'canceled' },
            { guard: isStatus('ready'), target: 'ready' },
            { guard: isStatus('cooking'), target: 'cooking' },
            { guard: isStatus('accepted'), target: 'accepted' },
            { target: 'orderSent' },
          ],
        },
        orderSent: polledWhilePaymentChecked,
        accepted: polled,
        cooking: polled,
        ready: polled,
        completed: { type: 'final', description: 'Polling stopped.' },
        canceled: { type: 'final', description: 'Polling stopped; cancel reason 99 means no driver was found.' },
      },
    },
  },
});
