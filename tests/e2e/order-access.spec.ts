import { expect, test } from '@playwright/test';
import { insertGuestOrder, useLocale } from '../support/e2e-steps';

test('should show a stranger the progress of an order only, and its details with the order link', async ({ page, request }) => {
  await useLocale(page, 'en');
  const { orderNo, capability } = await insertGuestOrder(request);

  await page.goto(`/delivery-status?orderNo=${orderNo}`);
  await expect(page.getByText(orderNo)).toBeVisible();
  await expect(page.getByRole('note')).toContainText("Only the order's progress is shown here");
  await expect(page.getByText('Khách Riêng Tư')).toHaveCount(0);
  await expect(page.getByText('Nam Kỳ Khởi Nghĩa')).toHaveCount(0);
  await expect(page.getByText('K*** R*** T***')).toBeVisible();
  await expect(page.getByText('*******678')).toBeVisible();
  await expect(page.getByTestId('order-link')).toHaveCount(0);

  await page.goto(`/delivery-status?orderNo=${orderNo}&key=${capability}`);
  await expect(page.getByText('Khách Riêng Tư')).toBeVisible();
  await expect(page.getByText('135 Nam Kỳ Khởi Nghĩa, Quận 1')).toBeVisible();
  // the key leaves the address bar; the browser keeps it and offers the link again
  await expect(page).toHaveURL(new RegExp(`/delivery-status\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('order-link')).toHaveAttribute('href', new RegExp(`key=${capability}$`));
  await page.reload();
  await expect(page.getByText('Khách Riêng Tư')).toBeVisible();
});
