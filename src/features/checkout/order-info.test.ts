import { describe, expect, it } from 'vitest';
import { dishToCartLine } from '../../../domain/toppings';
import { cartTotals } from '../../../domain/totals';
import type { Store } from '../../../machines/fulfilment/machine';
import { destinationOf, emptyForm, isMeasuredFrom, orderInfoOf, scheduleOf, withChangedPrices, type OrderDraft } from './order-info';

const line = dishToCartLine({ menucd: 'PHO001', menunm: 'Phở bò tái', price: 60000, image: '', tax_rate: 8, stuckb: 2 }, 2, { storeTax: 8 });
const store = { id: 1, code: 'S001', name: 'Nguyễn Huệ', address: '1 Nguyễn Huệ', brand_id: 1, brand_code: 'BNSG' } as Store;

describe('withChangedPrices', () => {
  it('should price a line again at the server price', () => {
    const [changed] = withChangedPrices([line], [{ menucd: 'PHO001', menuname: 'Phở bò tái', old_price: 60000, new_price: 65000 }]);
    expect(changed.price).toBe(65000);
    expect(changed.amount).toBe(130000);
  });
});

describe('orderInfoOf', () => {
  const draft: OrderDraft = {
    form: { ...emptyForm(), name: ' An ', phone: '0901234567', otherPerson: true, receiverName: 'Hoa', receiverPhone: '0912345678' },
    rules: { addressManage: false, takeaway: false, futureDelivery: true, loggedIn: false },
    phone: '+84901234567',
    receiverPhone: '+84912345678',
    lines: [line],
    totals: cartTotals([line], { deliveryFee: 15000 }),
    store,
    place: { place_id: 'p', name: 'Chợ Bến Thành', formatted_address: 'Chợ Bến Thành, Quận 1', lat: 10.77, lng: 106.7 },
    distance: 2500,
    language: 'vi',
    uses: [],
    grandTotal: 135000,
  };

  it('should send the serve time, the receiver and the wallet amount', () => {
    const info = orderInfoOf(draft, {
      schedule: scheduleOf({ ...draft.form, date: '2026-11-24', time: '12:15' }, true),
      pickUpAtStore: false,
      address: 'Chợ Bến Thành, Quận 1',
      customerId: null,
      paymentMethod: 'momo',
      now: '2026-11-23T02:00:00Z',
    });
    expect(info).toMatchObject({
      servsTime: '2026-11-24 12:15',
      isASAP: false,
      name: 'An',
      phone: '+84901234567',
      recipientName: 'Hoa',
      recipientPhone: '+84912345678',
      emoneyType: 1,
      cash: 0,
      emoney: 135000,
      deliveryFee: 15000,
      deliveryLocation: { lat: 10.77, lng: 106.7 },
      // the server prices the delivery from the place it resolves itself
      deliveryPlaceId: 'p',
      email: null,
    });
  });

  it('should leave the fee and the address out of a pickup order', () => {
    const info = orderInfoOf(
      { ...draft, form: { ...draft.form, otherPerson: false } },
      { schedule: { date: '2026-11-24', time: '12:15', isAsap: false }, pickUpAtStore: true, address: null, customerId: 7, paymentMethod: 'cash', now: '2026-11-23T02:00:00Z' },
    );
    expect(info).toMatchObject({ deliveryFee: 0, deliveryTo: null, deliveryLocation: null, deliveryPlaceId: null, recipientName: null, cash: 135000, customerId: 7 });
  });
});

describe('destinationOf', () => {
  const address = {
    id: 3,
    lat: 10.7291,
    lng: 106.7187,
    address: 'Crescent Mall, Quận 7',
    contact_name: 'Lê Minh Châu',
    phone_number: '+84912345678',
    google_data: { place_id: 'p-crescent', name: 'Crescent Mall' },
    is_default: false,
    customer: 7,
  };

  it('should make a saved address the fulfilment destination', () => {
    expect(destinationOf(address)).toEqual({ place_id: 'p-crescent', name: 'Crescent Mall', formatted_address: 'Crescent Mall, Quận 7', lat: 10.7291, lng: 106.7187 });
    expect(destinationOf({ ...address, google_data: null })).toMatchObject({ place_id: '', name: 'Crescent Mall, Quận 7' });
  });

  it('should need no new lookup only at the place already measured', () => {
    expect(isMeasuredFrom(address, destinationOf(address))).toBe(true);
    expect(isMeasuredFrom(address, null)).toBe(false);
    expect(isMeasuredFrom(address, { ...destinationOf(address), lat: 10.7725, lng: 106.698 })).toBe(false);
  });
});
