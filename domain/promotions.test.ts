import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line';
import { TAX_TYPE_INCLUDED, TAX_TYPE_OUTSIDE } from './constants';
import {
  applyPromotion,
  checkPromotions,
  computeDiscounts,
  discountOf,
  maxApplyQuantity,
  promotionRefusal,
  revertPromotions,
  stepVoucher,
  type AppliedPromotion,
  type PromotionRule,
} from './promotions';
import { priceLine } from './cart-line';

const now = Temporal.Instant.from('2026-11-23T03:00:00Z');

function line(menucd: string, price: number, quantity = 1, extra: Partial<CartLine> = {}): CartLine {
  return priceLine({
    menucd, menuid: menucd, menunm: menucd, image: '', price, toppings: [], quantity, stuckb: TAX_TYPE_OUTSIDE, tax_rate: 10,
    meisaikb: 0, priceWithTopping: 0, amount: 0, vat: 0, includedVat: 0, totalPrice: 0, active_flag: true, sold_out: false, ...extra,
  });
}

const rule = (id: number, extra: Partial<PromotionRule>): PromotionRule => ({
  id, name: `P${id}`, pmt_type: 'money_discount', pmt_on: 'bill', value: 10000, limit: 0, is_stacked: false, item_by_item: false, ...extra,
});
const percentBill = rule(1, { pmt_type: 'percent_discount', value: 10, limit: 30000 });
const stackedMoneyBill = rule(2, { value: 20000, is_stacked: true });
const itemMoney = rule(3, { pmt_on: 'item', value: 15000, apply_items: ['PHO001'], is_stacked: true });
const feeship = rule(4, { pmt_on: 'feeship', pmt_type: 'percent_discount', value: 100, is_stacked: true });
const voucher = rule(5, { pmt_type: 'cash_voucher', value: 25000, ticket_quanlity: 3, limit_per_day: 2, used_today: 0, is_stacked: true });
const buyTwo = rule(6, { pmt_on: 'item', pmt_type: 'percent_discount', value: 50, item_by_item: true, condition_items: ['PHO001'], apply_items: ['PHO001'] });
const expired = rule(7, { expired_date_from: '2025-01-01 00:00', expired_date_to: '2025-12-31 23:59' });
const rules = new Map([percentBill, stackedMoneyBill, itemMoney, feeship, voucher, buyTwo, expired].map((r) => [r.id, r]));

describe('apply quantities', () => {
  it('should toggle item, bill and free point promotions between 0 and 1', () => {
    let applied = applyPromotion([], itemMoney, rules);
    expect(applied).toEqual([{ promotion_id: 3, quantity: 1 }]);
    applied = applyPromotion(applied, itemMoney, rules);
    expect(applied).toEqual([]);
  });

  it('should step vouchers within tickets and the daily limit', () => {
    let applied: AppliedPromotion[] = [];
    for (let i = 0; i < 5; i++) applied = applyPromotion(applied, voucher, rules);
    expect(applied).toEqual([{ promotion_id: 5, quantity: 2 }]);
    expect(maxApplyQuantity({ ...voucher, limit_per_day: 0 })).toBe(3);
    expect(maxApplyQuantity({ ...voucher, used_today: 2 })).toBe(0);
    applied = stepVoucher(applied, voucher, -1);
    applied = stepVoucher(applied, voucher, -1);
    expect(applied).toEqual([]);
  });

  it('should keep only stackable promotions when a bill discount is applied, and revert all', () => {
    const applied = [{ promotion_id: 3, quantity: 1 }, { promotion_id: 6, quantity: 1 }];
    expect(applyPromotion(applied, percentBill, rules)).toEqual([{ promotion_id: 3, quantity: 1 }, { promotion_id: 1, quantity: 1 }]);
    expect(revertPromotions()).toEqual([]);
  });
});

describe('conditions', () => {
  const cart = { lines: [line('PHO001', 65000), line('COM001', 55000)] };

  it('should refuse an expired promotion and a minimum total not reached', () => {
    expect(promotionRefusal(expired, cart, now)).toBe('expired');
    expect(promotionRefusal(rule(8, { minimum_total: 500000 }), cart, now)).toBe('minimum_total');
    expect(promotionRefusal(rule(9, { expired_date_from: '2027-01-01 00:00' }), cart, now)).toBe('not_started');
    expect(promotionRefusal(rule(10, { store_codes: ['S002'] }), { ...cart, storeCode: 'S001' }, now)).toBe('store_not_eligible');
  });

  it('should need a qualifying line without a promotion for an item discount', () => {
    expect(promotionRefusal(itemMoney, cart, now)).toBeNull();
    expect(promotionRefusal(itemMoney, { lines: [line('COM001', 55000)] }, now)).toBe('no_qualifying_item');
    expect(promotionRefusal(itemMoney, { lines: [line('PHO001', 65000, 1, { promotionId: 9 })] }, now)).toBe('no_qualifying_item');
  });

  it('should need two of an item that is both condition and target', () => {
    expect(promotionRefusal(buyTwo, { lines: [line('PHO001', 65000, 1)] }, now)).toBe('condition_quantity');
    expect(promotionRefusal(buyTwo, { lines: [line('PHO001', 65000, 2)] }, now)).toBeNull();
    expect(promotionRefusal(buyTwo, { lines: [line('COM001', 55000, 2)] }, now)).toBe('condition_item_missing');
  });

  it('should report the first promotion that cannot apply with its name and reason', () => {
    expect(checkPromotions(cart.lines, [{ promotion_id: 7, quantity: 1 }], rules, { deliveryFee: 0, now })).toEqual({
      valid: false, promotion_id: 7, promotion_name: 'P7', reason: 'expired',
    });
    expect(checkPromotions(cart.lines, [{ promotion_id: 1, quantity: 1 }, { promotion_id: 6, quantity: 1 }], rules, { deliveryFee: 0, now })).toMatchObject({ valid: false, reason: 'not_stackable' });
    expect(checkPromotions(cart.lines, [{ promotion_id: 1, quantity: 1 }, { promotion_id: 3, quantity: 1 }], rules, { deliveryFee: 0, now })).toEqual({ valid: true });
  });
});

describe('discounts', () => {
  it('should cap a percent discount by its limit and keep money within the amount', () => {
    expect(discountOf(percentBill, 500000)).toBe(30000);
    expect(discountOf({ ...percentBill, limit: 0 }, 500000)).toBe(50000);
    expect(discountOf(stackedMoneyBill, 5000)).toBe(5000);
  });

  it('should apply item, bill and fee promotions in order', () => {
    const lines = [line('PHO001', 65000), line('COM001', 55000)];
    const result = computeDiscounts(lines, [{ promotion_id: 4, quantity: 1 }, { promotion_id: 1, quantity: 1 }, { promotion_id: 3, quantity: 1 }], rules, { deliveryFee: 20000, now });
    expect(result.itemDiscount).toBe(15000);
    expect(result.billDiscount).toBe(12000);
    expect(result.feeshipDiscount).toBe(20000);
    expect(result.deliveryFee).toBe(0);
    expect(result.subTotal).toBe(120000 - 27000);
    expect(result.lines[0]).toMatchObject({ promotionId: 3, itemDiscountAmount: 15000 });
    expect(result.uses).toEqual([
      { promotion_id: 3, quantity: 1, discount_amount: 15000, menucd: 'PHO001' },
      { promotion_id: 1, quantity: 1, discount_amount: 12000, menucd: null },
      { promotion_id: 4, quantity: 1, discount_amount: 20000, menucd: null },
    ]);
  });

  it('should never go below 0 and never discount more than the line or the bill (property)', () => {
    const ruleArb = fc.record({
      id: fc.integer({ min: 100, max: 105 }),
      name: fc.constant('x'),
      pmt_type: fc.constantFrom('percent_discount' as const, 'money_discount' as const, 'cash_voucher' as const, 'free_point' as const),
      pmt_on: fc.constantFrom('bill' as const, 'item' as const, 'feeship' as const, 'event' as const),
      value: fc.integer({ min: 0, max: 400_000 }),
      limit: fc.integer({ min: 0, max: 100_000 }),
      is_stacked: fc.boolean(),
      item_by_item: fc.constant(false),
      apply_items: fc.constantFrom([], ['A'], ['B']),
    });
    const lineArb = fc.record({ menucd: fc.constantFrom('A', 'B', 'C'), price: fc.integer({ min: 0, max: 300_000 }), quantity: fc.integer({ min: 1, max: 5 }), active: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 5 }),
        fc.uniqueArray(ruleArb, { selector: (r) => r.id, maxLength: 5 }),
        fc.integer({ min: 0, max: 80_000 }),
        fc.integer({ min: 1, max: 4 }),
        (rawLines, promotionRules, fee, quantity) => {
          const lines = rawLines.map((l) => line(l.menucd, l.price, l.quantity, { stuckb: TAX_TYPE_INCLUDED, active_flag: l.active }));
          const map = new Map(promotionRules.map((r) => [r.id, r]));
          const applied = promotionRules.map((r) => ({ promotion_id: r.id, quantity }));
          const result = computeDiscounts(lines, applied, map, { deliveryFee: fee, now });
          const subTotal = lines.filter((l) => l.active_flag).reduce((s, l) => s + l.amount, 0);
          expect(result.deliveryFee).toBeGreaterThanOrEqual(0);
          expect(result.deliveryFee).toBeLessThanOrEqual(fee);
          expect(result.total).toBeGreaterThanOrEqual(0);
          expect(result.subTotal).toBeGreaterThanOrEqual(0);
          expect(result.itemDiscount + result.billDiscount).toBeLessThanOrEqual(subTotal);
          // item promotions discount dish units, never the toppings
          for (const l of result.lines) expect(l.itemDiscountAmount ?? 0).toBeLessThanOrEqual(l.price * l.quantity);
          for (const use of result.uses) expect(use.discount_amount).toBeGreaterThanOrEqual(0);
          expect(result.totalWithFee).toBe(result.total + result.deliveryFee);
        },
      ),
    );
  });
});

describe('item-by-item: the target units, not the line', () => {
  const withTopping = (quantity: number) =>
    priceLine({
      ...line('PHO001', 65000, quantity),
      toppings: [{ menucd: 'T101', menunm: 'Thêm thịt', price: 20000, quantity: 1, POSquantity: 0, stuckb: TAX_TYPE_OUTSIDE, tax_rate: 10, meisaikb: 6, vat: 0, includedVat: 0 }],
    });

  it("should take 50% off the second bowl's dish price, not the first bowl or the toppings", () => {
    // two bowls at 65,000 with a 20,000 topping each: the line is 170,000; the second bowl's dish is 65,000
    const result = computeDiscounts([withTopping(2)], [{ promotion_id: 6, quantity: 1 }], rules, { deliveryFee: 0, now });
    expect(result.itemDiscount).toBe(32500);
    expect(result.lines[0]).toMatchObject({ promotionId: 6, itemDiscountAmount: 32500 });
    expect(result.uses).toEqual([{ promotion_id: 6, quantity: 1, discount_amount: 32500, menucd: 'PHO001' }]);
  });

  it('should discount one unit when the bowls are on two lines, and none with one bowl', () => {
    const result = computeDiscounts([line('PHO001', 65000, 1, { menuid: 'a' }), withTopping(1)], [{ promotion_id: 6, quantity: 1 }], rules, { deliveryFee: 0, now });
    expect(result.itemDiscount).toBe(32500);
    const single = computeDiscounts([withTopping(1)], [{ promotion_id: 6, quantity: 1 }], rules, { deliveryFee: 0, now });
    expect(single.itemDiscount).toBe(0);
    expect(single.refused).toEqual([{ promotion_id: 6, reason: 'condition_quantity' }]);
  });

  it('should take a money item discount off one unit, never above its dish price', () => {
    // 15,000 off one Phở of a line of three
    expect(computeDiscounts([line('PHO001', 65000, 3)], [{ promotion_id: 3, quantity: 1 }], rules, { deliveryFee: 0, now }).itemDiscount).toBe(15000);
    const big = rule(20, { pmt_on: 'item', value: 100000, apply_items: ['PHO001'] });
    const result = computeDiscounts([withTopping(2)], [{ promotion_id: 20, quantity: 1 }], new Map([[20, big]]), { deliveryFee: 0, now });
    expect(result.itemDiscount).toBe(65000);
  });

  it('should take a percent item discount off one unit: 10% of a 65,000 dish in a line of two is 6,500', () => {
    const tenPercent = rule(21, { pmt_on: 'item', pmt_type: 'percent_discount', value: 10, apply_items: ['PHO001'] });
    expect(computeDiscounts([withTopping(2)], [{ promotion_id: 21, quantity: 1 }], new Map([[21, tenPercent]]), { deliveryFee: 0, now }).itemDiscount).toBe(6500);
  });
});

describe('entitlements', () => {
  const cart = { lines: [line('PHO001', 65000, 2)] };

  it('should refuse a promotion the customer owns no ticket of, and a second use of one ticket', () => {
    expect(promotionRefusal({ ...itemMoney, ticket_quanlity: 0 }, cart, now)).toBe('not_owned');
    expect(promotionRefusal({ ...itemMoney, ticket_quanlity: 1 }, cart, now)).toBeNull();
    expect(promotionRefusal({ ...voucher, ticket_quanlity: 1 }, cart, now, 2)).toBe('ticket_quantity');
  });

  it("should count the customer's own uses per day and in all, and the promotion's remaining quantity", () => {
    expect(promotionRefusal({ ...itemMoney, limit_per_day: 1, used_today: 1 }, cart, now)).toBe('limit_per_day');
    expect(promotionRefusal({ ...itemMoney, limit_on_customer: 2, used_by_customer: 2 }, cart, now)).toBe('limit_on_customer');
    expect(promotionRefusal({ ...itemMoney, limit_on_customer: 2, used_by_customer: 1 }, cart, now)).toBeNull();
    expect(promotionRefusal({ ...itemMoney, remaining: 0 }, cart, now)).toBe('no_remaining');
    expect(promotionRefusal({ ...voucher, remaining: 1 }, cart, now, 2)).toBe('no_remaining');
  });

  it('should not step past what the entitlement allows', () => {
    expect(maxApplyQuantity({ ...voucher, limit_on_customer: 5, used_by_customer: 4 })).toBe(1);
    expect(maxApplyQuantity({ ...itemMoney, ticket_quanlity: 0 })).toBe(0);
    expect(applyPromotion([], { ...voucher, remaining: 0 }, rules)).toEqual([]);
  });
});

describe("a banner's open offer says before it is applied why the cart does not qualify", () => {
  // the seed's banner promotions as a member without a ticket receives them: no ticket limit, once per customer
  const open = { ticket_quanlity: null, limit_on_customer: 1, used_by_customer: 0 };
  const bill10 = rule(11, { ...open, pmt_type: 'percent_discount', value: 10, limit: 30000, minimum_total: 150000 });
  const pho15k = rule(12, { ...open, pmt_on: 'item', value: 15000, apply_items: ['PHO001'], is_stacked: true });
  const freeship = rule(13, { ...open, pmt_on: 'feeship', pmt_type: 'percent_discount', value: 100, limit: 20000, minimum_total: 100000 });
  const twoPho = [line('PHO001', 65000, 2), line('COM004', 167000)];

  it('should let a qualifying cart use each offer without a ticket', () => {
    for (const offer of [bill10, pho15k, freeship]) expect(promotionRefusal(offer, { lines: twoPho }, now)).toBeNull();
  });

  it('should name the minimum total, the missing dish and the used limit', () => {
    expect(promotionRefusal(bill10, { lines: [line('PHO001', 65000, 2)] }, now)).toBe('minimum_total');
    expect(promotionRefusal(freeship, { lines: [line('PHO001', 65000)] }, now)).toBe('minimum_total');
    expect(promotionRefusal(pho15k, { lines: [line('COM004', 167000)] }, now)).toBe('no_qualifying_item');
    expect(promotionRefusal({ ...pho15k, used_by_customer: 1 }, { lines: twoPho }, now)).toBe('limit_on_customer');
  });

  it('should still ask for a ticket when the promotion is not an open offer', () => {
    expect(promotionRefusal({ ...pho15k, ticket_quanlity: 0 }, { lines: twoPho }, now)).toBe('not_owned');
  });
});
