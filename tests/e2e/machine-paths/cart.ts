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
/** The open confirmation: the one dish's removal or every dish's ("Remove all"), as the state the step leaves. */
const removalDialog = (walk: WalkContext, from: string) =>
  from.includes('confirmingRemoveAll')
    ? { dialog: walk.page.getByRole('dialog', { name: 'Remove every dish?' }), confirm: 'Remove all', cancel: 'Keep them' }
    : { dialog: walk.page.getByRole('dialog', { name: 'Remove this dish?' }), confirm: 'Remove', cancel: 'Keep it' };
/**
 * /my-cart/ with one dish (SPEC §4): the steppers, the removal dialog and "Remove all". The app reads the kept cart
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
    removeAll: { type: 'cart.removeAll' },
    'reset(home)': { type: 'cart.reset' },
    'removal.confirm': { type: 'removal.confirm' },
    'removal.cancel': { type: 'removal.cancel' },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CartContext;
    return JSON.stringify([snapshot.value, Math.min(c.lines[0]?.quantity ?? 0, 2), c.pendingRemoval]);
  },
  // A removal dialog covers the page: only its two buttons answer.
  filterEvents: (snapshot, event) =>
    (!(snapshot.matches({ status: 'confirmingRemoval' }) || snapshot.matches({ status: 'confirmingRemoveAll' })) || event.type.startsWith('removal.')) &&
    // Home empties a cart only with dishes in it to lose.
    (event.type !== 'cart.reset' || (snapshot.context as CartContext).lines.length > 0),
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
    // Home starts a new order (SPEC §4): the cart is emptied as it opens; the walk comes back to the cart.
    'reset(home)': {
      ui: async ({ page }) => {
        await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
        await expect(page).toHaveURL(/\/$/);
        await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
        await expect(page).toHaveURL(/\/my-cart\/?$/);
      },
    },
    removeAll: { ui: async ({ page }) => page.getByRole('main').getByRole('button', { name: 'Remove all', exact: true }).click() },
    'removal.confirm': {
      ui: async (walk, { from }) => {
        const { dialog, confirm } = removalDialog(walk, from);
        await dialog.getByRole('button', { name: confirm, exact: true }).click();
      },
    },
    'removal.cancel': {
      ui: async (walk, { from }) => {
        const { dialog, cancel } = removalDialog(walk, from);
        await dialog.getByRole('button', { name: cancel, exact: true }).click();
      },
    },
  },
  screens: {
    // The page shows a progress bar while the cart is read, without the marker.
    '{status:loading,sync:idle}': { marker: false },
    '{status:ordering,sync:idle}': {},
    '{status:orderStart,sync:idle}': { check: async ({ page }) => expect(page.getByText('Your cart is empty.')).toBeVisible() },
    '{status:confirmingRemoval,sync:idle}': { check: async ({ page }) => expect(page.getByRole('dialog', { name: 'Remove this dish?' })).toBeVisible() },
    '{status:confirmingRemoveAll,sync:idle}': { check: async ({ page }) => expect(page.getByRole('dialog', { name: 'Remove every dish?' })).toBeVisible() },
  },
  unreachable: {
    'cart.sync.saving': 'no view or actor sends order.submitted (the checkout inserts and confirms the order itself), so the cart never re-saves an order',
    'cart.sync.saveFailed': 'as above',
  },
  untakeable: {
    'cart.status order.submitted#0': 'no view or actor sends order.submitted (as cart.sync.saving)',
    'cart.sync order.submitted#0': 'as above',
    'cart.sync.idle order.save#0': 'a re-save needs a submitted order (isOrderSubmitted), which never happens (as cart.sync.saving)',
    'cart.sync.saving order.save#0': 'as cart.sync.saving (unreachable)',
    'cart.sync.saving xstate.done.actor.saveOrder#0': 'as cart.sync.saving (unreachable)',
    'cart.sync.saving xstate.error.actor.saveOrder#0': 'as cart.sync.saving (unreachable)',
    'cart.sync.saveFailed order.save#0': 'as cart.sync.saving (unreachable)',
    'cart.sync.saveFailed save.retry#0': 'as cart.sync.saving (unreachable)',
    'cart.status.loading xstate.error.actor.loadCart#0': 'reading the kept cart (features/cart/actors.ts) turns a malformed value into an empty cart: loadCart cannot fail',
    'cart.status.confirmingRemoval (always)#0':
      'the removal dialog is modal: nothing on screen can take the line away while it is open (only a store change of the ordering system could)',
    'cart.status.confirmingRemoveAll (always)#0': 'as above, for the "Remove all" dialog',
  },
};

const addedToast = (walk: WalkContext) => walk.page.locator('[aria-hidden="true"]').filter({ hasText: `Added ${dish} to your cart` });

/**
 * /main-menu with an empty cart (SPEC §3, §4): a dish added from its card, and the "added" notice,
 * which the cart bar dismisses when its animation ends.
 */
export const cartMenuAdapter: MachineAdapter<typeof machine> = {
  name: 'cart',
  scenario: 'menu',
  machine,
  input: undefined,
  modelActions: { persistCart: () => {} },
  events: {
    'done:loadCart': { type: 'xstate.done.actor.loadCart', output: { lines: [], orderId: null, orderSubmitted: false } },
    'add(pho)': { type: 'cart.add', detail: pho, selection: phoLarge },
    'addedNotice.dismiss': { type: 'addedNotice.dismiss' },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CartContext;
    return JSON.stringify([snapshot.value, Math.min(c.lines.length, 1), c.addedNotice !== null]);
  },
  // One dish is added, and its notice shown until it fades.
  filterEvents: (snapshot, event) => {
    const c = snapshot.context as CartContext;
    if (event.type === 'cart.add') return c.lines.length === 0;
    if (event.type === 'addedNotice.dismiss') return c.addedNotice !== null;
    return true;
  },
  calls: {},
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    await walk.page.goto('/');
    await walk.page.getByRole('combobox', { name: /Delivery address/ }).fill('Chợ Bến Thành');
    await walk.page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
    await walk.page.getByRole('button', { name: 'Confirm location' }).click();
    await expect(walk.page).toHaveURL(/\/main-menu$/);
  },
  actions: {
    // The cart was read as the app started, before the menu opened.
    'done:loadCart': { follow: true },
    'add(pho)': {
      ui: async ({ page }) => {
        await page.getByRole('button', { name: `Add ${dish} to the cart` }).click();
        await expect(page.getByRole('status').filter({ hasText: `Added ${dish} to your cart` })).toBeAttached();
      },
    },
    // The notice fades by itself: its animation's end dismisses it.
    'addedNotice.dismiss': { ui: async (walk) => expect(addedToast(walk)).toHaveCount(0) },
  },
  screens: {
    '{status:loading,sync:idle}': { marker: false },
    '{status:orderStart,sync:idle}': { check: async ({ page }) => expect(page.getByRole('banner').getByRole('link', { name: 'Cart 1 item' })).toHaveCount(0) },
    '{status:ordering,sync:idle}': { check: async ({ page }) => expect(page.getByRole('banner').getByRole('link', { name: 'Cart 1 item' })).toBeVisible() },
  },
  unreachable: cartLinesAdapter.unreachable,
  untakeable: cartLinesAdapter.untakeable,
};
