import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  decrease,
  increase,
  isCartEmpty,
  itemCount,
  markUnavailable,
  menuIdFor,
  remove,
  removeAll,
  renameLines,
  replaceLine,
  type CartLine,
} from './cart-line';
import { MAX_DISH_QUANTITY, TAX_TYPE_OUTSIDE } from './constants';
import { dishToCartLine, initialSelection, selectionToCartLine, setOptionalQuantity, type DishDetail } from './toppings';

const detail: DishDetail = {
  food: { menucd: 'PHO001', menunm: 'Pho', price: 45000, image: '', stuckb: TAX_TYPE_OUTSIDE },
  topping: {
    mandatory: [{ group_name: 'Noodle', items: [{ menucd: 'T001', menunm: 'Thin', price: 0 }] }],
    option: [{ group_name: 'Extra', items: [{ menucd: 'T010', menunm: 'Egg', price: 7000 }] }],
  },
};
const pho = (quantity = 1, eggs = 0): CartLine =>
  selectionToCartLine(detail, { ...setOptionalQuantity(detail, initialSelection(detail), 'T010', eggs), quantity });
const tea = (quantity = 1) => dishToCartLine({ menucd: 'TEA', menunm: 'Tea', price: 20000, image: '' }, quantity);

describe('menuIdFor', () => {
  it('should join mandatory and optional codes sorted by code', () => {
    const toppings = [
      { menucd: 'T011', quantity: 1, meisaikb: 6 },
      { menucd: 'T005', quantity: 1, meisaikb: 2 },
      { menucd: 'T010', quantity: 2, meisaikb: 6 },
      { menucd: 'T001', quantity: 1, meisaikb: 2 },
      { menucd: 'T020', quantity: 0, meisaikb: 6 },
    ];
    expect(menuIdFor('PHO001', toppings)).toBe('PHO001_mT001_mT005_2T010_1T011');
    expect(menuIdFor('TEA', [])).toBe('TEA');
  });

  it('should not depend on the order of the toppings', () => {
    const toppingArb = fc.uniqueArray(
      fc.record({
        menucd: fc.stringMatching(/^T\d{3}$/),
        quantity: fc.integer({ min: 0, max: 4 }),
        meisaikb: fc.constantFrom(2, 6),
      }),
      { selector: (t) => t.menucd },
    );
    fc.assert(
      fc.property(
        toppingArb.chain((ts) => fc.tuple(fc.constant(ts), fc.shuffledSubarray(ts, { minLength: ts.length }))),
        ([toppings, shuffled]) => {
          expect(menuIdFor('D', shuffled)).toBe(menuIdFor('D', toppings));
        },
      ),
    );
  });
});

describe('cart actions', () => {
  it('should merge an identical combination by summing quantities', () => {
    const lines = addLine(addLine([], pho(1, 1)), pho(2, 1));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 3, amount: 3 * 52000 });
    expect(lines[0].toppings.find((t) => t.menucd === 'T010')?.POSquantity).toBe(3);
  });

  it('should keep different topping combinations apart', () => {
    const lines = addLine(addLine(addLine([], pho(1, 1)), pho(1, 2)), tea());
    expect(lines.map((l) => l.menuid)).toEqual(['PHO001_mT001_1T010', 'PHO001_mT001_2T010', 'TEA']);
  });

  it('should cap a merged quantity at MAX_DISH_QUANTITY', () => {
    expect(addLine([tea(90)], tea(20))[0].quantity).toBe(MAX_DISH_QUANTITY);
  });

  it('should increase, decrease and remove a line at quantity 1', () => {
    let lines = [pho(), tea()];
    lines = increase(lines, 'TEA');
    expect(lines[1]).toMatchObject({ quantity: 2, amount: 40000, vat: 4000, totalPrice: 44000 });
    lines = decrease(lines, 'TEA');
    expect(lines[1].quantity).toBe(1);
    lines = decrease(lines, 'TEA');
    expect(lines.map((l) => l.menuid)).toEqual(['PHO001_mT001']);
    expect(remove(lines, 'PHO001_mT001')).toEqual([]);
    expect(removeAll()).toEqual([]);
  });

  it('should mark lines unavailable by dish or topping code and not increase them', () => {
    const lines = markUnavailable([pho(1, 1), tea(), pho(1, 0)], ['T010']);
    expect(lines.map((l) => [l.active_flag, l.sold_out])).toEqual([
      [false, true],
      [true, false],
      [true, false],
    ]);
    expect(increase(lines, lines[0].menuid)[0].quantity).toBe(1);
    expect(markUnavailable(lines, ['TEA'])[1].active_flag).toBe(false);
    expect(itemCount(lines)).toBe(2);
  });

  it('should keep one line per menuid and conserve the quantity added', () => {
    const arb = fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 5 })), { maxLength: 20 });
    fc.assert(
      fc.property(arb, (adds) => {
        const make = [(q: number) => pho(q, 0), (q: number) => pho(q, 1), tea];
        const lines = adds.reduce<CartLine[]>((acc, [kind, q]) => addLine(acc, make[kind](q)), []);
        expect(new Set(lines.map((l) => l.menuid)).size).toBe(lines.length);
        expect(itemCount(lines)).toBe(adds.reduce((sum, [, q]) => sum + q, 0));
        for (const l of lines) expect(l.amount).toBe(l.priceWithTopping * l.quantity);
      }),
    );
  });

  it('should never leave a line below quantity 1', () => {
    const arb = fc.array(fc.tuple(fc.constantFrom('inc', 'dec'), fc.constantFrom('TEA', 'PHO001_mT001')), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(arb, (ops) => {
        const lines = ops.reduce<CartLine[]>(
          (acc, [op, id]) => (op === 'inc' ? increase(acc, id) : decrease(acc, id)),
          [pho(2), tea(2)],
        );
        for (const l of lines) expect(l.quantity).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('replaceLine', () => {
  it('should put the changed line in place of the old one, at its position', () => {
    const lines = replaceLine([tea(), pho(1, 1), tea(1)], 'PHO001_mT001_1T010', pho(2, 2));
    expect(lines.map((l) => [l.menuid, l.quantity])).toEqual([
      ['TEA', 1],
      ['PHO001_mT001_2T010', 2],
      ['TEA', 1],
    ]);
    expect(lines[1]).toEqual(pho(2, 2));
  });

  it('should keep the line when only its quantity changes', () => {
    expect(replaceLine([pho(1, 1), tea()], 'PHO001_mT001_1T010', pho(3, 1))).toEqual([pho(3, 1), tea()]);
  });

  it('should merge into a line that already has the new combination, as adding does', () => {
    const lines = replaceLine([pho(1, 1), tea(), pho(2, 2)], 'PHO001_mT001_1T010', pho(1, 2));
    expect(lines.map((l) => [l.menuid, l.quantity])).toEqual([
      ['TEA', 1],
      ['PHO001_mT001_2T010', 3],
    ]);
    expect(replaceLine([pho(90, 1), tea(20)], 'PHO001_mT001_1T010', tea(90))[0].quantity).toBe(MAX_DISH_QUANTITY);
  });

  it('should change nothing when the old line is gone', () => {
    const lines = [tea()];
    expect(replaceLine(lines, 'PHO001_mT001', pho())).toEqual(lines);
  });
});

describe('renameLines', () => {
  it('should name each dish and topping as the new language does, by menu code, and keep everything else', () => {
    const lines = [pho(2, 1), tea()];
    const renamed = renameLines(lines, { PHO001: 'Phở bò', T010: 'Trứng', TEA: 'Trà đá' });
    expect(renamed.map((l) => [l.menunm, l.toppings.map((t) => t.menunm)])).toEqual([
      ['Phở bò', ['Thin', 'Trứng']],
      ['Trà đá', []],
    ]);
    expect(renamed.map(({ menunm: _, toppings: __, ...rest }) => rest)).toEqual(lines.map(({ menunm: _, toppings: __, ...rest }) => rest));
  });

  it('should answer the same lines when no name changes, or a name is missing', () => {
    const lines = [pho(1, 1)];
    expect(renameLines(lines, { PHO001: 'Pho', OTHER: 'x' })).toBe(lines);
    expect(renameLines(lines, { PHO001: '' })).toBe(lines);
  });
});

describe('isCartEmpty', () => {
  it('should count a cart with only sold-out lines as empty', () => {
    const line = { menucd: 'PHO01', active_flag: true } as CartLine;
    expect(isCartEmpty([])).toBe(true);
    expect(isCartEmpty([{ ...line, active_flag: false }])).toBe(true);
    expect(isCartEmpty([{ ...line, active_flag: false }, line])).toBe(false);
  });
});
