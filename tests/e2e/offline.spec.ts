import { expect, test, type Page } from '@playwright/test';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, useLocale } from '../support/e2e-steps';

/**
 * The service worker keeps the shell, the catalog, the menu images and the last menu, so a
 * customer who loses the network keeps browsing the menu and the cart; ordering needs the network.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

/** Waits until the service worker controls the page (the first visit registers it after the first render). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/service-worker\.js$/);
  // With a cart, the worker keeps every chunk, the checkout's included.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('assets-v1')).keys()).some((request) => /\/checkout-page-/.test(request.url))))
    .toBe(true);
}

test('should say ordering needs the network at checkout, and keep the last menu and the cart through an offline reload (en)', async ({
  page,
  context,
  request,
}) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page, 'Phở Rolls');
  await waitForServiceWorker(page);
  // A visit with the worker in control: the menu reads and images now pass through it and are kept.
  await page.goto('/main-menu');
  const addRolls = page.getByRole('button', { name: 'Add Phở Rolls to the cart' });
  await expect(addRolls).toBeVisible();
  const offlineBanner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(offlineBanner).toHaveCount(0);

  const cartLink = page.getByRole('banner').getByRole('link', { name: /Cart/ });
  await cartLink.click();
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'Cash' });
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await expect(placeOrder).toBeEnabled();

  await context.setOffline(true);
  await expect(offlineBanner).toBeVisible();
  await expect(placeOrder).toBeDisabled();
  await expect(page.getByText('Ordering needs the network. Your cart is kept: place the order once you are back online.')).toBeVisible();

  await context.setOffline(false);
  await expect(offlineBanner).toBeHidden();
  await expect(placeOrder).toBeEnabled();
  await expect(page.getByText('Ordering needs the network.', { exact: false })).toBeHidden();

  // A reload without a network: the shell, the last menu and the cart come from the device.
  await page.goto('/main-menu');
  await expect(addRolls).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(offlineBanner).toBeVisible();
  await expect(addRolls).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crab Tapioca Noodle Soup is sold out' })).toBeVisible();
  await expect(cartLink).toContainText('1');
  await cartLink.click();
  await expect(page).toHaveURL(/\/my-cart\/?$/);
  await expect(page.getByRole('listitem', { name: 'Phở Rolls' })).toBeVisible();

  await context.setOffline(false);
  await expect(offlineBanner).toBeHidden();
});
