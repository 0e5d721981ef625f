import { I18nProvider } from '@lingui/react';
import { flushSync } from 'react-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n';
import { ensureTemporal } from '../../lib/temporal';
import type { CheckoutOpening } from '../../../machines/ordering/machine';
import { createTestRoot } from '../../../tests/support/react-root';

// The ordering system as the provider sees it: `checkout.open` spawns the checkout and tells the subscribers at once,
// as an actor's snapshot does (useSyncExternalStore: a synchronous re-render).
const ordering = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let snapshot = { context: { checkout: null as object | null } };
  const checkout = { id: 'checkout', subscribe: () => ({ unsubscribe: () => {} }) };
  // what the page shows once the subscribers' synchronous work after the start is done
  const afterStart = { text: '' };
  const set = (checkout: object | null) => {
    snapshot = { context: { checkout } };
    for (const listener of listeners) listener();
  };
  return {
    set,
    afterStart,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => snapshot,
    actor: {
      send: (event: { type: string }) => {
        if (event.type === 'checkout.close') set(null);
        if (event.type !== 'checkout.open') return;
        set(checkout);
        queueMicrotask(() => (afterStart.text = document.body.textContent ?? ''));
      },
    },
  };
});

vi.mock('../../app/ordering/context', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    OrderingContext: {
      useActorRef: () => ordering.actor,
      useSelector: <T,>(selector: (snapshot: ReturnType<typeof ordering.snapshot>) => T) =>
        selector(useSyncExternalStore(ordering.subscribe, ordering.snapshot)),
    },
  };
});

// the checkout's waiting state as its text alone: the real one reads the fulfilment machine, which is not here
vi.mock('./components/checkout-skeleton', () => ({ CheckoutSkeleton: () => <p role="status">Loading the checkout</p> }));

const { CheckoutProvider } = await import('./provider');

const opening = {} as CheckoutOpening;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  await Promise.all([activateLocale('en'), ensureTemporal()]);
});

afterEach(async () => {
  ordering.set(null);
  await nextTask();
});

// a real scheduler (no act()): what runs in the checkout's synchronous re-render and what in a later task
const view = createTestRoot({ realScheduler: true });

/** The provider around a stand-in form, rendered synchronously as the app's first render is. */
const renderProvider = () =>
  flushSync(() =>
    view.root.render(
      <I18nProvider i18n={i18n}>
        <CheckoutProvider opening={opening}>
          <p data-testid="form">form</p>
        </CheckoutProvider>
      </I18nProvider>,
    ),
  );

describe('CheckoutProvider', () => {
  it("should draw the form in a render of its own after the checkout's start, not in the start's synchronous re-render", async () => {
    renderProvider();
    await nextTask();
    expect(ordering.afterStart.text).toContain('Loading the checkout');
    expect(ordering.afterStart.text).not.toContain('form');
    expect(view.container.querySelector('[data-testid="form"]')).not.toBeNull();
  });

  it('should draw the skeleton again at once when the checkout closes under it', async () => {
    renderProvider();
    await nextTask();
    expect(view.container.querySelector('[data-testid="form"]')).not.toBeNull();

    flushSync(() => ordering.set(null));
    expect(view.container.querySelector('[data-testid="form"]')).toBeNull();
  });
});
