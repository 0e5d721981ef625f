/**
 * The money breakdown a customer reads (cart, checkout, delivery status, history): one set of
 * figures whose lines add up to the total. The server stores it on the confirmed order from the
 * same function, so every screen shows what the customer is charged.
 */

/** Whole-dong figures of an order. */
export interface MoneyBreakdown {
  /** Sum of the available lines' amounts (prices with included VAT, without outside VAT). */
  subTotal: number;
  /** Outside VAT charged: the lines' outside VAT scaled down with the discounted subtotal. */
  vat: number;
  /** VAT already inside subTotal (shown as a note, not a line of the sum). */
  includedVat: number;
  /** Delivery fee before its discount. */
  deliveryFee: number;
  /** Discount of item promotions. */
  itemDiscount: number;
  /** Discount of bill, event and voucher promotions. */
  billDiscount: number;
  /** Discount of delivery fee promotions. */
  feeDiscount: number;
  /** subTotal + vat + deliveryFee − itemDiscount − billDiscount − feeDiscount. */
  total: number;
}

/** The figures a breakdown is made from; discounts are clamped so that nothing goes below 0. */
export interface BreakdownInput {
  subTotal: number;
  /** Outside VAT of the lines before any discount. */
  vat: number;
  includedVat?: number;
  deliveryFee?: number | null;
  itemDiscount?: number;
  billDiscount?: number;
  feeDiscount?: number;
}

const whole = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

/**
 * The breakdown of an order: item and bill discounts never exceed the subtotal, the fee discount
 * never exceeds the fee, and outside VAT is scaled by the discounted share of the subtotal (rounded
 * down), because discounts apply to the subtotal before VAT (SPEC §2 redeem screen).
 *
 * @example moneyBreakdown({ subTotal: 100000, vat: 10000, billDiscount: 20000 }) // vat 8000, total 88000
 */
export function moneyBreakdown(input: BreakdownInput): MoneyBreakdown {
  const subTotal = whole(input.subTotal);
  const itemDiscount = Math.min(subTotal, whole(input.itemDiscount));
  const billDiscount = Math.min(subTotal - itemDiscount, whole(input.billDiscount));
  const deliveryFee = whole(input.deliveryFee);
  const feeDiscount = Math.min(deliveryFee, whole(input.feeDiscount));
  const discounted = subTotal - itemDiscount - billDiscount;
  const vat = subTotal > 0 ? Math.floor((whole(input.vat) * discounted) / subTotal) : 0;
  return {
    subTotal,
    vat,
    includedVat: whole(input.includedVat),
    deliveryFee,
    itemDiscount,
    billDiscount,
    feeDiscount,
    total: discounted + vat + deliveryFee - feeDiscount,
  };
}

/** The breakdown of an empty cart: every figure 0. */
export const EMPTY_BREAKDOWN: MoneyBreakdown = moneyBreakdown({ subTotal: 0, vat: 0 });

/** The signed lines of a breakdown, in the order they are shown; their sum is the total. Discounts are lines with `isDiscount`. */
export function breakdownLines(b: MoneyBreakdown): { key: keyof MoneyBreakdown; amount: number; isDiscount: boolean }[] {
  return [
    { key: 'subTotal', amount: b.subTotal, isDiscount: false },
    { key: 'vat', amount: b.vat, isDiscount: false },
    { key: 'deliveryFee', amount: b.deliveryFee, isDiscount: false },
    { key: 'itemDiscount', amount: -b.itemDiscount, isDiscount: true },
    { key: 'billDiscount', amount: -b.billDiscount, isDiscount: true },
    { key: 'feeDiscount', amount: -b.feeDiscount, isDiscount: true },
  ];
}
