import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_TYPE_INCLUDED, TAX_TYPE_OUTSIDE } from './constants';
import { orderDeliveryFee, repriceOrder, type CatalogueEntry, type OrderLineInput, type PricingCatalogue } from './order-pricing';

const dish = (menucd: string, price: number, extra: Partial<CatalogueEntry> = {}): [string, CatalogueEntry] => [
  menucd,
  { menucd, menuname: `Dish ${menucd}`, price, stuckb: TAX_TYPE_INCLUDED, tax_rate: 8, ...extra },
];
const catalogue: PricingCatalogue = {
  dishes: new Map([dish('PHO001', 65000), dish('COM001', 55000, { stuckb: TAX_TYPE_OUTSIDE, tax_rate: 10 }), dish('OLD', 10000, { available: false })]),
  toppings: new Map([dish('T002', 15000), dish('T005', 8000)]),
  storeTax: 8,
};
const delivery = { pickUpAtStore: false, distanceMetres: 2500, isMall: false, tiers: [] };

describe('order re-pricing', () => {
  it('should find nothing changed when the client sent catalogue prices', () => {
    const lines: OrderLineInput[] = [
      { menucd: 'PHO001', price: 65000, quantity: 2, toppings: [{ menucd: 'T002', price: 15000, quantity: 1, meisaikb: 2 }] },
      { menucd: 'COM001', price: 55000, quantity: 1 },
    ];
    const result = repriceOrder(lines, catalogue, delivery, 15000);
    expect(result.unchanged).toBe(true);
    expect(result.totals.subTotal).toBe(2 * 80000 + 55000);
    expect(result.totals.vat).toBe(5500);
    expect(result.deliveryFee).toBe(15000);
    expect(result.totals.totalWithFee).toBe(215000 + 5500 + 15000);
  });

  it('should list a dish and a topping whose price changed, and a changed fee', () => {
    const lines: OrderLineInput[] = [
      { menucd: 'PHO001', menunm: 'Phở', price: 60000, quantity: 1, toppings: [{ menucd: 'T005', price: 5000, quantity: 2 }] },
    ];
    const result = repriceOrder(lines, catalogue, { ...delivery, distanceMetres: 4200 }, 15000);
    expect(result.unchanged).toBe(false);
    expect(result.changedItems).toEqual([
      { menucd: 'PHO001', menuname: 'Dish PHO001', old_price: 60000, new_price: 65000 },
      { menucd: 'T005', menuname: 'Dish T005', old_price: 5000, new_price: 8000 },
    ]);
    expect(result.deliveryFeeChange).toEqual({ old: 15000, new: 26000 });
    expect(result.lines[0].amount).toBe(65000 + 16000);
  });

  it('should mark unknown or unavailable dishes unavailable and leave them out of totals', () => {
    const result = repriceOrder([{ menucd: 'OLD', price: 10000, quantity: 1 }, { menucd: 'NOPE', quantity: 1 }], catalogue, delivery);
    expect(result.unavailable).toEqual(['OLD', 'NOPE']);
    expect(result.lines.every((l) => !l.active_flag)).toBe(true);
    expect(result.totals.subTotal).toBe(0);
  });

  it('should charge no fee for pickup and none when the setting is off, and null out of range', () => {
    expect(orderDeliveryFee({ pickUpAtStore: true, distanceMetres: null })).toBe(0);
    expect(orderDeliveryFee({ pickUpAtStore: false, distanceMetres: 2000, chargeFee: false })).toBe(0);
    expect(orderDeliveryFee({ pickUpAtStore: false, distanceMetres: 12000 })).toBeNull();
    expect(orderDeliveryFee({ pickUpAtStore: false, distanceMetres: null })).toBeNull();
    expect(orderDeliveryFee({ pickUpAtStore: false, distanceMetres: 2000, isMall: true })).toBe(25000);
    expect(orderDeliveryFee({ pickUpAtStore: false, distanceMetres: 2000, flatFee: 12000 })).toBe(12000);
  });

  it('should always price from the catalogue, whatever the client sent (property)', () => {
    const codes = ['PHO001', 'COM001'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ menucd: fc.constantFrom(...codes), price: fc.integer({ min: 0, max: 500_000 }), quantity: fc.integer({ min: 1, max: 20 }) }),
          { minLength: 1, maxLength: 6 },
        ),
        (lines) => {
          const result = repriceOrder(lines, catalogue, delivery);
          const honest = repriceOrder(lines.map((l) => ({ ...l, price: catalogue.dishes.get(l.menucd)!.price })), catalogue, delivery);
          expect(result.totals).toEqual(honest.totals);
          expect(honest.unchanged).toBe(true);
          const changed = new Set(lines.filter((l) => l.price !== catalogue.dishes.get(l.menucd)!.price).map((l) => l.menucd));
          expect(new Set(result.changedItems.map((c) => c.menucd))).toEqual(changed);
          expect(result.totals.totalWithFee).toBe(result.totals.subTotal + result.totals.vat + result.totals.deliveryFee);
        },
      ),
    );
  });
});
