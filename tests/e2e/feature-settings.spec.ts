import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestOrderWithToppings } from '../support/e2e-orders';
import { fillCart, keepLocale, loggedInCustomer, openCheckout, useLocale } from '../support/e2e-steps';

/**
 * SPEC §9 settings whose effect only the browser shows (the settings matrix): the menu's
 * language (useLanguageDelivery) and the e-invoice's company typed or looked up (useEinvoiceType).
 */

test.describe.configure({ timeout: 90_000 });

const SHOTS = '/tmp/shots-h-settings';
const VINAMILK_TAX_CODE = '0300588569';

const setSetting = (request: APIRequestContext, code: string, value: string) =>
  request.post(`/sandbox/settings/${code}`, { form: { value }, headers: { accept: 'application/json' } });

test('should show the menu in the interface language with useLanguageDelivery on, and in Vietnamese with it off', async ({ page, request }) => {
  await useLocale(page, 'en');
  try {
    await fillCart(page);
    await page.goto('/main-menu');
    await expect(page.getByRole('button', { name: 'Add Phở Rolls to the cart' })).toBeVisible();

    await setSetting(request, 'useLanguageDelivery', 'false');
    await page.goto('/main-menu');
    await expect(page.getByRole('button', { name: 'Add Phở cuốn to the cart' })).toBeVisible();
    // the interface itself stays in English
    await expect(page.getByRole('banner').getByRole('link', { name: /Cart/ })).toBeVisible();
  } finally {
    await setSetting(request, 'useLanguageDelivery', 'true');
  }
});

/** The checkout (loaded directly, the cart kept) with the e-invoice asked for; answers its section. */
async function openInvoiceSection(page: Page) {
  await page.goto('/checkout');
  const section = page.locator('section[aria-labelledby="einvoice-heading"]');
  await section.getByRole('checkbox').check();
  return section;
}

test('should let the customer type the company with useEinvoiceType FORM, and fill it from the tax-code lookup with REF', async ({ page, request }) => {
  await useLocale(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await loggedInCustomer(page, request, 'Nguyễn Văn An');
    await fillCart(page);
    await openCheckout(page);
    const form = await openInvoiceSection(page);
    await expect(form.getByLabel('Company name')).toBeEditable();

    await setSetting(request, 'useEinvoiceType', 'REF');
    const ref = await openInvoiceSection(page);
    await expect(ref.getByLabel('Company name')).not.toBeEditable();
    await ref.getByLabel('Tax code').fill('0399999999');
    await ref.getByRole('button', { name: 'Look up' }).click();
    await expect(ref.getByRole('alert')).toHaveText('No company was found for this tax code.');
    await ref.getByLabel('Tax code').fill(VINAMILK_TAX_CODE);
    await expect(ref.getByRole('alert')).toHaveCount(0);
    await ref.getByRole('button', { name: 'Look up' }).click();
    await expect(ref.getByLabel('Company name')).toHaveValue('Công ty Cổ phần Sữa Việt Nam');

    mkdirSync(SHOTS, { recursive: true });
    for (const locale of ['en', 'vi', 'ja'] as const) {
      await keepLocale(page, locale);
      const section = await openInvoiceSection(page);
      await section.locator('#checkout-taxCode').fill('0399999999');
      await section.getByRole('button').click();
      await expect(section.getByRole('alert')).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/einvoice-ref-${locale}.png` });
    }
  } finally {
    await setSetting(request, 'useEinvoiceType', 'FORM');
  }
});

test('should offer address details beside the delivery address with useFeatureAdressInput, and the QR scanner with useQrcode', async ({ page, request }) => {
  await useLocale(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await loggedInCustomer(page, request, 'Nguyễn Văn An');
    await fillCart(page);
    await openCheckout(page);
    await expect(page.getByLabel('Building, floor or gate (optional)')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Scan a QR code' })).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    for (const locale of ['en', 'vi', 'ja'] as const) {
      await keepLocale(page, locale);
      await page.reload();
      await page.locator('#checkout-addressNote').fill('Tòa B, tầng 5');
      await page.getByTestId('delivery-address').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/address-details-${locale}.png` });
    }
    await keepLocale(page, 'en');

    await setSetting(request, 'useFeatureAdressInput', 'false');
    await setSetting(request, 'useQrcode', 'false');
    await page.reload();
    await expect(page.getByTestId('delivery-address')).toBeVisible();
    await expect(page.getByLabel('Building, floor or gate (optional)')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Scan a QR code' })).toHaveCount(0);
  } finally {
    await setSetting(request, 'useFeatureAdressInput', 'true');
    await setSetting(request, 'useQrcode', 'true');
  }
});

test('should name the server default brand in the header and the page title with useDefaultBrand on, and the configured brand with it off', async ({ page, request }) => {
  await useLocale(page, 'en');
  // the server's default brand as another chain would be: the seed has one brand, named as the configured one
  await page.route('**/api/delivery/get_default_brand_and_default_store', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { brand: { name: string } | null } };
    if (body.data.brand) body.data.brand.name = 'Phở Phố Cổ';
    await route.fulfill({ response, json: body });
  });
  const brandLink = page.getByRole('banner').getByRole('link', { name: /– home$/ });
  try {
    await page.goto('/my-cart/');
    await expect(brandLink).toHaveText('Phở Phố Cổ');
    await expect(page).toHaveTitle(/\| Phở Phố Cổ$/);

    await setSetting(request, 'useDefaultBrand', 'false');
    await page.goto('/my-cart/');
    await expect(brandLink).toHaveText('Bếp Nhà Sài Gòn');
    await expect(page).toHaveTitle(/\| Bếp Nhà Sài Gòn$/);
  } finally {
    // the app may still be asking for the default brand as the test ends: its route's fetch is let go, not failed
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await setSetting(request, 'useDefaultBrand', 'true');
  }
});

test('should show the hotline changed in /sandbox/settings on the order status page', async ({ page, request }) => {
  await useLocale(page, 'en');
  try {
    await page.goto('/sandbox/settings');
    const row = page.getByRole('row', { name: /^hotline\b/ });
    await row.getByRole('textbox', { name: 'hotline', exact: true }).fill('19001234');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/sandbox\/settings$/);

    const { link } = await guestOrderWithToppings(request);
    await page.goto(link);
    const hotline = page.getByRole('main').getByRole('link', { name: '1900 1234' });
    await expect(hotline).toBeVisible();
    await expect(hotline).toHaveAttribute('href', 'tel:19001234');
    // the footer of every screen too
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '1900 1234' })).toHaveAttribute('href', 'tel:19001234');
    await expect(page.getByText('1900 8012')).toHaveCount(0);
  } finally {
    await setSetting(request, 'hotline', '19008012');
  }
});
