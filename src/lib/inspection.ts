import type { InspectionEvent } from 'xstate';

const STORAGE_KEY = 'inspect';
let observer: ((event: InspectionEvent) => void) | undefined;

/**
 * Inspection is on for this tab once it was opened with `?inspect=1` (remembered in sessionStorage,
 * so the app's own navigations keep it); `?inspect=0` turns it off.
 */
export function isInspectionOn(): boolean {
  try {
    const asked = new URLSearchParams(window.location.search).get(STORAGE_KEY);
    if (asked === '1') sessionStorage.setItem(STORAGE_KEY, '1');
    if (asked === '0') sessionStorage.removeItem(STORAGE_KEY);
    return sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Loads the relay (its own chunk, never fetched otherwise) when inspection is on; call before the first render. */
export async function startInspection(): Promise<void> {
  if (!isInspectionOn()) return;
  const { createInspectionRelay } = await import('../inspector/relay');
  observer = createInspectionRelay();
}

/** Options for a root actor: `{ input, ...inspection() }` hands it the relay when inspection is on. */
export function inspection(): { inspect?: (event: InspectionEvent) => void } {
  return observer ? { inspect: observer } : {};
}
