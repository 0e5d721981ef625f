import { assign, setup } from 'xstate';
import {
  PAYMENT_CHECKING_STATUS_REFRESH_MS,
  STATUS_REFRESH_MS,
  STATUS_STREAM_RECONNECT_ATTEMPTS,
  STATUS_STREAM_RECONNECT_MS,
} from '../../domain/constants';
import type {
  OrderDetail,
  Language,
  FetchOrderInput,
  OrderRecord,
  EstimateInput,
  OrderStatusInput,
  OrderStatusContext,
  OrderStatusEvent,
  StreamOrderInput,
} from './types';
import { orderStatusActors } from './actors';
import { isPaymentBeingChecked, isStoreChanged, progressStepOf } from './rules';

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

/**
 * Refreshes the order; a failure keeps the last status shown and polling goes on. A stream that was lost (not
 * refused) is tried once more after each refresh: the page streams again as soon as the connection is back.
 */
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
        'retryLostStream',
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

/** A pushed detail, as assignOrder takes it, with the event's id kept for a resume. */
const assignStreamed = [
  {
    type: 'assignOrder',
    params: ({ event }: { event: OrderStatusEvent }) => ({ detail: (event as Extract<OrderStatusEvent, { type: 'stream.detail' }>).detail }),
  },
  {
    type: 'assignLastEventId',
    params: ({ event }: { event: OrderStatusEvent }) => ({ eventId: (event as Extract<OrderStatusEvent, { type: 'stream.detail' }>).eventId }),
  },
  rememberWarning,
] as const;

/**
 * The order's stream, while it is open: each change arrives as it happens and nothing is polled. A change within
 * the step stays on the open stream; a change of step goes through routing (and the next step opens the stream
 * again, from the last event's id).
 */
const streaming = {
  tags: ['live'],
  description: 'The status stream is open (or opening): each change of the order arrives as it happens; nothing is polled.',
  always: { guard: 'isStreamGivenUp', target: 'polling' },
  invoke: {
    id: 'streamOrder',
    src: 'streamOrder',
    input: ({ context }: { context: OrderStatusContext }): StreamOrderInput => ({ ...fetchInputOf(context), lastEventId: context.lastEventId }),
    onError: 'reconnecting',
  },
  on: {
    'stream.open': { actions: 'resetStreamAttempts' },
    'stream.detail': [
      { guard: 'isSameStep', actions: assignStreamed },
      { target: '#orderStatus.tracking.routing', actions: assignStreamed },
    ],
    'stream.lost': 'reconnecting',
    'stream.refused': { target: 'polling', actions: 'refuseStream' },
  },
} as const;

/**
 * The stream dropped: it is opened again after a pause, from the last event's id; polling once the attempts run out
 * (a stream tried again after a poll has none left: one failure and the page polls on).
 */
const reconnecting = {
  tags: ['live'],
  description: 'The stream dropped: opened again after a pause (it resumes from the last event); the page polls once the attempts run out.',
  after: {
    streamReconnect: [
      { guard: 'hasStreamAttemptsLeft', target: 'streaming', actions: 'countStreamAttempt' },
      { target: 'polling', actions: 'giveUpStream' },
    ],
  },
} as const;

/**
 * SPEC's poll, the fallback where no stream is open: get-delivery-info-by-order-no every minute. A stream that kept
 * dropping is tried again after each poll; a refused one never is.
 */
const polling = {
  description: "No stream (refused, or it kept dropping): SPEC's refresh every minute; a dropped stream is tried again after each refresh.",
  initial: 'waiting',
  states: {
    waiting: { after: { statusRefresh: { target: 'refreshing' } } },
    refreshing,
  },
} as const;

/** An ongoing step: streamed, polled when no stream can be had. */
const ongoing = {
  tags: ['ongoing'],
  invoke: estimating,
  initial: 'streaming',
  states: { streaming, reconnecting, polling },
} as const;

/** orderSent: its e-money payment may still be being checked, and then a poll is faster. */
const ongoingWhilePaymentChecked = {
  ...ongoing,
  description: 'Sent; streamed, or polled every minute, faster while its e-money payment is being checked.',
  states: {
    streaming,
    reconnecting,
    polling: {
      ...polling,
      states: {
        waiting: {
          after: {
            paymentCheckingRefresh: { guard: 'isPaymentBeingChecked', target: 'refreshing' },
            statusRefresh: { target: 'refreshing' },
          },
        },
        refreshing,
      },
    },
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
    /** A pushed detail leaves the order at the step it is shown at. */
    isSameStep: ({ context, event }) =>
      event.type === 'stream.detail' &&
      context.order !== null &&
      progressStepOf(event.detail.data.info.status) === progressStepOf(context.order.status),
    isStreamGivenUp: ({ context }) => context.streamGivenUp,
    hasStreamAttemptsLeft: ({ context }) => context.streamAttempts < STATUS_STREAM_RECONNECT_ATTEMPTS,
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
    assignLastEventId: assign((_, params: { eventId: string | null }) => (params.eventId === null ? {} : { lastEventId: params.eventId })),
    resetStreamAttempts: assign({ streamAttempts: 0 }),
    countStreamAttempt: assign({ streamAttempts: ({ context }) => context.streamAttempts + 1 }),
    giveUpStream: assign({ streamGivenUp: true }),
    refuseStream: assign({ streamGivenUp: true, streamRefused: true }),
    /** After a poll: a lost stream is opened again (with no reconnect attempts left), a refused one is not. */
    retryLostStream: assign({ streamGivenUp: ({ context }) => context.streamRefused }),
    assignEstimate: assign((_, params: { minutes: number | null }) => ({ estimateMinutes: params.minutes })),
    dismissStoreChange: assign({ isStoreChangeWarningOpen: false }),
    /** Remembers on this device that the order's store-change warning was `shown`; the app provides it (storage). */
    rememberStoreChangeSeen: (_, _params: { orderNo: string; shown: boolean }) => undefined,
  },
  delays: {
    statusRefresh: STATUS_REFRESH_MS,
    paymentCheckingRefresh: PAYMENT_CHECKING_STATUS_REFRESH_MS,
    streamReconnect: STATUS_STREAM_RECONNECT_MS,
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
    lastEventId: null,
    streamAttempts: 0,
    streamGivenUp: false,
    streamRefused: false,
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
        orderSent: ongoingWhilePaymentChecked,
        accepted: ongoing,
        cooking: ongoing,
        ready: ongoing,
        completed: { type: 'final', description: 'Nothing more is streamed or polled.' },
        canceled: { type: 'final', description: 'Nothing more is streamed or polled; cancel reason 99 means no driver was found.' },
      },
    },
  },
});
