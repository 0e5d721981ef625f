import { expect, test, type Page } from '@playwright/test';
import { useLocale, withSettings } from '../support/e2e-steps';

/** Every img of the page: its width and height attributes and the box it is shown in. */
async function images(page: Page) {
  return page.locator('img').evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img) => {
      const box = img.getBoundingClientRect();
      return { src: img.getAttribute('src'), width: img.getAttribute('width'), height: img.getAttribute('height'), shownWidth: box.width, shownHeight: box.height };
    }),
  );
}

/** Each image carries its intrinsic size, and is shown in that ratio (the size attributes never stretch it). */
function expectSizedAndUndistorted(list: Awaited<ReturnType<typeof images>>) {
  expect(list.length).toBeGreaterThan(0);
  for (const image of list) {
    expect(image.width, image.src!).toMatch(/^\d+$/);
    expect(image.height, image.src!).toMatch(/^\d+$/);
    if (image.shownWidth > 0) {
      expect(image.shownHeight / image.shownWidth, image.src!).toBeCloseTo(Number(image.height) / Number(image.width), 1);
    }
  }
}

for (const [locale, headline] of [
  ['vi', 'Miễn phí giao hàng'],
  ['en', 'Free delivery'],
  ['ja', '配達料が無料'],
] as const) {
  test(`should show each banner as a promotion in its own language, sized 3:1, inside a 390 px screen (${locale})`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLocale(page, locale);
    await withSettings(page, { useBanner: 'true' });
    const brand = (await (await request.get('/api/delivery/get_default_brand_and_default_store')).json()).data.brand;
    const banners = (await (await request.get(`/api/v2/banners/?brand_code=${brand.code}&lang=${locale}`)).json()).results as {
      headline: string;
      images: { full_original_url: string }[];
    }[];
    const delivery = banners.findIndex((b) => b.headline === headline);
    expect(delivery).toBeGreaterThanOrEqual(0);

    // time runs while the page loads and the app hydrates the server's home (on a first visit once the customer
    // touches it: here the press on another banner, which only the app can answer), then stands still so the carousel
    // stays on the chosen banner. Paused before, the app's start-up timers never fire and it never hydrates.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region').filter({ has: page.locator('img[src^="/media/banners/"]') });
    await expect(carousel).toBeVisible();
    // neither the banner the server drew first nor the one to check, so that only the hydrated app can choose it
    const other = delivery === 1 ? 2 : 1;
    await carousel.getByRole('button').nth(other).click();
    await expect(carousel.getByRole('button').nth(other)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await carousel.getByRole('button').nth(delivery).click();
    const image = carousel.getByRole('img', { name: new RegExp(headline) });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', `/media/banners/${delivery + 1}-${locale}.webp`);
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '400');
    const box = (await image.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(3, 1);
    expect(box.x).toBeGreaterThan(0);
    expect(box.x + box.width).toBeLessThan(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('should give every image of the menu and of a dish its width and height, shown unstretched (en)', async ({ page }) => {
  await useLocale(page, 'en');
  await withSettings(page, { useDefaultStore: 'true' });
  await page.goto('/main-menu');
  await expect(page.locator('img[src^="/media/menu/"]').first()).toBeVisible();
  const onMenu = await images(page);
  expect(onMenu.some((image) => image.src?.startsWith('/media/menu/') && image.width === '400' && image.height === '300')).toBe(true);
  expectSizedAndUndistorted(onMenu);

  await page.goto('/detail?product_code=PHO001');
  await expect(page.locator('img[src="/media/menu/PHO001.webp"]')).toBeVisible();
  expectSizedAndUndistorted(await images(page));
});

test("should draw the menu's dishes and labels as raster images, never as SVG documents the page's main thread parses (en)", async ({ page }) => {
  await useLocale(page, 'en');
  await withSettings(page, { useDefaultStore: 'true' });
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/media/')) images.push(new URL(request.url()).pathname);
  });
  await page.goto('/main-menu');
  // a label's icon is the background of a box beside its words, one request for all the boxes that show it
  const label = page.getByRole('list', { name: 'Labels and allergens' }).first().getByRole('listitem').first();
  await expect(label).toBeVisible();
  const icon = await label.evaluate((item) => {
    const box = [...item.querySelectorAll('*')].find((element) => getComputedStyle(element).backgroundImage !== 'none')!;
    const { width, height } = box.getBoundingClientRect();
    return { url: new URL(/url\("?([^")]+)"?\)/.exec(getComputedStyle(box).backgroundImage)![1]!).pathname, width, height };
  });
  expect(icon.url).toMatch(/^\/media\/icons\/(status|allergy)-\d+\.webp$/);
  expect([icon.width, icon.height]).toEqual([20, 20]);
  // decoded at its drawn size (48 px), shown at the label's size
  expect(await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image.naturalWidth;
  }, icon.url)).toBe(48);
  await expect.poll(() => images.filter((image) => image === icon.url).length).toBe(1);
  const dish = page.locator('img[src^="/media/menu/"]').first();
  await expect.poll(() => dish.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(400);
  expect(images.filter((image) => image.startsWith('/media/icons/')).length).toBeGreaterThan(0);
  expect(images.filter((image) => image.startsWith('/media/menu/')).length).toBeGreaterThan(0);
  expect(images.filter((image) => !image.endsWith('.webp'))).toEqual([]);
});
