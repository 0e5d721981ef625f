import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartMachine } from '../../../../machines/cart/machine';
import { fulfilmentMachine } from '../../../../machines/fulfilment/machine';
import { orderingMachine } from '../../../../machines/ordering/machine';
import { systemInput } from '../../../../machines/ordering/test-support';
import { tea } from '../../../../machines/test-support/cart-fixtures';
import { neverSettlingActors } from '../../../../machines/test-support/replay-paths';
import { activateLocale, i18n } from '../../../lib/i18n';
import { CartContext, OrderingContext } from '../../../app/ordering/context';
import { CartBar } from './cart-bar';
import { createTestRoot } from '../../../../tests/support/react-root';

/** The ordering system with the real cart, whose own effects never settle. */
const logic = orderingMachine.provide({
  actors: {
    fulfilment: fulfilmentMachine.provide({ actors: neverSettlingActors(fulfilmentMachine) as never }),
    cart: cartMachine.provide({ actors: neverSettlingActors(cartMachine) as never, actions: { persistCart: () => {} } }),
    loadSoldOutCodes: neverSettlingActors(orderingMachine).loadSoldOutCodes as never,
  },
});

const view = createTestRoot();
let cart: ReturnType<typeof CartContext.useActorRef>;

function CartProbe() {
  cart = CartContext.useActorRef();
  return null;
}

async function renderBar(announce: boolean) {
  await view.render(
    <I18nProvider i18n={i18n}>
      <OrderingContext.Provider logic={logic} options={{ input: { ...systemInput, session: null } }}>
        <CartProbe />
        <CartBar announce={announce} />
      </OrderingContext.Provider>
    </I18nProvider>,
  );
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const cartLink = () => view.container.querySelector('a');
/** The link's text without what is hidden from assistive technology: what a screen reader reads. */
const spokenName = (element: Element | null) => {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return text(copy);
};
const liveRegion = () => view.container.querySelector('[role="status"]');
const toast = () => view.container.querySelector('p[aria-hidden="true"]');

beforeAll(async () => {
  await activateLocale('en');
});

describe('CartBar', () => {
  it('should stay hidden while the cart is empty', async () => {
    await renderBar(true);
    expect(cartLink()).toBeNull();
    expect(text(liveRegion())).toBe('');
  });

  it("should announce and show the cart's answer to an add, with the count and total, until the toast has played", async () => {
    await renderBar(true);
    await act(async () => cart.send({ type: 'cart.add', detail: tea, quantity: 2 }));
    expect(text(liveRegion())).toBe('Added 2 × Trà đá to your cart');
    expect(text(toast())).toBe('Added 2 × Trà đá to your cart');
    expect(cartLink()?.getAttribute('href')).toBe('/my-cart/');
    expect(spokenName(cartLink())).toBe('View cart 2 in the cart 20,000 ₫');
    expect(text(cartLink()?.querySelector('[aria-hidden="true"]'))).toBe('2');

    // jsdom has no AnimationEvent: React then listens to the prefixed name, as it does in old WebKit.
    await act(async () => toast()!.dispatchEvent(new Event('webkitAnimationEnd', { bubbles: true })));
    expect(cart.getSnapshot().context.addedNotice).toBeNull();
    expect(toast()).toBeNull();
    expect(text(liveRegion())).toBe('');
    expect(cartLink()).not.toBeNull();
  });

  it('should neither announce nor dismiss on the detail page', async () => {
    await renderBar(false);
    await act(async () => cart.send({ type: 'cart.add', detail: tea, quantity: 1 }));
    expect(liveRegion()).toBeNull();
    expect(toast()).toBeNull();
    expect(cart.getSnapshot().context.addedNotice).toEqual({ name: 'Trà đá', quantity: 1 });
  });
});
