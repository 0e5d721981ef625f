import { cookies, FIRST_SCREEN_COOKIES } from '../adapters/cookies';
import { createKeyValueStore } from '../adapters/storage';
import { paths, routePattern } from '../config/paths';

/** The checkout remembers where it was opened from for this tab (SPEC §2 Checkout access). */
const tabStorage = createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));
const KEY = 'checkoutEntry';

/**
 * Screens the checkout may be opened from: SPEC §2 lists MainMenu, MyCart, Profile and
 * PaymentResult; the dish detail (its cart panel) and the way back from login or registration
 * (the checkout sent the customer there) count too, and so do the order pages whose reorder opens the checkout ready.
 */
const ALLOWED_SOURCES = [
  paths.mainMenu,
  paths.detail,
  paths.myCart,
  paths.profile,
  paths.paymentResult,
  paths.login,
  paths.register,
  paths.orderDetail,
];

/** Records that the checkout is being opened from `fromPath` (a button's navigation). */
export function markCheckoutEntry(fromPath: string): void {
  tabStorage.set(KEY, fromPath.split(/[?#]/)[0] ?? fromPath);
  cookies.keep(FIRST_SCREEN_COOKIES.checkoutEntry, '1', 'session');
}

/** True when the checkout was opened from an allowed screen in this tab. */
export function isCheckoutEntryAllowed(): boolean {
  const from = tabStorage.get(KEY);
  return from !== null && ALLOWED_SOURCES.some((p) => routePattern(p).test(from));
}

/** The order was handed to payment: a later visit needs a new entry. */
export function clearCheckoutEntry(): void {
  tabStorage.remove(KEY);
  cookies.keep(FIRST_SCREEN_COOKIES.checkoutEntry, null);
}
