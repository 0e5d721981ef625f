import { formatDong } from '../../domain/money';
import { METRES_PER_KM } from '../../domain/constants';

/** Dong sign shown after amounts, the same in every locale. */
export const DONG_SIGN = '₫';

/**
 * A dong amount as shown on screen: thousands separators, then the dong sign.
 * @example formatPrice(65000) // "65,000 ₫"
 */
export function formatPrice(value: number | null | undefined): string {
  return `${formatDong(value)} ${DONG_SIGN}`;
}

/**
 * Metres as kilometres with one decimal (a trailing .0 dropped).
 * @example formatKm(2345) // "2.3"
 */
export function formatKm(metres: number): string {
  const km = Math.round((metres / METRES_PER_KM) * 10) / 10;
  return Number.isInteger(km) ? String(km) : km.toFixed(1);
}
