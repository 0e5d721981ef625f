import { describe, expect, it } from 'vitest';
import { dishToCartLine } from '../../../domain/toppings';
import { cartTotals } from '../../../domain/totals';
import type { Store } from '../../../machines/fulfilment/machine';
import type { DiscountedTotals } from '../../../domain/promotions';
import type { SubmitOrderInput } from '../../../machines/checkout/machine';
import { emptyDraft } from '../../../machines/checkout/draft';
import { checkoutStoreOf, orderInfoOf } from './order-info';

const line = dishToCartLine({ menucd: 'PHO001', menunm: 'Phở bò tái', price: 60000, image: '', tax_rate: 8, stuckb: 2 }, 2, { storeTax: 8 });
const store = { id: 1, code: 'S001', name: 'Nguyễn Huệ', address: '1 Nguyễn Huệ', brand_id: 1, brand_code: 'BNSG' } as Store;

describe('orderInfoOf', () => {
  const totals = cartTotals([line], { deliveryFee: 15000 });
  const input: SubmitOrderInput = {
    orderId: 41,
    orderNo: null,
    paymentMethod: 'momo',
    schedule: { date: '2026-11-24', time: '12:15', isAsap: false },
    destination: { pickUpAtStore: false, address: 'Chợ Bến Thành, Quận 1', isTemporary: true },
    customerId: null,
    promotions: [],
    draft: { ...emptyDraft(), name: ' An ', phone: '0901234567', otherPerson: true, receiverName: 'Hoa', receiverPhone: '0912345678' },
    phone: '+84901234567',
    receiverPhone: '+84912345678',
    order: {
      store,
      lines: [line],
      totals,
      place: { place_id: 'p', name: 'Chợ Bến Thành', formatted_address: 'Chợ Bến Thành, Quận 1', lat: 10.77, lng: 106.7 },
      distance: 2500,
      language: 'vi',
    },
    discounts: { totalWithFee: 135000 } as DiscountedTotals,
    now: '2026-11-23T02:00:00Z',
    idempotencyKey: 'k1',
  };

  it('should send the serve time, the receiver and the wallet amount', () => {
    expect(orderInfoOf(input)).toMatchObject({
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
    const info = orderInfoOf({
      ...input,
      draft: { ...input.draft, otherPerson: false },
      destination: { pickUpAtStore: true, address: null, isTemporary: false },
      customerId: 7,
      paymentMethod: 'cash',
    });
    expect(info).toMatchObject({ deliveryFee: 0, deliveryTo: null, deliveryLocation: null, deliveryPlaceId: null, recipientName: null, cash: 135000, customerId: 7 });
  });

  it('should send the saved address position over the measured place', () => {
    const info = orderInfoOf({ ...input, destination: { ...input.destination, customerAddressId: 3, position: { lat: 10.73, lng: 106.72 } } });
    expect(info).toMatchObject({ customerAddressId: 3, deliveryLocation: { lat: 10.73, lng: 106.72 } });
  });
});

describe('checkoutStoreOf', () => {
  it('should leave the dates of a holiday closure out of the slot choice, with the domain rule the server uses', () => {
    const closed = {
      ...store,
      openDays: ['20270204', '20270205', '20270206', '20270210'],
      calendar: [{ kind: 'closure' as const, from: '2027-02-05', to: '2027-02-09', reopen: '2027-02-10' }],
    } as Store;
    expect(checkoutStoreOf(closed).openDays).toEqual(['20270204', '20270210']);
    expect(checkoutStoreOf({ ...closed, calendar: undefined }).openDays).toEqual(closed.openDays);
  });
});
