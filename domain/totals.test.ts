import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine, ToppingLine } from './cart-line';
import { TAX_TYPE_INCLUDED, TAX_TYPE_NONE, TAX_TYPE_OUTSIDE, type TaxType } from './constants';
import { taxOf } from './tax';
import { cartTotals, priceLine } from './totals';

const stuckbArb = fc.constantFrom<TaxType>(TAX_TYPE_NONE, TAX_TYPE_OUTSIDE, TAX_TYPE_INCLUDED);
const rateArb = fc.constantFrom(0, 5, 8, 8.5, 10);

const toppingArb: fc.Arbitrary<ToppingLine> = fc.record({
  menucd: fc.stringMatching(/^T\d{3}$/),
  menunm: fc.constant('Topping'),
  price: fc.integer({ min: 0, max: 50_000 }),
  stuckb: stuckbArb,
  quantity: fc.integer({ min: 1, max: 4 }),
  POSquantity: fc.constant(0),
  tax_rate: rateArb,
  meisaikb: fc.constantFrom(2 as const, 6 as const),
  vat: fc.constant(0),
  includedVat: fc.constant(0),
});

const lineArb: fc.Arbitrary<CartLine> = fc
  .record({
    menucd: fc.stringMatching(/^D\d{2}$/),
    price: fc.integer({ min: 0, max: 500_000 }),
    stuckb: stuckbArb,
    tax_rate: rateArb,
    quantity: fc.integer({ min: 1, max: 99 }),
    toppings: fc.array(toppingArb, { maxLength: 4 }),
    active_flag: fc.boolean(),
  })
  .map((l) =>
    priceLine({
      ...l,
      menuid: l.menucd,
      menunm: 'Dish',
      image: '',
      meisaikb: 0,
      priceWithTopping: 0,
      amount: 0,
      vat: 0,
      includedVat: 0,
      totalPrice: 0,
      sold_out: !l.active_flag,
    }),
  );

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('priceLine', () => {
  it('should price a line with outside tax per component', () => {
    const line = priceLine({
      menucd: 'COM', menuid: 'COM_1T1', menunm: 'Com', image: '', price: 35_005, quantity: 3,
      stuckb: TAX_TYPE_OUTSIDE, tax_rate: 10, meisaikb: 0, active_flag: true, sold_out: false,
      priceWithTopping: 0, amount: 0, vat: 0, includedVat: 0, totalPrice: 0,
      toppings: [
        { menucd: 'T1', menunm: 'Egg', price: 6_005, stuckb: TAX_TYPE_INCLUDED, quantity: 1, POSquantity: 0,
          tax_rate: 8, meisaikb: 6, vat: 0, includedVat: 0 },
      ],
    });
    expect(line.priceWithTopping).toBe(41_010);
    expect(line.amount).toBe(123_030);
    // 105,015 x 10% = 10,501.5 -> 10,502
    expect(line.vat).toBe(10_502);
    // 18,015 - round(18,015 / 1.08 = 16,680.56) = 1,334
    expect(line.includedVat).toBe(1_334);
    expect(line.totalPrice).toBe(123_030 + 10_502);
    expect(line.toppings[0]).toMatchObject({ POSquantity: 3, includedVat: 1_334, vat: 0 });
  });

  it('should make every line value consistent to the dong', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const dish = taxOf(line.price * line.quantity, line.stuckb, line.tax_rate);
        expect(line.priceWithTopping).toBe(line.price + sum(line.toppings.map((t) => t.price * t.quantity)));
        expect(line.amount).toBe(line.priceWithTopping * line.quantity);
        expect(line.vat).toBe(dish.vat + sum(line.toppings.map((t) => t.vat)));
        expect(line.includedVat).toBe(dish.includedVat + sum(line.toppings.map((t) => t.includedVat)));
        expect(line.totalPrice).toBe(line.amount + line.vat);
        expect(line.includedVat).toBeLessThanOrEqual(line.amount);
        for (const v of [line.amount, line.vat, line.includedVat, line.totalPrice]) expect(Number.isInteger(v)).toBe(true);
      }),
    );
  });

  it('should be idempotent', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        expect(priceLine(line)).toEqual(line);
      }),
    );
  });
});

describe('cartTotals', () => {
  it('should add the delivery fee only to totalWithFee', () => {
    const line = priceLine({
      menucd: 'TEA', menuid: 'TEA', menunm: 'Tea', image: '', price: 20_000, quantity: 2, toppings: [],
      stuckb: TAX_TYPE_OUTSIDE, tax_rate: 8, meisaikb: 0, active_flag: true, sold_out: false,
      priceWithTopping: 0, amount: 0, vat: 0, includedVat: 0, totalPrice: 0,
    });
    expect(cartTotals([line], { deliveryFee: 15_000 })).toEqual({
      subTotal: 40_000, vat: 3_200, includedVat: 0, total: 43_200, deliveryFee: 15_000, totalWithFee: 58_200,
    });
    expect(cartTotals([]).totalWithFee).toBe(0);
  });

  it('should equal the exact sums of the active lines', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), fc.option(fc.integer({ min: 0, max: 100_000 })), (lines, fee) => {
        const t = cartTotals(lines, { deliveryFee: fee });
        const active = lines.filter((l) => l.active_flag);
        expect(t.subTotal).toBe(sum(active.map((l) => l.amount)));
        expect(t.vat).toBe(sum(active.map((l) => l.vat)));
        expect(t.includedVat).toBe(sum(active.map((l) => l.includedVat)));
        expect(t.total).toBe(sum(active.map((l) => l.totalPrice)));
        expect(t.total).toBe(t.subTotal + t.vat);
        expect(t.total).toBeGreaterThanOrEqual(t.subTotal);
        expect(t.includedVat).toBeLessThanOrEqual(t.subTotal);
        expect(t.totalWithFee).toBe(t.total + (active.length > 0 ? (fee ?? 0) : 0));
      }),
    );
  });

  it('should ignore inactive lines', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), lineArb, (lines, extra) => {
        const inactive = { ...extra, active_flag: false };
        expect(cartTotals([...lines, inactive])).toEqual(cartTotals(lines));
      }),
    );
  });
});
