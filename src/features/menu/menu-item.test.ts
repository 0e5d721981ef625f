import { describe, expect, it } from 'vitest';
import { dishToCartLine, selectionToCartLine, initialSelection } from '../../../domain/toppings';
import { menuItemToDetail } from './menu-item';
import { toDomainDetail } from '../../lib/api/get-menu';
import type { MenuItem } from '../../lib/api/get-menu';

const item: MenuItem = {
  menucd: 'TRA003',
  menuname: 'Kumquat Iced Tea',
  baika: 25000,
  stuckb: 2,
  tax_rate: 8,
  soldout: false,
  has_topping: false,
  img: '/media/menu/TRA003.webp',
};

describe('menuItemToDetail', () => {
  it('should price a card dish as domain prices a plain dish', () => {
    const detail = menuItemToDetail(item);
    expect(selectionToCartLine(detail, initialSelection(detail))).toEqual(dishToCartLine(detail.food));
    expect(detail.food).toMatchObject({ menunm: 'Kumquat Iced Tea', price: 25000, stuckb: 2, image: '/media/menu/TRA003.webp' });
  });
});

describe('toDomainDetail', () => {
  it('should give an empty image when the detail has none', () => {
    const detail = toDomainDetail({
      food: { menucd: 'X', menunm: 'X', price: 1, tax_rate: 8 },
      topping: { mandatory: [], option: [] },
    });
    expect(detail.food.image).toBe('');
  });
});
