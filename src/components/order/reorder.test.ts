import { describe, expect, it } from 'vitest';
import { selectionToCartLine } from '../../../domain/toppings';
import type { Food } from '../../../machines/order-status/machine';
import { reorderLinesOf } from './reorder';

const pho: Food = { menucd: 'PHO', menuid: 'PHO_mBIG_2EGG', menunm: 'Phở bò', price: 65000, quantity: 2, meisaikb: 0, stuckb: 1, tax_rate: 8 };
const big: Food = { menucd: 'BIG', menuid: 'PHO_mBIG_2EGG', menunm: 'Tô lớn', price: 10000, quantity: 1, meisaikb: 2 };
const egg: Food = { menucd: 'EGG', menuid: 'PHO_mBIG_2EGG', menunm: 'Trứng', price: 5000, quantity: 2, meisaikb: 6 };
const tea: Food = { menucd: 'TEA', menuid: 'TEA', menunm: 'Trà đá', price: 5000, quantity: 1, meisaikb: 0 };

describe('reorderLinesOf', () => {
  it('should rebuild each dish with the same toppings and quantity as the order had', () => {
    const [line] = reorderLinesOf([pho, big, egg, tea], ['TEA']);
    expect(reorderLinesOf([pho, big, egg, tea], ['TEA'])).toHaveLength(1);
    const cartLine = selectionToCartLine(line!.detail, line!.selection, { storeTax: null, stuckb: line!.stuckb });
    expect(cartLine.menuid).toBe('PHO_mBIG_2EGG');
    expect(cartLine.quantity).toBe(2);
    expect(cartLine.toppings.map((t) => [t.menucd, t.quantity])).toEqual([
      ['BIG', 1],
      ['EGG', 2],
    ]);
  });

  it('should leave out a dish whose topping is no longer available', () => {
    expect(reorderLinesOf([pho, big, egg, tea], ['EGG']).map((line) => line.detail.food.menucd)).toEqual(['TEA']);
  });
});
