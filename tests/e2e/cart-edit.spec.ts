import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chooseMandatory, initialSelection, selectionToCartLine, setOptionalQuantity, type DishDetail } from '../../domain/toppings';
import { formatPrice } from '../../src/lib/format';
import { useLocale, type Locale } from '../support/e2e-steps';

/**
 * A cart line's toppings are changed in place on a 390 px phone: the cart's "Change" opens the dish's detail on the
 * line's own choices, "Update the cart" replaces the line, and Back leaves it as it was. The browser clock is fixed at
 * 10:30 in Ho Chi Minh City on the day after the real one, so the store is open whatever the real time is; Chromium's
 * native Temporal ignores Playwright's clock, so the page uses the polyfill.
 */

const PHONE = { width: 390, height: 844 };
/** Rare Beef Phở (server/db/seed-data/menu.ts): a size to choose and extras. */
const DISH = 'PHO001';
/** The store the Nhà thờ Đức Bà address is served from (Nguyễn Huệ). */
const STORE = 'S001';

const WORDS = {
  en: {
    address: /Delivery address/,
    confirm: 'Confirm location',
    chooseOptions: (name: string) => `Choose options for ${name}`,
    more: (name: string) => `More ${name}`,
    fewer: (name: string) => `Fewer ${name}`,
    quantityOf: (name: string) => `Quantity of ${name}`,
    add: 'Add to cart',
    viewCart: 'View cart',
    lines: 'Dishes in your cart',
    toppings: 'Toppings',
    change: (name: string) => `Change the toppings of ${name}`,
    update: 'Update the cart',
  },
  vi: {
    address: /Địa chỉ giao hàng/,
    confirm: 'Xác nhận địa điểm',
    chooseOptions: (name: string) => `Chọn tùy chọn cho ${name}`,
    more: (name: string) => `Thêm ${name}`,
    fewer: (name: string) => `Bớt ${name}`,
    quantityOf: (name: string) => `Số lượng ${name}`,
    add: 'Thêm vào giỏ',
    viewCart: 'Xem giỏ hàng',
    lines: 'Các món trong giỏ hàng',
    toppings: 'Topping',
    change: (name: string) => `Đổi topping của ${name}`,
    update: 'Cập nhật giỏ hàng',
  },
} as const;

/** The dish as the API gives it in `locale`, and the store's tax the cart prices it with. */
async function dishOf(request: APIRequestContext, locale: Locale) {
  const answer = await request.post('/api/delivery/get-menu-detail-with-topping', {
    data: { menucd: DISH, lang: locale, brand_id: 1, storecd: STORE },
  });
  const raw = (await answer.json()).data.data;
  const detail: DishDetail = { ...raw, food: { ...raw.food, image: raw.food.image ?? '' } };
  const stores = (await (await request.post('/api/delivery/get-all-store', { data: {} })).json()).data;
  const storeTax = stores.store.find((s: { code: string }) => s.code === STORE).tax;
  return { detail, storeTax };
}

const totalOf = async (page: Page) => Number((await page.getByTestId('cart-total').textContent())!.replace(/\D/g, ''));

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 60_000 });

for (const locale of ['en', 'vi'] as const) {
  test(`should change a cart line's toppings in place and keep it on Back (${locale})`, async ({ page, request }) => {
    const words = WORDS[locale];
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
    await page.addInitScript(() => {
      delete (globalThis as { Temporal?: unknown }).Temporal;
    });
    await page.clock.setFixedTime(new Date(`${tomorrow}T10:30:00+07:00`));
    await useLocale(page, locale);
    const { detail, storeTax } = await dishOf(request, locale);
    const name = detail.food.menunm;
    const [regular, large] = detail.topping.mandatory[0]!.items;
    const [beef, egg] = detail.topping.option[0]!.items;
    const before = selectionToCartLine(detail, setOptionalQuantity(detail, initialSelection(detail), egg!.menucd, 1), { storeTax });
    const after = selectionToCartLine(
      detail,
      setOptionalQuantity(detail, chooseMandatory(detail, initialSelection(detail), 0, large!.menucd), beef!.menucd, 1),
      { storeTax },
    );

    await page.goto('/');
    await page.getByRole('combobox', { name: words.address }).fill('Nha tho Duc Ba');
    await page.getByRole('option', { name: /Nhà thờ Đức Bà/ }).click();
    await page.getByRole('button', { name: words.confirm }).click();
    await expect(page).toHaveURL(/\/main-menu$/);

    // The dish with its first size and one egg.
    await page.getByRole('link', { name: words.chooseOptions(name) }).click();
    await page.getByRole('button', { name: words.more(egg!.menunm) }).click();
    await page.getByRole('button', { name: words.add, exact: true }).click();
    await expect(page).toHaveURL(/\/main-menu$/);
    await page.getByRole('link', { name: new RegExp(words.viewCart) }).click();
    await expect(page).toHaveURL(/\/my-cart\/?$/);

    const lines = page.getByRole('list', { name: words.lines }).locator(':scope > li');
    const line = page.getByRole('listitem', { name });
    await expect(lines).toHaveCount(1);
    await expect(line.getByRole('list', { name: words.toppings }).getByRole('listitem')).toHaveText([
      regular!.menunm,
      `${egg!.menunm} ×1 +${formatPrice(egg!.price, locale)}`,
    ]);
    await expect(line.getByText(formatPrice(before.totalPrice, locale), { exact: true })).toBeVisible();
    const totalBefore = await totalOf(page);
    // the link's name starts with the word it shows, so a voice user can say what they see
    const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

    // Back from the detail changes nothing.
    await line.getByRole('link', { name: words.change(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/detail\\?product_code=${DISH}&line=`));
    await expect(page.getByLabel(words.quantityOf(egg!.menunm))).toHaveText('1');
    await page.goBack();
    await expect(page).toHaveURL(/\/my-cart\/?$/);
    await expect(line.getByText(formatPrice(before.totalPrice, locale), { exact: true })).toBeVisible();

    // The detail opens on the line's choices; the new ones replace the line.
    await line.getByRole('link', { name: words.change(name) }).click();
    await expect(page.getByRole('radio', { name: new RegExp(regular!.menunm) })).toBeChecked();
    await expect(page.getByLabel(words.quantityOf(egg!.menunm))).toHaveText('1');
    await expect(page.getByRole('button', { name: words.add, exact: true })).toHaveCount(0);
    await page.getByRole('radio', { name: new RegExp(large!.menunm) }).check();
    await page.getByRole('button', { name: words.fewer(egg!.menunm) }).click();
    await page.getByRole('button', { name: words.more(beef!.menunm) }).click();
    await page.getByRole('button', { name: words.update }).click();

    await expect(page).toHaveURL(/\/my-cart\/?$/);
    await expect(lines).toHaveCount(1);
    await expect(line.getByRole('list', { name: words.toppings }).getByRole('listitem')).toHaveText([
      `${large!.menunm} +${formatPrice(large!.price, locale)}`,
      `${beef!.menunm} ×1 +${formatPrice(beef!.price, locale)}`,
    ]);
    await expect(line.getByText(formatPrice(after.totalPrice, locale), { exact: true })).toBeVisible();
    await expect.poll(() => totalOf(page)).toBe(totalBefore + after.totalPrice - before.totalPrice);
    // the change is kept like any other cart change
    await page.reload();
    await expect(line.getByText(formatPrice(after.totalPrice, locale), { exact: true })).toBeVisible();
    await expect(lines).toHaveCount(1);
  });
}
