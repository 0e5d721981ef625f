import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { cartMachine } from '../../../machines/cart/machine';
import { fulfilmentMachine } from '../../../machines/fulfilment/machine';
import { orderingMachine, type ContinuedOrder } from '../../../machines/ordering/machine';
import { systemInput } from '../../../machines/ordering/test-support';
import { tea } from '../../../machines/test-support/cart-fixtures';
import { dishToCartLine } from '../../../domain/toppings';
import { place, rows, stores } from '../../../machines/test-support/fulfilment-fixtures';
import { neverSettlingActors } from '../../../machines/test-support/replay-paths';
import { activateLocale, i18n } from '../../lib/i18n';
import { OrderingContext } from '../ordering/context';
import { ensureTemporal } from '../../lib/temporal';
import OrderingLayout from './ordering-layout';
import { createTestRoot } from '../../../tests/support/react-root';

/** The ordering system with the real fulfilment and cart, whose own effects never settle. */
const logic = orderingMachine.provide({
  actors: {
    fulfilment: fulfilmentMachine.provide({ actors: neverSettlingActors(fulfilmentMachine) as never }),
    cart: cartMachine.provide({ actors: neverSettlingActors(cartMachine) as never, actions: { persistCart: () => {} } }),
    loadSoldOutCodes: neverSettlingActors(orderingMachine).loadSoldOutCodes as never,
  },
  actions: { persistContinuedOrder: () => {} },
});

const continued: ContinuedOrder = { id: 41, orderNo: '250106000041' };

const view = createTestRoot();
let ordering: AnyActorRef;

function SystemProbe() {
  ordering = OrderingContext.useActorRef();
  return null;
}

const send = (systemId: 'cart' | 'fulfilment', event: { type: string; [key: string]: unknown }) =>
  act(async () => ordering.system.get(systemId)!.send(event));

/** The menu layout with a chosen store and a stored cart of tea, continuing `continuedOrder` when given. */
async function renderLayout(continuedOrder: ContinuedOrder | null) {
  await view.render(
    <I18nProvider i18n={i18n}>
      <OrderingContext.Provider logic={logic} options={{ input: { ...systemInput, session: null, continuedOrder } }}>
        <SystemProbe />
        <OrderingLayout>
          <p>menu</p>
        </OrderingLayout>
      </OrderingContext.Provider>
    </I18nProvider>,
  );
  await send('cart', { type: 'xstate.done.actor.loadCart', output: { lines: [dishToCartLine(tea.food, 1)] } });
  await send('fulfilment', { type: 'xstate.done.actor.loadStores', output: stores });
  await send('fulfilment', { type: 'destination.set', place });
  await send('fulfilment', { type: 'xstate.done.actor.measureDistances', output: rows.near });
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const panel = () => view.container.querySelector('section[aria-label]');
/** The panel's facts as term → description. */
const facts = () =>
  Object.fromEntries([...(panel()?.querySelectorAll('dt') ?? [])].map((dt) => [text(dt), text(dt.nextElementSibling)]));

beforeAll(async () => {
  await ensureTemporal();
});

describe('OrderingLayout store panel', () => {
  it("should show the continued order's number, as issued, under a translated label", async () => {
    await activateLocale('en');
    await renderLayout(continued);
    expect(facts()).toMatchObject({ Store: expect.stringContaining('Store S1'), 'Order number': '250106000041' });

    await act(async () => activateLocale('vi'));
    expect(facts()).toMatchObject({ 'Mã đơn hàng': '250106000041' });
    await act(async () => activateLocale('ja'));
    expect(facts()).toMatchObject({ 注文番号: '250106000041' });
  });

  it('should show no order number for a new order', async () => {
    await activateLocale('en');
    await renderLayout(null);
    expect(facts()).toHaveProperty('Store');
    expect(facts()).not.toHaveProperty('Order number');
    expect(text(panel())).not.toContain('250106000041');
  });

  it('should drop the number once the cart lets the continued order go (emptied)', async () => {
    await activateLocale('en');
    await renderLayout(continued);
    expect(facts()).toHaveProperty('Order number', '250106000041');
    await send('cart', { type: 'cart.reset' });
    expect(facts()).not.toHaveProperty('Order number');
  });
});
