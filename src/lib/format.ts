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
 * A calendar date (an ISO `YYYY-MM-DD`) as the interface language writes it: Vietnamese
 * DD-MM-YYYY (SPEC §9), English and Japanese YYYY-MM-DD.
 * @example formatDate('2026-03-09', 'vi') // "09-03-2026"
 */
export function formatDate(isoDate: string, locale: string = currentLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return locale === 'vi' ? `${day}-${month}-${year}` : `${year}-${month}-${day}`;
}

/**
 * A serve time ("YYYY-MM-DD HH:mm", or an ISO date-time) with its date as the interface language writes it.
 * @example formatDateTime('2026-03-09 10:30', 'vi') // "09-03-2026 10:30"
 */
export function formatDateTime(value: string, locale: string = currentLocale()): string {
  const [date = '', time = ''] = value.split(/[ T]/);
  return [formatDate(date, locale), time.slice(0, 5)].filter(Boolean).join(' ');
}

/**
 * An order's serve time as the order lists write it ('YYYY, MMM DD | hh:mm'), the month
 * named by Intl in the interface language; other shapes fall back to {@link formatDateTime}.
 * @example formatServeTime('2026-03-09 10:30', 'en') // "2026, Mar 09 | 10:30"
 */
export function formatServeTime(value: string, locale: string = currentLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  if (!match) return formatDateTime(value, locale);
  const [, year, month, day, hours, minutes] = match;
  const monthName = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', timeZone: 'UTC' }).format(Date.UTC(Number(year), Number(month) - 1, 15));
  return `${year}, ${monthName} ${day} | ${hours}:${minutes}`;
}

/**
 * Metres as kilometres with one decimal (a trailing .0 dropped).
 * @example formatKm(2345) // "2.3"
 */
export function formatKm(metres: number): string {
  const km = Math.round((metres / METRES_PER_KM) * 10) / 10;
  return Number.isInteger(km) ? String(km) : km.toFixed(1);
}

/**
 * A whole percentage in the interface language (a promotion's percent discount).
 * @example formatPercent(10, 'vi') // "10%"
 */
export function formatPercent(value: number, locale: string = currentLocale()): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
