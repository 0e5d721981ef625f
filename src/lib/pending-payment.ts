import { createKeyValueStore } from '../adapters/storage';
import type { PaymentMethod } from '../../domain/checkout-validation';

/**
 * The e-money order handed to a gateway in this tab: when the customer comes back to /checkout
 * without a result (the browser's back button), its payment is still unpaid and the checkout
 * shows "checking payment" (SPEC §2 Checkout).
 */
export interface PendingPayment {
  orderId: number;
  orderNo: string;
  paymentMethod: PaymentMethod;
}

const tabStorage = createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));
const KEY = 'pendingPayment';

export function readPendingPayment(): PendingPayment | null {
  try {
    const value = JSON.parse(tabStorage.get(KEY) ?? 'null') as Partial<PendingPayment> | null;
    if (!value || typeof value.orderId !== 'number' || typeof value.orderNo !== 'string' || typeof value.paymentMethod !== 'string') return null;
    return value as PendingPayment;
  } catch {
    return null;
  }
}

export const writePendingPayment = (pending: PendingPayment) => tabStorage.set(KEY, JSON.stringify(pending));
export const clearPendingPayment = () => tabStorage.remove(KEY);
