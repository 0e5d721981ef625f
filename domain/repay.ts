/**
 * Repay rule (SPEC §2 Delivery status, §4 Payment status): the repay options show only to the
 * order's owner, only for a failed or unpaid payment of an open order. SPEC §4 wants the serve time
 * at least prepare_time minutes away: a repay keeps the order's serve time while that holds, and
 * otherwise moves it to the new earliest time (now + prepare time on the slot grid), so an ASAP
 * order whose first payment was declined can always be paid again. An unpaid wallet order is closed
 * once its payment window (SPEC §7 time_interval_payload) has run out.
 */
import { Temporal } from 'temporal-polyfill';
import { isClosedStatus, UNPAID_PAYMENT_STATUSES } from './order-status';
import { earliestServeTime, prepareMinutesOf, serveDateTime, toBusinessTime, type Now } from './time-slots';

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
export type RepayRefusal = 'not_owner' | 'already_paid' | 'order_closed' | null;

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

/**
 * The reason a repay is refused, or null when the viewer may repay. The serve time never refuses a
 * repay: {@link repayServeTime} moves a serve time that came too close.
 */
export function repayRefusal(input: Pick<RepayInput, 'viewerId' | 'orderCustomerId' | 'paymentStatus' | 'status'>): RepayRefusal {
  const refused = offerRefusal(input);
  if (refused) return refused;
  return isClosedStatus(input.status) ? 'order_closed' : null;
}

/** True when the viewer may repay the order. */
export function canRepay(input: Pick<RepayInput, 'viewerId' | 'orderCustomerId' | 'paymentStatus' | 'status'>): boolean {
  return repayRefusal(input) === null;
}

/** 'YYYY-MM-DD HH:mm' of a business time. */
const serveTimeText = (at: Temporal.ZonedDateTime) => `${at.toPlainDate().toString()} ${at.toPlainTime().toString({ smallestUnit: 'minute' })}`;

/** The serve time a repay at `now` gives the order, and whether it moved. */
export interface RepayServeTime {
  /** 'YYYY-MM-DD HH:mm' in business time. */
  servsTime: string;
  /** True when the order's own serve time was too close (or unreadable) and the new earliest time replaces it. */
  moved: boolean;
}

/**
 * The serve time of a repay at `now` (SPEC §4: at least prepare_time minutes away): the order's own
 * while it is far enough, else the earliest time now (now + prepare time, rounded up to the slot
 * step as an ASAP order is). The server decides with its clock; the app shows the same with its own.
 */
export function repayServeTime(input: Pick<RepayInput, 'servsTime' | 'prepareTime' | 'now'>): RepayServeTime {
  const serve = parseServeTime(input.servsTime);
  const soonest = toBusinessTime(input.now).add({ minutes: prepareMinutesOf(input.prepareTime) });
  if (serve && Temporal.ZonedDateTime.compare(serve, soonest) >= 0) return { servsTime: serveTimeText(serve), moved: false };
  return { servsTime: serveTimeText(earliestServeTime(input.now, input.prepareTime)), moved: true };
}

/**
 * The end of an unpaid wallet order's payment window: `windowMinutes` (SPEC §7 time_interval_payload)
 * after the customer last started paying (placing the order, or the latest repay).
 */
export function paymentWindowEnd(startedAt: Temporal.Instant, windowMinutes: number): Temporal.Instant {
  return startedAt.add({ minutes: Math.max(0, windowMinutes) });
}

/** True when the payment window that started at `startedAt` is over at `now`. */
export function isPaymentWindowOver(startedAt: Temporal.Instant, windowMinutes: number, now: Now): boolean {
  const at = now instanceof Temporal.Instant ? now : now.toInstant();
  return Temporal.Instant.compare(at, paymentWindowEnd(startedAt, windowMinutes)) >= 0;
}

/**
 * Whole minutes from `now` to the order's serve time ("about N minutes"), or null when the serve time
 * is unreadable or already here.
 */
export function minutesUntilServe(servsTime: string | null | undefined, now: Now): number | null {
  const serve = parseServeTime(servsTime);
  if (!serve) return null;
  const minutes = Math.ceil(serve.toInstant().since(toBusinessTime(now).toInstant()).total('minutes'));
  return minutes > 0 ? minutes : null;
}
