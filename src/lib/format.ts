import { i18n } from '@lingui/core';
import { METRES_PER_KM } from '../../domain/constants';

/** Dong sign shown after amounts, the same in every locale. */
export const DONG_SIGN = '₫';

/** Joins an amount and its sign so that a price never breaks over two lines. */
const NO_BREAK_SPACE = '\u00a0';

/** The Intl locale of each interface language (its number and date conventions). */
const INTL_LOCALES: Readonly<Record<string, string>> = { vi: 'vi-VN', en: 'en-US', ja: 'ja-JP' };

const intlLocale = (locale: string) => INTL_LOCALES[locale] ?? INTL_LOCALES.ja!;

const currentLocale = () => i18n.locale || 'ja';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0, roundingMode: 'trunc' } as Intl.NumberFormatOptions);
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * A whole number in the interface language's conventions; empty shows 0, decimals are cut.
 * @example formatNumber(65000, 'vi') // "65.000"
 * @example formatNumber(65000, 'en') // "65,000"
 */
export function formatNumber(value: number | null | undefined, locale: string = currentLocale()): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0';
  const whole = Math.trunc(value);
  return numberFormat(locale).format(whole === 0 ? 0 : whole);
}

/**
 * A dong amount as shown on screen, in the interface language, the sign after the amount.
 * @example formatPrice(65000, 'vi') // "65.000 ₫"
 * @example formatPrice(65000, 'en') // "65,000 ₫"
 */
export function formatPrice(value: number | null | undefined, locale: string = currentLocale()): string {
  return `${formatNumber(value, locale)}${NO_BREAK_SPACE}${DONG_SIGN}`;
}

/**
 * A text that names an amount (a promotion's summary from the server) with each amount kept on one line: the space
 * before the dong sign becomes a no-break space, as formatPrice writes it.
 * @example keepAmountsWhole('Free delivery, up to 20,000 ₫') // "Free delivery, up to 20,000\u00a0₫"
 */
export function keepAmountsWhole(text: string): string {
  return text.replace(/(\d)\s+₫/g, `$1${NO_BREAK_SPACE}${DONG_SIGN}`);
}

/**
 * A calendar date (an ISO `YYYY-MM-DD`) as the interface language writes it, the one date format of every screen
 * (SPEC §9): Vietnamese DD-MM-YYYY, English and Japanese YYYY-MM-DD.
 * @example formatDate('2026-03-09', 'vi') // "09-03-2026"
 */
export function formatDate(isoDate: string, locale: string = currentLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return locale === 'vi' ? `${day}-${month}-${year}` : `${year}-${month}-${day}`;
}

/**
 * A date and time ("YYYY-MM-DD HH:mm", or an ISO date-time read as written) in the one format of every screen: the
 * date as {@link formatDate} writes it, then the 24-hour time. Order lists, history, dialogs and promotions all use it.
 * @example formatDateTime('2026-03-09 10:30', 'vi') // "09-03-2026 10:30"
 */
export function formatDateTime(value: string, locale: string = currentLocale()): string {
  const [date = '', time = ''] = value.split(/[ T]/);
  return [formatDate(date, locale), time.slice(0, 5)].filter(Boolean).join(' ');
}

/**
 * A date in the checkout's date choice: "today" and "tomorrow" in the interface language (Intl's relative days),
 * later dates by their weekday, then the date itself.
 * @example formatDayChoice('2026-11-30', '2026-11-29', 'en') // "Tomorrow · 2026-11-30"
 * @example formatDayChoice('2026-12-01', '2026-11-29', 'vi') // "Thứ Ba · 01-12-2026"
 */
export function formatDayChoice(isoDate: string, todayIso: string, locale: string = currentLocale()): string {
  const utcDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const days = Math.round((utcDay(isoDate) - utcDay(todayIso)) / 86_400_000);
  const word =
    days === 0 || days === 1
      ? new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' }).format(days, 'day')
      : new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(utcDay(isoDate));
  return `${word.charAt(0).toLocaleUpperCase(intlLocale(locale))}${word.slice(1)} · ${formatDate(isoDate, locale)}`;
}

const kmFormats = new Map<string, Intl.NumberFormat>();

/**
 * Metres as kilometres with at most one decimal, in the interface language's number format.
 * @example formatKm(2345, 'en') // "2.3"
 * @example formatKm(800, 'vi') // "0,8"
 */
export function formatKm(metres: number, locale: string = currentLocale()): string {
  let format = kmFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 });
    kmFormats.set(locale, format);
  }
  return format.format(Math.round((metres / METRES_PER_KM) * 10) / 10);
}

/**
 * A whole percentage in the interface language (a promotion's percent discount).
 * @example formatPercent(10, 'vi') // "10%"
 */
export function formatPercent(value: number, locale: string = currentLocale()): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
