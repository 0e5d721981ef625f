import type { DishDetail, ToppingSelection } from '../../domain/toppings';

/** Phở with a mandatory size group and two optional toppings. */
export const pho: DishDetail = {
  food: { menucd: 'PHO01', menunm: 'Phở bò', price: 65_000, image: 'pho.jpg', tax_rate: 8, stuckb: 1 },
  topping: {
    mandatory: [
      {
        group_name: 'Size',
        items: [
          { menucd: 'SZ-M', menunm: 'M', price: 0, stuckb: 1 },
          { menucd: 'SZ-L', menunm: 'L', price: 10_000, stuckb: 1 },
        ],
      },
    ],
    option: [
      {
        group_name: 'Extra',
        items: [
          { menucd: 'EGG', menunm: 'Trứng', price: 5_000, stuckb: 1 },
          { menucd: 'BEEF', menunm: 'Thêm bò', price: 25_000, stuckb: 1 },
        ],
      },
    ],
  },
};

/** Large phở with one egg and two extra beef. */
export const phoLarge: ToppingSelection = { mandatory: ['SZ-L'], optional: { EGG: 1, BEEF: 2 }, quantity: 1 };

/** Iced tea, no toppings, tax included, no own rate (the store's tax applies). */
export const tea: DishDetail = {
  food: { menucd: 'TEA01', menunm: 'Trà đá', price: 10_000, image: 'tea.jpg', stuckb: 2 },
  topping: { mandatory: [], option: [] },
};
