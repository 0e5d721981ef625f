import {
  MAX_DISH_QUANTITY,
  MEISAIKB_MANDATORY_TOPPING,
  MEISAIKB_MENU,
  MEISAIKB_OPTIONAL_TOPPING,
  MIN_DISH_QUANTITY,
  type TaxType,
} from './constants';
import { taxOf } from './tax';

/** A topping of a cart line (meisaikb 2 mandatory, 6 optional). */
export interface ToppingLine {
  menucd: string;
  menunm: string;
  /** Unit price, whole dong. */
  price: number;
  stuckb: TaxType;
  /** Quantity per dish unit (1 for a mandatory topping, 1..TOPPING_LIMIT for an optional one). */
  quantity: number;
  /** quantity x dish quantity: the count the POS receives. */
  POSquantity: number;
  /** Effective VAT rate, percent. */
  tax_rate: number;
  meisaikb: typeof MEISAIKB_MANDATORY_TOPPING | typeof MEISAIKB_OPTIONAL_TOPPING;
  /** Outside VAT of price x POSquantity. */
  vat: number;
  /** Included VAT of price x POSquantity. */
  includedVat: number;
}

/** A cart line: a dish with its toppings and quantity, priced by {@link priceLine}. */
export interface CartLine {
  menucd: string;
  /** Identity of the dish and topping combination, see {@link menuIdFor}. */
  menuid: string;
  menunm: string;
  image: string;
  /** Dish unit price without toppings, whole dong. */
  price: number;
  toppings: ToppingLine[];
  quantity: number;
  stuckb: TaxType;
  /** Effective VAT rate of the dish, percent. */
  tax_rate: number;
  meisaikb: typeof MEISAIKB_MENU;
  /** Unit price including every topping x its per-unit quantity. */
  priceWithTopping: number;
  /** priceWithTopping x quantity. */
  amount: number;
  /** Outside VAT of the line: the dish part plus each topping's. */
  vat: number;
  /** Included VAT of the line: the dish part plus each topping's. */
  includedVat: number;
  /** amount + vat. */
  totalPrice: number;
  /** False when the dish is unavailable; the line is then left out of totals. */
  active_flag: boolean;
  sold_out: boolean;
  description?: string;
  smenucd?: string;
  promotionId?: number | string | null;
  itemDiscountAmount?: number;
  billDiscountAmount?: number;
}

/**
 * Recomputes a line's derived money fields from its prices, tax types, rates and quantities.
 * Rounding: each tax is rounded half up to the dong per component (the dish part
 * price x quantity, and each topping's price x POSquantity); the line's vat and includedVat
 * are the sums of those, so cart totals are exact sums of line values.
 */
export function priceLine(line: CartLine): CartLine {
  const toppings = line.toppings.map((t) => {
    const POSquantity = t.quantity * line.quantity;
    return { ...t, POSquantity, ...taxOf(t.price * POSquantity, t.stuckb, t.tax_rate) };
  });
  const dishTax = taxOf(line.price * line.quantity, line.stuckb, line.tax_rate);
  const priceWithTopping = toppings.reduce((sum, t) => sum + t.price * t.quantity, line.price);
  const amount = priceWithTopping * line.quantity;
  const vat = toppings.reduce((sum, t) => sum + t.vat, dishTax.vat);
  const includedVat = toppings.reduce((sum, t) => sum + t.includedVat, dishTax.includedVat);
  return { ...line, toppings, priceWithTopping, amount, vat, includedVat, totalPrice: amount + vat };
}

/** What identifies a topping in a menuid. */
export interface ToppingKey {
  menucd: string;
  quantity: number;
  meisaikb: number;
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The menuid of a dish with toppings: menucd, then `_m{code}` for each mandatory topping,
 * then `_{quantity}{code}` for each optional topping with quantity > 0; each kind sorted by
 * topping code, so the same combination always gets the same id.
 *
 * @example menuIdFor('PHO001', [{ menucd: 'T011', quantity: 1, meisaikb: 6 },
 *   { menucd: 'T001', quantity: 1, meisaikb: 2 }, { menucd: 'T010', quantity: 2, meisaikb: 6 }])
 *   // 'PHO001_mT001_2T010_1T011'
 */
export function menuIdFor(menucd: string, toppings: readonly ToppingKey[]): string {
  const mandatory = toppings
    .filter((t) => t.meisaikb === MEISAIKB_MANDATORY_TOPPING)
    .map((t) => t.menucd)
    .sort(byCode)
    .map((code) => `_m${code}`);
  const optional = toppings
    .filter((t) => t.meisaikb === MEISAIKB_OPTIONAL_TOPPING && t.quantity > 0)
    .sort((a, b) => byCode(a.menucd, b.menucd))
    .map((t) => `_${t.quantity}${t.menucd}`);
  return [menucd, ...mandatory, ...optional].join('');
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_DISH_QUANTITY, Math.max(MIN_DISH_QUANTITY, Math.trunc(quantity)));
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  return priceLine({ ...line, quantity: clampQuantity(quantity) });
}

/**
 * Adds a line. When a line with the same menuid exists, the quantities are summed (capped at
 * MAX_DISH_QUANTITY) and the new line's data (price, names, availability) replaces the old,
 * at the old line's position; otherwise the line is appended.
 */
export function addLine(lines: readonly CartLine[], newLine: CartLine): CartLine[] {
  const index = lines.findIndex((l) => l.menuid === newLine.menuid);
  if (index < 0) return [...lines, withQuantity(newLine, newLine.quantity)];
  return lines.map((l, i) => (i === index ? withQuantity(newLine, l.quantity + newLine.quantity) : l));
}

/**
 * Puts `newLine` (the same dish with other toppings or quantity) in place of the line `menuid`, at
 * its position. When another line already has the new combination, the two are merged as
 * {@link addLine} merges (quantities summed, at that line's position). Unchanged when no line is `menuid`.
 */
export function replaceLine(lines: readonly CartLine[], menuid: string, newLine: CartLine): CartLine[] {
  const index = lines.findIndex((l) => l.menuid === menuid);
  if (index < 0) return [...lines];
  const others = lines.filter((_, i) => i !== index);
  if (others.some((l) => l.menuid === newLine.menuid)) return addLine(others, newLine);
  return lines.map((l, i) => (i === index ? withQuantity(newLine, newLine.quantity) : l));
}

/** Adds one to a line's quantity; an unavailable line (active_flag false) is left alone. */
export function increase(lines: readonly CartLine[], menuid: string): CartLine[] {
  return lines.map((l) =>
    l.menuid === menuid && l.active_flag ? withQuantity(l, l.quantity + 1) : l,
  );
}

/** Takes one from a line's quantity; a line at quantity 1 is removed. */
export function decrease(lines: readonly CartLine[], menuid: string): CartLine[] {
  return lines.flatMap((l) => {
    if (l.menuid !== menuid) return [l];
    return l.quantity <= MIN_DISH_QUANTITY ? [] : [withQuantity(l, l.quantity - 1)];
  });
}

/** Removes a line. */
export function remove(lines: readonly CartLine[], menuid: string): CartLine[] {
  return lines.filter((l) => l.menuid !== menuid);
}

/** Empties the cart. */
export function removeAll(): CartLine[] {
  return [];
}

/**
 * Marks as unavailable (active_flag false, sold_out true) every line whose dish or any of
 * whose toppings has a code in `codes`. Other lines are returned unchanged.
 */
export function markUnavailable(lines: readonly CartLine[], codes: Iterable<string>): CartLine[] {
  const unavailable = new Set(codes);
  return lines.map((l) =>
    unavailable.has(l.menucd) || l.toppings.some((t) => unavailable.has(t.menucd))
      ? { ...l, active_flag: false, sold_out: true }
      : l,
  );
}

/**
 * The lines with their dish and topping names as `names` (by menu code) calls them: the menu of the
 * interface language after a language change. A code `names` leaves out keeps its name; the same
 * array when no name changes.
 * @example renameLines(lines, { PHO001: 'Phở bò tái' })[0].menunm // 'Phở bò tái'
 */
export function renameLines(lines: CartLine[], names: Readonly<Record<string, string>>): CartLine[] {
  const nameOf = (code: string, name: string) => (Object.hasOwn(names, code) && names[code] ? names[code] : name);
  let changed = false;
  const renamed = lines.map((line) => {
    const toppings = line.toppings.map((t) => (nameOf(t.menucd, t.menunm) === t.menunm ? t : { ...t, menunm: nameOf(t.menucd, t.menunm) }));
    const menunm = nameOf(line.menucd, line.menunm);
    if (menunm === line.menunm && toppings.every((t, i) => t === line.toppings[i])) return line;
    changed = true;
    return { ...line, menunm, toppings };
  });
  return changed ? renamed : lines;
}

/**
 * The cart is empty when no line can be ordered (SPEC §4: inactive, sold-out lines are left out
 * of the totals and the item count); the one meaning of "empty" for the cart page and checkout.
 */
export function isCartEmpty(lines: readonly CartLine[]): boolean {
  return !lines.some((l) => l.active_flag);
}

/** Number of dishes in the cart (sum of quantities of available lines), for the cart button. */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => (l.active_flag ? sum + l.quantity : sum), 0);
}
