/**
 * The sandbox courier's decisions: its ledger of bookings (served over HTTP as Lalamove's API by
 * server/sandbox/lalamove.ts) answers each delivery's status from the stage the order clock has reached and the
 * outcome an operator chose in /sandbox/orders (deliver by default; no driver, expire, reject, fail or return).
 */
import type { ShippingStatus } from '../../../domain/courier';
import type { Queryable } from '../../db/database';

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
