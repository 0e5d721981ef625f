/**
 * E-money payments of orders behind the provider port. The gateway's decision is the truth:
 * it is recorded from a verified return or notification, or read from the gateway's status;
 * the browser's word alone never marks an order paid.
 */
import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { CANCEL_REASON_PAYMENT_WINDOW } from '../../domain/constants';
import { isPaymentWindowOver } from '../../domain/repay';
import { changedMoneyField, ORDER_CANCELED_REFUND, paidAttemptRefusal, type RefundReason } from '../../domain/payment-binding';
import type { AppMetrics } from '../metrics';
import { ApiError } from '../api-error';
import { WORDS } from '../words';
import type { Database, Queryable } from '../db/database';
import type { Providers } from '../providers/payments';
import { GatewayError, type GatewayState, type ProviderName, type VerifiedResult } from '../providers/payments/types';
import type { Lifecycle } from './lifecycle';

const paymentOpen = (field: string, paymentAmount: number, orderTotal: number | null) =>
  new ApiError(409, 'PAYMENT_OPEN', WORDS.paymentOpen, field, {
    payment_amount: paymentAmount,
    ...(orderTotal === null ? {} : { order_total: orderTotal }),
  });

export interface PaymentRow {
  id: number;
  order_id: number;
  provider: ProviderName;
  attempt: number;
  provider_order_id: string;
  request_id: string;
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'superseded' | 'refused';
  result_code: number | null;
  trans_id: string | null;
  message: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  pay_url: string | null;
  qr_code_url: string | null;
  deeplink: string | null;
  [key: string]: unknown;
}

export type RefundStatus = 'Request' | 'Completed' | 'Failed';

const stateToStatus: Record<Exclude<GatewayState, 'pending'>, PaymentRow['status']> = { paid: 'paid', failed: 'failed', cancelled: 'cancelled' };

const PAID_STATUSES = ['success', 'finished'];

interface LockedOrder {
  id: number;
  status: string;
  payment_status: string | null;
  confirmed_at: Date | string | null;
  total: number | null;
  [key: string]: unknown;
}

/** The order row, locked for the rest of the transaction (one payment decision or opening at a time per order). */
async function lockOrder(tx: Queryable, orderId: number) {
  const [order] = await tx.query<LockedOrder>(
    "select id, status, payment_status, confirmed_at, (info->>'gokeikin')::numeric::integer as total from delivery_order where id = $1 for update",
    [orderId],
  );
  return order;
}

/** A gateway that refuses or does not answer: 502 to our caller, who may try again. */
async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError) throw new ApiError(502, 'PAYMENT_GATEWAY_ERROR', WORDS.paymentGatewayError, 'payment_method');
    throw error;
  }
}

export function createPayments(db: Database, providers: Providers, lifecycle: Lifecycle, metrics?: Pick<AppMetrics, 'payments'>) {
  const count = (provider: ProviderName, outcome: string) => metrics?.payments.inc({ provider, outcome });
  /**
   * Asks the provider to give back the money of one refund row still in Request; its answer sets
   * Completed or Failed (SPEC §4). A gateway that does not answer leaves it in Request.
   */
  /** A gateway call whose failure (timeout, refusal, unreadable answer) is counted as the provider's gateway_error. */
  async function countedGatewayCall<T>(provider: ProviderName, call: () => Promise<T>): Promise<T> {
    try {
      return await gatewayCall(call);
    } catch (error) {
      count(provider, 'gateway_error');
      throw error;
    }
  }

  async function refund(paymentId: number, now: Temporal.Instant) {
    const [row] = await db.query<{ id: number; order_id: number; amount: number; reason: string; status: RefundStatus; provider: ProviderName; provider_order_id: string; trans_id: string | null; decided_at: Date | string | null; created_at: Date | string }>(
      `select r.id, r.order_id, r.amount, r.reason, r.status, p.provider, p.provider_order_id, p.trans_id, p.decided_at, p.created_at
         from payment_refund r join payment p on p.id = r.payment_id where r.payment_id = $1`,
      [paymentId],
    );
    if (!row || row.status !== 'Request') return row?.status;
    const requestId = randomUUID();
    let answer;
    try {
      answer = await providers[row.provider].refund({
        providerOrderId: row.provider_order_id,
        transId: row.trans_id ?? '',
        requestId,
        amount: row.amount,
        description: `Refund ${row.provider_order_id} (${row.reason})`,
        paidAt: new Date(row.decided_at ?? row.created_at),
      });
    } catch (error) {
      if (error instanceof GatewayError) return 'Request';
      throw error;
    }
    const status: RefundStatus = answer.state === 'completed' ? 'Completed' : 'Failed';
    await db.query(
      "update payment_refund set status = $2, request_id = $3, result_code = $4, message = $5, decided_at = $6 where id = $1 and status = 'Request'",
      [row.id, status, requestId, answer.resultCode, answer.message, now.toString()],
    );
    if (row.reason === ORDER_CANCELED_REFUND) {
      await db.query("update delivery_order set info = info || jsonb_build_object('refund_status', $2::text), updated_at = $3 where id = $1", [row.order_id, status, now.toString()]);
    }
    return status;
  }

  /** A paid e-money order that is canceled gets its money back through the provider (reason 99: the store cannot serve). */
  async function refundCanceledOrder(orderId: number, now: Temporal.Instant) {
    const [paid] = await db.query<PaymentRow>("select * from payment where order_id = $1 and status = 'paid' order by attempt desc limit 1", [orderId]);
    if (!paid) return undefined;
    await db.query(
      'insert into payment_refund (payment_id, order_id, amount, reason, created_at) values ($1, $2, $3, $4, $5) on conflict (payment_id) do nothing',
      [paid.id, orderId, paid.amount, ORDER_CANCELED_REFUND, now.toString()],
    );
    return refund(paid.id, now);
  }

  async function latest(q: Queryable, orderId: number) {
    const [row] = await q.query<PaymentRow>('select * from payment where order_id = $1 order by attempt desc limit 1', [orderId]);
    return row;
  }

  /**
   * Writes a verified decision once (the first decision of a payment wins). A paid attempt marks
   * its order paid only when domain/payment-binding allows it; otherwise the attempt is refused
   * and a refund recorded. A failure moves the order only when it was the open attempt.
   */
  async function record(provider: ProviderName, result: VerifiedResult, now: Temporal.Instant) {
    const decided = { now: false };
    const recorded = await decideOnce(provider, result, now, decided);
    // each attempt's decision counted once, by what was written (paid, failed, cancelled, refused), not the repeats
    if (recorded && decided.now) count(provider, recorded.status);
    // money taken for a refused attempt goes back through the provider's refund API, once committed
    if (recorded?.status === 'refused') await refund(recorded.id, now);
    return recorded;
  }

  async function decideOnce(provider: ProviderName, result: VerifiedResult, now: Temporal.Instant, decided: { now: boolean }) {
    return db.transaction(async (tx) => {
      const [found] = await tx.query<PaymentRow>('select * from payment where provider = $1 and provider_order_id = $2', [provider, result.providerOrderId]);
      if (!found) return undefined;
      const order = await lockOrder(tx, found.order_id);
      const [attempt] = await tx.query<PaymentRow>('select * from payment where id = $1 for update', [found.id]);
      if (attempt.status !== 'pending' && attempt.status !== 'superseded') return attempt;
      const decide = async (status: PaymentRow['status']) => {
        const [row] = await tx.query<PaymentRow>(
          'update payment set status = $2, result_code = $3, trans_id = $4, message = $5, decided_at = $6 where id = $1 returning *',
          [attempt.id, status, result.resultCode, result.transId, result.message, now.toString()],
        );
        decided.now = true;
        return row;
      };
      const orderPaid = PAID_STATUSES.includes(order.payment_status ?? '');
      if (result.state !== 'paid') {
        const decided = await decide(stateToStatus[result.state]);
        if (attempt.status === 'pending' && !orderPaid) {
          const message = result.state === 'cancelled' ? 'cancelled' : `failed (${result.resultCode})`;
          await tx.query('update delivery_order set payment_status = $2, info = info || $3::jsonb, updated_at = $4 where id = $1', [
            order.id,
            'fail',
            JSON.stringify({ paymentMessage: message, paymentStatus: 'fail' }),
            now.toString(),
          ]);
        }
        return decided;
      }
      const refusal = paidAttemptRefusal({
        attemptStatus: attempt.status,
        openedAmount: attempt.amount,
        chargedAmount: result.amount,
        orderTotal: order.confirmed_at ? order.total : null,
        orderPaid,
      });
      if (refusal) {
        const refused = await decide('refused');
        await tx.query('insert into payment_refund (payment_id, order_id, amount, reason, created_at) values ($1, $2, $3, $4, $5) on conflict do nothing', [
          attempt.id,
          order.id,
          result.amount ?? attempt.amount,
          refusal,
          now.toString(),
        ]);
        return refused;
      }
      const paid = await decide('paid');
      await tx.query('update delivery_order set payment_status = $2, info = info || $3::jsonb, updated_at = $4 where id = $1', [
        order.id,
        'success',
        JSON.stringify({ paymentMessage: 'success', paymentStatus: 'success' }),
        now.toString(),
      ]);
      if (order.status === 'orderSent') await lifecycle.start(tx, order.id, now);
      return paid;
    });
  }

  return {
    latest: (orderId: number) => latest(db, orderId),
    record,

    /**
     * The open payment of an order for a provider: the pending one when it has the same
     * provider and amount (a retried or parallel request gets the same payment), otherwise a new
     * attempt that supersedes it. The order row is locked first, so parallel requests queue
     * instead of racing for the next attempt number.
     */
    async open(order: { id: number; order_no: string }, provider: ProviderName, amount: number, input: { lang: 'vi' | 'en' | 'ja'; returnUrl: string; orderInfo: string }, now: Temporal.Instant) {
      const payment = await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        if (PAID_STATUSES.includes(locked?.payment_status ?? '')) {
          throw new ApiError(409, 'ALREADY_PAID', WORDS.alreadyPaid, 'order_id');
        }
        const pending = await tx.query<PaymentRow>("select * from payment where order_id = $1 and status = 'pending'", [order.id]);
        const same = pending.find((p) => p.provider === provider && p.amount === amount);
        if (same) return same;
        await tx.query("update payment set status = 'superseded' where order_id = $1 and status = 'pending'", [order.id]);
        const [{ attempt }] = await tx.query<{ attempt: number }>('select coalesce(max(attempt), 0) + 1 as attempt from payment where order_id = $1', [order.id]);
        const [row] = await tx.query<PaymentRow>(
          `insert into payment (order_id, provider, attempt, provider_order_id, request_id, amount, created_at)
           values ($1, $2, $3, $4, $5, $6, $7) returning *`,
          [order.id, provider, attempt, `${order.order_no}-${attempt}`, randomUUID(), amount, now.toString()],
        );
        return row;
      });
      if (payment.pay_url) return { payment, payUrl: payment.pay_url, qrCodeUrl: payment.qr_code_url, deeplink: payment.deeplink };
      // a gateway refuses an order id it has seen: its first answer is kept and given again
      const created = await countedGatewayCall(provider, () =>
        providers[provider].createPayment({
          providerOrderId: payment.provider_order_id,
          requestId: payment.request_id,
          amount: payment.amount,
          orderInfo: input.orderInfo,
          returnUrl: input.returnUrl,
          lang: input.lang,
          createdAt: new Date(payment.created_at),
        }),
      );
      await db.query('update payment set pay_url = $2, qr_code_url = $3, deeplink = $4 where id = $1', [payment.id, created.payUrl, created.qrCodeUrl, created.deeplink]);
      count(provider, 'opened');
      return { payment, ...created };
    },

    /**
     * Whether an order being confirmed is paid. An open (pending or paid) attempt for another
     * amount refuses the confirmation: the cart is frozen while a payment is open. Confirming
     * for cash supersedes a pending link and is refused after a wallet payment. The caller's transaction holds the
     * order row's lock already (the confirmation takes it with its own first statement): the order row first, as a
     * gateway decision does, so the two never wait on each other.
     */
    async paidAtConfirmation(tx: Queryable, orderId: number, confirmed: { emoneyType: number; total: number }) {
      const open = await tx.query<PaymentRow>("select * from payment where order_id = $1 and status in ('pending', 'paid') for update", [orderId]);
      const paid = open.filter((p) => p.status === 'paid');
      if (confirmed.emoneyType === 0) {
        if (paid.length > 0) throw paymentOpen('info.emoneyType', paid[0].amount, confirmed.total);
        // most orders paid in cash never opened a payment: nothing to supersede, no statement
        if (open.some((p) => p.status === 'pending')) {
          await tx.query("update payment set status = 'superseded' where order_id = $1 and status = 'pending'", [orderId]);
        }
        return true;
      }
      const other = open.find((p) => p.amount !== confirmed.total);
      if (other) throw paymentOpen('info.foods', other.amount, confirmed.total);
      return paid.length > 0;
    },

    /** Refuses a cart edit of an unconfirmed order that would change its money while a payment is open. */
    async assertCartEditable(orderId: number, frozen: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>) {
      const field = changedMoneyField(frozen, next);
      if (field === null) return;
      const [open] = await db.query<PaymentRow>("select * from payment where order_id = $1 and status in ('pending', 'paid') order by attempt desc limit 1", [orderId]);
      if (open) throw paymentOpen(`info.${field}`, open.amount, null);
    },

    /**
     * An order paid again another way (repay): its method, serve time and split of the total are recorded. Cash
     * settles it at once, supersedes the attempt left open at a gateway and starts a sent order's lifecycle; e-money
     * waits for its gateway's decision.
     */
    async changeMethod(order: { id: number; status: string; payment_status: string | null }, change: { emoneyType: number; servsTime: string; total: number }, now: Temporal.Instant) {
      const { emoneyType, servsTime, total } = change;
      const cash = emoneyType === 0;
      await db.transaction(async (tx) => {
        await tx.query(
          `update delivery_order set payment_status = $2, info = info || $3::jsonb, updated_at = $4 where id = $1`,
          [
            order.id,
            cash ? 'success' : order.payment_status,
            JSON.stringify({ emoneyType, servsTime, cash: cash ? total : 0, emoney: cash ? 0 : total, ...(cash ? { paymentStatus: 'success', paymentMessage: null } : {}) }),
            now.toString(),
          ],
        );
        if (cash) {
          await tx.query("update payment set status = 'superseded' where order_id = $1 and status = 'pending'", [order.id]);
          if (order.status === 'orderSent') await lifecycle.start(tx, order.id, now);
        }
      });
    },

    /**
     * Closes the sent wallet orders still unpaid once their payment window is over (domain/repay
     * isPaymentWindowOver: `windowMinutes`, SPEC §7 time_interval_payload, after the order was confirmed or
     * its latest payment was opened, whichever is later): canceled with CANCEL_REASON_PAYMENT_WINDOW, and the
     * attempt still open is superseded, so a payment made later is refused and refunded, never kept. Applied
     * when orders are read, as the lifecycle's steps are; the status guard makes two servers close an order once.
     */
    async closeUnpaidAfterWindow(windowMinutes: number, now: Temporal.Instant, order: { id?: number; orderNo?: string; orderNos?: string[] } = {}) {
      const rows = await db.query<{ id: number; confirmed_at: Date | string; last_opened: Date | string | null }>(
        `select o.id, o.confirmed_at, (select max(p.created_at) from payment p where p.order_id = o.id) as last_opened
           from delivery_order o
          where o.status = 'orderSent' and o.payment_status in ('unpaid', 'fail') and o.confirmed_at is not null
            and coalesce(o.info->>'emoneyType', '0') in ('1', '2')
            and ($1::int is null or o.id = $1) and ($2::text is null or o.order_no = $2)
            and ($3::text[] is null or o.order_no = any($3::text[]))
          limit 500`,
        [order.id ?? null, order.orderNo ?? null, order.orderNos ?? null],
      );
      const instant = (value: Date | string) => Temporal.Instant.from(new Date(value).toISOString());
      let closed = 0;
      for (const row of rows) {
        const confirmed = instant(row.confirmed_at);
        const opened = row.last_opened ? instant(row.last_opened) : confirmed;
        const startedAt = Temporal.Instant.compare(opened, confirmed) > 0 ? opened : confirmed;
        if (!isPaymentWindowOver(startedAt, windowMinutes, now)) continue;
        await db.transaction(async (tx) => {
          const [done] = await tx.query<{ id: number }>(
            `update delivery_order set status = 'canceled', next_step_at = null, updated_at = $2,
                info = info || jsonb_build_object('cancel_reason_code', $3::int)
              where id = $1 and status = 'orderSent' and payment_status in ('unpaid', 'fail') returning id`,
            [row.id, now.toString(), CANCEL_REASON_PAYMENT_WINDOW],
          );
          if (!done) return;
          closed += 1;
          await tx.query("update payment set status = 'superseded' where order_id = $1 and status = 'pending'", [row.id]);
        });
      }
      return closed;
    },

    refund,
    refundCanceledOrder,

    /** Refunds (money taken for a refused attempt or a canceled order), newest first. */
    refunds: () =>
      db.query<{ id: number; order_no: string; provider_order_id: string; amount: number; reason: RefundReason | typeof ORDER_CANCELED_REFUND; status: RefundStatus; created_at: Date | string }>(
        `select r.id, o.order_no, p.provider_order_id, r.amount, r.reason, r.status, r.created_at
           from payment_refund r join payment p on p.id = r.payment_id join delivery_order o on o.id = r.order_id
          order by r.id desc limit 50`,
      ),

    /** The latest payment of an order after asking the gateway about a pending one. */
    async sync(orderId: number, now: Temporal.Instant) {
      const payment = await latest(db, orderId);
      if (!payment || payment.status !== 'pending') return payment;
      let status;
      try {
        status = await providers[payment.provider].status({ providerOrderId: payment.provider_order_id, requestId: payment.request_id, createdAt: new Date(payment.created_at) });
      } catch (error) {
        // the gateway did not answer (or answered unsigned): the payment stays as it was, the next poll asks again
        if (error instanceof GatewayError) return payment;
        throw error;
      }
      if (status.state === 'pending') return payment;
      return record(payment.provider, {
        providerOrderId: payment.provider_order_id,
        state: status.state,
        resultCode: status.resultCode ?? -1,
        transId: status.transId,
        amount: status.amount ?? payment.amount,
        message: status.message,
      }, now);
    },

    /** Verifies and records a return query (the signature must check out). */
    async fromReturn(provider: ProviderName, query: Record<string, string>, now: Temporal.Instant) {
      const verified = providers[provider].verifyReturn(query);
      if (!verified) count(provider, 'invalid_signature');
      if (!verified) throw new ApiError(400, 'INVALID_SIGNATURE', 'The payment result does not carry a valid signature.', 'return_query');
      return record(provider, verified, now);
    },

    /** Verifies and records a server-to-server notification (IPN). */
    async fromNotification(provider: ProviderName, body: Record<string, unknown>, now: Temporal.Instant) {
      const verified = providers[provider].verifyNotification(body);
      if (!verified) count(provider, 'invalid_signature');
      if (!verified) throw new ApiError(400, 'INVALID_SIGNATURE', 'The payment notification does not carry a valid signature.');
      return record(provider, verified, now);
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
