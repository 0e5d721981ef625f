import { emptyDraft, type CheckoutDraft } from '../../../machines/checkout/draft';
import type { Schedule } from '../../../machines/checkout/types';
import { createKeyValueStore } from '../../adapters/storage';

/** The checkout draft of this tab, from the machine's context, so a reload in the middle of checkout loses nothing. */
const tabStorage = createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));
const KEY = 'checkoutDraft';

export interface StoredDraft {
  draft: Partial<CheckoutDraft>;
  schedule: Schedule | null;
  /** The recipient chosen from the saved addresses, selected again after a reload. */
  customerAddressId: number | null;
}

const isSchedule = (value: unknown): value is Schedule =>
  typeof value === 'object' && value !== null && 'isAsap' in value && typeof (value as Schedule).isAsap === 'boolean';

export function readDraft(): StoredDraft | null {
  try {
    const value = JSON.parse(tabStorage.get(KEY) ?? 'null') as Partial<StoredDraft> | null;
    if (!value || typeof value !== 'object') return null;
    const known = emptyDraft();
    const draft = Object.fromEntries(
      Object.entries(value.draft ?? {}).filter(([k, v]) => k in known && typeof v === typeof known[k as keyof CheckoutDraft]),
    ) as Partial<CheckoutDraft>;
    return {
      draft,
      schedule: isSchedule(value.schedule) ? value.schedule : null,
      customerAddressId: typeof value.customerAddressId === 'number' ? value.customerAddressId : null,
    };
  } catch {
    return null;
  }
}

export const writeDraft = (stored: StoredDraft) => tabStorage.set(KEY, JSON.stringify(stored));
export const clearDraft = () => tabStorage.remove(KEY);
