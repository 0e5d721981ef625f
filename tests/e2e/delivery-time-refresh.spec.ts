import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillCart, loggedInCustomer, openCheckout, useLocale } from '../support/e2e-steps';

/**
 * SPEC §8 "Delivery time refreshed", §9 "delivery-time refresh 1 minute" and nextDeliveryTimeInterval (60).
 * The browser's clock starts at 11:00 in Ho Chi Minh City on the day after the real one (the store is
 * open, the server's open days include it): after ASAP, the first time offered is the first slot at
 * least an hour ahead (12:15, the clock running a little past 11:00), and the customer picks 12:30. Then
 * the phone sleeps 40 minutes: the clock jumps and the minute timer fires once. The refresh carries the
 * real time (11:40), at which 12:30 is less than an hour ahead, so
 * the next possible slot is chosen and the customer told; a refresh that counted its own minutes would
 * think it 11:01 and say nothing. Chromium's native Temporal ignores Playwright's clock, so
 * the page uses the polyfill.
 */

test.describe.configure({ timeout: 90_000 });

const MESSAGE = {
  en: 'The delivery time was refreshed: the time you chose is no longer available, so we chose the next one. Please check it.',
  vi: 'Thời gian giao hàng đã được cập nhật: thời gian bạn chọn không còn khả dụng nên chúng tôi đã chọn thời gian kế tiếp. Vui lòng kiểm tra lại.',
  ja: 'お届け時間を更新しました。お選びの時間はご利用いただけなくなったため、次の時間を選びました。ご確認ください。',
} as const;

/** With SHOTS_DIR set, a 390 px screenshot of the message for review. */
async function screenshot(page: Page, message: Locator, name: string) {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  await message.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/${name}.png` });
}

test('should refresh the delivery time from the real clock after the phone slept, and say so (SPEC §8, §9)', async ({ page, request }) => {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });
  await page.clock.install({ time: new Date(`${tomorrow}T11:00:00+07:00`) });
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await fillCart(page);
  await openCheckout(page);

  const form = page.getByRole('form', { name: 'Checkout' });
  const time = form.getByLabel('Time', { exact: true });
  // ASAP, then the scheduled times from an hour ahead (11:45 would be ready, but is sooner than the interval)
  await expect(time.locator('option').nth(1)).toHaveAttribute('value', 'asap');
  await expect(time.locator('option').nth(2)).toHaveAttribute('value', '12:15');
  await expect(time.locator('option[value="11:45"]')).toHaveCount(0);
  await time.selectOption('12:30');
  await expect(time).toHaveValue('12:30');
  await page.clock.runFor(60_000);
  await expect(time).toHaveValue('12:30');
  await expect(form.getByText(MESSAGE.en)).toHaveCount(0);

  await page.clock.fastForward('40:00');
  const refreshed = (locale: keyof typeof MESSAGE) => page.getByRole('main').getByRole('status').filter({ hasText: MESSAGE[locale] });
  await expect(refreshed('en')).toBeVisible();
  await expect(time).toHaveValue('12:45');
  await screenshot(page, refreshed('en'), 'delivery-time-refreshed-en');

  for (const locale of ['vi', 'ja'] as const) {
    await page.getByRole('group', { name: /Language|Ngôn ngữ|言語/ }).locator(`button[lang="${locale}"]`).click();
    await expect(refreshed(locale)).toBeVisible();
    await screenshot(page, refreshed(locale), `delivery-time-refreshed-${locale}`);
  }
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways).toBe(false);
});
