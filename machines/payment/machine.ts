import { and, assign, enqueueActions, setup } from 'xstate';
import { PAYMENT_CHECK_DELAY_MS, PAYMENT_POLL_MS } from '../../domain/constants';
import { apiFailureOf } from '../shared/api-error';
import { notImplemented } from '../shared/not-implemented';
import { paymentActors } from './actors';
import { isChargedButUnpaid, isRepayAllowed, isWallet, MS_PER_MINUTE, paymentLocale, QR_PAID_ERROR_CODE, repayServeTimeOf, verifiedResultOf } from './rules';
import type {
  CheckPaymentOutput,
  PaymentCallInput,
  PaymentContext,
  PaymentSettled,
  PaymentEvent,
  PaymentInput,
  PaymentLocale,
  PaymentMode,
  PaymentResult,
  RequestPaymentUrlOutput,
  UpdatePaymentMethodInput,
} from './types';

export * from './types';
export * from './rules';

const callInput = ({ context }: { context: PaymentContext }): PaymentCallInput => ({
  order: context.order,
  paymentMethod: context.paymentMethod,
  language: context.language,
});

/** update-payment-method for a repay: the method chosen and the serve time the repay keeps or moves to. */
const paymentMethodChange = ({ context }: { context: PaymentContext }): UpdatePaymentMethodInput => ({
  orderNo: context.order.orderNo,
  paymentMethod: context.paymentMethod,
  servsTime: context.order.servsTime,
});

/** The pay button and the QR modal, from every state that offers them. */
const payTransitions = {
  'payment.start': [
    { guard: 'isCash', target: '#payment.sendingOrder', actions: 'clearError' },
    { target: '#payment.requestingUrl', actions: [{ type: 'setMode', params: { mode: 'redirect' } }, 'clearError'] },
  ],
  'qr.open': {
    guard: 'isWalletMethod',
    target: '#payment.requestingUrl',
    actions: [{ type: 'setMode', params: { mode: 'qr' } }, 'clearError'],
  },
  repay: [
    {
      guard: and(['isRepayAllowed', 'isRepayInCash']),
      target: '#payment.switchingToCash',
      actions: ['assignRepayMethod', { type: 'setMode', params: { mode: 'repay' } }, 'clearError'],
    },
    {
      guard: 'isRepayAllowed',
      target: '#payment.updatingPaymentMethod',
      actions: ['assignRepayMethod', { type: 'setMode', params: { mode: 'repay' } }, 'clearError'],
    },
  ],
} as const;

const settle = (next: PaymentSettled['next'], placed = false) => ({ type: 'settle', params: { next, placed } }) as const;
/** An outcome with a status page opens it with the payment's result (`openOrderStatus`, the app's router). */
const openOrderStatus = (placed = false) =>
  ({
    type: 'openOrderStatus',
    params: ({ context }: { context: PaymentContext }) => ({ orderNo: context.order.orderNo, result: context.result, placed }),
  }) as const;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    emitted: {} as PaymentSettled,
  },
  actors: paymentActors,
  guards: {
    isCash: ({ context }) => context.paymentMethod === 'cash',
    isWalletMethod: ({ context }) => isWallet(context.paymentMethod),
    isQrMode: ({ context }) => context.mode === 'qr',
    isRepayMode: ({ context }) => context.mode === 'repay',
    isRepayAllowed: ({ context, event }) => event.type === 'repay' && isRepayAllowed(context.order, context.viewerId),
    isRepayInCash: ({ event }) => event.type === 'repay' && !isWallet(event.method),
    isPaid: (_, params: { errorCode: number }) => params.errorCode === QR_PAID_ERROR_CODE,
    isResult: ({ context }, params: { result: PaymentResult }) => context.result === params.result,
    /** check-payment says the customer was charged but the order is not paid: paying again would charge twice. */
    isChargedButUnpaid: (_, params: { check: CheckPaymentOutput }) => isChargedButUnpaid(params.check),
  },
  actions: {
    setMode: assign((_, params: { mode: PaymentMode }) => ({ mode: params.mode })),
    clearError: assign({ error: null }),
    assignError: assign((_, params: { error: unknown }) => ({ error: apiFailureOf(params.error).code ?? 'PAYMENT_GATEWAY_ERROR' })),
    /** The repay's wallet, and its serve time at the event's `now`: the order's own, or the new earliest one when it came too close (the server decides the same). */
    assignRepayMethod: assign(({ context, event }) =>
      event.type === 'repay'
        ? { paymentMethod: event.method, order: { ...context.order, servsTime: repayServeTimeOf(context.order, event.now).servsTime } }
        : {},
    ),
    assignPaymentUrl: assign((_, params: { output: RequestPaymentUrlOutput }) => ({
      paymentUrl: params.output.paymentUrl,
      qrCodeUrl: params.output.qrCodeUrl ?? null,
      deeplink: params.output.deeplink ?? null,
      transaction: params.output.transaction ?? null,
    })),
    assignOrderNo: assign(({ context }, params: { orderNo: string }) => ({ order: { ...context.order, orderNo: params.orderNo } })),
    resetPolls: assign({ pollCount: 0, lastErrorCode: null }),
    countPoll: assign(({ context }) => ({ pollCount: context.pollCount + 1 })),
    assignPollResult: assign((_, params: { errorCode: number | null }) => ({ lastErrorCode: params.errorCode })),
    assignResult: assign(({ context, event }) =>
      event.type === 'result.received'
        ? {
            result: null,
            paymentMethod: event.provider,
            order: { ...context.order, orderNo: event.orderNo },
          }
        : {},
    ),
    setResult: assign((_, params: { result: PaymentResult }) => ({ result: params.result })),
    assignCheck: assign((_, params: { check: CheckPaymentOutput | null }) => ({ check: params.check })),
    assignVerifiedResult: assign((_, params: { check: CheckPaymentOutput }) => ({ check: params.check, result: verifiedResultOf(params.check) })),
    /** The app sends the browser to the gateway page, or a phone's browser to the wallet app's deeplink when there is one. */
    redirectToPayment: (_, _params: { url: string; deeplink: string | null; locale: PaymentLocale }) => notImplemented('redirectToPayment')(),
    /**
     * The payment step is over: payment.settled goes to whoever listens and, when the ordering system spawned this
     * payment, to the system (which empties the cart and forgets the checkout).
     */
    settle: enqueueActions(({ context, self, enqueue }, params: { next: PaymentSettled['next']; placed: boolean }) => {
      const settled: PaymentSettled = { type: 'payment.settled', orderNo: context.order.orderNo, next: params.next, result: context.result, placed: params.placed };
      enqueue.emit(settled);
      if (self._parent) enqueue.sendParent(settled);
    }),
    /** The order's delivery status opens with the payment's outcome; the app provides it (its router). */
    openOrderStatus: (_, _params: { orderNo: string; result: PaymentResult | null; placed: boolean }) => undefined,
  },
  delays: {
    paymentPoll: PAYMENT_POLL_MS,
    paymentCheckDelay: PAYMENT_CHECK_DELAY_MS,
    /** The QR polling window: time_interval_payload minutes. */
    qrWindow: ({ context }) => context.qrWindowMinutes * MS_PER_MINUTE,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    order: input.order,
    paymentMethod: input.paymentMethod,
    language: input.language,
    qrWindowMinutes: input.qrWindowMinutes,
    viewerId: input.viewerId ?? null,
    mode: 'redirect',
    paymentUrl: null,
    qrCodeUrl: null,
    deeplink: null,
    transaction: null,
    pollCount: 0,
    lastErrorCode: null,
    error: null,
    result: null,
    check: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The pay button is enabled (state.can payment.start).',
      on: {
        ...payTransitions,
        'result.received': { target: 'recordingResult', actions: 'assignResult' },
        'payment.check': 'checkingPayment',
      },
    },
    requestingUrl: {
      tags: ['busy'],
      invoke: {
        id: 'requestPaymentUrl',
        src: 'requestPaymentUrl',
        input: callInput,
        onDone: [
          {
            guard: 'isRepayMode',
            target: 'settled.redirected',
            actions: { type: 'assignPaymentUrl', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'sendingOrder', actions: { type: 'assignPaymentUrl', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: { target: 'urlFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    urlFailed: {
      description: 'SPEC §8 "Payment URL failure": the error is shown and the pay button is enabled again (wallets only).',
      on: { ...payTransitions, 'payment.start': payTransitions['payment.start'][1] },
    },
    sendingOrder: {
      tags: ['busy'],
      description: 'The order is sent (update-delivery-info, status orderSent).',
      invoke: {
        id: 'sendOrder',
        src: 'sendOrder',
        input: callInput,
        onDone: [
          {
            guard: 'isCash',
            target: 'settled.orderSent',
            actions: { type: 'assignOrderNo', params: ({ event }) => ({ orderNo: event.output.orderNo }) },
          },
          {
            guard: 'isQrMode',
            target: 'qrPolling',
            actions: { type: 'assignOrderNo', params: ({ event }) => ({ orderNo: event.output.orderNo }) },
          },
          {
            target: 'settled.redirected',
            actions: { type: 'assignOrderNo', params: ({ event }) => ({ orderNo: event.output.orderNo }) },
          },
        ],
        onError: { target: 'sendFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sendFailed: {
      description:
        'SPEC §8 "Order could not be processed": the message is shown and the pay button is enabled again. Only the checkout\'s payment step sends the order (a repay goes from the new URL to the gateway), and it offers no repay.',
      on: { 'payment.start': payTransitions['payment.start'], 'qr.open': payTransitions['qr.open'] },
    },
    updatingPaymentMethod: {
      tags: ['busy'],
      description: 'Repay: update-payment-method with the new wallet, then a new payment URL.',
      invoke: {
        id: 'updatePaymentMethod',
        src: 'updatePaymentMethod',
        input: paymentMethodChange,
        onDone: 'requestingUrl',
        onError: { target: 'urlFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    switchingToCash: {
      tags: ['busy'],
      description: 'Repay in cash: update-payment-method with cash; the order goes on, paid on delivery or at the store.',
      invoke: {
        id: 'switchToCash',
        src: 'updatePaymentMethod',
        input: paymentMethodChange,
        onDone: 'settled.switchedToCash',
        onError: { target: 'switchFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    switchFailed: {
      description: 'Paying in cash instead could not be saved: the error is shown, and the repay buttons (cash among them) are offered again.',
      on: { repay: payTransitions.repay },
    },
    qrPolling: {
      tags: ['qr'],
      description: 'The QR modal shows the payment URL and polls its status every 2 s until paid or the window ends.',
      entry: 'resetPolls',
      after: { qrWindow: 'qrFailed' },
      on: { 'qr.close': 'idle' },
      initial: 'waiting',
      states: {
        waiting: {
          after: { paymentPoll: 'polling' },
        },
        polling: {
          entry: 'countPoll',
          invoke: {
            id: 'pollPaymentStatus',
            src: 'pollPaymentStatus',
            input: ({ context }) => ({ ...callInput({ context }), transaction: context.transaction }),
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => ({ errorCode: event.output.errorCode }) },
                target: '#payment.settled.paid',
                actions: [
                  { type: 'assignPollResult', params: ({ event }) => ({ errorCode: event.output.errorCode }) },
                  { type: 'setResult', params: { result: 'success' } },
                ],
              },
              {
                target: 'waiting',
                actions: { type: 'assignPollResult', params: ({ event }) => ({ errorCode: event.output.errorCode }) },
              },
            ],
            onError: { target: 'waiting', actions: { type: 'assignPollResult', params: { errorCode: null } } },
          },
        },
      },
    },
    qrFailed: {
      tags: ['qr'],
      description: 'The QR window ended unpaid: failure with the hotline.',
      on: { 'qr.close': 'idle' },
    },
    recordingResult: {
      tags: ['loading'],
      description: '/payment-result: the return query goes to check-payment (the server verifies it); the page then shows what the server verified.',
      invoke: {
        id: 'checkPayment',
        src: 'checkPayment',
        input: ({ context, event }) => ({
          ...callInput({ context }),
          returnQuery: event.type === 'result.received' ? event.query : undefined,
        }),
        onDone: [
          {
            guard: { type: 'isChargedButUnpaid', params: ({ event }) => ({ check: event.output }) },
            target: 'checkFailed.charged',
            actions: { type: 'assignCheck', params: ({ event }) => ({ check: event.output }) },
          },
          { target: 'routingResult', actions: { type: 'assignVerifiedResult', params: ({ event }) => ({ check: event.output }) } },
        ],
        onError: 'routingResult',
      },
    },
    routingResult: {
      description: "By what the server verified; a refused or unanswered check goes on to the order's own status.",
      always: [
        { guard: { type: 'isResult', params: { result: 'success' } }, target: 'settled.paid' },
        { guard: { type: 'isResult', params: { result: 'cancelled' } }, target: 'settled.cancelled' },
        { guard: { type: 'isResult', params: { result: 'failed' } }, target: 'settled.failed' },
        { target: 'settled.checked' },
      ],
    },
    checkingPayment: {
      tags: ['loading'],
      description: 'An unpaid order: "checking payment" for 10 s, then check-payment; delivery status follows either way.',
      initial: 'waiting',
      states: {
        waiting: {
          after: { paymentCheckDelay: 'checking' },
        },
        checking: {
          invoke: {
            id: 'checkPayment',
            src: 'checkPayment',
            input: callInput,
            onDone: [
              {
                guard: { type: 'isChargedButUnpaid', params: ({ event }) => ({ check: event.output }) },
                target: '#payment.checkFailed.charged',
                actions: { type: 'assignCheck', params: ({ event }) => ({ check: event.output }) },
              },
              {
                target: '#payment.settled.checked',
                actions: { type: 'assignCheck', params: ({ event }) => ({ check: event.output }) },
              },
            ],
            onError: { target: '#payment.checkFailed.notCharged', actions: { type: 'assignCheck', params: { check: null } } },
          },
        },
      },
    },
    checkFailed: {
      description: 'SPEC §8 "Payment check failed": retry when the customer was not charged, the hotline when they were.',
      on: { 'status.open': 'settled.checked' },
      initial: 'notCharged',
      states: {
        notCharged: {
          description: 'The check did not answer: nothing says the customer was charged; "Check again" checks at once.',
          on: { 'payment.check': '#payment.checkingPayment.checking' },
        },
        charged: {
          description: 'The server says the customer was charged but the order is not paid: the hotline, never pay again.',
        },
      },
    },
    settled: {
      description: 'The payment step is over; each outcome settles (payment.settled) and, but for the gateway, opens the order status.',
      initial: 'orderSent',
      states: {
        orderSent: { type: 'final', description: 'Cash: the order is sent.', entry: [settle('deliveryStatus', true), openOrderStatus(true)] },
        switchedToCash: {
          type: 'final',
          description: 'Repay in cash: the unpaid order is paid on delivery or at the store; its status page confirms it.',
          entry: [settle('deliveryStatus', true), openOrderStatus(true)],
        },
        redirected: {
          type: 'final',
          entry: [
            {
              type: 'redirectToPayment',
              params: ({ context }) => ({ url: context.paymentUrl as string, deeplink: context.deeplink, locale: paymentLocale(context.language) }),
            },
            settle('gateway'),
          ],
        },
        paid: { type: 'final', entry: [settle('deliveryStatus'), openOrderStatus()] },
        failed: { type: 'final', entry: [settle('deliveryStatus'), openOrderStatus()] },
        cancelled: { type: 'final', entry: [settle('deliveryStatus'), openOrderStatus()] },
        checked: { type: 'final', entry: [settle('deliveryStatus'), openOrderStatus()] },
      },
    },
  },
});
