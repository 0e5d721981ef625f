/** Orders made through the API for Playwright specs. */
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A guest's delivery order, inserted and never confirmed: two bowls of Phở bò tái (PHO001), regular
 * (T001), each with a poached egg (T005, 8,000), 15,000 delivery. Answers its number and the
 * status link with its capability.
 */
export async function guestOrderWithToppings(request: APIRequestContext) {
  const info = {
    foods: [
      {
        menucd: 'PHO001',
        menuid: 'PHO001_mT001_oT005x1',
        menunm: 'Phở bò tái',
        price: 65000,
        quantity: 2,
        toppings: [
          { menucd: 'T001', menunm: 'Tô vừa', price: 0, quantity: 1, meisaikb: 2 },
          { menucd: 'T005', menunm: 'Trứng chần', price: 8000, quantity: 1, meisaikb: 6 },
        ],
        stuckb: 2,
        tax_rate: 8,
        meisaikb: 0,
        active_flag: true,
      },
    ],
    storeId: 1,
    storeCode: 'S001',
    tencd: 'S001',
    status: 'ordering',
    name: 'Nguyễn Văn A',
    phone: '0901234567',
    deliveryTo: '135 Nam Kỳ Khởi Nghĩa, Quận 1',
    deliveryFee: 15000,
    pickUpAtStore: false,
    isASAP: true,
    emoneyType: 0,
    customerId: null,
  };
  const inserted = await request.post('/api/delivery/insert-delivery-info', { data: { info, lang: 'vi' } });
  expect(inserted.status()).toBe(200);
  const { data } = (await inserted.json()) as { data: { order_no: string; order_capability: string } };
  return { orderNo: data.order_no, link: `/delivery-status?orderNo=${data.order_no}&key=${encodeURIComponent(data.order_capability)}` };
}
