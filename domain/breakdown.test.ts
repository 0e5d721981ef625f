import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { breakdownLines, EMPTY_BREAKDOWN, moneyBreakdown, type MoneyBreakdown } from './breakdown';
import type { CartLine } from './cart-line';
import { TAX_TYPE_INCLUDED, TAX_TYPE_NONE, TAX_TYPE_OUTSIDE } from './constants';
import { computeDiscounts, type PromotionRule } from './promotions';
import { cartTotals, priceLine } from './totals';

const sumOfLines = (b: MoneyBreakdown) => breakdownLines(b).reduce((sum, l) => sum + l.amount, 0);

describe('money breakdown', () => {
  it('should total 0 for an empty cart', () => {
    expect(EMPTY_BREAKDOWN.total).toBe(0);
    expect(moneyBreakdown(cartTotals([], { deliveryFee: 15000 }))).toEqual(EMPTY_BREAKDOWN);
    expect(computeDiscounts([], [], new Map(), { deliveryFee: 15000, now: Temporal.Instant.from('2026-11-23T03:00:00Z') }).breakdown).toEqual(EMPTY_BREAKDOWN);
  });

  it('should scale outside VAT with the discounted subtotal and show the VAT charged', () => {
    // 100,000 before 10% outside VAT, 20,000 off the bill: VAT is charged on 80,000
    const b = moneyBreakdown({ subTotal: 100000, vat: 10000, deliveryFee: 15000, billDiscount: 20000, feeDiscount: 15000 });
    expect(b).toMatchObject({ subTotal: 100000, vat: 8000, deliveryFee: 15000, billDiscount: 20000, feeDiscount: 15000, total: 88000 });
    expect(sumOfLines(b)).toBe(b.total);
  });

  it('should never discount more than the subtotal or the fee', () => {
    const b = moneyBreakdown({ subTotal: 50000, vat: 5000, deliveryFee: 10000, itemDiscount: 40000, billDiscount: 40000, feeDiscount: 30000 });
    expect(b).toMatchObject({ itemDiscount: 40000, billDiscount: 10000, feeDiscount: 10000, vat: 0, total: 0 });
  });

  const stuckb = fc.constantFrom(TAX_TYPE_NONE, TAX_TYPE_OUTSIDE, TAX_TYPE_INCLUDED);
  const lineArb = fc.record({
    menucd: fc.constantFrom('A', 'B', 'C'),
    price: fc.integer({ min: 0, max: 300_000 }),
    quantity: fc.integer({ min: 1, max: 99 }),
    stuckb,
    rate: fc.constantFrom(0, 5, 8, 10),
    active: fc.boolean(),
    topping: fc.option(fc.record({ price: fc.integer({ min: 0, max: 50_000 }), quantity: fc.integer({ min: 1, max: 4 }), stuckb })),
  });
  const ruleArb = fc.record({
    id: fc.integer({ min: 1, max: 6 }),
    name: fc.constant('x'),
    pmt_type: fc.constantFrom('percent_discount' as const, 'money_discount' as const, 'cash_voucher' as const, 'free_point' as const),
    pmt_on: fc.constantFrom('bill' as const, 'item' as const, 'feeship' as const, 'event' as const),
    value: fc.integer({ min: 0, max: 400_000 }),
    limit: fc.integer({ min: 0, max: 100_000 }),
    is_stacked: fc.boolean(),
    item_by_item: fc.boolean(),
    condition_items: fc.constantFrom([], ['A'], ['B']),
    apply_items: fc.constantFrom([], ['A'], ['B']),
  });

  it('should add up to its total whatever the cart, promotions and fee (property)', () => {
    const now = Temporal.Instant.from('2026-11-23T03:00:00Z');
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.uniqueArray(ruleArb, { selector: (r) => r.id, maxLength: 4 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 4 }),
        (raw, promotionRules, fee, quantity) => {
          const lines: CartLine[] = raw.map((l) =>
            priceLine({
              menucd: l.menucd, menuid: l.menucd, menunm: l.menucd, image: '', price: l.price, quantity: l.quantity, stuckb: l.stuckb, tax_rate: l.rate,
              toppings: l.topping ? [{ menucd: 'T', menunm: 'T', price: l.topping.price, quantity: l.topping.quantity, POSquantity: 0, stuckb: l.topping.stuckb, tax_rate: l.rate, meisaikb: 6, vat: 0, includedVat: 0 }] : [],
              meisaikb: 0, priceWithTopping: 0, amount: 0, vat: 0, includedVat: 0, totalPrice: 0, active_flag: l.active, sold_out: !l.active,
            }),
          );
          const rules = new Map<number, PromotionRule>(promotionRules.map((r) => [r.id, r]));
          const result = computeDiscounts(lines, promotionRules.map((r) => ({ promotion_id: r.id, quantity })), rules, { deliveryFee: fee, now });
          const b = result.breakdown;
          expect(sumOfLines(b)).toBe(b.total);
          expect(b.total).toBe(result.totalWithFee);
          expect(b.total).toBeGreaterThanOrEqual(0);
          const totals = cartTotals(lines, { deliveryFee: fee });
          expect(b.subTotal).toBe(totals.subTotal);
          expect(b.vat).toBeLessThanOrEqual(totals.vat);
          expect(b.itemDiscount + b.billDiscount).toBeLessThanOrEqual(b.subTotal);
          expect(b.feeDiscount).toBeLessThanOrEqual(b.deliveryFee);
          for (const l of result.lines) expect(l.itemDiscountAmount ?? 0).toBeLessThanOrEqual(l.price * l.quantity);
          if (b.itemDiscount + b.billDiscount === 0) expect(b.total).toBe(totals.totalWithFee - b.feeDiscount);
          if (!lines.some((l) => l.active_flag)) expect(b.total).toBe(0);
        },
      ),
    );
  });

  it('should add up for any figures (property)', () => {
    const n = fc.integer({ min: -1000, max: 5_000_000 });
    fc.assert(
      fc.property(fc.record({ subTotal: n, vat: n, includedVat: n, deliveryFee: n, itemDiscount: n, billDiscount: n, feeDiscount: n }), (input) => {
        const b = moneyBreakdown(input);
        expect(sumOfLines(b)).toBe(b.total);
        for (const value of Object.values(b)) expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
