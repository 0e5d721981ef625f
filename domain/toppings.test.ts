import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DISH_QUANTITY, TAX_TYPE_INCLUDED, TAX_TYPE_OUTSIDE, TOPPING_LIMIT } from './constants';
import {
  orderLineProblem,
  cartLineToSelection,
  chooseMandatory,
  dishToCartLine,
  initialSelection,
  isSelectionValid,
  selectionToCartLine,
  setDishQuantity,
  setOptionalQuantity,
  type DishDetail,
} from './toppings';

const pho: DishDetail = {
  food: { menucd: 'PHO001', menunm: 'Pho bo', price: 45000, image: 'pho.png', tax_rate: null },
  topping: {
    mandatory: [
      {
        group_name: 'Noodle',
        items: [
          { menucd: 'T002', menunm: 'Thin', price: 0, stuckb: TAX_TYPE_OUTSIDE, tax_rate: null },
          { menucd: 'T001', menunm: 'Thick', price: 5000, stuckb: TAX_TYPE_OUTSIDE, tax_rate: null },
        ],
      },
    ],
    option: [
      {
        group_name: 'Extras',
        items: [
          { menucd: 'T011', menunm: 'Egg', price: 7000, stuckb: TAX_TYPE_OUTSIDE, tax_rate: null },
          { menucd: 'T010', menunm: 'Beef', price: 15000, stuckb: TAX_TYPE_OUTSIDE, tax_rate: 10 },
        ],
      },
    ],
  },
};

const detailArb: fc.Arbitrary<DishDetail> = fc
  .record({
    mandatory: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }),
    option: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    price: fc.integer({ min: 0, max: 300_000 }),
  })
  .map(({ mandatory, option, price }) => {
    let n = 0;
    const group = (size: number) => ({
      group_name: `G${n}`,
      items: Array.from({ length: size }, () => {
        n += 1;
        return { menucd: `T${String(n).padStart(3, '0')}`, menunm: `Topping ${n}`, price: n * 1000 };
      }),
    });
    return {
      food: { menucd: 'DISH', menunm: 'Dish', price, image: '' },
      topping: { mandatory: mandatory.map(group), option: option.map(group) },
    };
  });

/** A detail with a random walk of selection changes applied to its initial selection. */
const scenarioArb = detailArb.chain((detail) => {
  const mandatoryCodes = detail.topping.mandatory.flatMap((g, i) => g.items.map((it) => [i, it.menucd] as const));
  const optionalCodes = detail.topping.option.flatMap((g) => g.items.map((it) => it.menucd));
  const step = fc.oneof(
    fc.record({ kind: fc.constant('qty' as const), value: fc.integer({ min: -5, max: 200 }) }),
    fc.record({
      kind: fc.constant('opt' as const),
      code: optionalCodes.length ? fc.constantFrom(...optionalCodes, 'NOPE') : fc.constant('NOPE'),
      value: fc.integer({ min: -3, max: 10 }),
    }),
    fc.record({
      kind: fc.constant('man' as const),
      pick: mandatoryCodes.length ? fc.constantFrom(...mandatoryCodes) : fc.constant([0, 'NOPE'] as const),
    }),
  );
  return fc.tuple(fc.constant(detail), fc.array(step, { maxLength: 12 }));
});

describe('dish selection', () => {
  it('should preselect the first item of each mandatory group with quantity 1', () => {
    expect(initialSelection(pho)).toEqual({ mandatory: ['T002'], optional: {}, quantity: 1 });
    expect(isSelectionValid(pho, initialSelection(pho))).toBe(true);
  });

  it('should clamp optional quantities to 0..TOPPING_LIMIT and ignore unknown toppings', () => {
    const s = initialSelection(pho);
    expect(setOptionalQuantity(pho, s, 'T010', 9).optional.T010).toBe(TOPPING_LIMIT);
    expect(setOptionalQuantity(pho, s, 'T010', -2).optional.T010).toBe(0);
    expect(setOptionalQuantity(pho, s, 'T001', 2)).toBe(s);
  });

  it('should keep the dish quantity at least 1', () => {
    const s = initialSelection(pho);
    expect(setDishQuantity(s, 0).quantity).toBe(1);
    expect(setDishQuantity(s, 3.7).quantity).toBe(3);
    expect(setDishQuantity(s, 1000).quantity).toBe(MAX_DISH_QUANTITY);
  });

  it('should only choose a mandatory item of the same group', () => {
    const s = initialSelection(pho);
    expect(chooseMandatory(pho, s, 0, 'T001').mandatory).toEqual(['T001']);
    expect(chooseMandatory(pho, s, 0, 'T010')).toBe(s);
    expect(chooseMandatory(pho, s, 3, 'T001')).toBe(s);
  });

  it('should reject a selection missing a mandatory choice or over the topping limit', () => {
    const s = initialSelection(pho);
    expect(isSelectionValid(pho, { ...s, mandatory: [undefined] })).toBe(false);
    expect(isSelectionValid(pho, { ...s, optional: { T010: 5 } })).toBe(false);
    expect(isSelectionValid(pho, { ...s, quantity: 0 })).toBe(false);
    expect(() => selectionToCartLine(pho, { ...s, quantity: 0 })).toThrow(RangeError);
  });

  it('should build a priced cart line with the SPEC field names', () => {
    let s = chooseMandatory(pho, initialSelection(pho), 0, 'T001');
    s = setOptionalQuantity(pho, s, 'T011', 1);
    s = setOptionalQuantity(pho, s, 'T010', 2);
    s = setDishQuantity(s, 2);
    const line = selectionToCartLine(pho, s, { storeTax: 8 });
    expect(line.menuid).toBe('PHO001_mT001_2T010_1T011');
    expect(line.toppings.map((t) => [t.menucd, t.meisaikb, t.quantity, t.POSquantity, t.tax_rate])).toEqual([
      ['T001', 2, 1, 2, 8],
      ['T011', 6, 1, 2, 8],
      ['T010', 6, 2, 4, 10],
    ]);
    // 45,000 + 5,000 + 7,000 + 2 x 15,000
    expect(line.priceWithTopping).toBe(87000);
    expect(line.amount).toBe(174000);
    // dish 90,000 x 8% + thick 10,000 x 8% + egg 14,000 x 8% + beef 60,000 x 10%
    expect(line.vat).toBe(7200 + 800 + 1120 + 6000);
    expect(line.totalPrice).toBe(174000 + 15120);
    expect(line).toMatchObject({ tax_rate: 8, stuckb: TAX_TYPE_OUTSIDE, meisaikb: 0, active_flag: true, sold_out: false });
  });

  it('should take the tax type from the detail, then the menu item', () => {
    const tea = { menucd: 'TEA', menunm: 'Tea', price: 22000, image: '' };
    expect(dishToCartLine(tea, 1, { stuckb: TAX_TYPE_INCLUDED, storeTax: 10 })).toMatchObject({
      menuid: 'TEA',
      stuckb: TAX_TYPE_INCLUDED,
      vat: 0,
      includedVat: 2000,
      totalPrice: 22000,
    });
    expect(dishToCartLine({ ...tea, stuckb: TAX_TYPE_OUTSIDE }, 2, { stuckb: TAX_TYPE_INCLUDED }).vat).toBe(4400);
  });

  it('should stay valid under any sequence of changes', () => {
    fc.assert(
      fc.property(scenarioArb, ([detail, steps]) => {
        let s = initialSelection(detail);
        for (const step of steps) {
          if (step.kind === 'qty') s = setDishQuantity(s, step.value);
          else if (step.kind === 'opt') s = setOptionalQuantity(detail, s, step.code, step.value);
          else s = chooseMandatory(detail, s, step.pick[0], step.pick[1]);
        }
        expect(isSelectionValid(detail, s)).toBe(true);
        const line = selectionToCartLine(detail, s);
        const nonEmptyGroups = detail.topping.mandatory.filter((g) => g.items.length > 0).length;
        expect(line.toppings.filter((t) => t.meisaikb === 2)).toHaveLength(nonEmptyGroups);
        for (const t of line.toppings) {
          expect(t.quantity).toBeGreaterThanOrEqual(1);
          expect(t.quantity).toBeLessThanOrEqual(TOPPING_LIMIT);
          expect(t.POSquantity).toBe(t.quantity * line.quantity);
        }
      }),
    );
  });

  it('should give the same menuid whatever the order of choices', () => {
    const orderingsArb = detailArb
      .filter((d) => d.topping.option.length > 0)
      .chain((detail) => {
        const codes = detail.topping.option.flatMap((g) => g.items.map((i) => i.menucd));
        const picks = fc.uniqueArray(fc.tuple(fc.constantFrom(...codes), fc.integer({ min: 0, max: TOPPING_LIMIT })), {
          selector: ([code]) => code,
        });
        return fc.tuple(fc.constant(detail), picks);
      })
      .chain(([detail, picks]) =>
        fc.tuple(
          fc.constant(detail),
          fc.constant(picks),
          fc.shuffledSubarray(picks, { minLength: picks.length, maxLength: picks.length }),
        ),
      );
    fc.assert(
      fc.property(orderingsArb, ([detail, picks, shuffled]) => {
        const build = (list: [string, number][]) =>
          selectionToCartLine(
            detail,
            list.reduce((s, [code, q]) => setOptionalQuantity(detail, s, code, q), initialSelection(detail)),
          ).menuid;
        expect(build(shuffled)).toBe(build(picks));
      }),
    );
  });
});

describe('cartLineToSelection', () => {
  it("should open the detail on a line's choices and quantity", () => {
    let s = chooseMandatory(pho, initialSelection(pho), 0, 'T001');
    s = setDishQuantity(setOptionalQuantity(pho, s, 'T010', 2), 3);
    expect(cartLineToSelection(pho, selectionToCartLine(pho, s, { storeTax: 8 }))).toEqual({
      mandatory: ['T001'],
      optional: { T010: 2 },
      quantity: 3,
    });
  });

  it('should give the same line back for any line built from the detail (line → selection → line)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 10 }), ([detail, steps], storeTax) => {
        let s = initialSelection(detail);
        for (const step of steps) {
          if (step.kind === 'qty') s = setDishQuantity(s, step.value);
          else if (step.kind === 'opt') s = setOptionalQuantity(detail, s, step.code, step.value);
          else s = chooseMandatory(detail, s, step.pick[0], step.pick[1]);
        }
        const line = selectionToCartLine(detail, s, { storeTax });
        const back = cartLineToSelection(detail, line);
        expect(isSelectionValid(detail, back)).toBe(true);
        expect(selectionToCartLine(detail, back, { storeTax })).toEqual(line);
      }),
    );
  });

  it('should choose afresh where the menu no longer offers what the line has', () => {
    const line = selectionToCartLine(pho, setOptionalQuantity(pho, chooseMandatory(pho, initialSelection(pho), 0, 'T001'), 'T011', 1));
    const changed: DishDetail = {
      ...pho,
      topping: {
        mandatory: [{ group_name: 'Noodle', items: [{ menucd: 'T003', menunm: 'Flat', price: 0 }] }],
        option: [{ group_name: 'Extras', items: [{ menucd: 'T010', menunm: 'Beef', price: 15000 }] }],
      },
    };
    const selection = cartLineToSelection(changed, line);
    expect(selection).toEqual({ mandatory: ['T003'], optional: {}, quantity: 1 });
    expect(isSelectionValid(changed, selection)).toBe(true);
  });
});

describe('orderLineProblem', () => {
  const pho = { mandatory: [['T001', 'T002']], option: ['T010', 'T011'] };
  const line = (toppings: { menucd: string; quantity: number }[], quantity = 1) => ({ quantity, toppings });

  it('should accept one choice per mandatory group and optional toppings of the dish within the limit', () => {
    expect(orderLineProblem(line([{ menucd: 'T001', quantity: 1 }, { menucd: 'T010', quantity: 4 }], 99), pho)).toBeNull();
    expect(orderLineProblem(line([], 2), { mandatory: [[]], option: [] })).toBeNull();
  });

  it('should refuse a missing choice, two choices of one group and a topping of another dish', () => {
    expect(orderLineProblem(line([{ menucd: 'T010', quantity: 1 }]), pho)).toEqual({ problem: 'mandatory_missing', field: 'toppings' });
    expect(orderLineProblem(line([{ menucd: 'T001', quantity: 1 }, { menucd: 'T002', quantity: 1 }]), pho)).toMatchObject({ problem: 'mandatory_twice', field: 'toppings[1]' });
    expect(orderLineProblem(line([{ menucd: 'T001', quantity: 1 }, { menucd: 'X999', quantity: 1 }]), pho)).toMatchObject({ problem: 'not_of_dish', menucd: 'X999' });
  });

  it('should refuse quantities beyond the caps', () => {
    const chosen = { menucd: 'T001', quantity: 1 };
    expect(orderLineProblem(line([chosen], 100), pho)).toEqual({ problem: 'quantity_limit', field: 'quantity' });
    expect(orderLineProblem(line([chosen], 30_000), pho)?.problem).toBe('quantity_limit');
    expect(orderLineProblem(line([chosen], 0), pho)?.problem).toBe('quantity_limit');
    expect(orderLineProblem(line([chosen, { menucd: 'T010', quantity: 5 }]), pho)).toMatchObject({ problem: 'topping_limit', field: 'toppings[1].quantity' });
    expect(orderLineProblem(line([chosen, { menucd: 'T010', quantity: 3 }, { menucd: 'T010', quantity: 3 }]), pho)?.problem).toBe('topping_limit');
    expect(orderLineProblem(line([{ menucd: 'T001', quantity: 2 }]), pho)?.problem).toBe('topping_limit');
  });
});
