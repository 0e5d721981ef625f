import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useLocale } from '../support/e2e-steps';

/**
 * One delivery radius in every text: the delivery policy and the out-of-range message
 * read the deliveryRadiusKm setting through one function, and both follow a switch in /sandbox/settings.
 */

test.describe.configure({ timeout: 90_000 });

const setRadius = async (request: APIRequestContext, km: string) => {
  const response = await request.post('/sandbox/settings/deliveryRadiusKm', { form: { value: km }, headers: { accept: 'application/json' } });
  expect(response.ok()).toBe(true);
};

/** The km the policy states and the km the out-of-range message states for Củ Chi (about 50 km from every store). */
async function statedRadii(page: Page) {
  await page.goto('/delivery-policy');
  const policy = await page.getByText(/We deliver to addresses within [\d.]+ km/).textContent();
  await page.goto('/');
  await page.getByRole('combobox', { name: /Delivery address/ }).fill('Địa đạo Củ Chi');
  await page.getByRole('option', { name: /Củ Chi/ }).first().click();
  const message = await page.getByRole('alert').filter({ hasText: /farther than the/ }).textContent();
  return { policy: /within ([\d.]+) km/.exec(policy ?? '')?.[1], outOfRange: /farther than the ([\d.]+) km/.exec(message ?? '')?.[1] };
}

test('should state the same delivery radius in the policy and the out-of-range message, following the setting', async ({ page, request }) => {
  await useLocale(page, 'en');
  try {
    expect(await statedRadii(page)).toEqual({ policy: '10', outOfRange: '10' });
    await setRadius(request, '7');
    expect(await statedRadii(page)).toEqual({ policy: '7', outOfRange: '7' });
  } finally {
    await setRadius(request, '10');
  }
});
