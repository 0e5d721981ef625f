import { expect, test } from '@playwright/test';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, placeOrder, switchLocale, useLocale } from '../support/e2e-steps';

/**
 * A declined MoMo payment is paid again from the delivery status page, on a phone: the notice promises the
 * repay button only with the button under it, and the button opens a new MoMo payment that settles the order.
 * The checkout is walked in English (the shared steps' labels); the status page is then read in the locale
 * under test.
 */

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const TEXT = {
  vi: {
    failed: 'Thanh toán thất bại. Bạn có thể thanh toán lại bên dưới hoặc gọi đường dây nóng.',
    payAgain: 'Thanh toán lại bằng MoMo',
    paid: 'Đã nhận thanh toán. Cảm ơn bạn!',
  },
  ja: {
    failed: '支払いに失敗しました。下から再度お支払いいただくか、ホットラインへお電話ください。',
    payAgain: 'MoMoで再度支払う',
    paid: 'お支払いを受け付けました。ありがとうございます！',
  },
} as const;

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
});

for (const locale of ['vi', 'ja'] as const) {
  test(`should pay a declined MoMo order again from the status page (${locale}, 390 px)`, async ({ page, request }) => {
    const text = TEXT[locale];
    await useLocale(page, 'en');
    await loggedInCustomer(page, request);
    await fillCart(page);
    await openCheckout(page);
    await fillCheckout(page, { pickup: true, method: 'MoMo' });
    await placeOrder(page);
    await expect(page).toHaveURL(/\/sandbox\/momo\?/);
    const orderNo = new URL(page.url()).searchParams.get('orderId')!.replace(/-\d+$/, '');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(new RegExp(`/delivery-status\\?orderNo=${orderNo}`));

    // after a reload too, the notice points at a button that is there
    await switchLocale(page, locale);
    await expect(page.getByText(text.failed)).toBeVisible();
    const payAgain = page.getByRole('button', { name: text.payAgain });
    await expect(payAgain).toBeVisible();
    await payAgain.click();

    await expect(page).toHaveURL(/\/sandbox\/momo\?/);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(`${orderNo}-2`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/delivery-status\\?orderNo=${orderNo}`));
    await expect(page.getByText(text.paid)).toBeVisible();
  });
}
