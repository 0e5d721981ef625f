import { expect, test } from '@playwright/test';
import { useLocale } from '../support/e2e-steps';

/**
 * SPEC §8 "Image load failure": banners whose images do not load show the placeholder banner, at the
 * banners' size (1200 x 400, 3:1), so nothing on home moves; in each language, inside a 390 px screen.
 */

test('should show the placeholder banner at the same size when banner images fail to load', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLocale(page, 'en');
  await page.route(/\/media\/banners\/\d+-[a-z]+\.webp$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('**/api/v2/variable/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { results: { code: string; value: string }[] };
    await route.fulfill({ response, json: { ...body, results: body.results.map((row) => (row.code === 'useBanner' ? { ...row, value: 'true' } : row)) } });
  });
  await page.goto('/');
  const banner = page.getByRole('region').locator('img[src="/media/banners/placeholder.svg"]');
  for (const locale of ['en', 'vi', 'ja'] as const) {
    if (locale !== 'en') await page.getByRole('group', { name: /Language|Ngôn ngữ|言語/ }).locator(`button[lang="${locale}"]`).click();
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('width', '1200');
    await expect(banner).toHaveAttribute('height', '400');
    // read in one go, again if it was caught mid-turn: the carousel turns every 4 s and draws the next slide's image
    // in its place (a slide on its way out measures 0 x 0)
    await expect(async () => {
      const drawn = await banner.evaluate((img: HTMLImageElement) => {
        const { x, width, height } = img.getBoundingClientRect();
        return { loadedWidth: img.complete ? img.naturalWidth : 0, x, width, height };
      });
      expect(drawn.loadedWidth).toBe(1200);
      expect(drawn.width / drawn.height).toBeCloseTo(3, 1);
      expect(drawn.x).toBeGreaterThan(0);
      expect(drawn.x + drawn.width).toBeLessThan(390);
    }).toPass({ timeout: 10_000 });
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/banner-placeholder-${locale}.png` });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
