import { expect, test } from '@playwright/test';

/** The app a phone can put on its home screen: the page links its manifest, served with every icon it names. */
test('should link and serve the web manifest with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[]; shortcuts: { url: string }[] };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.name).toMatch(/\S/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/main-menu', '/your-order']);
  // the browser's install offer is held, never shown on arrival: the home page offers no install
  await expect(page.getByTestId('install-offer')).toHaveCount(0);
});
