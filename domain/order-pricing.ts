/**
 * Prices an order again from catalogue prices (DESIGN: the client shows what domain/ computes;
 * the server recomputes with the same code and answers INVALID_ORDER when the prices differ).
 * The one implementation of re-pricing: the checkout screen and the server both call it.
 */
import type { CartLine, ToppingLine } from './cart-line';
import {
  DEFAULT_TAX_TYPE,
  MEISAIKB_MANDATORY_TOPPING,
  MEISAIKB_MENU,
  MEISAIKB_OPTIONAL_TOPPING,
  type TaxType,
} from './constants';
import { deliveryFeeFor, type DeliveryFeeTier } from './delivery-fee';
import { effectiveTaxRate, type RateInput } from './tax';
import { cartTotals, priceLine, type CartTotals } from './totals';

/** A dish or topping as the catalogue sells it now. */
export interface CatalogueEntry {
  menucd: string;
  menuname: string;
  /** Current unit price, whole dong. */
  price: number;
  stuckb: TaxType;
  tax_rate?: RateInput;
  /** False when sold out or not on the store's menu. */
  available?: boolean;
}

/** The catalogue of one store. */
export interface PricingCatalogue {
  dishes: ReadonlyMap<string, CatalogueEntry>;
  toppings: ReadonlyMap<string, CatalogueEntry>;
  /** The store's tax (percent); DEFAULT_VAT_RATE applies when missing. */
  storeTax?: RateInput;
}

/** A topping of an order line as the client sent it. */
export interface OrderToppingInput {
  menucd: string;
  menunm?: string;
  price?: number;
  quantity: number;
  meisaikb?: number;
}

/** An order line as the client sent it (SPEC §3 cart line; only some fields are trusted). */
export interface OrderLineInput {
  menucd: string;
  menuid?: string;
  menunm?: string;
  image?: string;
  price?: number;
  quantity: number;
  toppings?: readonly OrderToppingInput[] | null;
  active_flag?: boolean;
  promotionId?: number | string | null;
}

/** How the delivery fee is computed (SPEC §9 and the store's tiers). */
export interface FeeRule {
  pickUpAtStore: boolean;
  /** Driving distance in metres from the store to the address (null when unknown). */
  distanceMetres: number | null;
  isMall?: boolean;
  tiers?: readonly DeliveryFeeTier[] | null;
  /** useFeatureDeliveryFee false: no fee. */
  chargeFee?: boolean;
  /** useDeliveryFeeV1: a flat fee instead of distance pricing. */
  flatFee?: number | null;
}

/** A line whose unit price changed (contract ChangedItem). */
export interface ChangedItem {
  menucd: string;
  menuname: string;
  old_price: number;
  new_price: number;
}

/** Result of {@link repriceOrder}. */
export interface Repricing {
  /** The lines priced from the catalogue (unavailable lines kept with active_flag false). */
  lines: CartLine[];
  /** Dishes and toppings whose price differs from the client's. */
  changedItems: ChangedItem[];
  /** Codes of dishes or toppings the store does not sell now. */
  unavailable: string[];
  /** Totals of the available lines, with the recomputed fee. */
  totals: CartTotals;
  /** The recomputed fee; null when the address is out of range (or unknown for delivery). */
  deliveryFee: number | null;
  /** Present when the client's fee differs from the recomputed one. */
  deliveryFeeChange: { old: number; new: number } | null;
  /** True when nothing the client sent differs from the catalogue. */
  unchanged: boolean;
}

/** The delivery fee of an order: 0 for pickup, else {@link deliveryFeeFor} (null when out of range, whatever the settings). */
export function orderDeliveryFee(rule: FeeRule): number | null {
  if (rule.pickUpAtStore) return 0;
  const flat = rule.flatFee !== null && rule.flatFee !== undefined;
  return deliveryFeeFor(
    rule.distanceMetres,
    { isMall: rule.isMall, tiers: rule.tiers },
    { useFeatureDeliveryFee: rule.chargeFee !== false, useDeliveryFeeV1: flat, fee: flat ? rule.flatFee! : 0 },
  );
}

function toppingOf(input: OrderToppingInput, entry: CatalogueEntry | undefined, dishStuckb: TaxType, storeTax: RateInput): ToppingLine {
  const meisaikb = input.meisaikb === MEISAIKB_MANDATORY_TOPPING ? MEISAIKB_MANDATORY_TOPPING : MEISAIKB_OPTIONAL_TOPPING;
  return {
    menucd: input.menucd,
    menunm: entry?.menuname ?? input.menunm ?? input.menucd,
    price: entry?.price ?? Math.max(0, Math.trunc(input.price ?? 0)),
    stuckb: entry?.stuckb ?? dishStuckb,
    quantity: Math.max(1, Math.trunc(input.quantity)),
    POSquantity: 0,
    tax_rate: effectiveTaxRate(entry?.tax_rate, storeTax),
    meisaikb,
    vat: 0,
    includedVat: 0,
  };
}

/**
 * Prices the client's lines from the catalogue: each dish and topping takes the catalogue's
 * current price, tax type and rate (item rate, else the store's tax, else the default), and
 * {@link priceLine} recomputes the line. A dish or topping missing from the catalogue or not
 * available makes its line unavailable. Lines the client already marked unavailable stay so.
 * A changed item is listed once per code with the first differing price the client sent.
 * The fee follows {@link orderDeliveryFee}; `clientFee` (when given) is compared with it.
 */
export function repriceOrder(
  input: readonly OrderLineInput[],
  catalogue: PricingCatalogue,
  fee: FeeRule,
  clientFee?: number | null,
): Repricing {
  const changed = new Map<string, ChangedItem>();
  const unavailable = new Set<string>();
  const note = (code: string, name: string, sent: number | undefined, current: number) => {
    if (sent === undefined || sent === null || Math.trunc(sent) === current || changed.has(code)) return;
    changed.set(code, { menucd: code, menuname: name, old_price: Math.max(0, Math.trunc(sent)), new_price: current });
  };
  const lines = input.map((line): CartLine => {
    const dish = catalogue.dishes.get(line.menucd);
    const stuckb = dish?.stuckb ?? DEFAULT_TAX_TYPE;
    let available = line.active_flag !== false && dish !== undefined && dish.available !== false;
    if (dish === undefined || dish.available === false) unavailable.add(line.menucd);
    if (dish) note(dish.menucd, dish.menuname, line.price, dish.price);
    const toppings = (line.toppings ?? []).map((t) => {
      const entry = catalogue.toppings.get(t.menucd);
      if (entry === undefined || entry.available === false) {
        unavailable.add(t.menucd);
        available = false;
      }
      if (entry) note(entry.menucd, entry.menuname, t.price, entry.price);
      return toppingOf(t, entry, stuckb, catalogue.storeTax);
    });
    return priceLine({
      menucd: line.menucd,
      menuid: line.menuid ?? line.menucd,
      menunm: dish?.menuname ?? line.menunm ?? line.menucd,
      image: line.image ?? '',
      price: dish?.price ?? Math.max(0, Math.trunc(line.price ?? 0)),
      toppings,
      quantity: Math.max(1, Math.trunc(line.quantity)),
      stuckb,
      tax_rate: effectiveTaxRate(dish?.tax_rate, catalogue.storeTax),
      meisaikb: MEISAIKB_MENU,
      priceWithTopping: 0,
      amount: 0,
      vat: 0,
      includedVat: 0,
      totalPrice: 0,
      active_flag: available,
      sold_out: !available,
      promotionId: line.promotionId ?? null,
    });
  });
  const recomputedFee = orderDeliveryFee(fee);
  const totals = cartTotals(lines, { deliveryFee: recomputedFee ?? 0 });
  const sentFee = clientFee === null || clientFee === undefined ? undefined : Math.max(0, Math.trunc(clientFee));
  const deliveryFeeChange =
    recomputedFee !== null && sentFee !== undefined && sentFee !== recomputedFee ? { old: sentFee, new: recomputedFee } : null;
  const changedItems = [...changed.values()];
  return {
    lines,
    changedItems,
    unavailable: [...unavailable],
    totals,
    deliveryFee: recomputedFee,
    deliveryFeeChange,
    unchanged: changedItems.length === 0 && deliveryFeeChange === null,
  };
}
