/**
 * The customer's order lists (SPEC §2 Your order, Order history; §5 Date range): the history's date
 * range (two dates, none in the future, the last 30 days by default) and the pages both lists answer.
 * Dates are business days written YYYYMMDD, as get-order-history takes them.
 */
import { Temporal } from 'temporal-polyfill';
import { toBusinessTime, type Now } from './time-slots';

/** The history opens on the last this many days, today included (SPEC §5). */
export const ORDER_HISTORY_DEFAULT_DAYS = 30;
/** Rows a list page holds when the request does not say. */
export const ORDER_LIST_PAGE_SIZE = 20;
/** The most rows one page may hold. */
export const ORDER_LIST_MAX_PAGE_SIZE = 100;

/** A date range of business days as YYYYMMDD. */
export interface DateRange {
  from: string;
  to: string;
}

/** What is wrong with a date range, naming the request field at fault. */
export interface DateRangeProblem {
  field: 'date_from' | 'date_to';
  reason: 'missing' | 'invalid' | 'future' | 'reversed';
}

const compact = (date: Temporal.PlainDate) => date.toString().replaceAll('-', '');

/** A YYYYMMDD date; null when it is not a real date. */
export function parseCompactDate(value: string | null | undefined): Temporal.PlainDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  try {
    return Temporal.PlainDate.from({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/**
 * The history's default range: the last {@link ORDER_HISTORY_DEFAULT_DAYS} business days up to today.
 * @example defaultHistoryRange(Temporal.Instant.from('2026-11-23T02:00:00Z')) // { from: '20261025', to: '20261123' }
 */
export function defaultHistoryRange(now: Now): DateRange {
  const today = toBusinessTime(now).toPlainDate();
  return { from: compact(today.subtract({ days: ORDER_HISTORY_DEFAULT_DAYS - 1 })), to: compact(today) };
}

/** The first problem of a date range (both dates given, real, not after today, from not after to), or null. */
export function dateRangeProblem(range: { from?: string | null; to?: string | null }, now: Now): DateRangeProblem | null {
  if (!range.from) return { field: 'date_from', reason: 'missing' };
  if (!range.to) return { field: 'date_to', reason: 'missing' };
  const from = parseCompactDate(range.from);
  if (!from) return { field: 'date_from', reason: 'invalid' };
  const to = parseCompactDate(range.to);
  if (!to) return { field: 'date_to', reason: 'invalid' };
  const today = toBusinessTime(now).toPlainDate();
  if (Temporal.PlainDate.compare(from, today) > 0) return { field: 'date_from', reason: 'future' };
  if (Temporal.PlainDate.compare(to, today) > 0) return { field: 'date_to', reason: 'future' };
  if (Temporal.PlainDate.compare(from, to) > 0) return { field: 'date_from', reason: 'reversed' };
  return null;
}

/** A page of a list: its number (from 1), its size and the rows to skip. */
export function pageOf(request: { page?: number | null; size?: number | null }) {
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const size = Math.min(ORDER_LIST_MAX_PAGE_SIZE, Math.max(1, Math.trunc(request.size ?? ORDER_LIST_PAGE_SIZE)));
  return { page, size, offset: (page - 1) * size };
}

/** The "your order" tabs (SPEC §2 Your order), all first. */
export const YOUR_ORDER_TABS = ['all', 'payment_processing', 'on_going', 'completed', 'cancelled'] as const;
/** The order-history status tabs (SPEC §2 Order history, §4 "also unpaid"), all first. */
export const HISTORY_STATUS_TABS = ['all', 'unpaid', 'orderSent', 'accepted', 'cooking', 'ready', 'completed', 'canceled'] as const;

export type YourOrderTab = (typeof YOUR_ORDER_TABS)[number];
export type HistoryStatusTab = (typeof HISTORY_STATUS_TABS)[number];
