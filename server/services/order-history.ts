/** A customer's order lists: the order-history screen's date range and status, and the "your order" tabs. */
import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '../../domain/constants';
import { CANCELLED_STATUSES, DRAFT_STATUSES, ONGOING_STATUSES, UNPAID_PAYMENT_STATUSES } from '../../domain/order-status';
import type { components } from '../../openapi/schema';
import { ApiError } from '../api-error';
import type { Clock } from '../context';
import type { Queryable } from '../db/database';
import type { Lifecycle } from './lifecycle';
import { orderBreakdown, type StoredOrder } from './orders';

type HistoryRow = components['schemas']['OrderHistoryRow'];

/** The "your order" tabs. */
export type OrderTab = 'all' | 'payment_processing' | 'on_going' | 'completed' | 'cancelled';

/** Most rows one list answers. */
const LIST_LIMIT = 200;

function historyRow(row: StoredOrder): HistoryRow {
  const info = row.info;
  const total = orderBreakdown(info).total;
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

/** The start of a business day given as YYYYMMDD. */
function dayStart(compact: string): Temporal.Instant {
  const date = Temporal.PlainDate.from(`${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`);
  return date.toZonedDateTime(TIME_ZONE).toInstant();
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

export function createOrderHistory({ db, clock, lifecycle }: { db: Queryable; clock: Clock; lifecycle: Lifecycle }) {
  async function list(filter: Filter) {
    await lifecycle.advanceDue(db, clock());
    const rows = await db.query<StoredOrder>(
      `select * from delivery_order where ${filter.conditions.join(' and ')} order by created_at desc, id desc limit $${filter.params.length + 1}`,
      [...filter.params, LIST_LIMIT],
    );
    return rows.map(historyRow);
  }

  const ofCustomer = (customerId: number) => new Filter().where('cus_id = $', customerId).where('not (status = any($::text[]))', DRAFT_STATUSES);

  return {
    /** A "your order" tab of the customer's sent orders, newest first. */
    async tab(customerId: number, tab: OrderTab = 'all') {
      const filter = ofCustomer(customerId);
      if (tab === 'payment_processing') filter.awaitingPayment();
      if (tab === 'on_going') {
        filter.where('status = any($::text[]) and not (coalesce(payment_status, $) = any($::text[]))', ONGOING_STATUSES, '', UNPAID_PAYMENT_STATUSES);
      }
      if (tab === 'completed') filter.where('status = $', 'completed');
      if (tab === 'cancelled') filter.cancelled();
      return list(filter);
    },

    /**
     * The customer's sent orders created from the start of business day `from` to the end of `to`
     * (YYYYMMDD), of one status ('unpaid' awaiting payment, 'canceled' either spelling) or all.
     */
    async history(customerId: number, range: { from: string; to: string; status?: string | null }) {
      let start: Temporal.Instant;
      let end: Temporal.Instant;
      try {
        start = dayStart(range.from);
        end = dayStart(range.to).add({ hours: 24 });
      } catch {
        throw new ApiError(400, 'VALIDATION_ERROR', 'date_from and date_to must be dates as YYYYMMDD.', 'date_from');
      }
      const filter = ofCustomer(customerId).where('created_at >= $ and created_at < $', start.toString(), end.toString());
      const status = range.status;
      if (status === 'unpaid') filter.awaitingPayment();
      else if (status === 'canceled' || status === 'cancelled') filter.cancelled();
      else if (status && status !== 'all') filter.where('status = $', status);
      return list(filter);
    },
  };
}

export type OrderHistory = ReturnType<typeof createOrderHistory>;
