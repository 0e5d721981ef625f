import { expect, test } from '@playwright/test';
import { loggedInCustomer, useLocale } from '../support/e2e-steps';

/**
 * After the day's last order (20:00), at 20:45 in Ho Chi Minh City: home's ordering card says the store is closed and
 * that an order can still be placed for later, and the checkout starts on the next day with its times listed, the date
 * untouched. The browser's clock and this browser's server clock (POST /sandbox/clock) are both fixed on the day after
 * the real one, so the test never depends on today's date or hour. Chromium's native Temporal ignores Playwright's
 * clock, so the page uses the polyfill.
 */
test.describe.configure({ timeout: 90_000 });

const words = {
  vi: {
    opensOn: 'Hiện đang đóng cửa · mở cửa lúc 10:00 ngày',
    later: 'Bạn vẫn có thể đặt trước ngay bây giờ: chọn giờ ở bước thanh toán.',
    address: /Địa chỉ giao hàng/,
    confirm: 'Xác nhận địa điểm',
    add: 'Thêm Phở cuốn vào giỏ hàng',
    cart: /Giỏ hàng/,
    checkout: 'Thanh toán',
    date: 'Ngày',
    time: 'Giờ',
    noTimes: 'Ngày này không còn khung giờ giao hàng.',
  },
  ja: {
    opensOn: 'ただいま営業時間外 ·',
    later: '今のうちに後の時間で注文できます。時間は注文手続きで選べます。',
    address: /お届け先住所/,
    confirm: '場所を確定',
    add: 'フォー・クオン（牛肉の米麺巻き）をカートに追加',
    cart: /カート/,
    checkout: '注文手続きへ',
    date: '日付',
    time: '時間',
    noTimes: 'この日に選べるお届け時間はありません。',
  },
} as const;

for (const locale of ['vi', 'ja'] as const) {
  test(`should say on home that the store is closed and start the checkout on the next day's times after the last order (${locale})`, async ({ page, request }) => {
    const w = words[locale];
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
    const dayAfter = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
    await page.addInitScript(() => {
      delete (globalThis as { Temporal?: unknown }).Temporal;
    });
    await page.clock.setFixedTime(new Date(`${tomorrow}T20:45:00+07:00`));
    const fixed = await page.request.post('/sandbox/clock', { data: { now: `${tomorrow}T20:45:00+07:00` } });
    expect(fixed.status(), await fixed.text()).toBe(200);
    await useLocale(page, locale);
    await loggedInCustomer(page, request);

    await page.goto('/');
    // before any address: the default store's state, on the ordering card
    const notice = page.getByRole('main').getByTestId('closed-store-notice');
    await expect(notice).toContainText(w.opensOn);
    await expect(notice).toContainText(w.later);
    await expect(notice.getByTestId('store-open-state')).not.toContainText('22:');

    await page.getByRole('combobox', { name: w.address }).fill('Chợ Bến Thành');
    await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page).toHaveURL(/\/main-menu$/);
    await expect(page.getByRole('main').getByTestId('closed-store-notice')).toContainText(w.later);
    const add = page.getByRole('button', { name: w.add });
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    for (let screens = 0; (await add.count()) === 0 && screens < 40; screens += 1) await page.mouse.wheel(0, 600);
    await add.click();
    await page.getByRole('banner').getByRole('link', { name: w.cart }).click();
    await expect(page).toHaveURL(/\/my-cart\/?$/);
    await page.getByRole('main').getByRole('button', { name: w.checkout }).last().click();
    await expect(page).toHaveURL(/\/checkout$/);

    // the date is not touched: the checkout opens on the next day, whose times are listed from its opening
    const date = page.locator('#checkout-date');
    const time = page.locator('#checkout-time');
    await expect(page.getByLabel(w.date, { exact: true })).toHaveValue(dayAfter);
    await expect(date.locator(`option[value="${tomorrow}"]`)).toHaveCount(1);
    await expect(time.locator('option[value="10:00"]')).toHaveCount(1);
    await expect(time.locator('option[value="asap"]')).toHaveCount(0);
    await expect(page.getByLabel(w.time, { exact: true })).toHaveValue('');
    await expect(page.getByText(w.noTimes)).toHaveCount(0);
    await page.screenshot({ path: `/tmp/night-order-checkout-${locale}.png` });
  });
}
