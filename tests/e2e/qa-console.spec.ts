import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { QaPathsDocument } from '../paths/qa-paths';
import { fillCheckout } from '../support/e2e-steps';

/**
 * The QA console in the tester's language, and a payment path walked from it: "Start this path" makes a member
 * for this browser and opens the app inspected, each control a step names is on the screen when the step comes, the
 * path's page marks and ticks the steps as the payment machine reaches them, and the armed fault shows the hotline
 * number, never a bare code. The browser clock is fixed at 10:30 in Ho Chi Minh City on the day after the real one
 * (as store-hours.spec.ts), so the store is open whatever the real time is.
 */

test.describe.configure({ timeout: 120_000 });

const qaPaths = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../server/sandbox/qa-paths.json'), 'utf8'),
) as QaPathsDocument;
const linkFails = qaPaths.machines
  .find((m) => m.name === 'payment')!
  .paths.find(
    (p) =>
      p.start.faults.some((f) => f.operationId === 'createPayment') &&
      p.steps.map((s) => s.transition).join(' | ') ===
        'payment.idle payment.start#1 | payment.requestingUrl xstate.error.actor.requestPaymentUrl#0 | payment.urlFailed payment.start#0',
  )!;

const bodyText = (page: Page) => page.locator('body').innerText();

test('should speak Japanese by default and Vietnamese when chosen, with no English left', async ({ page }) => {
  const pages = ['/sandbox/qa', '/sandbox/qa/machines/payment', `/sandbox/qa/paths/${linkFails.id}`, '/sandbox/faults'];
  for (const url of pages) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const left = (await bodyText(page))
      .replace(/\b(MoMo|Payoo|Lalamove|QR|OTP|SMS|CSV|Markdown|QA|VAT|English|Tiếng Việt|ID)\b/g, ' ')
      .replace(/\b[a-z-]+-\d\d\b/g, ' ');
    expect(left.match(/[A-Za-z]{3,}/g), url).toBeNull();
  }
  await page.getByRole('link', { name: 'Tiếng Việt' }).click();
  for (const url of pages) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const text = await bodyText(page);
    for (const english of [
      'Start this path',
      'Your name',
      'Steps',
      'the next',
      'Faults on demand',
      'createPayment',
      'requestingUrl',
    ])
      expect(text, `${url}: ${english}`).not.toContain(english);
  }
});

test('should start a payment path with a member, mark its steps as the app reaches them and show the hotline', async ({
  context,
  page,
}) => {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', {
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  await context.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
  });
  await context.clock.setFixedTime(new Date(`${tomorrow}T10:30:00+07:00`));

  await page.goto('/sandbox/qa?lang=en');
  await page.getByLabel('Your name').fill(`Hana ${Date.now()}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.goto(`/sandbox/qa/paths/${linkFails.id}`);
  await expect(page.getByText('a new member, logged in in this browser')).toBeVisible();
  await expect(page.getByText('the next call to payment link fails', { exact: true })).toBeVisible();
  const step = (n: number) => page.locator(`#qa-steps > li[data-step="${n}"]`);
  await expect(step(1)).toHaveAttribute('aria-current', 'step');
  await expect(step(2)).toContainText('Nothing to do: as this path prepared, the next call to payment link fails');

  const [app] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Start this path' }).click(),
  ]);
  // the path prepared a member and their delivered order, which the app orders again: the checkout opens ready, with
  // its dish in the cart and its address chosen, and nothing is left to do before step 1 but the payment's choices.
  // The launch makes the member, logs in and orders again (five calls and the app's start): slow on a loaded machine.
  await expect(app).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  await expect
    .poll(() => app.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null')?.customer?.id))
    .toEqual(expect.any(Number));
  await expect(app.getByRole('main')).toContainText('Phở Rolls');
  await expect(app.getByRole('main')).toContainText('Chợ Bến Thành');
  await expect(app.getByRole('banner')).toContainText('Khách QA');
  expect(await app.evaluate(() => sessionStorage.getItem('inspect'))).toBe('1');
  await fillCheckout(app, { method: 'MoMo' });

  /** Step 1: "Place order", then "Confirm the time" in the time window that comes first. */
  await app.getByRole('button', { name: 'Place order' }).click();
  const timeWindow = app.getByRole('dialog', { name: 'Confirm the time' });
  await timeWindow.getByRole('button', { name: 'Confirm the time' }).click();

  /** Step 2 happens by itself: the armed fault; the message names the hotline's number, no code. */
  const alert = app.getByRole('alert').filter({ hasText: 'The payment could not be started' });
  await expect(alert).toContainText('1900 8012');
  await expect(alert).not.toContainText('COMMON_ERROR');
  // the tester looks back at the path's page (a tab behind runs late on a loaded machine)
  await page.bringToFront();
  await expect(step(1).getByRole('checkbox')).toBeChecked({ timeout: 15_000 });
  await expect(step(2).getByRole('checkbox')).toBeChecked();
  await expect(step(3)).toHaveAttribute('aria-current', 'step');

  /** Step 3: "Pay now", the button the payment step shows after the failure. */
  await app.bringToFront();
  await app.getByRole('button', { name: 'Pay now' }).click();
  await page.bringToFront();
  await expect(step(3).getByRole('checkbox')).toBeChecked({ timeout: 15_000 });
});
