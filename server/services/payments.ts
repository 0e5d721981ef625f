/**
 * E-money payments of orders behind the provider port. The gateway's decision is the truth:
 * it is recorded from a verified return or notification, or read from the gateway's status;
 * the browser's word alone never marks an order paid.
 */
import { randomUUID } from 'node:crypto';
import type { Temporal } from 'temporal-polyfill';
import { ApiError } from '../api-error';
import type { Database, Queryable } from '../db/database';
import type { Providers } from '../providers/payments';
import type { GatewayState, ProviderName, VerifiedResult } from '../providers/payments/types';
import type { Lifecycle } from './lifecycle';

export interface PaymentRow {
  id: number;
  order_id: number;
  provider: ProviderName;
  attempt: number;
  provider_order_id: string;
  request_id: string;
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'superseded';
  result_code: number | null;
  trans_id: string | null;
  message: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  [key: string]: unknown;
}

const stateToStatus: Record<Exclude<GatewayState, 'pending'>, PaymentRow['status']> = { paid: 'paid', failed: 'failed', cancelled: 'cancelled' };

export function createPayments(db: Database, providers: Providers, lifecycle: Lifecycle) {
  async function latest(q: Queryable, orderId: number) {
    const [row] = await q.query<PaymentRow>('select * from payment where order_id = $1 order by attempt desc limit 1', [orderId]);
    return row;
  }

  /** Writes a verified decision once (the first decision of a payment wins) and moves the order's payment status. */
  async function record(provider: ProviderName, result: VerifiedResult, now: Temporal.Instant) {
    return db.transaction(async (tx) => {
      const [payment] = await tx.query<PaymentRow>(
        `update payment set status = $3, result_code = $4, trans_id = $5, message = $6, decided_at = $7
          where provider = $1 and provider_order_id = $2 and status in ('pending', 'superseded') returning *`,
        [provider, result.providerOrderId, stateToStatus[result.state], result.resultCode, result.transId, result.message, now.toString()],
      );
      if (!payment) {
        const [existing] = await tx.query<PaymentRow>('select * from payment where provider = $1 and provider_order_id = $2', [provider, result.providerOrderId]);
        return existing;
      }
      const paid = result.state === 'paid';
      const message = paid ? 'success' : result.state === 'cancelled' ? 'cancelled' : `failed (${result.resultCode})`;
      const [order] = await tx.query<{ id: number; status: string }>(
        `update delivery_order set payment_status = $2, info = info || $3::jsonb, updated_at = $4 where id = $1
           and coalesce(payment_status, '') not in ('success', 'finished') returning id, status`,
        [payment.order_id, paid ? 'success' : 'fail', JSON.stringify({ paymentMessage: message, paymentStatus: paid ? 'success' : 'fail' }), now.toString()],
      );
      if (paid && order?.status === 'orderSent') await lifecycle.start(tx, order.id, now);
      return payment;
    });
  }

  return {
    latest: (orderId: number) => latest(db, orderId),
    record,

    /**
     * The open payment of an order for a provider: the pending one when it has the same
     * provider and amount (a retried request gets the same payment), otherwise a new attempt
     * that supersedes it. The partial unique index keeps one pending payment per order.
     */
    async open(order: { id: number; order_no: string; payment_status: string | null }, provider: ProviderName, amount: number, input: { lang: 'vi' | 'en' | 'ja'; returnUrl: string; orderInfo: string }, now: Temporal.Instant) {
      if (order.payment_status === 'success' || order.payment_status === 'finished') {
        throw new ApiError(409, 'ALREADY_PAID', 'This order is already paid.');
      }
      const payment = await db.transaction(async (tx) => {
        const pending = await tx.query<PaymentRow>("select * from payment where order_id = $1 and status = 'pending' for update", [order.id]);
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
      const { payUrl } = await providers[provider].createPayment(db, {
        providerOrderId: payment.provider_order_id,
        requestId: payment.request_id,
        amount: payment.amount,
        orderInfo: input.orderInfo,
        returnUrl: input.returnUrl,
        lang: input.lang,
      });
      return { payment, payUrl };
    },

    /** The latest payment of an order after asking the gateway about a pending one. */
    async sync(orderId: number, now: Temporal.Instant) {
      const payment = await latest(db, orderId);
      if (!payment || payment.status !== 'pending') return payment;
      const status = await providers[payment.provider].status(db, payment.provider_order_id);
      if (status.state === 'pending') return payment;
      return record(payment.provider, {
        providerOrderId: payment.provider_order_id,
        state: status.state,
        resultCode: status.resultCode ?? -1,
        transId: status.transId,
        amount: payment.amount,
        message: status.message,
      }, now);
    },

    /** Verifies and records a return query (the signature must check out). */
    async fromReturn(provider: ProviderName, query: Record<string, string>, now: Temporal.Instant) {
      const verified = providers[provider].verifyReturn(query);
      if (!verified) throw new ApiError(400, 'INVALID_SIGNATURE', 'The payment result does not carry a valid signature.', 'return_query');
      return record(provider, verified, now);
    },

    /** Verifies and records a server-to-server notification (IPN). */
    async fromNotification(provider: ProviderName, body: Record<string, unknown>, now: Temporal.Instant) {
      const verified = providers[provider].verifyNotification(body);
      if (!verified) throw new ApiError(400, 'INVALID_SIGNATURE', 'The payment notification does not carry a valid signature.');
      return record(provider, verified, now);
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
