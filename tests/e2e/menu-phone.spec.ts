import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dishToCartLine } from '../../domain/toppings';
import { cartTotals } from '../../domain/totals';
import { formatPrice } from '../../src/lib/format';
import { keepLocale, useLocale } from '../support/e2e-steps';

/** The menu on a 390 px phone: compact cards, a category bar that follows the scroll, add feedback, the cart bar, the skeleton. */
const PHONE = { width: 390, height: 844 };
/** Today's card is about 430 px tall; a compact card is a thumbnail row of about 110 px. */
const CARD_MAX_HEIGHT = 130;

const WORDS = {
  en: {
    loading: 'Loading the menu',
    categories: 'Categories',
    add: (name: string) => `Add ${name} to the cart`,
    added: (name: string) => `Added ${name} to your cart`,
    viewCart: 'View cart',
    chooseOptions: (name: string) => `Choose options for ${name}`,
    addFromDetail: 'Add to cart',
  },
  vi: {
    loading: 'Đang tải thực đơn',
    categories: 'Danh mục',
    add: (name: string) => `Thêm ${name} vào giỏ hàng`,
    added: (name: string) => `Đã thêm ${name} vào giỏ hàng`,
    viewCart: 'Xem giỏ hàng',
    chooseOptions: (name: string) => `Chọn tùy chọn cho ${name}`,
    addFromDetail: 'Thêm vào giỏ',
  },
} as const;
type Locale = keyof typeof WORDS;

interface ApiCategory {
  bumoncd: string;
  bumonnm: string;
}
interface ApiDish {
  menucd: string;
  menuname: string;
  baika: number;
  stuckb: 0 | 1 | 2;
  tax_rate: number;
  soldout: boolean;
  has_topping: boolean;
  bumoncd: string;
  img?: string;
}

/** The categories with dishes at the Bến Thành store, and its first dish that goes in the cart without options, in `lang`. */
async function menuOf(request: APIRequestContext, lang: Locale) {
  const store = { brandcd: 'BNSG', storecd: 'S001' };
  const categories = (await (await request.post('/api/delivery/get-master-category', { data: { ...store, lang } })).json()).data as ApiCategory[];
  const dishes = (
    await (await request.post('/api/delivery/get-master-menu', { data: { ...store, bumoncd: '', bunruicd: '', language: lang, theme: 'light' } })).json()
  ).data as ApiDish[];
  const withDishes = categories.filter((c) => dishes.some((d) => d.bumoncd === c.bumoncd));
  const plain = dishes.find((d) => !d.has_topping && !d.soldout);
  const withOptions = dishes.find((d) => d.has_topping && !d.soldout);
  if (!plain || !withOptions || withDishes.length < 2) throw new Error('the seed lacks a plain dish, a dish with options or two categories');
  return { categories: withDishes, dishes, plain, withOptions };
}

/** Home in English → the Bến Thành address → the menu; then the interface language is switched. */
async function openMenuIn(page: Page, locale: Locale) {
  await page.setViewportSize(PHONE);
  await useLocale(page, 'en');
  await page.goto('/');
  await page.getByRole('combobox', { name: /Delivery address/ }).fill('Chợ Bến Thành');
  await page.getByRole('option', { name: /Chợ Bến Thành/ }).click();
  await page.getByRole('button', { name: 'Confirm location' }).click();
  await expect(page).toHaveURL(/\/main-menu$/);
  await keepLocale(page, locale);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const locale of ['en', 'vi'] as const) {
  test(`should browse the menu on a phone in ${locale}: skeleton, compact cards, category bar, add feedback and cart bar`, async ({ page, request }) => {
    const words = WORDS[locale];
    const { categories, plain, withOptions } = await menuOf(request, locale);
    await openMenuIn(page, locale);

    // The menu read is held back: a skeleton shaped like the menu stands in, not a blank page. A first load of the
    // menu is drawn by the server with its dishes; the skeleton is what the app shows on its way there from another
    // screen: here the empty cart's link to the menu (the cart is drawn by the app, in the kept language).
    await page.goto('/my-cart/');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/delivery/get-master-menu', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('main').getByRole('alert').getByRole('link').click();
    await expect(page).toHaveURL(/\/main-menu\/?$/);
    const skeleton = page.getByRole('status', { name: words.loading });
    await expect(skeleton).toBeVisible();
    expect((await skeleton.boundingBox())?.height).toBeGreaterThan(300);
    release();
    await expect(skeleton).toHaveCount(0);

    // Compact cards: a thumbnail row, well under today's 430 px; images carry their size.
    const firstList = page.getByRole('list', { name: new RegExp(categories[0]!.bumonnm) });
    const cards = firstList.locator(':scope > li');
    await expect(cards.first()).toBeVisible();
    for (let i = 0; i < Math.min(await cards.count(), 4); i++) {
      expect((await cards.nth(i).boundingBox())?.height, `card ${i}`).toBeLessThan(CARD_MAX_HEIGHT);
    }
    await expect(cards.first().getByRole('img').first()).toHaveAttribute('width', /\d+/);
    await expect(cards.first().getByRole('img').first()).toHaveAttribute('height', /\d+/);
    // Visible words are part of the buttons' names, and headings go h1 > h2 (category) > h3 (dish).
    const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch', 'heading-order']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

    // The category bar stays under the header and marks the category in view.
    const bar = page.getByRole('navigation', { name: words.categories });
    const second = categories[1]!;
    await page.getByRole('heading', { level: 2, name: second.bumonnm }).evaluate((heading) => heading.closest('section')!.scrollIntoView({ block: 'start' }));
    await expect(bar.getByRole('button', { name: second.bumonnm })).toHaveAttribute('aria-current', 'true');
    const barBox = await bar.boundingBox();
    expect(barBox!.y).toBeGreaterThanOrEqual(0);
    expect(barBox!.y).toBeLessThan(80);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(await noSidewaysScroll(page)).toBe(true);

    // A tap on a category scrolls its section under the bar and marks it.
    const first = categories[0]!;
    await bar.getByRole('button', { name: first.bumonnm }).click();
    await expect(bar.getByRole('button', { name: first.bumonnm })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 2, name: first.bumonnm })).toBeInViewport();

    // Adding a dish: the cart machine's answer is announced and shown; the cart bar appears with count and total.
    const cartBar = page.getByRole('link', { name: new RegExp(words.viewCart) });
    await expect(cartBar).toHaveCount(0);
    await page.getByRole('button', { name: words.add(plain.menuname) }).click();
    await expect(page.getByRole('status').filter({ hasText: words.added(plain.menuname) })).toHaveCount(1);
    await expect(page.getByText(words.added(plain.menuname)).last()).toBeVisible();
    const dishTotal = cartTotals([dishToCartLine({ ...plain, menunm: plain.menuname, price: plain.baika, image: plain.img ?? '' }, 1)]).total;
    await expect(cartBar).toBeVisible();
    await expect(cartBar.getByText('1', { exact: true })).toBeVisible();
    const barTotal = (await cartBar.getByText(/₫/).textContent())!;
    expect(barTotal).toMatch(/^[\d.,]+\s₫$/);
    expect(Number(barTotal.replace(/\D/g, ''))).toBeGreaterThanOrEqual(dishTotal);
    if (locale === 'vi') expect(barTotal).toContain('.');
    const cartBox = await cartBar.boundingBox();
    expect(cartBox!.y + cartBox!.height).toBeLessThanOrEqual(PHONE.height);

    // At the end of the page the bar rests below the last dish instead of covering it.
    // The last category is drawn as it nears, which changes the page's length a little: scroll again once it is.
    const lastList = page.getByRole('list', { name: new RegExp(categories.at(-1)!.bumonnm) });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(lastList.locator(':scope > li[aria-hidden="true"]')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastCard = lastList.locator(':scope > li').last();
    await expect(lastCard).toBeInViewport();
    expect((await lastCard.boundingBox())!.y + (await lastCard.boundingBox())!.height).toBeLessThanOrEqual((await cartBar.boundingBox())!.y);

    // The detail page has the cart bar too; its add is announced on the menu it returns to.
    await page.getByRole('link', { name: words.chooseOptions(withOptions.menuname) }).click();
    await expect(page).toHaveURL(/\/detail\?product_code=/);
    await expect(cartBar).toBeVisible();
    await page.getByRole('button', { name: words.addFromDetail, exact: true }).click();
    await expect(page).toHaveURL(/\/main-menu$/);
    await expect(page.getByRole('status').filter({ hasText: words.added(withOptions.menuname) })).toHaveCount(1);
    await expect(cartBar.getByText('2', { exact: true })).toBeVisible();

    // The cart bar opens the cart, whose total is the bar's.
    const twoDishTotal = (await cartBar.getByText(/₫/).textContent())!;
    await cartBar.click();
    await expect(page).toHaveURL(/\/my-cart\/?$/);
    await expect(page.getByRole('main')).toContainText(twoDishTotal);
    await expect(page.getByRole('main')).toContainText(formatPrice(plain.baika, locale));
  });
}

test('should draw a category far from the screen only as it nears it, its place held by placeholders of its size (en)', async ({ page, request }) => {
  const words = WORDS.en;
  const { categories, dishes } = await menuOf(request, 'en');
  await openMenuIn(page, 'en');
  await page.reload();
  const listOf = (category: ApiCategory) => page.getByRole('list', { name: new RegExp(`: ${category.bumonnm}$`) });
  const dishesOf = (category: ApiCategory) => dishes.filter((d) => d.bumoncd === category.bumoncd);
  const first = categories[0]!;
  const last = categories.at(-1)!;

  // The first category is drawn whole; the last, screens below, is its heading and placeholders only.
  await expect(listOf(first).locator(':scope > li:not([aria-hidden])')).toHaveCount(dishesOf(first).length);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await expect(page.getByRole('heading', { level: 2, name: last.bumonnm })).toBeAttached();
  await expect(listOf(last).locator(':scope > li[aria-hidden="true"]')).toHaveCount(dishesOf(last).length);
  await expect(listOf(last).getByRole('button')).toHaveCount(0);
  const lengthBefore = await page.evaluate(() => document.documentElement.scrollHeight);

  // Its chip scrolls to it: it is drawn as it nears, and the page keeps about its length.
  await page.getByRole('navigation', { name: words.categories }).getByRole('button', { name: last.bumonnm }).click();
  const lastDish = dishesOf(last).find((d) => !d.has_topping && !d.soldout)!;
  await expect(page.getByRole('button', { name: words.add(lastDish.menuname) })).toBeVisible();
  await expect(listOf(last).locator(':scope > li[aria-hidden="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: last.bumonnm })).toBeInViewport();
  const lengthAfter = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(Math.abs(lengthAfter - lengthBefore) / lengthBefore).toBeLessThan(0.15);
  expect(await noSidewaysScroll(page)).toBe(true);
});
