/** Thousands separator of displayed dong amounts, the same in every locale ("15,000"). */
export const DONG_THOUSANDS_SEPARATOR = ',';

/**
 * Formats a dong amount with thousands separators. Empty or non-finite values show "0";
 * decimals are cut off (truncated toward zero, never rounded).
 *
 * @example formatDong(1234567.89) // "1,234,567"
 * @example formatDong(null) // "0"
 */
export function formatDong(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0';
  const whole = Math.trunc(value);
  if (whole === 0) return '0';
  const digits = BigInt(Math.abs(whole)).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, DONG_THOUSANDS_SEPARATOR);
  return whole < 0 ? `-${grouped}` : grouped;
}

/**
 * Rounds a non-negative ratio `numerator / denominator` half up to a whole dong,
 * with integer inputs, free of floating-point drift at the .5 boundary.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
