import { expect, test } from '@playwright/test';
import { useLocale } from '../support/e2e-steps';

/** A guest order placed through the API (as the checkout does), with the capability the server answered. */
async function guestOrder(request: import('@playwright/test').APIRequestContext) {
  const inserted = await request.post('/api/delivery/insert-delivery-info', {
    data: {
      lang: 'en',
      info: {
        foods: [{ menucd: 'PHO001', menunm: 'Phở bò tái', price: 65000, quantity: 1, meisaikb: 0 }],
        storeId: 1,
        storeCode: 'S001',
        tencd: 'S001',
        status: 'ordering',
        name: 'Khách Riêng Tư',
        phone: '0912345678',
        deliveryTo: '135 Nam Kỳ Khởi Nghĩa, Quận 1',
        pickUpAtStore: false,
      },
    },
  });
  expect(inserted.status()).toBe(200);
  const { data } = (await inserted.json()) as { data: { order_no: string; order_capability: string } };
  return { orderNo: data.order_no, capability: data.order_capability };
}

test('should show a stranger the progress of an order only, and its details with the order link', async ({ page, request }) => {
  await useLocale(page, 'en');
  const { orderNo, capability } = await guestOrder(request);

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
