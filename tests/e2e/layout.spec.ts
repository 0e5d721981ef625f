import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillCart, loggedInCustomer, openCheckout, useLocale, type Locale } from '../support/e2e-steps';

/**
 * No screen scrolls sideways on a phone (320, 360, 390 and 412 px) in any language, and no
 * input, button, label or price leaves the viewport. The store and the cart are set up once in
 * English by a logged-in customer; each language then walks every main route at both widths in
 * the same tab, and opens the account menu.
 */

/** The phone widths checked: the smallest, two common Android widths and the iPhone's. */
const WIDTHS = [320, 360, 390, 412] as const;
const SCREENSHOT_WIDTH = 390;
const DESKTOP_WIDTH = 1280;
const LOCALES: readonly Locale[] = ['vi', 'en', 'ja'];
const MONEY: Record<Locale, RegExp> = { vi: /^\d{1,3}(\.\d{3})+\s₫$/, en: /^\d{1,3}(,\d{3})+\s₫$/, ja: /^\d{1,3}(,\d{3})+\s₫$/ };
/** The first date the checkout offers: today, named in the language, then the date in its one format. */
const DATE: Record<Locale, RegExp> = { vi: /^Hôm nay · \d{2}-\d{2}-20\d{2}$/, en: /^Today · 20\d{2}-\d{2}-\d{2}$/, ja: /^今日 · 20\d{2}-\d{2}-\d{2}$/ };
/** Every screen's content starts this far from the screen's edge on a phone (the page container). */
const PHONE_SIDE_MARGIN = 16;

test.describe.configure({ timeout: 90_000 });

/** A guest cash order through the API, completed by the sandbox; answers its status link. */
async function completedGuestOrder(request: APIRequestContext): Promise<string> {
  const inserted = await request.post('/api/delivery/insert-delivery-info', {
    data: {
      lang: 'en',
      info: {
        foods: [{ menucd: 'PHO001', menunm: 'Phở bò tái', price: 65000, quantity: 2, meisaikb: 0 }],
        storeId: 1,
        storeCode: 'S001',
        tencd: 'S001',
        status: 'ordering',
        name: 'Nguyễn Thị Minh Khai Trường',
        phone: '0912345678',
        deliveryTo: '135 Nam Kỳ Khởi Nghĩa, Phường Bến Thành, Quận 1, Thành phố Hồ Chí Minh',
        pickUpAtStore: false,
        // the courier books the delivery from these coordinates when the order is advanced
        deliveryLocation: { lat: 10.78, lng: 106.7 },
      },
    },
  });
  expect(inserted.status()).toBe(200);
  const { data } = (await inserted.json()) as { data: { id: number; order_no: string; order_capability: string } };
  // the sandbox's control moves it through its five steps, as the store and the courier would
  for (let step = 0; step < 5; step += 1) {
    const advanced = await request.post(`/sandbox/orders/${data.id}/advance`, { headers: { accept: 'application/json' } });
    expect(advanced.status()).toBe(200);
  }
  const rows = (await (await request.get('/sandbox/orders', { headers: { accept: 'application/json' } })).json()) as { order_no: string; status: string }[];
  expect(rows.find((row) => row.order_no === data.order_no)?.status).toBe('completed');
  return `/delivery-status?orderNo=${data.order_no}&key=${data.order_capability}`;
}

/** Elements whose box leaves the viewport sideways (clipped scrollers and hidden text excluded). */
async function boxesOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.left >= -0.5 && rect.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'absolute' && style.clip !== 'auto') continue;
      if (clippedByAncestor(element)) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(`${element.tagName.toLowerCase()}.${element.className} [${Math.round(rect.left)}, ${Math.round(rect.right)}] "${text}"`);
    }
    return found.slice(0, 8);
  });
}

/**
 * Prices on screen that wrap over two lines: the amount and its sign at the end of a text (a sentence such as a
 * promotion's summary may wrap before its amount, never inside it).
 */
async function wrappedPrices(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.children.length === 0 && /\d\s₫$/.test((element.textContent ?? '').trim()))
      .filter((element) => {
        const node = element.firstChild;
        if (!node || node.nodeType !== Node.TEXT_NODE) return false;
        const text = node.textContent ?? '';
        const price = /[\d.,]+\s₫\s*$/.exec(text);
        if (!price) return false;
        const range = document.createRange();
        range.setStart(node, price.index);
        range.setEnd(node, text.length);
        const lines = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        return lines.size > 1;
      })
      .map((element) => (element.textContent ?? '').trim()),
  );
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${where}: page width`).toBeLessThanOrEqual(innerWidth);
  expect.soft(await boxesOutside(page), `${where}: boxes outside the viewport`).toEqual([]);
  expect.soft(await wrappedPrices(page), `${where}: prices over two lines`).toEqual([]);
}

for (const locale of LOCALES) {
  test(`should fit every main route at 320, 360, 390 and 412 px in ${locale}`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLocale(page, 'en');
    const orderPath = await completedGuestOrder(request);
    await loggedInCustomer(page, request, 'Nguyễn Thị Minh Khai Trường');
    await fillCart(page);
    await openCheckout(page);
    await page.evaluate((value) => window.localStorage.setItem('locale', value), locale);

    const visit = async (route: string) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoSidewaysScroll(page, `${locale} ${width}px ${route}`);
        if (route !== '/') {
          const heading = await page.getByRole('main').getByRole('heading', { level: 1 }).first().boundingBox();
          expect.soft(heading?.x, `${locale} ${width}px ${route}: the page's side margin`).toBe(PHONE_SIDE_MARGIN);
        }
      }
      await page.setViewportSize({ width: DESKTOP_WIDTH, height: 800 });
      await expectNoSidewaysScroll(page, `${locale} desktop ${route}`);
      await page.setViewportSize({ width: SCREENSHOT_WIDTH, height: 800 });
      const name = route.replace(/\?.*$/, '').replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home';
      await page.screenshot({ path: `/tmp/shots/${locale}-${name}.png`, fullPage: true });
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    };
    for (const route of ['/main-menu', '/detail?product_code=PHO001', '/my-cart/', '/checkout']) await visit(route);

    // Money and dates in the interface language's conventions (SPEC §9: Vietnamese DD-MM-YYYY).
    await expect(page.getByTestId('checkout-total')).toHaveText(MONEY[locale]);
    await expect(page.locator('select option[value^="20"]').first()).toHaveText(DATE[locale]);

    const accountMenu = page.getByRole('banner').locator('button[aria-expanded]');
    await accountMenu.click();
    await expect(page.locator(`[id="${await accountMenu.getAttribute('aria-controls')}"]`)).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page, `${locale} ${width}px account menu`);
      const languages = await page.getByRole('banner').getByRole('button', { name: 'JA' }).boundingBox();
      expect.soft(languages && languages.x + languages.width, `${locale} ${width}px: the JA button`).toBeLessThanOrEqual(width);
    }
    for (const route of [orderPath, '/login/', '/register', '/delivery-policy', '/privacy-policy', '/']) await visit(route);
  });
}
