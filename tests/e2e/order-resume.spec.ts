import { expect, test } from '@playwright/test';
import { BEN_THANH_DELIVERY, fillCheckout, insertOpenOrder, loggedInCustomer, openCheckout, orderNoOf, placeOrder, useLocale } from '../support/e2e-steps';

/**
 * SPEC §2 Home: an order found by its number while it is still being put together (ordering) opens the
 * cart with that order's dishes in it, priced from its store's menu today (SPEC §8 "Dishes unavailable"
 * for a dish the store has no more), so the customer can finish it.
 */

test.describe.configure({ timeout: 60_000 });

const NOTICE = {
  en: 'These dishes are not available at this store and were removed from your cart: Bánh đã ngừng bán',
  vi: 'Các món sau không có tại cửa hàng này và đã được xóa khỏi giỏ hàng: Bánh đã ngừng bán',
  ja: '次の料理はこの店舗では提供していないため、カートから削除しました：Bánh đã ngừng bán',
} as const;

const PHO_NAMES = {
  en: { dish: 'Rare Beef Phở', size: 'Regular' },
  vi: { dish: 'Phở bò tái', size: 'Tô vừa' },
  ja: { dish: '牛肉のフォー（レア）', size: '並' },
} as const;

test("should put an open order's dishes found on home back in the cart at today's prices and name the one no longer sold", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request);
  const { orderNo } = await insertOpenOrder(request, { customer: account }, {
    foods: [
      { menucd: 'PHO001', menuid: 'PHO001_mT001_oT005x1', menunm: 'Phở bò tái', price: 60000, quantity: 2, meisaikb: 0, stuckb: 2, tax_rate: 8, active_flag: true },
      { menucd: 'T001', menuid: 'PHO001_mT001_oT005x1', menunm: 'Tô vừa', price: 0, quantity: 1, meisaikb: 2 },
      { menucd: 'T005', menuid: 'PHO001_mT001_oT005x1', menunm: 'Trứng chần', price: 7000, quantity: 1, meisaikb: 6 },
      { menucd: 'GONE01', menuid: 'GONE01', menunm: 'Bánh đã ngừng bán', price: 20000, quantity: 1, meisaikb: 0, active_flag: true },
    ],
  });

  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find an order' });
  await search.getByLabel('Order number').fill(orderNo);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/my-cart\/$/);

  const lines = page.getByRole('list', { name: 'Dishes in your cart' });
  const pho = lines.getByRole('listitem', { name: 'Rare Beef Phở' });
  await expect(pho).toBeVisible();
  /** Two bowls with an egg at today's prices: 2 × (65,000 + 8,000), not the order's 2 × 67,000. */
  await expect(pho).toContainText('146,000');
  await expect(lines.locator(':scope > li')).toHaveCount(1);
  const notice = page.getByRole('alert').filter({ hasText: 'Bánh đã ngừng bán' });
  await expect(notice).toHaveText(new RegExp(NOTICE.en));

  const shots = process.env.SHOTS_DIR;
  for (const locale of ['en', 'vi', 'ja'] as const) {
    if (locale !== 'en') await page.getByRole('group', { name: /Language|Ngôn ngữ|言語/ }).locator(`button[lang="${locale}"]`).click();
    await expect(notice).toContainText(NOTICE[locale]);
    // the resumed line is named as the menu of the interface language names the dish and its toppings
    const shown = page.getByRole('list', { name: /Dishes in your cart|Các món trong giỏ hàng|カート内の料理/ });
    await expect(shown.getByRole('listitem', { name: PHO_NAMES[locale].dish })).toContainText(PHO_NAMES[locale].size);
    if (shots) await page.screenshot({ path: `${shots}/order-resume-${locale}.png` });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});

const CONTINUED = {
  en: (orderNo: string) => `You are finishing order ${orderNo}: it keeps its number.`,
  vi: (orderNo: string) => `Bạn đang hoàn tất đơn hàng ${orderNo}: đơn vẫn giữ nguyên số.`,
  ja: (orderNo: string) => `注文 ${orderNo} の続きを進めています。注文番号はそのままです。`,
} as const;

const ORDER_NUMBER = { en: 'Order number', vi: 'Mã đơn hàng', ja: '注文番号' } as const;

test('should place the open order found on home under its own number: the status page shows the number that was searched', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request);
  const { orderNo } = await insertOpenOrder(request, { customer: account });

  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find an order' });
  await search.getByLabel('Order number').fill(orderNo);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/my-cart\/$/);
  await expect(
    page.getByRole('list', { name: 'Dishes in your cart' }).getByRole('listitem', { name: 'Rare Beef Phở' }),
  ).toBeVisible();
  const continued = page.getByRole('main').getByText(CONTINUED.en(orderNo));
  await expect(continued).toBeVisible();

  const shots = process.env.SHOTS_DIR;
  for (const locale of ['vi', 'ja', 'en'] as const) {
    await page
      .getByRole('group', { name: /Language|Ngôn ngữ|言語/ })
      .locator(`button[lang="${locale}"]`)
      .click();
    await expect(page.getByRole('main')).toContainText(CONTINUED[locale](orderNo));
    if (shots) await page.screenshot({ path: `${shots}/order-continued-${locale}.png` });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  // a reload keeps which order the cart finishes
  await page.reload();
  await expect(continued).toBeVisible();

  // the menu's store panel names the order being finished: at 390 px in the folded "Store and delivery" section
  await page.goto('/main-menu');
  const side = page.getByRole('complementary', { name: /^(Store and delivery|Cửa hàng và giao hàng|店舗と配達)$/ });
  await side.locator('summary').click();
  for (const locale of ['vi', 'ja', 'en'] as const) {
    await page.getByRole('group', { name: /Language|Ngôn ngữ|言語/ }).locator(`button[lang="${locale}"]`).click();
    await expect(side.locator(`dt:text-is("${ORDER_NUMBER[locale]}") + dd`)).toHaveText(orderNo);
    if (shots) await side.screenshot({ path: `${shots}/store-panel-order-number-${locale}.png` });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  // on a desktop the panel is the left column, open
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('region', { name: 'Your store' }).locator('dt:text-is("Order number") + dd')).toHaveText(orderNo);
  if (shots) await page.screenshot({ path: `${shots}/store-panel-order-number-1280-en.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
  await expect(continued).toBeVisible();

  await openCheckout(page);
  await fillCheckout(page, { pickup: true, method: 'Cash' });
  await placeOrder(page);

  await expect(page).toHaveURL(/\/delivery-status\?orderNo=/);
  expect(orderNoOf(page)).toBe(orderNo);
  await expect(page.getByRole('main')).toContainText(orderNo);
  const read = await request.post('/api/delivery/get-delivery-info-by-order-no', {
    data: { order_no: orderNo },
    headers: { Authorization: `Bearer ${account.access}` },
  });
  expect(((await read.json()) as { data: { info: { status: string } } }).data.info.status).toBe('orderSent');
  // no second order was inserted for the same dishes: the customer's only order is the one continued
  const orders = await request.post('/api/delivery/get-user-order', {
    headers: { authorization: `Bearer ${account.access}` },
    data: { user_id: account.customerId, tab: 'all' },
  });
  expect(orders.status()).toBe(200);
  expect(
    ((await orders.json()) as { data: { data: { order_no: string }[] } }).data.data.map((o) => o.order_no),
  ).toEqual([orderNo]);
});

test('should take an open delivery order found on home to the checkout with its address and place it under its own number', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request);
  const { orderNo } = await insertOpenOrder(request, { customer: account }, { delivery: BEN_THANH_DELIVERY });

  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find an order' });
  await search.getByLabel('Order number').fill(orderNo);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/my-cart\/$/);
  await expect(page.getByRole('main').getByText(CONTINUED.en(orderNo))).toBeVisible();

  await openCheckout(page);
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByRole('radio', { name: 'Delivery', exact: true })).toBeChecked();
  await expect(form.getByTestId('delivery-address')).toContainText('Chợ Bến Thành');
  await fillCheckout(page, { method: 'Cash' });
  await placeOrder(page);

  await expect(page).toHaveURL(/\/delivery-status\?orderNo=/);
  expect(orderNoOf(page)).toBe(orderNo);
  await expect(page.getByRole('main')).toContainText(orderNo);
  const read = await request.post('/api/delivery/get-delivery-info-by-order-no', {
    data: { order_no: orderNo },
    headers: { Authorization: `Bearer ${account.access}` },
  });
  const placed = ((await read.json()) as { data: { info: { status: string; pick_up_at_store: boolean; delivery_to: string | null } } }).data.info;
  expect(placed).toMatchObject({ status: 'orderSent', pick_up_at_store: false });
  expect(placed.delivery_to).toContain('Chợ Bến Thành');
});
