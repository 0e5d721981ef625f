import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/checkout-validation';
import type { RememberedChoices } from '../../../machines/checkout/types';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../adapters/storage';

/** Per member on this device: one member's choices are never offered to another who logs in on it. */
const keyOf = (customerId: number) => `${STORAGE_KEYS.checkoutChoices}:${customerId}`;

const isMethod = (value: unknown): value is PaymentMethod => (PAYMENT_METHODS as readonly unknown[]).includes(value);

/**
 * What this device kept of the member's last placed order (the checkout's `remembered` input); null when nothing or
 * something of another shape.
 * @example readCheckoutChoices(7) // { paymentMethod: 'momo', termsVersion: '2025-01-01' }
 */
export function readCheckoutChoices(customerId: number | null, store: KeyValueStore = storage): RememberedChoices | null {
  if (customerId == null) return null;
  try {
    const value = JSON.parse(store.get(keyOf(customerId)) ?? 'null') as Partial<RememberedChoices> | null;
    if (!value || typeof value !== 'object') return null;
    return {
      paymentMethod: isMethod(value.paymentMethod) ? value.paymentMethod : null,
      termsVersion: typeof value.termsVersion === 'string' ? value.termsVersion : null,
    };
  } catch {
    return null;
  }
}

/** The checkout's `rememberChoices`: keeps the placed order's payment method and the terms version accepted. */
export function writeCheckoutChoices(
  { customerId, paymentMethod, termsVersion }: { customerId: number; paymentMethod: PaymentMethod; termsVersion: string },
  store: KeyValueStore = storage,
) {
  store.set(keyOf(customerId), JSON.stringify({ paymentMethod, termsVersion }));
}
