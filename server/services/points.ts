/**
 * The point ledger: every change of a customer's points is a row of point_ledger, and
 * customer.total_point / available_point move with it in the same transaction, so that they always
 * equal the ledger's sums (domain/points.ts pointBalances).
 */
import type { Temporal } from 'temporal-polyfill';
import { earnedPoints, type PointKind } from '../../domain/points';
import type { Database, Queryable } from '../db/database';
import { orderBreakdown, type OrderInfo } from './orders';

export interface PointChange {
  customerId: number;
  kind: PointKind;
  /** Signed: earn > 0, redeem < 0. */
  points: number;
  orderId?: number | null;
  promotionId?: number | null;
}

/** Writes one ledger row and moves the customer's figures by it; call inside a transaction. */
export async function recordPoints(tx: Queryable, change: PointChange, now: Temporal.Instant) {
  await tx.query(
    `insert into point_ledger (customer_id, kind, points, order_id, promotion_id, created_at) values ($1, $2, $3, $4, $5, $6)`,
    [change.customerId, change.kind, change.points, change.orderId ?? null, change.promotionId ?? null, now.toString()],
  );
  await applyToCustomer(tx, change);
}

async function applyToCustomer(tx: Queryable, change: Pick<PointChange, 'customerId' | 'kind' | 'points'>) {
  await tx.query(
    `update customer set available_point = available_point + $2,
        total_point = total_point + case when $3::text = 'redeem' then 0 else $2 end where id = $1`,
    [change.customerId, change.points, change.kind],
  );
}

/** Runs `work` in a transaction when the handle can open one (a Database), else on the handle (already a transaction). */
export function inTransaction<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in db ? (db as Database).transaction(work) : work(db);
}

/**
 * The points a completed order earns, written once (a unique index keeps a second writer out) and
 * noted in the order as earnPoint. A guest's order earns nothing. Call in the completing transaction.
 */
export async function earnForCompletedOrder(tx: Queryable, orderId: number, now: Temporal.Instant): Promise<number> {
  const [order] = await tx.query<{ cus_id: number | null; status: string; info: OrderInfo }>(
    'select cus_id, status, info from delivery_order where id = $1',
    [orderId],
  );
  if (!order || order.cus_id === null || order.status !== 'completed') return 0;
  const points = earnedPoints(orderBreakdown(order.info));
  if (points === 0) return 0;
  const inserted = await tx.query(
    `insert into point_ledger (customer_id, kind, points, order_id, created_at) values ($1, 'earn', $2, $3, $4)
     on conflict (order_id) where kind = 'earn' do nothing returning id`,
    [order.cus_id, points, orderId, now.toString()],
  );
  if (inserted.length === 0) return 0;
  await applyToCustomer(tx, { customerId: order.cus_id, kind: 'earn', points });
  await tx.query(`update delivery_order set info = info || jsonb_build_object('earnPoint', $2::int) where id = $1`, [orderId, points]);
  return points;
}

/** What a give-back took: `points` from the customer's available points, `shortfall` of the earn already spent. */
export interface GiveBack {
  points: number;
  shortfall: number;
}

/**
 * Gives back what an order earned when it is refunded after completion, once; an order that earned nothing gives
 * nothing back. Points already spent (redeemed) are not taken below zero: the give-back takes what is available,
 * and the rest is the order's `pointShortfall`, written off. Call in the refunding transaction.
 */
export async function giveBackOrderPoints(tx: Queryable, orderId: number, now: Temporal.Instant): Promise<GiveBack> {
  const nothing = { points: 0, shortfall: 0 };
  const [earn] = await tx.query<{ customer_id: number; points: number }>(
    `select customer_id, points from point_ledger where order_id = $1 and kind = 'earn'`,
    [orderId],
  );
  if (!earn) return nothing;
  // the order's earnPoint is what it still holds: 0 once given back, even when the give-back could take nothing
  const [order] = await tx.query<{ held: number | null }>(`select (info->>'earnPoint')::int as held from delivery_order where id = $1 for update`, [orderId]);
  if (!order || order.held === 0) return nothing;
  const [customer] = await tx.query<{ available_point: number }>('select available_point from customer where id = $1 for update', [earn.customer_id]);
  const points = Math.min(earn.points, Math.max(0, customer?.available_point ?? 0));
  const shortfall = earn.points - points;
  if (points > 0) {
    const inserted = await tx.query(
      `insert into point_ledger (customer_id, kind, points, order_id, created_at) values ($1, 'adjust', $2, $3, $4)
       on conflict (order_id) where kind = 'adjust' and order_id is not null do nothing returning id`,
      [earn.customer_id, -points, orderId, now.toString()],
    );
    if (inserted.length === 0) return nothing;
    await applyToCustomer(tx, { customerId: earn.customer_id, kind: 'adjust', points: -points });
  }
  await tx.query(
    `update delivery_order set info = info || jsonb_build_object('earnPoint', 0)
       || case when $2::int > 0 then jsonb_build_object('pointShortfall', $2::int) else '{}'::jsonb end where id = $1`,
    [orderId, shortfall],
  );
  return { points, shortfall };
}
