import { TIME_ZONE } from '../../../domain/constants';
import { formatDate, formatDateTime } from '../../lib/format';
import { Temporal } from '../../lib/temporal';

/** The tabs of /transaction-history (SPEC §2), the first the default. */
export const TRANSACTION_TABS = ['purchase-history', 'point-history'] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

/** The query parameter that picks the tab, so that a link (the membership card's) opens one. */
export const TAB_PARAM = 'tab';

/**
 * The tab a /transaction-history address asks for; anything else is the default tab.
 * @example transactionTabOf('?tab=point-history') // 'point-history'
 */
export function transactionTabOf(search: string): TransactionTab {
  const asked = new URLSearchParams(search).get(TAB_PARAM);
  return TRANSACTION_TABS.find((tab) => tab === asked) ?? TRANSACTION_TABS[0];
}

/** The address of a tab of /transaction-history. */
export const transactionTabSearch = (tab: TransactionTab) => `?${TAB_PARAM}=${tab}`;

const businessTime = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO(TIME_ZONE);

/**
 * An instant as every screen writes a date and time (src/lib/format formatDateTime), in business time (Ho Chi Minh):
 * one format per language, the history lists included.
 * @example historyTime('2026-03-09T03:30:00.000Z', 'en') // "2026-03-09 10:30"
 */
export function historyTime(instant: string, locale?: string): string {
  const local = businessTime(instant);
  return formatDateTime(`${local.toPlainDate().toString()} ${local.toPlainTime().toString().slice(0, 5)}`, locale);
}

/**
 * The business date of an instant as the interface language writes dates (vi DD-MM-YYYY).
 * @example memberSince('2026-03-08T18:00:00.000Z', 'vi') // "09-03-2026"
 */
export function memberSince(instant: string, locale?: string): string {
  return formatDate(businessTime(instant).toPlainDate().toString(), locale);
}

/**
 * A signed change of points, its sign always shown.
 * @example signedPoints(130, (n) => String(n)) // "+130"
 */
export function signedPoints(points: number, format: (value: number) => string): string {
  if (points === 0) return format(0);
  return `${points > 0 ? '+' : '−'}${format(Math.abs(points))}`;
}
