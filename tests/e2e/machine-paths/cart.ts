import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { cartMachine as machine, type CartContext } from '../../../machines/cart/machine';
import { pho, phoLarge } from '../../../machines/test-support/cart-fixtures';
import { selectionToCartLine } from '../../../domain/toppings';
import { fillCart, useLocale } from '../../support/e2e-steps';
import type { MachineAdapter, WalkContext } from './adapter';

const line = selectionToCartLine(pho, phoLarge);
const dish = 'Phở Rolls';
const lines = (walk: WalkContext) => walk.page.getByRole('list', { name: 'Dishes in your cart' });
/**
 * /my-cart/ with one dish (SPEC §4): the steppers and the removal dialog. The app reads the kept cart
 * as it starts, so the page opens on its lines; the re-save of a submitted order (the sync region)
 * runs behind the checkout, not on this screen.
 */
export const cartLinesAdapter: MachineAdapter<typeof machine> = {
  name: 'cart',
  scenario: 'lines',
  machine,
  input: undefined,
  modelActions: { persistCart: () => {} },
  events: {
    'done:loadCart': { type: 'xstate.done.actor.loadCart', output: { lines: [line], orderId: null, orderSubmitted: false } },
    'increase(pho)': { type: 'cart.increase', menuid: line.menuid },
    'decrease(pho)': { type: 'cart.decrease', menuid: line.menuid },
    'remove(pho)': { type: 'cart.remove', menuid: line.menuid },
    'removal.confirm': { type: 'removal.confirm' },
    'removal.cancel': { type: 'removal.cancel' },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CartContext;
    return JSON.stringify([snapshot.value, Math.min(c.lines[0]?.quantity ?? 0, 2), c.pendingRemoval]);
  },
  // The removal dialog covers the page: only its two buttons answer.
  filterEvents: (snapshot, event) => !snapshot.matches({ status: 'confirmingRemoval' }) || event.type.startsWith('removal.'),
  calls: {},
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    await fillCart(walk.page, dish);
    await walk.page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
    await expect(walk.page).toHaveURL(/\/my-cart\/?$/);
  },
  actions: {
    // The cart was read as the app started, before the page opened.
    'done:loadCart': { follow: true },
    'increase(pho)': { ui: async (walk) => lines(walk).getByRole('button', { name: `More ${dish}` }).click() },
    'decrease(pho)': { ui: async (walk) => lines(walk).getByRole('button', { name: `Fewer ${dish}` }).click() },
    'remove(pho)': { ui: async (walk) => lines(walk).getByRole('button', { name: `Remove ${dish}` }).click() },
    'removal.confirm': { ui: async ({ page }) => page.getByRole('dialog', { name: 'Remove this dish?' }).getByRole('button', { name: 'Remove' }).click() },
    'removal.cancel': { ui: async ({ page }) => page.getByRole('dialog', { name: 'Remove this dish?' }).getByRole('button', { name: 'Keep it' }).click() },
  },
  screens: {
    // The page shows a progress bar while the cart is read, without the marker.
    '{status:loading,sync:idle}': { marker: false },
    '{status:ordering,sync:idle}': {},
    '{status:orderStart,sync:idle}': { check: async ({ page }) => expect(page.getByText('Your cart is empty.')).toBeVisible() },
    '{status:confirmingRemoval,sync:idle}': { check: async ({ page }) => expect(page.getByRole('dialog', { name: 'Remove this dish?' })).toBeVisible() },
  },
  unreachable: {
    'cart.sync.saving': 'no view or actor sends order.submitted (the checkout inserts and confirms the order itself), so the cart never re-saves an order',
    'cart.sync.saveFailed': 'as above',
  },
};
