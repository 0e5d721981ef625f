import { assign, setup } from 'xstate';
import { PAYMENT_CHECKING_STATUS_REFRESH_MS, STATUS_REFRESH_MS } from '../../domain/constants';
import type {
  OrderDetail,
  Language,
  FetchOrderInput,
  OrderRecord,
  EstimateInput,
  OrderStatusInput,
  OrderStatusContext,
  OrderStatusEvent,
} from './types';
import { orderStatusActors } from './actors';
import { isPaymentBeingChecked, isStoreChanged } from './rules';

export * from './types';
export * from './rules';

/** The read of the tracked order, in its language when one is set. */
const fetchInputOf = (context: { orderNo: string; language: Language | null }): FetchOrderInput =>
  context.language ? { orderNo: context.orderNo, language: context.language } : { orderNo: context.orderNo };

/** The store-change warning is shown once per order on this device: the app remembers it while it is open. */
const rememberWarning = {
  type: 'rememberStoreChangeSeen',
  params: ({ context }: { context: OrderStatusContext }) => ({
    orderNo: context.orderNo,
    shown: context.isStoreChangeWarningOpen,
  }),
} as const;

/** Refreshes the order; a failure keeps the last status shown and polling goes on. */
const refreshing = {
  invoke: {
    id: 'fetchOrder',
    src: 'fetchOrder',
    input: ({ context }: { context: OrderStatusContext }) => fetchInputOf(context),
    onDone: {
      target: '#orderStatus.tracking.routing',
      actions: [
        { type: 'assignOrder', params: ({ event }: { event: { output: OrderDetail } }) => ({ detail: event.output }) },
        rememberWarning,
      ],
    },
    onError: { target: 'waiting', actions: 'flagRefreshFailed' },
  },
} as const;

/** The courier's estimate of a delivery order, asked again each time the status is read. */
const estimating = {
  id: 'estimateDelivery',
  src: 'estimateDelivery',
  input: ({ context }: { context: OrderStatusContext }): EstimateInput | null =>
    context.order && !context.order.pick_up_at_store
      ? { orderNo: context.order.order_no, storeId: context.order.store_id }
      : null,
  onDone: {
    actions: {
      type: 'assignEstimate',
      params: ({ event }: { event: { output: number | null } }) => ({ minutes: event.output }),
    },
  },
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
  actors: orderStatusActors,
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
