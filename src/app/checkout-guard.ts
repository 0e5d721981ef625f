import { paths } from '../config/paths';
import { isCheckoutEntryAllowed } from '../lib/checkout-entry';
import { readPendingPayment } from '../lib/pending-payment';

/**
 * Where /checkout sends a visit it will not open, decided from this tab's storage before the
 * checkout's chunks load: the checkout page's own first check (SPEC §2 Checkout access), so
 * a direct visit without an entry (and no payment waiting) leaves for the menu at once.
 */
export function checkoutEntryRedirect(): string | null {
  if (readPendingPayment()) return null;
  return isCheckoutEntryAllowed() ? null : paths.mainMenu;
}
