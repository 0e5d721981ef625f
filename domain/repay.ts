/**
 * Repay rule (SPEC §2 Delivery status, §4 Payment status): the repay options show only to the
 * order's owner, only for a failed or unpaid payment, and only while the serve time is at least
 * the store's prepare time away.
 */
import { Temporal } from 'temporal-polyfill';
import { isClosedStatus, UNPAID_PAYMENT_STATUSES } from './order-status';
import { prepareMinutesOf, serveDateTime, toBusinessTime, type Now } from './time-slots';

/** What the repay rule looks at. */
export interface RepayInput {
  /** The viewer's customer id (null for a guest). */
  viewerId: number | null | undefined;
  /** The order's cus_id (null for a guest order). */
  orderCustomerId: number | null | undefined;
  /** Serve time 'YYYY-MM-DD HH:mm' in business time. */
  servsTime: string | null | undefined;
  /** The store's prepare_time (minutes); the default applies when missing. */
  prepareTime?: number | null;
  paymentStatus?: string | null;
  status?: string | null;
  now: Now;
}

/** Why a repay is not offered (or null when it is). */
export type RepayRefusal = 'not_owner' | 'already_paid' | 'order_closed' | 'too_late' | null;

/** Parses 'YYYY-MM-DD HH:mm' (or 'YYYY-MM-DDTHH:mm') as business time; null when malformed. */
export function parseServeTime(servsTime: string | null | undefined): Temporal.ZonedDateTime | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(servsTime?.trim() ?? '');
  if (!match) return null;
  try {
    return serveDateTime(match[1], match[2]);
  } catch {
    return null;
  }
}

/** Why the repay options are not shown at all: the viewer does not own the order, or it is paid. */
function offerRefusal(input: Pick<RepayInput, 'viewerId' | 'orderCustomerId' | 'paymentStatus'>): 'not_owner' | 'already_paid' | null {
  const owner = input.orderCustomerId;
  if (owner === null || owner === undefined || input.viewerId === null || input.viewerId === undefined || owner !== input.viewerId) {
    return 'not_owner';
  }
  return UNPAID_PAYMENT_STATUSES.includes(input.paymentStatus ?? '') ? null : 'already_paid';
}

/**
 * True when the repay section is shown: to the order's owner, for a failed or unpaid payment. It
 * needs no clock: whether a repay is still possible at the moment of asking is {@link canRepay}
 * (the payment machine's guard).
 */
export const isRepayOffered = (input: Pick<RepayInput, 'viewerId' | 'orderCustomerId' | 'paymentStatus'>) => offerRefusal(input) === null;

/** The reason a repay is refused, or null when the viewer may repay. */
export function repayRefusal(input: RepayInput): RepayRefusal {
  const refused = offerRefusal(input);
  if (refused) return refused;
  if (isClosedStatus(input.status)) return 'order_closed';
  const serve = parseServeTime(input.servsTime);
  if (!serve) return 'too_late';
  const earliest = toBusinessTime(input.now).add({ minutes: prepareMinutesOf(input.prepareTime) });
  return Temporal.ZonedDateTime.compare(serve, earliest) >= 0 ? null : 'too_late';
}

/** True when the viewer may repay the order. */
export function canRepay(input: RepayInput): boolean {
  return repayRefusal(input) === null;
}
