import type { CartLine } from './cart-line';

/** A line is priced where it is built (cart-line.ts); callers that price and total together read both here. */
export { priceLine } from './cart-line';

/** Totals of a cart, whole dong. */
export interface CartTotals {
  /** Sum of line amounts (prices, with included tax, without outside tax). */
  subTotal: number;
  /** Sum of outside VAT. */
  vat: number;
  /** Sum of included VAT (already inside subTotal). */
  includedVat: number;
  /** subTotal + vat. */
  total: number;
  /** The delivery fee given (0 when none). */
  deliveryFee: number;
  /** total + deliveryFee. */
  totalWithFee: number;
}

/** Options of {@link cartTotals}. */
export interface CartTotalsOptions {
  /** Delivery fee in whole dong, added as is (no VAT is computed on it). */
  deliveryFee?: number | null;
}

/**
 * Cart totals: the sums of the available lines' values (lines with active_flag false are
 * left out); total = subTotal + vat; totalWithFee = total + deliveryFee (no fee without an
 * available line).
 *
 * @example cartTotals(lines, { deliveryFee: 15000 }).totalWithFee
 */
export function cartTotals(lines: readonly CartLine[], options: CartTotalsOptions = {}): CartTotals {
  let subTotal = 0;
  let vat = 0;
  let includedVat = 0;
  let available = 0;
  for (const line of lines) {
    if (!line.active_flag) continue;
    available += 1;
    subTotal += line.amount;
    vat += line.vat;
    includedVat += line.includedVat;
  }
  // nothing to deliver, nothing to pay: an empty cart totals 0
  const deliveryFee = available > 0 ? Math.max(0, options.deliveryFee ?? 0) : 0;
  const total = subTotal + vat;
  return { subTotal, vat, includedVat, total, deliveryFee, totalWithFee: total + deliveryFee };
}
