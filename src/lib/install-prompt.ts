/** Chromium's event that offers installing the app (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Holds the browser's install offer from the start, so that it is never shown on arrival: the app offers installing
 * only after a customer has placed an order (the status page), with its own words.
 */
export function captureInstallPrompt(target: Window & { heldInstallPrompt?: Event } = window) {
  // an offer that came before the app started, held by public/after-first-paint.js
  if (target.heldInstallPrompt) {
    deferred = target.heldInstallPrompt as BeforeInstallPromptEvent;
    delete target.heldInstallPrompt;
  }
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

/** The held install offer, for useSyncExternalStore, and the browser's dialog when the customer asks for it. */
export const installPrompt = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  available: () => deferred !== null,
  /** Shows the browser's own install dialog; the offer is spent either way. */
  async prompt(): Promise<boolean> {
    const offer = deferred;
    if (!offer) return false;
    deferred = null;
    changed();
    await offer.prompt();
    return (await offer.userChoice).outcome === 'accepted';
  },
};
