import { describe, expect, it } from 'vitest';
import { dishNamesOf } from './dish-names';

describe('dishNamesOf', () => {
  it('should name each dish and each of its toppings by menu code, as their detail calls them', () => {
    const names = dishNamesOf([
      {
        food: { menucd: 'PHO001', menunm: 'Rare Beef Phở', price: 65_000, tax_rate: 8 },
        topping: {
          mandatory: [{ group_name: 'Size', items: [{ menucd: 'T001', menunm: 'Regular', price: 0 }] }],
          option: [{ group_name: 'Extras', items: [{ menucd: 'T005', menunm: 'Poached egg', price: 8_000 }] }],
        },
      },
      { food: { menucd: 'TEA01', menunm: 'Iced tea', price: 10_000, tax_rate: 8 }, topping: { mandatory: [], option: [] } },
    ] as never);
    expect(names).toEqual({ PHO001: 'Rare Beef Phở', T001: 'Regular', T005: 'Poached egg', TEA01: 'Iced tea' });
  });
});
