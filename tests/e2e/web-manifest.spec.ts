import { expect, test } from '@playwright/test';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, placeOrder, useLocale } from '../support/e2e-steps';

/** The app a phone can put on its home screen: the page links its manifest, served with every icon it names. */
test('should link and serve the web manifest with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[]; shortcuts: { url: string }[] };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.name).toMatch(/\S/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/main-menu', '/your-order']);
  // the browser's install offer is held, never shown on arrival: the home page offers no install
  await expect(page.getByTestId('install-offer')).toHaveCount(0);
});

/**
 * The browser's install offer (Chromium's beforeinstallprompt, fired here on every page as a browser does for an
 * installable app) is held on arrival and made by the app only on the status page of an order the customer placed.
 */
test('should hold the install offer on arrival and make it after an order is placed', async ({ page, request }) => {
  await page.addInitScript(() => {
    const offer = () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as { installPrompted?: boolean }).installPrompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
      });
      window.dispatchEvent(event);
      (window as { installHeld?: boolean }).installHeld = event.defaultPrevented;
    };
    // as early as a browser may: before a first screen drawn by the server has asked for the app's entry
    document.addEventListener('DOMContentLoaded', offer);
  });
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => (window as { installHeld?: boolean }).installHeld)).toBe(true);
  await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);

  await fillCart(page);
  await openCheckout(page);
  await expect.poll(() => page.evaluate(() => (window as { installHeld?: boolean }).installHeld)).toBe(true);
  await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
  await fillCheckout(page, { pickup: true, method: 'Cash' });
  await placeOrder(page);
  const offer = page.getByRole('region', { name: 'Install the app' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Install the app' }).click();
  await expect.poll(() => page.evaluate(() => (window as { installPrompted?: boolean }).installPrompted)).toBe(true);
  // the offer is spent once the browser's own dialog has been shown
  await expect(offer).toHaveCount(0);
});
