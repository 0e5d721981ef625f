import type { SnapshotFrom } from 'xstate';
import { moneyBreakdown } from '../../domain/breakdown';
import { isCartEmpty, itemCount } from '../../domain/cart-line';
import type { cartMachine } from './machine';

type Snapshot = SnapshotFrom<typeof cartMachine>;

export const cartLinesSelector = (s: Snapshot) => s.context.lines;
export const cartTotalsSelector = (s: Snapshot) => s.context.totals;
/** The cart's money breakdown (no promotions before checkout); an empty cart totals 0. */
export const cartBreakdownSelector = (s: Snapshot) => moneyBreakdown(s.context.totals);
/** Dishes in the cart for the header button (available lines only). */
export const cartItemCountSelector = (s: Snapshot) => itemCount(s.context.lines);
/** SPEC §4 order status of the cart: 'orderStart' or 'ordering' (null while loading). */
export const orderStatusSelector = (s: Snapshot) =>
  s.matches({ status: 'ordering' }) ? ('ordering' as const) : s.matches({ status: 'loading' }) ? null : ('orderStart' as const);
/** No line can be ordered (domain/cart-line isCartEmpty). */
export const isCartEmptySelector = (s: Snapshot) => isCartEmpty(s.context.lines);
export const isCartLoadingSelector = (s: Snapshot) => s.hasTag('loading');
export const pendingRemovalSelector = (s: Snapshot) =>
  s.matches({ status: 'confirmingRemoval' })
    ? (s.context.lines.find((l) => l.menuid === s.context.pendingRemoval) ?? null)
    : null;
export const isRemoveAllDialogOpenSelector = (s: Snapshot) => s.matches({ status: 'confirmingRemoveAll' });
export const isRemovalDialogOpenSelector = (s: Snapshot) => s.matches({ status: 'confirmingRemoval' });
/** The cart line `menuid` (the detail page's line to change), or null when the cart has none such. */
export const cartLineSelector = (s: Snapshot, menuid: string) => s.context.lines.find((l) => l.menuid === menuid) ?? null;
/** Quantity-plus is disabled for an unavailable line (SPEC §2 Cart). */
export const canIncreaseSelector = (s: Snapshot, menuid: string) => s.can({ type: 'cart.increase', menuid });
/** Tax data for building lines elsewhere (e.g. a price preview on the detail page). */
export const storeTaxSelector = (s: Snapshot) => s.context.storeTax;
/** The dish just added, for the menu's feedback (null once the view dismissed it). */
export const addedNoticeSelector = (s: Snapshot) => s.context.addedNotice;
