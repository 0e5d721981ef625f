import { Temporal } from 'temporal-polyfill';
import { compactDate, toBusinessTime, type DateInput, type Now } from './time-slots';

/**
 * One entry of a store's calendar (SPEC §8):
 * - `closure`: a holiday closure from `from` to `to` (both included); `reopen` is the day it opens again;
 * - `delivery_only` / `pickup_only`: from `from` to `to` the store takes only that order type
 *   (SPEC's example: 28/01/2025 to 31/01/2025).
 * Dates are 'YYYY-MM-DD'.
 */
export interface CalendarEntry {
  kind: 'closure' | 'delivery_only' | 'pickup_only';
  from: string;
  to: string;
  /** The day the store opens again after a closure; null when the store has not said. */
  reopen?: string | null;
}

/** Why the calendar refuses an order type on a date. */
export type OrderTypeRefusal = 'closure' | 'delivery_only' | 'pickup_only';

const isoOf = (date: DateInput) => {
  const compact = compactDate(date);
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
};

const covers = (entry: CalendarEntry, date: DateInput) => {
  const day = isoOf(date);
  return entry.from <= day && day <= entry.to;
};

/** The closure that covers `date`, or null when the store is not closed for a holiday that day. */
export function closureOn(calendar: readonly CalendarEntry[], date: DateInput): CalendarEntry | null {
  return calendar.find((entry) => entry.kind === 'closure' && covers(entry, date)) ?? null;
}

/** True when a holiday closure covers `date`. */
export const isDateClosed = (calendar: readonly CalendarEntry[], date: DateInput) => closureOn(calendar, date) !== null;

/**
 * The order types the calendar allows on `date` (the store's own delivery and pickup flags still apply).
 * @example orderTypesOn([{ kind: 'delivery_only', from: '2025-01-28', to: '2025-01-31' }], '2025-01-29') // { delivery: true, pickup: false }
 */
export function orderTypesOn(calendar: readonly CalendarEntry[], date: DateInput): { delivery: boolean; pickup: boolean } {
  if (isDateClosed(calendar, date)) return { delivery: false, pickup: false };
  const window = calendar.find((entry) => entry.kind !== 'closure' && covers(entry, date));
  if (!window) return { delivery: true, pickup: true };
  return { delivery: window.kind === 'delivery_only', pickup: window.kind === 'pickup_only' };
}

/** What the calendar says against an order of this type on `date`, or null when it allows it. */
export function orderTypeRefusal(calendar: readonly CalendarEntry[], date: DateInput, pickUpAtStore: boolean): OrderTypeRefusal | null {
  if (isDateClosed(calendar, date)) return 'closure';
  const allowed = orderTypesOn(calendar, date);
  if (pickUpAtStore && !allowed.pickup) return 'delivery_only';
  if (!pickUpAtStore && !allowed.delivery) return 'pickup_only';
  return null;
}

/** Open days (YYYYMMDD) without those a holiday closure covers: the slot choice and the server's checks read these. */
export function withoutClosedDays(openDays: readonly string[], calendar: readonly CalendarEntry[]): string[] {
  return openDays.filter((day) => !isDateClosed(calendar, day));
}

/**
 * The entries a customer is told about at `now`: those not over yet that begin within the next
 * `daysAhead` days (the dates an order can be placed for), earliest first.
 */
export function calendarNotices(calendar: readonly CalendarEntry[], now: Now, daysAhead: number): CalendarEntry[] {
  const today = toBusinessTime(now).toPlainDate();
  const last = today.add({ days: Math.max(1, Math.trunc(daysAhead) || 1) - 1 }).toString();
  const first = today.toString();
  return calendar
    .filter((entry) => entry.to >= first && entry.from <= last)
    .sort((a, b) => Temporal.PlainDate.compare(a.from, b.from));
}
