/**
 * The order lifecycle after an order is sent (and paid, for e-money): orderSent → accepted →
 * cooking → ready → completed, with shipping statuses for delivery orders. The schedule lives
 * in the order row (lifecycle_step, next_step_at); due steps are applied lazily when orders are
 * read or listed, so a restart or another replica loses nothing. ORDER_CLOCK_SPEED divides the
 * minutes between steps.
 */
import { Temporal } from 'temporal-polyfill';
import { CANCEL_REASON_NO_DRIVER, NO_DRIVER_NOTICE_MINUTES } from '../../domain/constants';
import { deliversByCourier, isDriverSearchOverdue, isPastStage, isUndeliverable, NO_DRIVER_SHIPPING_STATUSES, type ShippingStatus } from '../../domain/courier';
import { prepareMinutesOf } from '../../domain/time-slots';
import { parseServeTime } from '../../domain/repay';
import type { OverridesOfRequest } from '../context';
import type { Queryable } from '../db/database';
import type { CourierProvider } from '../providers/courier';
import { earnForCompletedOrder, inTransaction } from './points';
import { readSettings } from './settings';

export type { ShippingStatus } from '../../domain/courier';

/** One step: the status it sets, the courier state (delivery only) and the minutes after the previous step. */
export interface LifecycleStep {
  status: 'accepted' | 'cooking' | 'ready' | 'completed';
  shipping?: ShippingStatus;
  minutes: number;
}

/** Delivery orders (our decision; SPEC does not give the durations). */
export const DELIVERY_STEPS: readonly LifecycleStep[] = [
  { status: 'accepted', shipping: 'ready_delivery', minutes: 2 },
  { status: 'cooking', shipping: 'finding_partner', minutes: 3 },
  // the courier is asked for its driver when the search has run for the SPEC §9 limit
  { status: 'ready', shipping: 'partner_pickup', minutes: NO_DRIVER_NOTICE_MINUTES },
  { status: 'ready', shipping: 'delivering', minutes: 5 },
  { status: 'completed', shipping: 'completed', minutes: 20 },
];

/** Pickup orders: completed when the customer collects (our decision). */
export const PICKUP_STEPS: readonly LifecycleStep[] = [
  { status: 'accepted', minutes: 2 },
  { status: 'cooking', minutes: 3 },
  { status: 'ready', minutes: 15 },
  { status: 'completed', minutes: 15 },
];

/** What the customer reads for each courier state. */
export const SHIPPING_DESCRIPTIONS: Record<ShippingStatus, string> = {
  ready_delivery: 'The order is waiting for a courier booking',
  finding_partner: 'Finding a driver',
  partner_pickup: 'The driver is picking up the order',
  delivering: 'The driver is on the way',
  completed: 'Delivered',
  request_cancelled: 'Delivery cancelled',
  expired: 'The delivery request expired without a driver',
  rejected: 'The courier rejected the delivery',
  failed: 'The delivery failed',
  returned: 'The order was returned to the store',
};

/**
 * What the lifecycle needs besides the database: the courier port, the refund of a cancelled paid order, and the
 * request's overrides (a QA browser's order clock speed and settings, sandbox only).
 */
export interface LifecycleDeps {
  courier: CourierProvider;
  /** Refunds a paid order through the payment port (late-bound: payments start the lifecycle). */
  refundCanceledOrder: (orderId: number, now: Temporal.Instant) => Promise<unknown>;
  overrides: OverridesOfRequest;
}

/** How a delivery ends when the courier cannot deliver it. */
export interface DeliveryEnd {
  shipping: ShippingStatus;
  /** cancel_reason_code: 99 when no driver took the delivery. */
  reason: number | null;
}

/** What the courier's answer means for the schedule: go on, wait at the last step, or end the delivery. */
type CourierVerdict = { kind: 'onSchedule' } | { kind: 'behind' } | ({ kind: 'end' } & DeliveryEnd);

interface DueRow {
  id: number;
  lifecycle_step: number;
  next_step_at: Date | string;
  order_no: string;
  tencd: string | null;
  delivery_location: { lat: number; lng: number } | null;
  pick_up: string | null;
  isasap: string | null;
  servs_time: string | null;
  prepare_time: number | null;
  /** The order clock speed a QA browser chose for its orders (sandbox only), else the process's. */
  clock_speed: string | null;
  store_lat: number | null;
  store_lng: number | null;
  store_address: string | null;
  store_name: string | null;
  delivery_to: string | null;
  recipient_name: string | null;
  recipient_phone: string | null;
  instructions: string | null;
  [key: string]: unknown;
}

export const stepsFor = (pickUpAtStore: boolean) => (pickUpAtStore ? PICKUP_STEPS : DELIVERY_STEPS);
const toInstant = (value: Date | string) => Temporal.Instant.from(new Date(value).toISOString());

export function createLifecycle(speed: number, deps: LifecycleDeps) {
  const { courier } = deps;
  const processFactor = speed > 0 && Number.isFinite(speed) ? speed : 1;
  const factorOf = (row: Pick<DueRow, 'clock_speed'>) => Number(row.clock_speed) || processFactor;
  const after = (from: Temporal.Instant, minutes: number, factor: number) => from.add({ milliseconds: Math.round((minutes * 60_000) / factor) });

  /** When step `index` is due after the previous one happened at `from`; a future order cooks at serve time - prepare time. */
  function dueOf(steps: readonly LifecycleStep[], index: number, from: Temporal.Instant, row: Pick<DueRow, 'isasap' | 'servs_time' | 'prepare_time' | 'clock_speed'>) {
    let due = after(from, steps[index].minutes, factorOf(row));
    const serve = row.isasap === 'true' ? null : parseServeTime(row.servs_time);
    if (serve && steps[index].status === 'cooking') {
      const cookAt = serve.subtract({ minutes: prepareMinutesOf(row.prepare_time) }).toInstant();
      if (Temporal.Instant.compare(cookAt, due) > 0) due = cookAt;
    }
    return due;
  }

  async function writeStep(db: Queryable, id: number, fromStep: number, step: number, steps: readonly LifecycleStep[], next: Temporal.Instant | null, now: Temporal.Instant) {
    if (steps[step].status !== 'completed') return writeStepIn(db, id, fromStep, step, steps, next, now);
    // the order completes and earns its points in one transaction, or neither happens
    return inTransaction(db, async (tx) => {
      const written = await writeStepIn(tx, id, fromStep, step, steps, next, now);
      if (written) await earnForCompletedOrder(tx, id, now);
      return written;
    });
  }

  async function writeStepIn(db: Queryable, id: number, fromStep: number, step: number, steps: readonly LifecycleStep[], next: Temporal.Instant | null, now: Temporal.Instant) {
    const target = steps[step];
    const updated = await db.query(
      `update delivery_order set status = $3, lifecycle_step = $4, next_step_at = $5, updated_at = $6
        where id = $1 and lifecycle_step = $2 and status not in ('canceled', 'cancelled') returning id`,
      [id, fromStep, target.status, step, next?.toString() ?? null, now.toString()],
    );
    if (updated.length === 0 || !target.shipping) return updated.length > 0;
    await db.query(
      `insert into delivery_shipping (order_id, status, status_description, updated_at) values ($1, $2, $3, $4)
       on conflict (order_id) do update set status = excluded.status, status_description = excluded.status_description, updated_at = excluded.updated_at`,
      [id, target.shipping, SHIPPING_DESCRIPTIONS[target.shipping], now.toString()],
    );
    return true;
  }

  /** The order's booking with the courier, made when the delivery step needs one. */
  async function bookingOf(db: Queryable, row: DueRow, at: Temporal.Instant) {
    const [booked] = await db.query<{ booking_id: string }>('select booking_id from courier_booking where order_id = $1', [row.id]);
    if (booked) return booked.booking_id;
    const { bookingId } = await courier.book({
      orderNo: row.order_no,
      storeCode: row.tencd ?? '',
      pickup: row.store_lat === null || row.store_lng === null ? null : { lat: row.store_lat, lng: row.store_lng, address: row.store_address ?? '', name: row.store_name ?? '' },
      dropoff: row.delivery_location,
      dropoffAddress: row.delivery_to,
      recipient: { name: row.recipient_name ?? '', phone: row.recipient_phone ?? '', remarks: row.instructions ?? '' },
      at,
    });
    await db.query('insert into courier_booking (order_id, provider, booking_id, booked_at) values ($1, $2, $3, $4) on conflict (order_id) do nothing', [
      row.id,
      courier.name,
      bookingId,
      at.toString(),
    ]);
    return bookingId;
  }

  /**
   * Asks the courier about a delivery step due at `at`; null when the courier is where the schedule
   * expects it, else how the delivery ends (no driver after the search limit, or the courier gave up).
   */
  async function askCourier(db: Queryable, row: DueRow, steps: readonly LifecycleStep[], step: number, at: Temporal.Instant, minutesSearching: number | null): Promise<CourierVerdict> {
    const stage = steps[step].shipping;
    if (!stage || !(await isCourierDelivery(db, row))) return { kind: 'onSchedule' };
    let status: ShippingStatus;
    try {
      const bookingId = await bookingOf(db, row, at);
      if (stage === 'ready_delivery') return { kind: 'onSchedule' };
      ({ status } = await courier.status({ bookingId, stage, at }));
    } catch {
      // a courier that does not answer holds the order at its step, asked again on the next read, rather than failing
      // the read (the failed booking is counted in courier_bookings_total)
      return { kind: 'behind' };
    }
    // a courier ahead of the schedule (the driver came early) keeps the order on it
    if (status === stage || isPastStage(status, stage)) return { kind: 'onSchedule' };
    // cancelled on the courier's side (its support, or a booking it dropped): the delivery cannot happen
    if (status === 'request_cancelled') return { kind: 'end', shipping: status, reason: null };
    if (isUndeliverable(status)) return { kind: 'end', shipping: status, reason: NO_DRIVER_SHIPPING_STATUSES.includes(status) ? CANCEL_REASON_NO_DRIVER : null };
    if (status === 'finding_partner' && minutesSearching !== null && isDriverSearchOverdue(minutesSearching)) {
      return { kind: 'end', shipping: 'request_cancelled', reason: CANCEL_REASON_NO_DRIVER };
    }
    return { kind: 'behind' };
  }

  /**
   * useDeliveryClient: a delivery is booked with the courier only while the setting is on; one
   * already booked stays with its courier, the store's own riders take the others on the timed steps.
   */
  async function isCourierDelivery(db: Queryable, row: DueRow) {
    const [booked] = await db.query('select 1 from courier_booking where order_id = $1', [row.id]);
    return booked !== undefined || deliversByCourier(await readSettings(db, deps.overrides));
  }

  /** When the courier began searching for a driver (the finding_partner row), if it did. */
  async function searchingSinceOf(db: Queryable, orderId: number) {
    const [row] = await db.query<{ updated_at: Date | string }>("select updated_at from delivery_shipping where order_id = $1 and status = 'finding_partner'", [orderId]);
    return row ? toInstant(row.updated_at) : null;
  }

  /**
   * Cancels an order whose delivery cannot happen: the shipping status says why, reason 99 when no
   * driver was found, and a paid e-money order is refunded through the payment port once committed.
   */
  async function cancelDelivery(db: Queryable, orderId: number, end: DeliveryEnd, now: Temporal.Instant) {
    const updated = await db.query<{ id: number; pick_up: string | null }>(
      `update delivery_order set status = 'canceled', next_step_at = null, updated_at = $3,
          info = info || jsonb_build_object('cancel_reason_code', $2::int,
            'refund_status', case when payment_status in ('success', 'finished') and coalesce(info->>'emoneyType', '0') in ('1', '2') then 'Request' end)
        where id = $1 and status not in ('completed', 'canceled', 'cancelled') returning id, info->>'pickUpAtStore' as pick_up`,
      [orderId, end.reason, now.toString()],
    );
    if (updated.length === 0) return false;
    if (updated[0].pick_up !== 'true') {
      await db.query(
        `insert into delivery_shipping (order_id, status, status_description, updated_at) values ($1, $2, $3, $4)
         on conflict (order_id) do update set status = excluded.status, status_description = excluded.status_description, updated_at = excluded.updated_at`,
        [orderId, end.shipping, SHIPPING_DESCRIPTIONS[end.shipping], now.toString()],
      );
      const [booking] = await db.query<{ booking_id: string }>('update courier_booking set cancelled_at = $2 where order_id = $1 and cancelled_at is null returning booking_id', [
        orderId,
        now.toString(),
      ]);
      if (booking && end.shipping === 'request_cancelled') await courier.cancel({ bookingId: booking.booking_id, at: now });
    }
    await deps.refundCanceledOrder(orderId, now);
    return true;
  }

  /**
   * When the first step of an order not started yet is due, and the order clock speed a QA browser chose for it (kept
   * in its info as sandboxClockSpeed); a confirmation that already holds the order's fields writes it in its own update.
   */
  function firstStep(order: Pick<DueRow, 'pick_up' | 'isasap' | 'servs_time' | 'prepare_time' | 'clock_speed'>, now: Temporal.Instant) {
    const steps = stepsFor(order.pick_up === 'true');
    // a QA browser's chosen speed stays with its order, whoever reads the order later
    const chosenSpeed = deps.overrides()?.orderClockSpeed ?? null;
    const timed = chosenSpeed === null ? order : { ...order, clock_speed: String(chosenSpeed) };
    return { nextStepAt: dueOf(steps, 0, now, timed), chosenSpeed };
  }

  const dueSelect = `select o.id, o.order_no, o.tencd, o.info->'deliveryLocation' as delivery_location, o.lifecycle_step, o.next_step_at, o.info->>'pickUpAtStore' as pick_up, o.info->>'isASAP' as isasap,
      o.info->>'servsTime' as servs_time, s.prepare_time, o.info->>'sandboxClockSpeed' as clock_speed,
      s.latitude as store_lat, s.longitude as store_lng, s.address as store_address, s.name as store_name, o.info->>'deliveryTo' as delivery_to,
      coalesce(nullif(o.info->>'recipientName', ''), o.info->>'name') as recipient_name, coalesce(nullif(o.info->>'recipientPhone', ''), o.info->>'phone') as recipient_phone,
      coalesce(o.info->>'instructions', o.info->>'deliveryInstructions') as instructions
    from delivery_order o left join store s on s.id = o.store_id`;

  return {
    /** Schedules the first step of a sent (and paid) order, once. */
    async start(db: Queryable, orderId: number, now: Temporal.Instant) {
      const [row] = await db.query<DueRow>(`${dueSelect} where o.id = $1 and o.lifecycle_step = -1 and o.next_step_at is null`, [orderId]);
      if (!row) return;
      const { nextStepAt, chosenSpeed } = firstStep(row, now);
      await db.query(
        `update delivery_order set next_step_at = $2,
           info = case when $3::float is null then info else info || jsonb_build_object('sandboxClockSpeed', $3::float) end
          where id = $1 and lifecycle_step = -1 and next_step_at is null`,
        [orderId, nextStepAt.toString(), chosenSpeed],
      );
    },

    firstStep,

    /**
     * Applies every step that is due (of one order, of the orders numbered `orderNos`, or of all orders); each step is
     * written once even with replicas.
     */
    async advanceDue(db: Queryable, now: Temporal.Instant, order: { id?: number; orderNo?: string; orderNos?: string[] } = {}) {
      const rows = await db.query<DueRow>(
        `${dueSelect} where o.next_step_at is not null and o.next_step_at <= $1 and ($2::int is null or o.id = $2)
           and ($3::text is null or o.order_no = $3) and ($4::text[] is null or o.order_no = any($4::text[]))
           and o.status not in ('canceled', 'cancelled', 'completed') order by o.next_step_at limit 500`,
        [now.toString(), order.id ?? null, order.orderNo ?? null, order.orderNos ?? null],
      );
      for (const row of rows) {
        const steps = stepsFor(row.pick_up === 'true');
        let step = row.lifecycle_step + 1;
        if (step >= steps.length) continue;
        let due = toInstant(row.next_step_at);
        let searchingSince = await searchingSinceOf(db, row.id);
        // minutes on the order clock (ORDER_CLOCK_SPEED scales them back to SPEC's minutes)
        const minutesSearchingAt = (at: Temporal.Instant) => (searchingSince ? ((at.epochMilliseconds - searchingSince.epochMilliseconds) / 60_000) * factorOf(row) : null);
        // walk every due step, asking the courier at each; each next step is timed from when the previous one was due
        for (;;) {
          const verdict = await askCourier(db, row, steps, step, due, minutesSearchingAt(due));
          if (verdict.kind === 'end') {
            await cancelDelivery(db, row.id, verdict, now);
            step = -1;
            break;
          }
          if (verdict.kind === 'behind') {
            // the order waits at the step before, still due, and the courier is asked again on the next read
            if (step - 1 > row.lifecycle_step) await writeStep(db, row.id, row.lifecycle_step, step - 1, steps, due, now);
            step = -1;
            break;
          }
          if (steps[step].shipping === 'finding_partner') searchingSince = due;
          if (step + 1 >= steps.length) break;
          const nextDue = dueOf(steps, step + 1, due, row);
          if (Temporal.Instant.compare(nextDue, now) > 0) break;
          step += 1;
          due = nextDue;
        }
        if (step === -1) continue;
        const next = step + 1 < steps.length ? dueOf(steps, step + 1, due, row) : null;
        await writeStep(db, row.id, row.lifecycle_step, step, steps, next, now);
      }
    },

    /** Sandbox: moves an order one step on now and schedules the next one from now. */
    async advanceOne(db: Queryable, orderId: number, now: Temporal.Instant) {
      const [row] = await db.query<DueRow & { status: string }>(`${dueSelect.replace('select o.id', 'select o.status, o.id')} where o.id = $1`, [orderId]);
      if (!row || ['canceled', 'cancelled', 'completed'].includes(row.status)) return false;
      const steps = stepsFor(row.pick_up === 'true');
      const step = row.lifecycle_step + 1;
      if (step >= steps.length) return false;
      // one step on is the schedule's next step: the driver search has run its full time when it is still searching
      const verdict = await askCourier(db, row, steps, step, now, NO_DRIVER_NOTICE_MINUTES);
      if (verdict.kind === 'end') return cancelDelivery(db, row.id, verdict, now);
      if (verdict.kind === 'behind') return false;
      const next = step + 1 < steps.length ? dueOf(steps, step + 1, now, row) : null;
      return writeStep(db, row.id, row.lifecycle_step, step, steps, next, now);
    },

    cancelDelivery,
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
