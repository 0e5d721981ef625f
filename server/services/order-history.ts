/** A customer's order lists: the order-history screen's date range and status, and the "your order" tabs. */
import type { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '../../domain/constants';
import { dateRangeProblem, defaultHistoryRange, pageOf, parseCompactDate, type DateRange } from '../../domain/order-lists';
import { CANCELLED_STATUSES, DRAFT_STATUSES, ONGOING_STATUSES, UNPAID_PAYMENT_STATUSES } from '../../domain/order-status';
import type { components } from '../../openapi/schema';
import { ApiError } from '../api-error';
import { WORDS } from '../words';
import type { Clock } from '../context';
import type { Queryable } from '../db/database';
import type { Lifecycle } from './lifecycle';
import { orderBreakdown, type StoredOrder } from './orders';

type HistoryRow = components['schemas']['OrderHistoryRow'];

/** The "your order" tabs. */
export type OrderTab = 'all' | 'payment_processing' | 'on_going' | 'completed' | 'cancelled';

/** A page asked of a list. */
export interface PageRequest {
  page?: number | null;
  size?: number | null;
}

function historyRow(row: StoredOrder): HistoryRow {
  const info = row.info;
  const total = orderBreakdown(info, row.foods).total;
  const foods = Array.isArray(row.foods) ? (row.foods as { menunm?: string; menucd?: string }[]) : [];
  const text = (v: unknown) => (v === undefined || v === null ? null : String(v));
  return {
    id: row.id,
    order_no: row.order_no,
    servs_time: text(info.servsTime),
    total,
    gokeikin: total,
    earn_point: Number(info.earnPoint ?? 0) || 0,
    status: row.status as HistoryRow['status'],
    payment_status: (row.payment_status ?? null) as HistoryRow['payment_status'],
    pick_up_at_store: info.pickUpAtStore === true,
    recipient_name: text(info.recipientName ?? info.name),
    recipient_phone: text(info.recipientPhone ?? info.phone),
    full_name: text(info.name),
    delivery_to: text(info.deliveryTo),
    products: foods.map((f) => f.menunm ?? f.menucd ?? '').filter(Boolean),
  };
}

/** The start of a business day given as YYYYMMDD (already checked). */
function dayStart(compact: string): Temporal.Instant {
  return parseCompactDate(compact)!.toZonedDateTime(TIME_ZONE).toInstant();
}

/** SQL conditions over delivery_order with their values, every value a parameter. */
class Filter {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  /** Adds a condition; `$` in it stands for the next parameters, in order. */
  where(condition: string, ...values: unknown[]) {
    let next = 0;
    this.conditions.push(condition.replace(/\$/g, () => `$${this.params.length + ++next}`));
    this.params.push(...values);
    return this;
  }

  /** Orders awaiting payment: unpaid or failed, not cancelled. */
  awaitingPayment() {
    return this.where('payment_status = any($::text[]) and not (status = any($::text[]))', UNPAID_PAYMENT_STATUSES, CANCELLED_STATUSES);
  }

  cancelled() {
    return this.where('status = any($::text[])', CANCELLED_STATUSES);
  }
}

export function createOrderHistory({
  db,
  clock,
  lifecycle,
  closeUnpaid,
}: {
  db: Queryable;
  clock: Clock;
  lifecycle: Lifecycle;
  /** Closes the unpaid wallet orders whose payment window is over (payments.closeUnpaidAfterWindow). */
  closeUnpaid?: (now: ReturnType<Clock>) => Promise<unknown>;
}) {
  /** One page of the orders the filter keeps, newest first, with how many it keeps in all. */
  async function list(filter: Filter, request: PageRequest) {
    const now = clock();
    await closeUnpaid?.(now);
    await lifecycle.advanceDue(db, now);
    const { page, size, offset } = pageOf(request);
    const where = filter.conditions.join(' and ');
    const next = filter.params.length;
    const [rows, [{ total }]] = await Promise.all([
      db.query<StoredOrder>(
        `select * from delivery_order where ${where} order by created_at desc, id desc limit $${next + 1} offset $${next + 2}`,
        [...filter.params, size, offset],
      ),
      db.query<{ total: number }>(`select count(*)::int as total from delivery_order where ${where}`, filter.params),
    ]);
    return { data: rows.map(historyRow), page, size, total };
  }

  const ofCustomer = (customerId: number) => new Filter().where('cus_id = $', customerId).where('not (status = any($::text[]))', DRAFT_STATUSES);

  return {
    /** A "your order" tab of the customer's sent orders, newest first. */
    async tab(customerId: number, tab: OrderTab = 'all', request: PageRequest = {}) {
      const filter = ofCustomer(customerId);
      if (tab === 'payment_processing') filter.awaitingPayment();
      if (tab === 'on_going') {
        filter.where('status = any($::text[]) and not (coalesce(payment_status, $) = any($::text[]))', ONGOING_STATUSES, '', UNPAID_PAYMENT_STATUSES);
      }
      if (tab === 'completed') filter.where('status = $', 'completed');
      if (tab === 'cancelled') filter.cancelled();
      return list(filter, request);
    },

    /**
     * The customer's sent orders created from the start of business day `from` to the end of `to`
     * (YYYYMMDD; neither: the last 30 days), of one status ('unpaid' awaiting payment, 'canceled' either
     * spelling) or all. A date after today (the server's clock) or a reversed range is refused naming the field.
     */
    async history(customerId: number, range: Partial<DateRange> & { status?: string | null } & PageRequest) {
      const dates = !range.from && !range.to ? defaultHistoryRange(clock()) : { from: range.from, to: range.to };
      const problem = dateRangeProblem(dates, clock());
      if (problem) {
        throw new ApiError(400, 'VALIDATION_ERROR', WORDS.dateRange[problem.reason], problem.field, { reason: problem.reason });
      }
      const { from, to } = dates as DateRange;
      const start = dayStart(from);
      const end = dayStart(to).add({ hours: 24 });
      const filter = ofCustomer(customerId).where('created_at >= $ and created_at < $', start.toString(), end.toString());
      const status = range.status;
      if (status === 'unpaid') filter.awaitingPayment();
      else if (status === 'canceled' || status === 'cancelled') filter.cancelled();
      else if (status && status !== 'all') filter.where('status = $', status);
      return { ...(await list(filter, range)), date_from: from, date_to: to };
    },
  };
}

export type OrderHistory = ReturnType<typeof createOrderHistory>;
