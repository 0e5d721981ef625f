import type { CartLine } from './cart-line';
import { taxOf } from './tax';

/**
 * Recomputes a line's derived money fields from its prices, tax types, rates and quantities.
 * Rounding: each tax is rounded half up to the dong per component (the dish part
 * price x quantity, and each topping's price x POSquantity); the line's vat and includedVat
 * are the sums of those, so cart totals are exact sums of line values.
 */
export function priceLine(line: CartLine): CartLine {
  const toppings = line.toppings.map((t) => {
    const POSquantity = t.quantity * line.quantity;
    return { ...t, POSquantity, ...taxOf(t.price * POSquantity, t.stuckb, t.tax_rate) };
  });
  const dishTax = taxOf(line.price * line.quantity, line.stuckb, line.tax_rate);
  const priceWithTopping = toppings.reduce((sum, t) => sum + t.price * t.quantity, line.price);
  const amount = priceWithTopping * line.quantity;
  const vat = toppings.reduce((sum, t) => sum + t.vat, dishTax.vat);
  const includedVat = toppings.reduce((sum, t) => sum + t.includedVat, dishTax.includedVat);
  return { ...line, toppings, priceWithTopping, amount, vat, includedVat, totalPrice: amount + vat };
}

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
