import { assign, emit, fromPromise, setup } from 'xstate';
import { Temporal } from 'temporal-polyfill';
import type { components, operations } from '../../openapi/schema';
import type { PaymentMethod } from '../../domain/checkout-validation';
import { PAYMENT_CHECK_DELAY_MS, PAYMENT_POLL_MS } from '../../domain/constants';
import { momoOutcome, outcomeOfPaymentStatus, PAYMENT_STATUS_CODES, payooOutcome } from '../../domain/payment-result';
import { canRepay } from '../../domain/repay';
import { notImplemented } from '../shared/not-implemented';
import { apiFailureOf, type Json } from '../shared/api-error';


export type PaymentStatus = components['schemas']['PaymentStatus'];
export type OrderStatus = components['schemas']['OrderStatus'];
/** A wallet (e-money) method: MoMo or Payoo. */
export type WalletMethod = Exclude<PaymentMethod, 'cash'>;
/** Interface language; ja is the default. */
export type Language = 'vi' | 'en' | 'ja';
/** Locale of the gateway page. */
export type PaymentLocale = 'vi_VN' | 'en_US';
/** The provider's result on /payment-result, mapped. */
export type PaymentResult = 'success' | 'failed' | 'cancelled';
/** How a wallet payment proceeds after the URL is known. */
export type PaymentMode = 'redirect' | 'qr' | 'repay';

/** The order being paid, as the payment calls and the repay rule need it. */
export interface PaymentOrder {
  id: number;
  orderNo: string;
  /** Whole dong. */
  amount: number;
  storeName: string;
  storeCode: string;
  /** Serve time 'YYYY-MM-DD HH:mm' (+07:00). */
  servsTime: string | null;
  /** The order's cus_id (null for a guest order). */
  cusId: number | null;
  /** The store's prepare_time (minutes). */
  prepareTime?: number | null;
  status?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
}

export interface PaymentInput {
  order: PaymentOrder;
  paymentMethod: PaymentMethod;
  language: Language;
  /** time_interval_payload from the delivery settings: minutes the QR modal polls. */
  qrWindowMinutes: number;
  /** The viewer's customer id (null for a guest); repay is for the order's owner only. */
  viewerId?: number | null;
}

/** Gateway references for the status calls (Payoo status needs orderId and purchaseDate). */
export interface GatewayTransaction {
  orderId: string | null;
  purchaseDate: string | null;
}

export interface PaymentContext {
  /** The order; `result.received` may set its number. */
  order: PaymentOrder;
  /** Cash or the wallet; `repay` switches the wallet. */
  paymentMethod: PaymentMethod;
  language: Language;
  /** QR polling window, minutes (time_interval_payload). */
  qrWindowMinutes: number;
  viewerId: number | null;
  /** What follows the payment URL: a redirect, the QR modal, or a repay redirect (order already sent). */
  mode: PaymentMode;
  /** The gateway page; also the QR code's content. */
  paymentUrl: string | null;
  transaction: GatewayTransaction | null;
  /** Status polls made since the QR modal opened. */
  pollCount: number;
  /** errorCode of the last status poll (0 paid, 1000 waiting, -1 failed, -2 cancelled). */
  lastErrorCode: number | null;
  /** Error code of the failed payment URL or send (shown; the pay button is enabled again). */
  error: string | null;
  /** The provider's mapped result on /payment-result. */
  result: PaymentResult | null;
  /** check-payment's answer on the checking-payment screen or after a return; null when it failed. */
  check: CheckPaymentOutput | null;
}

export type PaymentEvent =
  /** The pay button: cash sends the order; a wallet requests the payment URL. */
  | { type: 'payment.start' }
  /** The QR modal (wallets only). */
  | { type: 'qr.open' }
  | { type: 'qr.close' }
  /** /payment-result: the provider's return query, its order number and result code. */
  | { type: 'result.received'; provider: WalletMethod; code: number; orderNo: string; query: Record<string, string> }
  /** /checkout with an unpaid order: the checking-payment screen. */
  | { type: 'payment.check' }
  /** Repay with a wallet; `now` is the app's clock (ISO instant) for the serve-time rule. */
  | { type: 'repay'; method: WalletMethod; now: string };

export type PaymentEmitted = {
  type: 'payment.settled';
  orderNo: string;
  /** Where the app goes: /delivery-status, or the gateway page (already redirected). */
  next: 'deliveryStatus' | 'gateway';
  result: PaymentResult | null;
};

export interface PaymentCallInput {
  order: PaymentOrder;
  paymentMethod: PaymentMethod;
  language: Language;
}
export interface RequestPaymentUrlOutput {
  paymentUrl: string;
  transaction?: GatewayTransaction | null;
}
export interface SendOrderOutput {
  orderNo: string;
}
export interface PollPaymentStatusInput extends PaymentCallInput {
  transaction: GatewayTransaction | null;
}
export interface PollPaymentStatusOutput {
  errorCode: number;
}
export interface CheckPaymentInput extends PaymentCallInput {
  /** The gateway's return query, verified by the server (only after a return). */
  returnQuery?: Record<string, string>;
}
export type CheckPaymentOutput = Json<operations['checkPayment']['responses'][200]>['data'];
export interface UpdatePaymentMethodInput {
  orderNo: string;
  paymentMethod: WalletMethod;
  servsTime: string | null;
}

/** Status poll errorCode meaning paid (domain/payment-result). */
export const QR_PAID_ERROR_CODE = PAYMENT_STATUS_CODES.paid;
export const MS_PER_MINUTE = 60_000;
export { PAYMENT_CHECK_DELAY_MS, PAYMENT_POLL_MS } from '../../domain/constants';

/** Gateway locale: vi → vi_VN; en and ja → en_US (the gateways offer no Japanese page). */
export const paymentLocale = (language: Language): PaymentLocale => (language === 'vi' ? 'vi_VN' : 'en_US');

const RESULT_OF_OUTCOME = { paid: 'success', failed: 'failed', cancelled: 'cancelled' } as const satisfies Record<string, PaymentResult>;

/** Maps a provider's return code with domain/payment-result (MoMo 0 paid, 1006 cancelled; Payoo 1 paid, -1 cancelled; others failed). */
export function paymentResultOf(provider: WalletMethod, code: number): PaymentResult {
  return RESULT_OF_OUTCOME[(provider === 'momo' ? momoOutcome(code) : payooOutcome(code)) ?? 'failed'];
}

/**
 * The result the server verified (check-payment: the order's payment_status), never the return
 * query's own code; null while the order is still unpaid or the check failed.
 */
export function verifiedResultOf(check: CheckPaymentOutput | null): PaymentResult | null {
  if (!check) return null;
  const outcome = outcomeOfPaymentStatus(check.payment_status);
  if (outcome === 'pending') return null;
  return outcome === 'failed' && check.payment_message === 'cancelled' ? 'cancelled' : RESULT_OF_OUTCOME[outcome];
}

/** The payment status the delivery-status page is opened with (its prePaymentStatus query). */
export const prePaymentStatusOf = (result: PaymentResult | null): PaymentStatus | null =>
  result === null ? null : result === 'success' ? 'success' : 'fail';

const isWallet = (method: PaymentMethod): method is WalletMethod => method !== 'cash';

/** True when `viewerId` may repay `order` at `now` (domain/repay: owner, failed or unpaid, serve time ≥ prepare time away). */
export const isRepayAllowed = (order: PaymentOrder, viewerId: number | null, now: string) =>
  canRepay({
    viewerId,
    orderCustomerId: order.cusId,
    servsTime: order.servsTime,
    prepareTime: order.prepareTime,
    paymentStatus: order.paymentStatus,
    status: order.status,
    now: Temporal.Instant.from(now),
  });

const callInput = ({ context }: { context: PaymentContext }): PaymentCallInput => ({
  order: context.order,
  paymentMethod: context.paymentMethod,
  language: context.language,
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
  repay: {
    guard: 'isRepayAllowed',
    target: '#payment.updatingPaymentMethod',
    actions: ['assignRepayMethod', { type: 'setMode', params: { mode: 'repay' } }, 'clearError'],
  },
} as const;

const settledEntry = (next: PaymentEmitted['next']) => ({ type: 'emitSettled', params: { next } }) as const;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    emitted: {} as PaymentEmitted,
  },
  actors: {
    requestPaymentUrl: fromPromise<RequestPaymentUrlOutput, PaymentCallInput>(notImplemented('requestPaymentUrl')),
    sendOrder: fromPromise<SendOrderOutput, PaymentCallInput>(notImplemented('sendOrder')),
    pollPaymentStatus: fromPromise<PollPaymentStatusOutput, PollPaymentStatusInput>(notImplemented('pollPaymentStatus')),
    checkPayment: fromPromise<CheckPaymentOutput, CheckPaymentInput>(notImplemented('checkPayment')),
    updatePaymentMethod: fromPromise<unknown, UpdatePaymentMethodInput>(notImplemented('updatePaymentMethod')),
  },
  guards: {
    isCash: ({ context }) => context.paymentMethod === 'cash',
    isWalletMethod: ({ context }) => isWallet(context.paymentMethod),
    isQrMode: ({ context }) => context.mode === 'qr',
    isRepayMode: ({ context }) => context.mode === 'repay',
    isRepayAllowed: ({ context, event }) =>
      event.type === 'repay' && isWallet(event.method) && isRepayAllowed(context.order, context.viewerId, event.now),
    isPaid: (_, params: { errorCode: number }) => params.errorCode === QR_PAID_ERROR_CODE,
    isResult: ({ context }, params: { result: PaymentResult }) => context.result === params.result,
  },
  actions: {
    setMode: assign((_, params: { mode: PaymentMode }) => ({ mode: params.mode })),
    clearError: assign({ error: null }),
    assignError: assign((_, params: { error: unknown }) => ({ error: apiFailureOf(params.error).code ?? 'PAYMENT_GATEWAY_ERROR' })),
    assignRepayMethod: assign(({ event }) => (event.type === 'repay' ? { paymentMethod: event.method } : {})),
    assignPaymentUrl: assign((_, params: { output: RequestPaymentUrlOutput }) => ({
      paymentUrl: params.output.paymentUrl,
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
    /** The app sends the browser to the gateway page. */
    redirectToPayment: (_, _params: { url: string; locale: PaymentLocale }) => notImplemented('redirectToPayment')(),
    emitSettled: emit(({ context }, params: { next: PaymentEmitted['next'] }) => ({
      type: 'payment.settled' as const,
      orderNo: context.order.orderNo,
      next: params.next,
      result: context.result,
    })),
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
      description: 'SPEC §8 "Order could not be processed": the message is shown and the pay button is enabled again.',
      on: payTransitions,
    },
    updatingPaymentMethod: {
      tags: ['busy'],
      description: 'Repay: update-payment-method with the new wallet, then a new payment URL.',
      invoke: {
        id: 'updatePaymentMethod',
        src: 'updatePaymentMethod',
        input: ({ context }) => ({
          orderNo: context.order.orderNo,
          paymentMethod: context.paymentMethod as WalletMethod,
          servsTime: context.order.servsTime,
        }),
        onDone: 'requestingUrl',
        onError: { target: 'urlFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
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
        onDone: { target: 'routingResult', actions: { type: 'assignVerifiedResult', params: ({ event }) => ({ check: event.output }) } },
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
            onDone: {
              target: '#payment.settled.checked',
              actions: { type: 'assignCheck', params: ({ event }) => ({ check: event.output }) },
            },
            onError: '#payment.settled.checked',
          },
        },
      },
    },
    settled: {
      description: 'The payment step is over; each outcome emits payment.settled and the app navigates.',
      initial: 'orderSent',
      states: {
        orderSent: { type: 'final', description: 'Cash: the order is sent.', entry: settledEntry('deliveryStatus') },
        redirected: {
          type: 'final',
          entry: [
            {
              type: 'redirectToPayment',
              params: ({ context }) => ({ url: context.paymentUrl as string, locale: paymentLocale(context.language) }),
            },
            settledEntry('gateway'),
          ],
        },
        paid: { type: 'final', entry: settledEntry('deliveryStatus') },
        failed: { type: 'final', entry: settledEntry('deliveryStatus') },
        cancelled: { type: 'final', entry: settledEntry('deliveryStatus') },
        checked: { type: 'final', entry: settledEntry('deliveryStatus') },
      },
    },
  },
});
