import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { orderListsMachine, type LoadOrdersInput, type LoadOrdersOutput, type OrderHistoryRow } from '../../../machines/order-lists/machine';
import { activateLocale, i18n } from '../../lib/i18n';
import { ensureTemporal } from '../../lib/temporal';
import { OrderList } from './order-list';
import { OrderListsContext } from './provider';
import { createTestRoot } from '../../../tests/support/react-root';

const now = '2026-11-23T02:00:00Z';
const row: OrderHistoryRow = { id: 1, order_no: '261123000001', total: 80000, status: 'completed', pick_up_at_store: true, products: [] };

const view = createTestRoot();

async function renderList(loadOrders: (args: { input: LoadOrdersInput }) => Promise<LoadOrdersOutput>) {
  const logic = orderListsMachine.provide({ actors: { loadOrders: fromPromise(loadOrders) } });
  await view.render(
    <I18nProvider i18n={i18n}>
      <OrderListsContext.Provider logic={logic} options={{ input: { mode: 'history', now } }}>
        <OrderList mode="history" />
      </OrderListsContext.Provider>
    </I18nProvider>,
  );
}

beforeAll(async () => {
  await Promise.all([activateLocale('en'), ensureTemporal()]);
});

describe('OrderList', () => {
  it('should show the order history failure with "Try again", and the orders once the retry loads them (SPEC §8)', async () => {
    const loadOrders = vi
      .fn<(args: { input: LoadOrdersInput }) => Promise<LoadOrdersOutput>>()
      .mockRejectedValueOnce({ status: 500, code: 'COMMON_ERROR', message: 'The server failed.' })
      .mockResolvedValueOnce({ rows: [row], page: 1, total: 1 });
    await renderList(loadOrders);
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('Your orders could not be loaded'));
    const retry = [...view.container.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    expect(retry).toBeDefined();
    await act(async () => retry!.click());
    await vi.waitFor(() => expect(view.container.querySelector('[aria-label="Orders"]')?.textContent).toContain('261123000001'));
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    expect(loadOrders).toHaveBeenCalledTimes(2);
  });
});
