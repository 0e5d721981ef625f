import {
  DEFAULT_TAX_TYPE,
  MAX_DISH_QUANTITY,
  MEISAIKB_MANDATORY_TOPPING,
  MEISAIKB_MENU,
  MEISAIKB_OPTIONAL_TOPPING,
  MIN_DISH_QUANTITY,
  TOPPING_LIMIT,
  type TaxType,
} from './constants';
import { menuIdFor, type CartLine, type ToppingLine, priceLine } from './cart-line';
import { effectiveTaxRate, type RateInput } from './tax';

/** A topping as the dish detail lists it. */
export interface ToppingItem {
  menucd: string;
  menunm: string;
  price: number;
  stuckb?: TaxType | null;
  tax_rate?: RateInput;
}

/** A group of toppings. */
export interface ToppingGroup {
  group_name: string;
  items: ToppingItem[];
}

/** Dish detail (get-menu-detail-with-topping data.data). */
export interface DishDetail {
  food: {
    menucd: string;
    menunm: string;
    description?: string;
    price: number;
    image: string;
    tax_rate?: RateInput;
    /** Not in the detail payload per SPEC.md; may be filled from the menu item. */
    stuckb?: TaxType | null;
  };
  topping: { mandatory: ToppingGroup[]; option: ToppingGroup[] };
}

/** The customer's choices on a dish detail. */
export interface ToppingSelection {
  /** Chosen topping code per mandatory group, by group index (undefined for an empty group). */
  mandatory: (string | undefined)[];
  /** Quantity per optional topping code, 0..TOPPING_LIMIT; absent means 0. */
  optional: Record<string, number>;
  /** Dish quantity, >= 1. */
  quantity: number;
}

/** Tax data from outside the detail: the store's tax and the menu item's stuckb. */
export interface TaxContext {
  storeTax?: RateInput;
  /** The menu item's tax type, used when the detail's food has none. */
  stuckb?: TaxType | null;
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? Math.trunc(value) : min));

/**
 * The initial selection: the first item of each mandatory group, no optional toppings,
 * quantity 1. A mandatory group without items has no choice and is ignored by validation.
 */
export function initialSelection(detail: DishDetail): ToppingSelection {
  return {
    mandatory: detail.topping.mandatory.map((g) => g.items[0]?.menucd),
    optional: {},
    quantity: MIN_DISH_QUANTITY,
  };
}

/** Chooses `code` in mandatory group `groupIndex`; a code not in that group changes nothing. */
export function chooseMandatory(
  detail: DishDetail,
  selection: ToppingSelection,
  groupIndex: number,
  code: string,
): ToppingSelection {
  const group = detail.topping.mandatory[groupIndex];
  if (!group?.items.some((i) => i.menucd === code)) return selection;
  const mandatory = [...selection.mandatory];
  mandatory[groupIndex] = code;
  return { ...selection, mandatory };
}

/**
 * Sets an optional topping's quantity, truncated and clamped to 0..TOPPING_LIMIT.
 * A code that is no optional topping of the dish changes nothing.
 */
export function setOptionalQuantity(
  detail: DishDetail,
  selection: ToppingSelection,
  code: string,
  quantity: number,
): ToppingSelection {
  if (!detail.topping.option.some((g) => g.items.some((i) => i.menucd === code))) return selection;
  return { ...selection, optional: { ...selection.optional, [code]: clamp(quantity, 0, TOPPING_LIMIT) } };
}

/**
 * The selection a cart line was built from, so that the detail page opens on the line's choices
 * and quantity: each mandatory group takes the line's topping of that group (the group's first
 * item when the line has none of it, as the menu may have changed since), each optional topping
 * the dish still offers takes the line's quantity of it. For a line built from `detail`,
 * `selectionToCartLine(detail, cartLineToSelection(detail, line))` gives the line back.
 *
 * @example cartLineToSelection(pho, line) // { mandatory: ['SZ-L'], optional: { EGG: 1 }, quantity: 2 }
 */
export function cartLineToSelection(detail: DishDetail, line: Pick<CartLine, 'toppings' | 'quantity'>): ToppingSelection {
  const chosen = (meisaikb: ToppingLine['meisaikb']) => line.toppings.filter((t) => t.meisaikb === meisaikb);
  const mandatory = chosen(MEISAIKB_MANDATORY_TOPPING);
  const optionalCodes = new Set(detail.topping.option.flatMap((g) => g.items.map((i) => i.menucd)));
  const optional = Object.fromEntries(
    chosen(MEISAIKB_OPTIONAL_TOPPING)
      .filter((t) => optionalCodes.has(t.menucd))
      .map((t) => [t.menucd, clamp(t.quantity, 0, TOPPING_LIMIT)]),
  );
  return {
    mandatory: detail.topping.mandatory.map(
      (g) => g.items.find((i) => mandatory.some((t) => t.menucd === i.menucd))?.menucd ?? g.items[0]?.menucd,
    ),
    optional,
    quantity: clamp(line.quantity, MIN_DISH_QUANTITY, MAX_DISH_QUANTITY),
  };
}

/** Sets the dish quantity, truncated and clamped to MIN_DISH_QUANTITY..MAX_DISH_QUANTITY. */
export function setDishQuantity(selection: ToppingSelection, quantity: number): ToppingSelection {
  return { ...selection, quantity: clamp(quantity, MIN_DISH_QUANTITY, MAX_DISH_QUANTITY) };
}

/**
 * True when every mandatory group that has items has exactly one chosen item of that group,
 * every optional quantity is a whole number in 0..TOPPING_LIMIT for a topping of the dish,
 * and the dish quantity is a whole number in MIN_DISH_QUANTITY..MAX_DISH_QUANTITY.
 */
export function isSelectionValid(detail: DishDetail, selection: ToppingSelection): boolean {
  const mandatoryOk = detail.topping.mandatory.every(
    (g, i) => g.items.length === 0 || g.items.some((item) => item.menucd === selection.mandatory[i]),
  );
  const optionalCodes = new Set(detail.topping.option.flatMap((g) => g.items.map((i) => i.menucd)));
  const optionalOk = Object.entries(selection.optional).every(
    ([code, q]) => optionalCodes.has(code) && Number.isInteger(q) && q >= 0 && q <= TOPPING_LIMIT,
  );
  const q = selection.quantity;
  return mandatoryOk && optionalOk && Number.isInteger(q) && q >= MIN_DISH_QUANTITY && q <= MAX_DISH_QUANTITY;
}

function toppingLine(
  item: ToppingItem,
  quantity: number,
  meisaikb: ToppingLine['meisaikb'],
  dishStuckb: TaxType,
  storeTax: RateInput,
): ToppingLine {
  return {
    menucd: item.menucd,
    menunm: item.menunm,
    price: item.price,
    stuckb: item.stuckb ?? dishStuckb,
    quantity,
    POSquantity: quantity,
    tax_rate: effectiveTaxRate(item.tax_rate, storeTax),
    meisaikb,
    vat: 0,
    includedVat: 0,
  };
}

/**
 * Builds the priced cart line of a valid selection. Toppings are listed mandatory first in
 * group order, then optional ones with quantity > 0 in group order. The dish tax type is the
 * detail's stuckb, else the menu item's (taxContext.stuckb), else DEFAULT_TAX_TYPE; a topping
 * without stuckb takes the dish's. Rates follow {@link effectiveTaxRate}.
 *
 * @throws RangeError when the selection is not valid for the detail.
 */
export function selectionToCartLine(
  detail: DishDetail,
  selection: ToppingSelection,
  taxContext: TaxContext = {},
): CartLine {
  if (!isSelectionValid(detail, selection)) throw new RangeError('Invalid topping selection');
  const { food } = detail;
  const stuckb = food.stuckb ?? taxContext.stuckb ?? DEFAULT_TAX_TYPE;
  const storeTax = taxContext.storeTax;
  const mandatory = detail.topping.mandatory.flatMap((g, i) => {
    const item = g.items.find((it) => it.menucd === selection.mandatory[i]);
    return item ? [toppingLine(item, 1, MEISAIKB_MANDATORY_TOPPING, stuckb, storeTax)] : [];
  });
  const seen = new Set<string>();
  const optional = detail.topping.option.flatMap((g) =>
    g.items.flatMap((item) => {
      const q = selection.optional[item.menucd] ?? 0;
      if (q <= 0 || seen.has(item.menucd)) return [];
      seen.add(item.menucd);
      return [toppingLine(item, q, MEISAIKB_OPTIONAL_TOPPING, stuckb, storeTax)];
    }),
  );
  const toppings = [...mandatory, ...optional];
  return priceLine({
    menucd: food.menucd,
    menuid: menuIdFor(food.menucd, toppings),
    menunm: food.menunm,
    image: food.image,
    description: food.description,
    price: food.price,
    toppings,
    quantity: selection.quantity,
    stuckb,
    tax_rate: effectiveTaxRate(food.tax_rate, storeTax),
    meisaikb: MEISAIKB_MENU,
    priceWithTopping: 0,
    amount: 0,
    vat: 0,
    includedVat: 0,
    totalPrice: 0,
    active_flag: true,
    sold_out: false,
  });
}

/**
 * The cart line of a dish without toppings (menu card or favourite add-to-cart).
 *
 * @example dishToCartLine({ menucd: 'TEA01', menunm: 'Tea', price: 20000, image: '' }, 1, { storeTax: 8 })
 */
export function dishToCartLine(
  food: DishDetail['food'],
  quantity: number = MIN_DISH_QUANTITY,
  taxContext: TaxContext = {},
): CartLine {
  const detail: DishDetail = { food, topping: { mandatory: [], option: [] } };
  return selectionToCartLine(detail, setDishQuantity(initialSelection(detail), quantity), taxContext);
}

/** The topping structure of a dish: its mandatory groups and its optional toppings, by code. */
export interface ToppingStructure {
  mandatory: readonly (readonly string[])[];
  option: readonly string[];
}

/** The topping structure of a dish detail. */
export const toppingStructureOf = (topping: DishDetail['topping']): ToppingStructure => ({
  mandatory: topping.mandatory.map((g) => g.items.map((i) => i.menucd)),
  option: topping.option.flatMap((g) => g.items.map((i) => i.menucd)),
});

/**
 * Why an order line does not fit its dish (server at confirmation; the detail screen prevents it):
 * - `quantity_limit`: the dish quantity is not a whole number in MIN_DISH_QUANTITY..MAX_DISH_QUANTITY;
 * - `not_of_dish`: a topping that is none of this dish's (another dish's, or unknown);
 * - `mandatory_missing`: a mandatory group with items has no choice;
 * - `mandatory_twice`: two choices (or one twice) in one mandatory group;
 * - `topping_limit`: an optional topping's quantity is not a whole number in 1..TOPPING_LIMIT,
 *   or a mandatory choice's is not 1.
 */
export type LineProblem = 'quantity_limit' | 'not_of_dish' | 'mandatory_missing' | 'mandatory_twice' | 'topping_limit';

/** A line problem and the field of the line it is about. */
export interface LineProblemAt {
  problem: LineProblem;
  /** 'quantity', or 'toppings' / 'toppings[i].quantity' of the line. */
  field: string;
  /** The topping code concerned, when one is. */
  menucd?: string;
}

/**
 * The first problem of an order line against its dish's topping structure, or null.
 *
 * @example orderLineProblem({ quantity: 100, toppings: [] }, { mandatory: [], option: [] }) // { problem: 'quantity_limit', field: 'quantity' }
 */
export function orderLineProblem(
  line: { quantity: number; toppings?: readonly { menucd: string; quantity: number }[] | null },
  structure: ToppingStructure,
): LineProblemAt | null {
  const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  if (!whole(line.quantity, MIN_DISH_QUANTITY, MAX_DISH_QUANTITY)) return { problem: 'quantity_limit', field: 'quantity' };
  const toppings = line.toppings ?? [];
  const chosen = structure.mandatory.map(() => 0);
  const optionalSeen = new Set<string>();
  for (const [i, topping] of toppings.entries()) {
    const group = structure.mandatory.findIndex((codes) => codes.includes(topping.menucd));
    if (group >= 0) {
      chosen[group] += 1;
      if (chosen[group] > 1) return { problem: 'mandatory_twice', field: `toppings[${i}]`, menucd: topping.menucd };
      if (topping.quantity !== 1) return { problem: 'topping_limit', field: `toppings[${i}].quantity`, menucd: topping.menucd };
    } else if (structure.option.includes(topping.menucd)) {
      // one entry per optional topping: a repeated code would add up beyond the limit
      if (optionalSeen.has(topping.menucd) || !whole(topping.quantity, 1, TOPPING_LIMIT)) {
        return { problem: 'topping_limit', field: `toppings[${i}].quantity`, menucd: topping.menucd };
      }
      optionalSeen.add(topping.menucd);
    } else {
      return { problem: 'not_of_dish', field: `toppings[${i}]`, menucd: topping.menucd };
    }
  }
  const missing = structure.mandatory.findIndex((codes, g) => codes.length > 0 && chosen[g] === 0);
  return missing >= 0 ? { problem: 'mandatory_missing', field: 'toppings' } : null;
}
