/**
 * The order lifecycle after an order is sent (and paid, for e-money): orderSent → accepted →
 * cooking → ready → completed, with shipping statuses for delivery orders. The schedule lives
 * in the order row (lifecycle_step, next_step_at); due steps are applied lazily when orders are
 * read or listed, so a restart or another replica loses nothing. ORDER_CLOCK_SPEED divides the
 * minutes between steps.
 */
import { Temporal } from 'temporal-polyfill';
import { prepareMinutesOf } from '../../domain/time-slots';
import { parseServeTime } from '../../domain/repay';
import type { Queryable } from '../db/database';
import { earnForCompletedOrder, inTransaction } from './points';

export type ShippingStatus = 'ready_delivery' | 'finding_partner' | 'partner_pickup' | 'delivering' | 'completed' | 'request_cancelled';

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
  { status: 'ready', shipping: 'partner_pickup', minutes: 15 },
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
};

interface DueRow {
  id: number;
  lifecycle_step: number;
  next_step_at: Date | string;
  pick_up: string | null;
  isasap: string | null;
  servs_time: string | null;
  prepare_time: number | null;
  [key: string]: unknown;
}

export const stepsFor = (pickUpAtStore: boolean) => (pickUpAtStore ? PICKUP_STEPS : DELIVERY_STEPS);
const toInstant = (value: Date | string) => Temporal.Instant.from(new Date(value).toISOString());

export function createLifecycle(speed: number) {
  const factor = speed > 0 && Number.isFinite(speed) ? speed : 1;
  const after = (from: Temporal.Instant, minutes: number) => from.add({ milliseconds: Math.round((minutes * 60_000) / factor) });

  /** When step `index` is due after the previous one happened at `from`; a future order cooks at serve time - prepare time. */
  function dueOf(steps: readonly LifecycleStep[], index: number, from: Temporal.Instant, row: Pick<DueRow, 'isasap' | 'servs_time' | 'prepare_time'>) {
    let due = after(from, steps[index].minutes);
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

  const dueSelect = `select o.id, o.lifecycle_step, o.next_step_at, o.info->>'pickUpAtStore' as pick_up, o.info->>'isASAP' as isasap,
      o.info->>'servsTime' as servs_time, s.prepare_time
    from delivery_order o left join store s on s.id = o.store_id`;

  return {
    /** Schedules the first step of a sent (and paid) order, once. */
    async start(db: Queryable, orderId: number, now: Temporal.Instant) {
      const [row] = await db.query<DueRow>(`${dueSelect} where o.id = $1 and o.lifecycle_step = -1 and o.next_step_at is null`, [orderId]);
      if (!row) return;
      const steps = stepsFor(row.pick_up === 'true');
      await db.query('update delivery_order set next_step_at = $2 where id = $1 and lifecycle_step = -1 and next_step_at is null', [
        orderId,
        dueOf(steps, 0, now, row).toString(),
      ]);
    },

    /** Applies every step that is due (of one order, or of all orders); each step is written once even with replicas. */
    async advanceDue(db: Queryable, now: Temporal.Instant, order: { id?: number; orderNo?: string } = {}) {
      const rows = await db.query<DueRow>(
        `${dueSelect} where o.next_step_at is not null and o.next_step_at <= $1 and ($2::int is null or o.id = $2)
           and ($3::text is null or o.order_no = $3)
           and o.status not in ('canceled', 'cancelled', 'completed') order by o.next_step_at limit 500`,
        [now.toString(), order.id ?? null, order.orderNo ?? null],
      );
      for (const row of rows) {
        const steps = stepsFor(row.pick_up === 'true');
        let step = row.lifecycle_step + 1;
        let due = toInstant(row.next_step_at);
        // walk every due step; each next step is timed from when the previous one was due
        while (step + 1 < steps.length) {
          const nextDue = dueOf(steps, step + 1, due, row);
          if (Temporal.Instant.compare(nextDue, now) > 0) break;
          step += 1;
          due = nextDue;
        }
        if (step >= steps.length) continue;
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
      const next = step + 1 < steps.length ? dueOf(steps, step + 1, now, row) : null;
      return writeStep(db, row.id, row.lifecycle_step, step, steps, next, now);
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
