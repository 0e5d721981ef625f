/**
 * The sandbox courier: books deliveries in its own ledger and answers their status from the stage
 * the order clock has reached and the outcome an operator chose in /sandbox/orders (deliver by
 * default; no driver, expire, reject, fail or return).
 */
import { estimatedDeliveryMinutes, isPeak } from '../../../domain/delivery-fee';
import type { ShippingStatus } from '../../../domain/courier';
import type { Queryable } from '../../db/database';
import type { CourierProvider } from './types';

export const COURIER_OUTCOMES = ['deliver', 'no_driver', 'expire', 'reject', 'fail', 'return'] as const;
export type CourierOutcome = (typeof COURIER_OUTCOMES)[number];

const STAGE_ORDER: readonly ShippingStatus[] = ['ready_delivery', 'finding_partner', 'partner_pickup', 'delivering', 'completed'];
const reached = (stage: ShippingStatus, from: ShippingStatus) => STAGE_ORDER.indexOf(stage) >= STAGE_ORDER.indexOf(from);

/** What the sandbox courier answers at a stage of the order clock, for the chosen outcome. */
export function sandboxCourierAnswer(outcome: CourierOutcome, stage: ShippingStatus): ShippingStatus {
  switch (outcome) {
    case 'no_driver':
      return reached(stage, 'partner_pickup') ? 'finding_partner' : stage;
    case 'expire':
      return reached(stage, 'partner_pickup') ? 'expired' : stage;
    case 'reject':
      return reached(stage, 'finding_partner') ? 'rejected' : stage;
    case 'fail':
      return reached(stage, 'delivering') ? 'failed' : stage;
    case 'return':
      return reached(stage, 'completed') ? 'returned' : stage;
    default:
      return stage;
  }
}

const DRIVER = { driverName: 'Nguyễn Văn Tài (sandbox)', driverPhone: '0900000099' };
const HAS_DRIVER: readonly ShippingStatus[] = ['partner_pickup', 'delivering', 'completed', 'failed', 'returned'];

export function createSandboxCourier(db: Queryable): CourierProvider {
  return {
    name: 'sandbox',
    mode: 'sandbox',

    async book({ orderNo, at }) {
      const bookingId = `SBX-${orderNo}`;
      // Two processes may book one order at once: an upsert naming booking_id races on its unique index too, so the
      // row is made first (any conflict ignored) and then given its booking under the row's lock.
      await db.query('insert into sandbox_courier_booking (order_no) values ($1) on conflict do nothing', [orderNo]);
      await db.query(
        `update sandbox_courier_booking set booking_id = $2, booked_at = coalesce(booked_at, $3), status = coalesce(status, 'ready_delivery')
         where order_no = $1`,
        [orderNo, bookingId, at.toString()],
      );
      return { bookingId };
    },

    async status({ bookingId, stage }) {
      const [row] = await db.query<{ outcome: CourierOutcome; cancelled_at: unknown }>('select outcome, cancelled_at from sandbox_courier_booking where booking_id = $1', [bookingId]);
      const status: ShippingStatus = !row ? 'rejected' : row.cancelled_at ? 'request_cancelled' : sandboxCourierAnswer(row.outcome, stage);
      await db.query('update sandbox_courier_booking set status = $2 where booking_id = $1', [bookingId, status]);
      return { status, ...(HAS_DRIVER.includes(status) ? DRIVER : { driverName: null, driverPhone: null }) };
    },

    async cancel({ bookingId, at }) {
      await db.query(`update sandbox_courier_booking set cancelled_at = $2, status = 'request_cancelled' where booking_id = $1 and cancelled_at is null`, [bookingId, at.toString()]);
    },

    async estimate({ distanceMetres, at }) {
      return estimatedDeliveryMinutes(distanceMetres, { peak: isPeak(at) });
    },

    async hubs({ storeCode, storeName, fee }) {
      return [
        { delivery_hub_id: `${storeCode}-STORE`, delivery_hub_name: `${storeName} (store courier)`, delivery_fee_amount: fee },
        { delivery_hub_id: `${storeCode}-PARTNER`, delivery_hub_name: 'Partner courier', delivery_fee_amount: fee + 5000 },
      ];
    },
  };
}

/** /sandbox/orders: the outcome the sandbox courier plays for an order (before or after booking). */
export async function chooseSandboxOutcome(db: Queryable, orderNo: string, outcome: CourierOutcome) {
  await db.query(
    `insert into sandbox_courier_booking (order_no, outcome) values ($1, $2) on conflict (order_no) do update set outcome = excluded.outcome`,
    [orderNo, outcome],
  );
}

export async function sandboxOutcomes(db: Queryable) {
  const rows = await db.query<{ order_no: string; outcome: CourierOutcome }>('select order_no, outcome from sandbox_courier_booking');
  return new Map(rows.map((r) => [r.order_no, r.outcome]));
}
