import type { TaxType } from '../../domain/constants';
import type { CartLine } from '../../domain/cart-line';
import type { CartTotals } from '../../domain/totals';
import type { RateInput } from '../../domain/tax';
import type { DishDetail, ToppingSelection } from '../../domain/toppings';

/** What survives a reload: written by `persistCart`, read back by `loadCart`. */
export interface PersistedCart {
  lines: CartLine[];
}

/** What the app knows as the cart starts, so that starting it changes nothing a screen drawn before shows. */
export interface CartInput {
  /** The cart the browser kept, read by the app as it starts (null: none kept); not given: the cart reads it (`loadCart`). */
  stored?: PersistedCart | null;
  /** The chosen store's facts as the ordering system starts (a restored store), as a first `store.set` would give them. */
  store?: { tax: RateInput; deliveryFee: number | null };
}

export interface CartContext {
  /** Cart lines, priced by domain/ (inactive lines stay, struck through, out of totals). */
  lines: CartLine[];
  /** domain cartTotals of `lines` with `deliveryFee`; recomputed on every change. */
  totals: CartTotals;
  /** The chosen store's tax (percent), used for dishes added from now on; null: default VAT. */
  storeTax: RateInput;
  /** Delivery fee of the chosen store and address, added to the totals. */
  deliveryFee: number | null;
  /** The line waiting for the removal confirmation dialog. */
  pendingRemoval: string | null;
  /** The dish the last `cart.add` put in the cart, until the view has shown it (`addedNotice.dismiss`). */
  addedNotice: AddedNotice | null;
}

/** What the add-to-cart feedback names: the dish as the cart line calls it, and how many were added. */
export interface AddedNotice {
  name: string;
  quantity: number;
}

export type CartEvent =
  | {
      type: 'cart.add';
      detail: DishDetail;
      /** The detail page's choices; without it the dish is added plain, `quantity` times. */
      selection?: ToppingSelection;
      quantity?: number;
      /** The menu item's tax type, used when the detail has none. */
      stuckb?: TaxType | null;
    }
  | {
      /** The cart page's "Change": the line `menuid` becomes the detail page's new choices of the same dish. */
      type: 'cart.replaceLine';
      menuid: string;
      detail: DishDetail;
      selection: ToppingSelection;
      /** The menu item's tax type, used when the detail has none. */
      stuckb?: TaxType | null;
    }
  | { type: 'cart.increase'; menuid: string }
  | { type: 'cart.decrease'; menuid: string }
  | { type: 'cart.remove'; menuid: string }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'cart.removeAll' }
  | { type: 'cart.markUnavailable'; codes: string[] }
  /** The dish and topping names of the interface language's menu, by menu code (the ordering system's `loadDishNames`). */
  | { type: 'cart.rename'; names: Record<string, string> }
  | { type: 'cart.removeUnavailable'; codes: string[] }
  | { type: 'cart.restore'; cart: PersistedCart }
  | { type: 'cart.reset' }
  | { type: 'store.set'; tax: RateInput; deliveryFee?: number | null }
  | { type: 'addedNotice.dismiss' };
