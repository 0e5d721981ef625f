import { describe, expect, it } from 'vitest';
import type { DishDetail } from '../../../domain/toppings';
import type { Food } from '../../../machines/order-status/machine';
import type { KeyValueStore } from '../../adapters/storage';
import { deliveryPlaceOf, readContinuedOrder, resumedOrderOf, writeContinuedOrder, type CurrentDish } from './resume-order';

/** Two bowls of phở with the regular size and an egg, and a tea, as the order stored them (old prices). */
const foods: Food[] = [
  { menucd: 'PHO001', menuid: 'PHO001_mT001_oT005x1', menunm: 'Phở bò tái', price: 60_000, quantity: 2, meisaikb: 0 },
  { menucd: 'T001', menuid: 'PHO001_mT001_oT005x1', menunm: 'Tô vừa', price: 0, quantity: 1, meisaikb: 2 },
  { menucd: 'T005', menuid: 'PHO001_mT001_oT005x1', menunm: 'Trứng chần', price: 7_000, quantity: 1, meisaikb: 6 },
  { menucd: 'TEA01', menunm: 'Trà đá', price: 10_000, quantity: 1, meisaikb: 0 },
];

/** The store's phở today: dearer, the same size choice and egg. */
const phoNow: DishDetail = {
  food: { menucd: 'PHO001', menunm: 'Phở bò tái', price: 65_000, image: '/media/menu/PHO001.webp', tax_rate: 8, stuckb: 2 },
  topping: {
    mandatory: [{ group_name: 'Size', items: [{ menucd: 'T001', menunm: 'Tô vừa', price: 0 }] }],
    option: [{ group_name: 'Thêm', items: [{ menucd: 'T005', menunm: 'Trứng chần', price: 8_000 }] }],
  },
};
const teaNow: DishDetail = { food: { menucd: 'TEA01', menunm: 'Trà đá', price: 10_000, image: '' }, topping: { mandatory: [], option: [] } };
const sold = (detail: DishDetail): CurrentDish => ({ detail, soldout: false });

describe('resumedOrderOf', () => {
  it("should take each dish as the store sells it now, with the order's toppings and quantity", () => {
    const resumed = resumedOrderOf(foods, new Map([['PHO001', sold(phoNow)], ['TEA01', sold(teaNow)]]));
    expect(resumed.unavailable).toEqual([]);
    expect(resumed.dishes).toEqual([
      { detail: phoNow, selection: { mandatory: ['T001'], optional: { T005: 1 }, quantity: 2 }, stuckb: 2 },
      { detail: teaNow, selection: { mandatory: [], optional: {}, quantity: 1 }, stuckb: null },
    ]);
  });

  it('should name the dishes the store has no more, sells none of today, or no longer offers with those toppings (SPEC §8 "Dishes unavailable")', () => {
    const withoutEgg: DishDetail = { ...phoNow, topping: { ...phoNow.topping, option: [] } };
    expect(resumedOrderOf(foods, new Map([['PHO001', null], ['TEA01', sold(teaNow)]])).unavailable).toEqual(['Phở bò tái']);
    expect(resumedOrderOf(foods, new Map([['PHO001', sold(phoNow)], ['TEA01', { detail: teaNow, soldout: true }]])).unavailable).toEqual(['Trà đá']);
    const resumed = resumedOrderOf(foods, new Map([['PHO001', sold(withoutEgg)], ['TEA01', sold(teaNow)]]));
    expect(resumed.unavailable).toEqual(['Phở bò tái']);
    expect(resumed.dishes.map((d) => d.detail.food.menucd)).toEqual(['TEA01']);
  });
});

describe('the continued order kept for a reload', () => {
  const memory = (): KeyValueStore => {
    const values = new Map<string, string>();
    return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value), remove: (key) => void values.delete(key) };
  };

  it('should read back what it wrote, and nothing once forgotten', () => {
    const store = memory();
    writeContinuedOrder({ id: 41, orderNo: '261124000041' }, store);
    expect(readContinuedOrder(store)).toEqual({ id: 41, orderNo: '261124000041' });
    writeContinuedOrder(null, store);
    expect(readContinuedOrder(store)).toBeNull();
  });

  it('should read nothing from a value of another shape', () => {
    const store = memory();
    for (const raw of ['{', '"41"', '{"id":"41","orderNo":"261124000041"}', '{"id":41}']) {
      store.set('continuedOrder', raw);
      expect(readContinuedOrder(store), raw).toBeNull();
    }
  });
});

describe('deliveryPlaceOf', () => {
  const kept = { place_id: 'hcm-lm-cho-ben-thanh', formatted_address: 'Chợ Bến Thành, Quận 1', lat: 10.7725, lng: 106.698 };

  it("should give a delivery order's kept place as the place fulfilment measures from", () => {
    expect(deliveryPlaceOf({ pick_up_at_store: false, delivery_place: kept })).toEqual({
      place_id: 'hcm-lm-cho-ben-thanh',
      name: 'Chợ Bến Thành, Quận 1',
      formatted_address: 'Chợ Bến Thành, Quận 1',
      lat: 10.7725,
      lng: 106.698,
    });
  });

  it('should give none for pickup, an order kept without a place, or one without the suggestion it was chosen from', () => {
    expect(deliveryPlaceOf({ pick_up_at_store: true, delivery_place: kept })).toBeNull();
    expect(deliveryPlaceOf({ pick_up_at_store: false, delivery_place: null })).toBeNull();
    expect(deliveryPlaceOf({ pick_up_at_store: false })).toBeNull();
    expect(deliveryPlaceOf({ pick_up_at_store: false, delivery_place: { ...kept, place_id: null } })).toBeNull();
  });
});
