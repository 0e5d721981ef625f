import { expect, test } from '@playwright/test';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, placeOrder, useLocale } from '../support/e2e-steps';

/**
 * The built SPA, the QR modal and the sandbox gateway page run under the server's
 * Content-Security-Policy (no inline script allowed but the drawn first screens' number formatting warm-up, by its hash)
 * without a single violation.
 */
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
});

test('should run the main journey with no Content-Security-Policy violation', async ({ page, request }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");

  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  // Home → address → menu → a dish → the cart → the checkout.
  await fillCart(page);
  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'MoMo' });

  // The QR code is drawn by its own chunk inside a dialog.
  await placeOrder(page, 'Pay with a QR code');
  const modal = page.getByRole('dialog', { name: 'Pay with a QR code' });
  await expect(modal.getByRole('img', { name: 'QR code of the payment' })).toBeVisible();
  const gateway = await modal.getByRole('link', { name: 'Open the payment page' }).getAttribute('href');

  // The sandbox gateway page and its form post back to the order status.
  await page.goto(gateway!);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/delivery-status\?orderNo=/);
  await expect(page.getByTestId('payment-status')).toHaveText('MoMo · Paid');

  expect(violations).toEqual([]);
});
