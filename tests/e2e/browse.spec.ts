import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cartTotals } from '../../domain/totals';
import { deliveryFee } from '../../domain/delivery-fee';
import { dishToCartLine, initialSelection, chooseMandatory, selectionToCartLine, setOptionalQuantity } from '../../domain/toppings';
import { formatDong } from '../../domain/money';
import { useLocale, withSettings } from '../support/e2e-steps';

import type { Locale } from '../support/e2e-steps';

/** A price as the vi interface shows it ("65.000 ₫": Vietnamese digit grouping). */
const price = (value: number) => `${formatDong(value).replaceAll(',', '.')} ₫`;

/**
 * The customer turns to home's order form (a pointer over it): on a first visit the app hydrates the server's home only
 * then, and the store list and the default store's flow are the app's to load.
 */
const turnToOrderForm = (page: Page, name: string) => page.getByRole('region', { name }).hover();

/** Types an address, picks the suggestion and waits for the nearest store. */
async function chooseAddress(page: Page, label: RegExp, typed: string, suggestion: RegExp) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(typed);
  await page.getByRole('option', { name: suggestion }).click();
}

/** Expected cart of PHO001 at S001 with Large and two extras, priced by domain/ from the API's own data. */
async function expectedPho(request: APIRequestContext, placeId: string, lang: Locale) {
  const detailAnswer = await request.post('/api/delivery/get-menu-detail-with-topping', {
    data: { menucd: 'PHO001', lang, brand_id: 1, storecd: 'S001' },
  });
  const raw = (await detailAnswer.json()).data.data;
  const detail = { ...raw, food: { ...raw.food, image: raw.food.image ?? '' } };
  // The second size (not the preselected first one), and the first two extras.
  const large = detail.topping.mandatory[0].items[1];
  const [beef, egg] = detail.topping.option[0].items;
  let selection = chooseMandatory(detail, initialSelection(detail), 0, large.menucd);
  selection = setOptionalQuantity(detail, selection, beef.menucd, 1);
  selection = setOptionalQuantity(detail, selection, egg.menucd, 1);
  const stores = (await (await request.post('/api/delivery/get-all-store', { data: {} })).json()).data;
  const store = stores.store.find((s: { code: string }) => s.code === 'S001');
  const place = (await (await request.get(`/api/maps/place-details?place_id=${placeId}`)).json()).result;
  const rows = (
    await (
      await request.post('/api/maps/driving-distances', {
        data: { origin: { lat: place.lat, lng: place.lng }, destinations: [{ id: 'S001', lat: store.latitude, lng: store.longitude }] },
      })
    ).json()
  ).rows;
  const tiers = stores.delivery_fee_list.filter((t: { storecd: string }) => t.storecd === 'S001');
  const fee = deliveryFee(rows[0].distance.value, { isMall: store.is_mall ?? false, tiers });
  const line = selectionToCartLine(detail, selection, { storeTax: store.tax });
  return {
    name: detail.food.menunm as string,
    large: large.menunm as string,
    beef: beef.menunm as string,
    egg: egg.menunm as string,
    once: cartTotals([line], { deliveryFee: fee }).totalWithFee,
    twice: cartTotals([{ ...line, quantity: 2, amount: line.amount * 2, vat: line.vat * 2, includedVat: line.includedVat * 2 }], { deliveryFee: fee })
      .totalWithFee,
  };
}

test('should order a dish with toppings from an address, keep the cart on reload and merge the same dish (vi)', async ({ page, request }) => {
  await useLocale(page, 'vi');
  const expected = await expectedPho(request, 'hcm-lm-nha-tho-duc-ba-sai-gon', 'vi');
  await page.goto('/');
  const confirm = page.getByRole('button', { name: 'Xác nhận địa điểm' });
  await expect(confirm).toBeDisabled();
  await chooseAddress(page, /Địa chỉ giao hàng/, 'Nha tho Duc Ba', /Nhà thờ Đức Bà/);
  await expect(page.getByText(/Cửa hàng gần nhất: .*Nguyễn Huệ/)).toBeVisible();
  await confirm.click();
  await expect(page).toHaveURL(/\/main-menu$/);

  const addPho = async () => {
    await page.getByRole('link', { name: `Chọn tùy chọn cho ${expected.name}` }).click();
    await expect(page).toHaveURL(/\/detail\?product_code=PHO001$/);
    await page.getByRole('radio', { name: new RegExp(expected.large) }).check();
    await page.getByRole('button', { name: `Thêm ${expected.beef}` }).click();
    await page.getByRole('button', { name: `Thêm ${expected.egg}` }).click();
    await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await expect(page).toHaveURL(/\/main-menu$/);
  };
  await addPho();
  const cartLink = page.getByRole('banner').getByRole('link', { name: /Giỏ hàng/ });
  await cartLink.click();
  await expect(page.getByTestId('cart-total')).toHaveText(price(expected.once));
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText(price(expected.once));

  await page.goto('/main-menu');
  await addPho();
  await cartLink.click();
  await expect(page.getByRole('listitem', { name: expected.name }).getByLabel(`Số lượng ${expected.name}`)).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(price(expected.twice));
});

test('should mark a sold-out dish, refuse it, and strike through a sold-out line in the cart (en)', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/');
  await chooseAddress(page, /Delivery address/, 'Chợ Bến Thành', /Chợ Bến Thành/);
  await page.getByRole('button', { name: 'Confirm location' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);

  const soldOut = page.getByRole('button', { name: 'Crab Tapioca Noodle Soup is sold out' });
  await expect(soldOut).toBeDisabled();
  const card = page.getByRole('listitem').filter({ has: soldOut });
  // the stamp is text in the interface language, not a picture of English words
  await expect(card.getByRole('img', { name: 'Sold out' })).toHaveText('Sold out');

  await page.getByRole('button', { name: 'Add Phở Rolls to the cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Cart/ })).toContainText('1');

  // A line of a dish that sold out after it was added (as a reload would restore it).
  await page.evaluate((line) => {
    const cart = JSON.parse(window.localStorage.getItem('cart') ?? '{"lines":[]}');
    cart.lines.push(line);
    window.localStorage.setItem('cart', JSON.stringify(cart));
  }, dishToCartLine({ menucd: 'BUN008', menunm: 'Crab Tapioca Noodle Soup', price: 79000, image: '/media/menu/BUN008.webp', tax_rate: 8, stuckb: 2 }, 1, { storeTax: 8 }));
  await page.goto('/my-cart/');
  const line = page.getByRole('listitem', { name: 'Crab Tapioca Noodle Soup' });
  await expect(line.locator('s')).toHaveText('Crab Tapioca Noodle Soup');
  await expect(line.getByRole('img', { name: 'Sold out' })).toBeVisible();
  await expect(line.getByRole('button', { name: 'More Crab Tapioca Noodle Soup' })).toBeDisabled();
  await expect(page.getByRole('listitem', { name: 'Phở Rolls' }).getByRole('button', { name: 'More Phở Rolls' })).toBeEnabled();
});

test('should remove a line only after confirmation and show the empty cart (ja)', async ({ page }) => {
  await useLocale(page, 'ja');
  await page.goto('/');
  await chooseAddress(page, /お届け先住所/, 'Chợ Bến Thành', /Chợ Bến Thành/);
  await page.getByRole('button', { name: '場所を確定' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
  await page.getByRole('button', { name: /フォー.*をカートに追加|をカートに追加/ }).first().click();
  await page.getByRole('banner').getByRole('link', { name: /カート/ }).click();

  const remove = page.getByRole('button', { name: /を削除$/ });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'この料理を削除しますか？' });
  await dialog.getByRole('button', { name: '残す' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeVisible();
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'カートは空です。' })).toBeVisible();
  await expect(page.getByRole('button', { name: '注文手続きへ' })).toBeDisabled();
});

test('should show the allowed km and keep confirm disabled for an address out of range (en)', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/');
  await chooseAddress(page, /Delivery address/, 'Địa đạo Củ Chi', /Địa đạo Củ Chi/);
  await expect(page.getByRole('alert')).toHaveText(/farther than the \d+(\.\d+)? km we deliver to/);
  await expect(page.getByRole('button', { name: 'Confirm location' })).toBeDisabled();
});

test('should switch the type with its message for a store without pickup when takeaway is on (vi)', async ({ page }) => {
  await useLocale(page, 'vi');
  await withSettings(page, { useFeatureTakeaway: 'true' });
  await page.goto('/');
  await turnToOrderForm(page, 'Bắt đầu đặt món');
  const picker = page.getByRole('group', { name: 'Chọn cửa hàng' });
  await picker.getByRole('button', { name: 'Xem thêm' }).click();
  await picker.getByRole('radio', { name: /Cộng Hòa/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Cửa hàng này không hỗ trợ nhận tại cửa hàng' })).toBeVisible();
  await picker.getByRole('radio', { name: /Phan Xích Long/ }).check();
  await expect(page.getByText('Cửa hàng này không hỗ trợ nhận tại cửa hàng')).toBeHidden();
  await page.getByRole('button', { name: 'Xác nhận địa điểm' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Chọn cửa hàng' })).toBeVisible();
});

test('should remove a dish the new store lacks when the store changes, with a notice (en)', async ({ page }) => {
  await useLocale(page, 'en');
  await withSettings(page, { useFeatureTakeaway: 'true' });
  await page.goto('/');
  await turnToOrderForm(page, 'Start your order');
  await page.getByRole('group', { name: 'Choose a store' }).getByRole('radio', { name: /Nguyễn Huệ/ }).check();
  await page.getByRole('button', { name: 'Confirm location' }).click();
  await page.getByRole('button', { name: 'Rolls & Starters' }).click();
  await page.getByRole('button', { name: /^Add Chả Cá Lã Vọng.* to the cart$/ }).click();
  await page.getByRole('button', { name: 'Add Fried Spring Rolls (4) to the cart' }).click();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Store info' }).click();
  const info = page.getByRole('dialog', { name: 'Delivery info' });
  await expect(info).toContainText('Nguyễn Huệ');
  await info.getByRole('button', { name: 'Close' }).click();

  await header.getByRole('button', { name: 'Choose store' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a store' });
  await chooser.getByRole('radio', { name: /Crescent Mall/ }).check();
  await chooser.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'were removed from your cart: Chả Cá Lã Vọng' })).toBeVisible();
  await expect(header.getByRole('link', { name: /Cart/ })).toContainText('1');
});

test('should start the order at a pickup-only default store and switch the type with its message (ja)', async ({ page, request }) => {
  await useLocale(page, 'ja');
  const stores = (await (await request.post('/api/delivery/get-all-store', { data: {} })).json()).data.store as { code: string; name: string }[];
  const pickupOnly = stores.find((s) => s.code === 'S003')!;
  // the pickup-only store is this browser's default store, for the home the server draws as for the app
  await withSettings(page, { useDefaultStore: 'true', useFeatureTakeaway: 'false', defaultStoreCode: pickupOnly.code });
  await page.goto('/');
  await turnToOrderForm(page, '注文を始める');
  // the store card of pickup: the store's name with its address, hours and map link
  const storeCard = page.getByRole('region', { name: '受け取り店舗' });
  await expect(storeCard.getByText(pickupOnly.name, { exact: true })).toBeVisible();
  await expect(storeCard.getByRole('link', { name: 'Google マップで開く' })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.getByRole('radio', { name: '店舗で受け取る' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '配達' })).not.toBeChecked();
  await expect(
    page.getByRole('status').filter({ hasText: 'この店舗は配達を行っていません。ご注文を店頭受け取りに切り替えました。' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '場所を確定' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
});

/**
 * A new order inserted through the API (the server issues its number); a sent one is then moved on by the
 * operator's sandbox control, as the store accepting it would. Returns its number.
 */
async function insertOrder(request: APIRequestContext, status: 'ordering' | 'sent') {
  const line = { menucd: 'PHO001', menuid: 'PHO001', menunm: 'Phở bò', price: 65000, quantity: 1, toppings: [], stuckb: 2, tax_rate: 8, meisaikb: 0 };
  const info = { foods: [line], subTotal: 65000, total: 65000, storeId: 1, storeCode: 'S001', tencd: 'S001', status: 'ordering', isASAP: true, pickUpAtStore: false,
    // the courier books the delivery from these coordinates when the order is advanced
    deliveryTo: '135 Nam Kỳ Khởi Nghĩa, Quận 1', deliveryLocation: { lat: 10.78, lng: 106.7 } };
  const inserted = await request.post('/api/delivery/insert-delivery-info', { data: { info, lang: 'vi' } });
  expect(inserted.ok()).toBe(true);
  const { id, order_no: orderNo } = ((await inserted.json()) as { data: { id: number; order_no: string } }).data;
  if (status === 'sent') {
    const advanced = await request.post(`/sandbox/orders/${id}/advance`, { headers: { accept: 'application/json' } });
    expect(advanced.ok()).toBe(true);
  }
  return orderNo;
}

test('should find an order by its number: not found, an open order to the cart, a sent one to its status (vi)', async ({ page, request }) => {
  await useLocale(page, 'vi');
  const [ordering, sent] = [await insertOrder(request, 'ordering'), await insertOrder(request, 'sent')];
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Tìm đơn hàng' });
  const field = form.getByLabel('Mã đơn hàng');
  const search = form.getByRole('button', { name: 'Tìm kiếm' });
  await expect(search).toBeDisabled();

  await field.fill('000000000');
  await search.click();
  await expect(form.getByRole('alert')).toHaveText('Không tìm thấy đơn hàng. Vui lòng kiểm tra lại mã đơn hàng.');

  await field.fill(ordering);
  await search.click();
  await expect(page).toHaveURL(/\/my-cart\/$/);

  await page.goto('/');
  await page.getByRole('search', { name: 'Tìm đơn hàng' }).getByLabel('Mã đơn hàng').fill(sent);
  await page.getByRole('search', { name: 'Tìm đơn hàng' }).getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page).toHaveURL(new RegExp(`/delivery-status\\?orderNo=${sent}$`));
});

test('should rotate the banners every 4 s and open the dish of a banner with a product code (en)', async ({ page, request }) => {
  await useLocale(page, 'en');
  await withSettings(page, { useBanner: 'true' });
  const brand = (await (await request.get('/api/delivery/get_default_brand_and_default_store')).json()).data.brand;
  const banners = (await (await request.get(`/api/v2/banners/?brand_code=${brand.code}`)).json()).results as { product_code: string | null }[];
  const first = banners.findIndex((b) => b.product_code);
  const count = banners.length;
  // Time runs normally while the page loads and the app hydrates the server's home (on a first visit only once the
  // customer touches it: here the press on the second offer, which only the app can answer), then stands still so
  // the rotation is stepped by hand. Paused before, the app's start-up timers never fire and it never hydrates.
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Offers' });
  await expect(carousel.getByRole('img', { name: new RegExp(`^Offer \\d of ${count}: .+\\. .+`) })).toBeVisible();
  await carousel.getByRole('button', { name: 'Offer 2', exact: true }).click();
  await expect(carousel.getByRole('img', { name: `Offer 2 of ${count}` })).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await carousel.getByRole('button', { name: 'Offer 1', exact: true }).click();
  await expect(carousel.getByRole('img', { name: `Offer 1 of ${count}` })).toBeVisible();
  await page.clock.runFor(4_000);
  await expect(carousel.getByRole('img', { name: `Offer 2 of ${count}` })).toBeVisible();

  const n = first + 1;
  await carousel.getByRole('button', { name: `Offer ${n}`, exact: true }).click();
  await carousel.getByRole('link', { name: `Offer ${n} of ${count}` }).click();
  await expect(page).toHaveURL(new RegExp(`/detail\\?product_code=${banners[first].product_code}$`));
});

test('should keep the menu guards: no store, and coming from Profile logged out, go home (en)', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/main-menu');
  await expect(page).toHaveURL(/\/$/);

  await withSettings(page, { useDefaultStore: 'true' });
  await page.goto('/main-menu');
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/main-menu$/);

  await page.goto('/profile');
  await expect(page.getByText('You are not logged in.')).toBeVisible();
  await page.goto('/main-menu');
  await expect(page).toHaveURL(/\/$/);
});
