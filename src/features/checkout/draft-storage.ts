import { createKeyValueStore } from '../../adapters/storage';
import { emptyForm, type CheckoutFormState } from './order-info';

/** The checkout form of this tab, so a reload in the middle of checkout loses nothing. */
const tabStorage = createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));
const KEY = 'checkoutDraft';

export function readDraft(): Partial<CheckoutFormState> | null {
  try {
    const value = JSON.parse(tabStorage.get(KEY) ?? 'null') as Partial<CheckoutFormState> | null;
    if (!value || typeof value !== 'object') return null;
    const known = emptyForm();
    return Object.fromEntries(Object.entries(value).filter(([k, v]) => k in known && typeof v === typeof known[k as keyof CheckoutFormState] || k === 'customerAddressId')) as Partial<CheckoutFormState>;
  } catch {
    return null;
  }
}

export const writeDraft = (form: CheckoutFormState) => tabStorage.set(KEY, JSON.stringify(form));
export const clearDraft = () => tabStorage.remove(KEY);
