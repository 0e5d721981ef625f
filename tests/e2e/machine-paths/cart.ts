import { expect, type Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { cartMachine as machine, type CartContext, type CartInput } from '../../../machines/cart/machine';
import { withChangedPrices } from '../../../machines/ordering/rules';
import { pho, phoLarge } from '../../../machines/test-support/cart-fixtures';
import { selectionToCartLine } from '../../../domain/toppings';
import { formatPrice } from '../../../src/lib/format';
import { fillCart, fillCheckout, openCheckout, placeOrder, useLocale } from '../../support/e2e-steps';
import type { MachineAdapter, WalkContext } from './adapter';

const line = selectionToCartLine(pho, phoLarge);
const dish = 'Phở Rolls';
/** The seed's code of that dish (server/db/seed-data/menu.ts), which the server's changed prices name. */
const dishCode = 'PHO005';
const lines = (walk: WalkContext) => walk.page.getByRole('list', { name: 'Dishes in your cart' });
/** The open confirmation: the one dish's removal or every dish's ("Remove all"), as the state the step leaves. */
const removalDialog = (walk: WalkContext, from: string) =>
  from.includes('confirmingRemoveAll')
    ? { dialog: walk.page.getByRole('dialog', { name: 'Remove every dish?' }), confirm: 'Remove all', cancel: 'Keep them' }
    : { dialog: walk.page.getByRole('dialog', { name: 'Remove this dish?' }), confirm: 'Remove', cancel: 'Keep it' };
/**
 * What every cart scenario shares: the machine, its input and the storage write the model does without. The app reads
 * the kept cart as it starts (`stored`: the cart, or null when none is kept), so the cart starts from it; only a read
 * that threw leaves `stored` out, and the cart then asks `loadCart` itself.
 */
const cartScenario = (scenario: string, input: CartInput) => ({ name: 'cart', scenario, machine, input, modelActions: { persistCart: () => {} } });
/** The kept cart of the scenarios that open on one dish (fillCart adds it before the walk's page opens). */
const keptLines: CartInput = { stored: { lines: [line] } };

/**
 * /my-cart/ with one dish (SPEC §4): the steppers, the removal dialog and "Remove all". The app reads the kept cart
 * as it starts, so the page opens on its lines.
 */
export const cartLinesAdapter: MachineAdapter<typeof machine> = {
  ...cartScenario('lines', keptLines),
  events: {
    'increase(pho)': { type: 'cart.increase', menuid: line.menuid },
    'decrease(pho)': { type: 'cart.decrease', menuid: line.menuid },
    'remove(pho)': { type: 'cart.remove', menuid: line.menuid },
    removeAll: { type: 'cart.removeAll' },
    'rename(vi)': { type: 'cart.rename', names: { [line.menucd]: 'Phở cuốn' } },
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
    // Only a placed order empties the cart (the checkout's paths walk it); home keeps the dishes.
    event.type !== 'cart.reset',
  calls: {},
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    await fillCart(walk.page, dish);
    await walk.page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
    await expect(walk.page).toHaveURL(/\/my-cart\/?$/);
  },
  actions: {
    'increase(pho)': { ui: async (walk) => lines(walk).getByRole('button', { name: `More ${dish}` }).click() },
    'decrease(pho)': { ui: async (walk) => lines(walk).getByRole('button', { name: `Fewer ${dish}` }).click() },
    'remove(pho)': { ui: async (walk) => lines(walk).getByRole('button', { name: `Remove ${dish}` }).click() },
    removeAll: { ui: async ({ page }) => page.getByRole('main').getByRole('button', { name: 'Remove all', exact: true }).click() },
    // The ordering system reads the new language's menu and renames the lines (machines/ordering loadDishNames).
    'rename(vi)': {
      ui: async (walk) => {
        await walk.page.getByRole('banner').locator('button[lang="vi"]').click();
        await expect(walk.page.getByRole('list', { name: 'Các món trong giỏ hàng' }).getByRole('listitem', { name: 'Phở cuốn' })).toBeVisible();
      },
    },
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
    '{status:loading}': { marker: false },
    '{status:ordering}': {},
    '{status:orderStart}': { check: async ({ page }) => expect(page.getByText('Your cart is empty.')).toBeVisible() },
    '{status:confirmingRemoval}': { check: async ({ page }) => expect(page.getByRole('dialog', { name: 'Remove this dish?' })).toBeVisible() },
    '{status:confirmingRemoveAll}': { check: async ({ page }) => expect(page.getByRole('dialog', { name: 'Remove every dish?' })).toBeVisible() },
  },
  unreachable: {},
  untakeable: {
    'cart.status.loading xstate.done.actor.loadCart#0':
      "the app asks loadCart only when its own read of the kept cart threw as it started, and loadCart's read then throws too (the storage-blocked walk)",
    'cart.status.confirmingRemoval (always)#0':
      'the removal dialog is modal: nothing on screen can take the line away while it is open (only a store change of the ordering system could)',
    'cart.status.confirmingRemoveAll (always)#0': 'as above, for the "Remove all" dialog',
  },
};

/**
 * The browser refuses the site's storage (SPEC §8 is silent; some private modes throw a SecurityError on
 * localStorage reads): the kept cart cannot be read, loadCart fails and the customer orders from an empty cart.
 */
export const cartStorageBlockedAdapter: MachineAdapter<typeof machine> = {
  ...cartScenario('storage blocked', {}),
  events: {
    'error:loadCart': { type: 'xstate.error.actor.loadCart', error: new DOMException('The operation is insecure.', 'SecurityError') },
    'add(pho)': { type: 'cart.add', detail: pho, selection: phoLarge },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, Math.min((snapshot.context as CartContext).lines.length, 1)]),
  // The read fails before any page offers a dish; then one dish is added from the menu.
  filterEvents: (snapshot, event) =>
    event.type !== 'cart.add' || (!snapshot.matches({ status: 'loading' }) && (snapshot.context as CartContext).lines.length === 0),
  calls: {},
  async arrange(walk) {
    // What tells a failed read from an empty kept cart: the app logs the failure (logActorFailure).
    walk.page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('loadCart failed')) walk.data.loadCartFailed = 'yes';
    });
    await walk.page.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (key === 'cart') throw new DOMException('The operation is insecure.', 'SecurityError');
        return getItem.call(this, key);
      };
    });
    await useLocale(walk.page, 'en');
    await walk.page.goto('/');
    await walk.page.getByRole('combobox', { name: /Delivery address/ }).fill('Chợ Bến Thành');
    await walk.page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
    await walk.page.getByRole('button', { name: 'Confirm location' }).click();
    await expect(walk.page).toHaveURL(/\/main-menu$/);
    // The app starts again on the menu, where the cart's read fails as it starts.
    await walk.page.reload();
  },
  actions: {
    // The read failed as the app started on the menu.
    'error:loadCart': { follow: true },
    'add(pho)': { ui: async ({ page }) => page.getByRole('button', { name: `Add ${dish} to the cart` }).click() },
  },
  screens: {
    '{status:loading}': { marker: false },
    // The read failed (logged), the cart is empty and the menu usable as ever.
    '{status:orderStart}': {
      check: async (walk) => {
        const { page } = walk;
        await expect.poll(() => walk.data.loadCartFailed).toBe('yes');
        await expect(page.getByRole('button', { name: `Add ${dish} to the cart` })).toBeEnabled();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Cart 1 item' })).toHaveCount(0);
      },
    },
    // The dish is in the cart and the cart page lists it.
    '{status:ordering}': {
      check: async (walk) => {
        await walk.page.getByRole('banner').getByRole('link', { name: 'Cart 1 item' }).click();
        await expect(walk.page).toHaveURL(/\/my-cart\/?$/);
        await expect(lines(walk).getByRole('listitem', { name: dish })).toBeVisible();
      },
    },
  },
  unreachable: cartLinesAdapter.unreachable,
  untakeable: cartLinesAdapter.untakeable,
};

const addedToast = (walk: WalkContext) => walk.page.locator('[aria-hidden="true"]').filter({ hasText: `Added ${dish} to your cart` });

/**
 * /main-menu with an empty cart (SPEC §3, §4): a dish added from its card, and the "added" notice,
 * which the cart bar dismisses when its animation ends.
 */
export const cartMenuAdapter: MachineAdapter<typeof machine> = {
  ...cartScenario('menu', { stored: null }),
  events: {
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
    '{status:loading}': { marker: false },
    '{status:orderStart}': { check: async ({ page }) => expect(page.getByRole('banner').getByRole('link', { name: 'Cart 1 item' })).toHaveCount(0) },
    '{status:ordering}': { check: async ({ page }) => expect(page.getByRole('banner').getByRole('link', { name: 'Cart 1 item' })).toBeVisible() },
  },
  unreachable: cartLinesAdapter.unreachable,
  untakeable: cartLinesAdapter.untakeable,
};

/**
 * The customer comes back to the kept cart later (the page read again) and the chosen store's menu check
 * now finds the dish unavailable (SPEC §4 menu availability): check-menu-exist names it, and the store's
 * menu either lists it sold out (the line stays, struck through) or lacks it (the line goes, with a notice).
 * Both are `page.route` answers for this page only: a dish switched off on the server would be switched off
 * for every parallel walk that orders it.
 */
async function reopenWithDishUnavailable(walk: WalkContext, how: 'sold out' | 'withdrawn') {
  let asked: string[] = [];
  await walk.page.route(/\/api\/delivery\/check-menu-exist$/, async (route) => {
    asked = (route.request().postDataJSON() as { menu: string[] }).menu;
    await route.fulfill({ json: { data: asked } });
  });
  if (how === 'sold out') {
    await walk.page.route(/\/api\/delivery\/get-master-menu$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { menucd: string; soldout: boolean }[] };
      await route.fulfill({ response, json: { ...body, data: body.data.map((item) => (asked.includes(item.menucd) ? { ...item, soldout: true } : item)) } });
    });
  }
  walk.data.unavailable = how;
  await walk.page.reload();
}

/** /my-cart/ reopened with its one dish unavailable at the store: the ordering system's cart.markUnavailable and cart.removeUnavailable. */
export const cartMenuCheckAdapter: MachineAdapter<typeof machine> = {
  ...cartScenario('menu check', keptLines),
  events: {
    'markUnavailable(pho)': { type: 'cart.markUnavailable', codes: [line.menucd] },
    'removeUnavailable(pho)': { type: 'cart.removeUnavailable', codes: [line.menucd] },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CartContext;
    return JSON.stringify([snapshot.value, c.lines.map((l) => l.active_flag)]);
  },
  // The check finds the one dish unavailable once: sold out or no longer on the store's menu.
  filterEvents: (snapshot, event) =>
    !event.type.endsWith('Unavailable') || (snapshot.context as CartContext).lines.every((l) => l.active_flag),
  calls: {},
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    await fillCart(walk.page, dish);
  },
  actions: {
    'markUnavailable(pho)': { ui: (walk) => reopenWithDishUnavailable(walk, 'sold out') },
    'removeUnavailable(pho)': { ui: (walk) => reopenWithDishUnavailable(walk, 'withdrawn') },
  },
  screens: {
    '{status:loading}': { marker: false },
    '{status:ordering}': { check: async (walk) => expect(lines(walk).getByRole('button', { name: `More ${dish}` })).toBeEnabled() },
    // No dish left to order: the sold-out line stays, struck through, or the withdrawn one is gone and named.
    '{status:orderStart}': {
      check: async (walk) => {
        if (walk.data.unavailable === 'sold out') {
          await expect(lines(walk).getByRole('listitem', { name: dish })).toContainText('This dish is not available at the moment.');
          await expect(lines(walk).getByRole('button', { name: `More ${dish}` })).toBeDisabled();
        } else {
          await expect(walk.page.getByText('Your cart is empty.')).toBeVisible();
          await expect(walk.page.getByRole('alert').filter({ hasText: `were removed from your cart: ${dish}` })).toBeVisible();
        }
      },
    },
  },
  unreachable: cartLinesAdapter.unreachable,
  untakeable: cartLinesAdapter.untakeable,
};

const newPrice = 69_000;
const newFee = 45_000;

/**
 * At the checkout the server refuses the order with new prices (INVALID_ORDER, a `page.route` answer as in the
 * checkout's walks); "Accept the new prices" has the ordering system put them in the cart (cart.restore) and,
 * with a new delivery fee, that fee (store.set). The checkout shows no cart marker: the walk goes back to
 * /my-cart/, where the line's price or the delivery fee shows what the cart took.
 */
async function acceptNewPricesAtCheckout(walk: WalkContext, details: Record<string, unknown>) {
  const { page } = walk;
  const confirm = /\/api\/delivery\/update-delivery-info$/;
  const refuse = async (route: Route) => {
    if (route.request().method() !== 'POST' || (route.request().postDataJSON() as { isConfirm?: boolean }).isConfirm !== true) return route.fallback();
    await route.fulfill({ status: 409, json: { code: 'INVALID_ORDER', message: 'INVALID_ORDER', field: null, details } });
  };
  await page.route(confirm, refuse);
  await openCheckout(page);
  await fillCheckout(page, { name: 'Khách Vãng Lai', phone: '0901234567', method: 'Cash' });
  await placeOrder(page);
  await page.getByRole('button', { name: 'Accept the new prices' }).click();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await page.unroute(confirm, refuse);
  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await expect(page).toHaveURL(/\/my-cart\/?$/);
}

const deliveryFee = (walk: WalkContext) => walk.page.getByRole('main').locator('dt', { hasText: /^Delivery fee$/ }).locator('xpath=following-sibling::dd[1]');

/** /my-cart/ of a guest allowed to check out, and back from the checkout after accepting new prices (SPEC §2 step 7). */
export const cartNewPricesAdapter: MachineAdapter<typeof machine> = {
  ...cartScenario('new prices', keptLines),
  events: {
    'restore(new prices)': {
      type: 'cart.restore',
      cart: { lines: withChangedPrices([line], [{ menucd: line.menucd, menuname: line.menunm, old_price: line.price, new_price: newPrice }]) },
    },
    'store.set(new fee)': { type: 'store.set', tax: null, deliveryFee: newFee },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CartContext;
    return JSON.stringify([snapshot.value, c.lines[0]?.price === newPrice, c.deliveryFee === newFee]);
  },
  // Each is accepted once, from the cart the customer checks out.
  filterEvents: (snapshot, event) => {
    const c = snapshot.context as CartContext;
    if (event.type === 'cart.restore') return c.lines[0]?.price !== newPrice;
    if (event.type === 'store.set') return c.deliveryFee !== newFee;
    return true;
  },
  calls: {},
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    // What the registration's "Continue as a guest" keeps for the tab: the checkout opens without a login.
    await walk.page.addInitScript(() => {
      window.sessionStorage.setItem('guestAllowance', JSON.stringify({ contact: { name: 'Khách Vãng Lai', phone: '0901234567' } }));
    });
    await fillCart(walk.page, dish);
  },
  actions: {
    'restore(new prices)': {
      ui: async (walk) => {
        await acceptNewPricesAtCheckout(walk, { changed_items: [{ menucd: dishCode, menuname: dish, old_price: 55_000, new_price: newPrice }] });
        walk.data.newPrice = 'yes';
      },
    },
    // Accepting a new fee alone also gives the cart its (unchanged) lines back, which leaves its state as it was.
    'store.set(new fee)': {
      ui: async (walk) => {
        await acceptNewPricesAtCheckout(walk, { changed_items: [], delivery_fee: { old: 15_000, new: newFee } });
        walk.data.newFee = 'yes';
      },
    },
  },
  screens: {
    '{status:loading}': { marker: false },
    '{status:ordering}': {
      check: async (walk) => {
        const price = lines(walk).getByRole('listitem', { name: dish });
        if (walk.data.newPrice) await expect(price).toContainText(formatPrice(newPrice, 'en'));
        else await expect(price).not.toContainText(formatPrice(newPrice, 'en'));
        if (walk.data.newFee) await expect(deliveryFee(walk)).toHaveText(formatPrice(newFee, 'en'));
      },
    },
  },
  unreachable: cartLinesAdapter.unreachable,
  untakeable: cartLinesAdapter.untakeable,
};
