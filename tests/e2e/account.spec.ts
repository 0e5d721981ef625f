import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, orderNoOf, placeOrder, useLocale } from '../support/e2e-steps';

/**
 * The account screens about places, orders and favourites, on a 390 px phone in Vietnamese
 * and English. Orders are placed through the checkout for tomorrow's first slot, so the hour of the run
 * does not matter; their creation day is the server's today, which the history's default range ends on.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ request }) => {
  await request.post('/sandbox/sms/reset-limits', { headers: { accept: 'application/json' } });
});

/** A business date (Ho Chi Minh City) `days` from today as a date input takes it. */
const businessDate = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });

/** Nothing scrolls sideways at 390 px nor at 320 px, and axe finds no serious or critical WCAG A/AA violation. */
async function expectPhoneReady(page: Page) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 320, height: 844 });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test('should add, edit, set default and delete saved addresses, never the one selected for ordering (vi)', async ({ page, request }) => {
  await useLocale(page, 'vi');
  const account = await loggedInCustomer(page, request, 'Lê Thị Hoa');
  await page.goto('/address-manage?isAddMode=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý địa chỉ' })).toBeVisible();

  /** Picks a suggestion; the form shows the place's address as the maps service words it (`shown`). */
  const addPlace = async (typed: string, suggestion: RegExp, shown = typed) => {
    const form = page.getByRole('group', { name: 'Địa chỉ mới' });
    await form.getByRole('combobox', { name: 'Địa chỉ' }).fill(typed);
    await form.getByRole('option', { name: suggestion }).click();
    await expect(form.getByTestId('picked-place')).toContainText(shown);
    await form.getByLabel('Số điện thoại liên hệ').fill(account.phone);
    return form;
  };

  // isAddMode opens the form at once; the first address becomes the default, and the session selects it
  let form = await addPlace('Chợ Bến Thành', /Chợ Bến Thành/);
  await expect(form.getByLabel('Tên người liên hệ')).toHaveValue('Lê Thị Hoa');
  await form.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu địa chỉ.' })).toBeVisible();
  const cards = page.getByTestId('saved-address');
  await expect(cards).toHaveCount(1);
  const benThanh = cards.filter({ hasText: 'Chợ Bến Thành' });
  await expect(benThanh).toContainText('Mặc định');
  await expect(benThanh).toContainText('Đang dùng để đặt hàng');

  // a copy of a saved address is not saved twice
  await page.getByRole('button', { name: 'Thêm địa chỉ mới' }).click();
  form = await addPlace('Chợ Bến Thành', /Chợ Bến Thành/);
  await expect(form.getByText('Địa chỉ này đã được lưu.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Lưu địa chỉ' })).toBeDisabled();
  await form.getByRole('button', { name: 'Hủy' }).click();

  await page.getByRole('button', { name: 'Thêm địa chỉ mới' }).click();
  form = await addPlace('Dinh Độc Lập', /Dinh Độc Lập/, '135 Nam Kỳ Khởi Nghĩa');
  await form.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(cards).toHaveCount(2);
  const palace = cards.filter({ hasText: '135 Nam Kỳ Khởi Nghĩa' });

  // edit
  await palace.getByRole('button', { name: 'Sửa' }).click();
  const edit = page.getByRole('group', { name: 'Sửa địa chỉ' });
  await edit.getByLabel('Tên người liên hệ').fill('Trần Văn Bình');
  await edit.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(palace).toContainText('Trần Văn Bình');

  // set default: the default moves, the selection for ordering stays
  await palace.getByRole('button', { name: 'Đặt làm mặc định' }).click();
  await expect(palace).toContainText('Mặc định');
  await expect(benThanh).not.toContainText('Mặc định');

  // the selected address cannot be deleted; another one can, after a confirmation
  await expect(benThanh.getByRole('button', { name: 'Xóa' })).toBeDisabled();
  await palace.getByRole('button', { name: 'Xóa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xóa địa chỉ này?' });
  await dialog.getByRole('button', { name: 'Xóa' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã xóa địa chỉ.' })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expectPhoneReady(page);
});

test('should find two orders in your-order tabs and in the history by date range, then reorder one (en)', async ({ page, request }) => {
  await useLocale(page, 'en');
  const account = await loggedInCustomer(page, request);
  const orderNos: string[] = [];
  for (let i = 0; i < 2; i++) {
    await fillCart(page);
    await openCheckout(page);
    await fillCheckout(page, { pickup: true, method: 'Cash' });
    await placeOrder(page);
    await expect(page).toHaveURL(/\/delivery-status\?/);
    orderNos.push(orderNoOf(page));
  }

  // your orders: both under All, and under the tab the server files them in
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Your orders' }).click();
  await expect(page).toHaveURL(/\/your-order$/);
  const rows = page.getByTestId('order-row');
  for (const orderNo of orderNos) await expect(rows.filter({ hasText: orderNo })).toHaveCount(1);
  const tabsOf = { payment_processing: 'Payment processing', on_going: 'In progress' } as const;
  for (const [tab, label] of Object.entries(tabsOf)) {
    const answer = await request.post('/api/delivery/get-user-order', {
      headers: { authorization: `Bearer ${account.access}` },
      data: { user_id: account.customerId, tab },
    });
    const listed = ((await answer.json()) as { data: { total: number } }).data.total;
    await page.getByRole('button', { name: label }).click();
    await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    if (listed === 2) for (const orderNo of orderNos) await expect(rows.filter({ hasText: orderNo })).toHaveCount(1);
    else await expect(page.getByText('No orders here.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Cancelled' }).click();
  await expect(page.getByText('No orders here.')).toBeVisible();
  await expectPhoneReady(page);

  // the history: the last 30 days at first; no future date; a range of today finds both, an old one none
  await page.goto('/order-history');
  for (const orderNo of orderNos) await expect(rows.filter({ hasText: orderNo })).toHaveCount(1);
  await expect(rows.first()).toContainText('Pickup:');
  const range = page.getByRole('form', { name: 'Date range' });
  await range.getByLabel('From').fill(businessDate(1));
  await expect(range.getByText('A date cannot be in the future.')).toBeVisible();
  await expect(range.getByRole('button', { name: 'Search' })).toBeDisabled();
  await range.getByLabel('From').fill(businessDate(-40));
  await range.getByLabel('To').fill(businessDate(-35));
  await range.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No orders here.')).toBeVisible();
  await range.getByLabel('From').fill(businessDate(0));
  await range.getByLabel('To').fill(businessDate(0));
  await range.getByRole('button', { name: 'Search' }).click();
  await expect(rows).toHaveCount(2);
  await expectPhoneReady(page);

  // the detail and reorder
  await rows.filter({ hasText: orderNos[0]! }).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${orderNos[0]}$`));
  await expect(page.getByTestId('order-items')).toContainText('Phở Rolls');
  await expect(page.getByTestId('order-total')).toBeVisible();
  await expectPhoneReady(page);
  await page.getByRole('button', { name: 'Reorder' }).click();
  // the reorder opens a ready checkout: the order's dishes, at the store it was picked up at
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('main')).toContainText('Phở Rolls');
});

test('should favourite a dish from the menu, add it to the cart from /your-favorite and remove it (en)', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request);
  await page.goto('/');
  await page.getByRole('combobox', { name: /Delivery address/ }).fill('Chợ Bến Thành');
  await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  await page.getByRole('button', { name: 'Confirm location' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
  const heart = page.getByRole('button', { name: 'Favourite: Phở Rolls' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/your-favorite$/);
  const favourite = page.getByTestId('favourite').filter({ hasText: 'Phở Rolls' });
  await expect(favourite).toBeVisible();
  await favourite.getByRole('button', { name: 'Add Phở Rolls to the cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Phở Rolls was added to the cart.' })).toBeVisible();
  await favourite.getByRole('button', { name: 'Remove Phở Rolls from favourites' }).click();
  await expect(page.getByText('You have no favourite dishes yet.')).toBeVisible();
  await expectPhoneReady(page);
});

for (const locale of ['vi', 'en'] as const) {
  test(`should open a screen, not the 404 page, from every account menu and profile entry (${locale})`, async ({ page, request }) => {
    const notFound = locale === 'vi' ? 'Không tìm thấy trang' : 'Page not found';
    await useLocale(page, locale);
    await loggedInCustomer(page, request);
    await page.goto('/profile');
    const manage = page.getByRole('navigation', { name: locale === 'vi' ? 'Quản lý' : 'Manage' });
    const profileLinks = await manage.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    await page.getByRole('button', { name: locale === 'vi' ? /Menu tài khoản/ : /Account menu/ }).click();
    const menuLinks = await page.locator('header').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const hrefs = [...new Set([...profileLinks, ...menuLinks])].filter((href) => href.startsWith('/') && href !== '/');
    expect(hrefs).toEqual(expect.arrayContaining(['/your-order', '/address-manage', '/order-history', '/your-favorite']));
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: notFound })).toHaveCount(0);
    }
  });
}

test('should send a guest from /your-order and /order-history to home', async ({ page }) => {
  await useLocale(page, 'en');
  for (const path of ['/your-order', '/order-history']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
