import { expect, test } from '@playwright/test';
import { fillCart, useLocale } from '../support/e2e-steps';

test("should empty the cart with 'Remove all' only after the customer confirms (SPEC §4)", async ({ page }) => {
  await useLocale(page, 'en');
  await fillCart(page);
  const lines = page.getByRole('list', { name: 'Dishes in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);

  await page.getByRole('button', { name: 'Remove all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove every dish?' });
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await expect(dialog).toBeHidden();
  await expect(lines).toHaveCount(1);

  await page.getByRole('button', { name: 'Remove all' }).click();
  await dialog.getByRole('button', { name: 'Remove all' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Your cart is empty\./);
  await expect(page.getByRole('button', { name: 'Remove all' })).toHaveCount(0);
});
