import { describe, expect, it } from 'vitest';
import { changedMoneyField, paidAttemptRefusal, type PaidAttemptFacts } from './payment-binding';

const open: PaidAttemptFacts = { attemptStatus: 'pending', openedAmount: 80000, chargedAmount: 80000, orderTotal: null, orderPaid: false };

describe('paidAttemptRefusal', () => {
  it('should count the open attempt paid for the amount it was opened for', () => {
    expect(paidAttemptRefusal(open)).toBeNull();
    expect(paidAttemptRefusal({ ...open, orderTotal: 80000 })).toBeNull();
    expect(paidAttemptRefusal({ ...open, chargedAmount: null, orderTotal: 80000 })).toBeNull();
  });

  it('should refuse another amount than the one opened, or than the confirmed total', () => {
    expect(paidAttemptRefusal({ ...open, chargedAmount: 1000 })).toBe('amount_mismatch');
    expect(paidAttemptRefusal({ ...open, orderTotal: 3265000 })).toBe('amount_mismatch');
  });

  it('should refuse a superseded attempt, and a second payment of a paid order', () => {
    expect(paidAttemptRefusal({ ...open, attemptStatus: 'superseded' })).toBe('superseded');
    expect(paidAttemptRefusal({ ...open, orderPaid: true })).toBe('already_paid');
  });
});

describe('changedMoneyField', () => {
  const cart = {
    foods: [{ menucd: 'PHO001', quantity: 1, price: 65000, toppings: [{ menucd: 'T001', quantity: 1 }] }],
    pickUpAtStore: false,
    deliveryLocation: { lat: 10.78, lng: 106.7 },
    listPromotion: [{ id: 3, applyQuantity: 1 }],
    emoneyType: 1,
  };

  it('should see no change when only what the server prices itself differs', () => {
    expect(changedMoneyField(cart, { ...cart, foods: [{ ...cart.foods[0], price: 1 }], name: 'B', deliveryFee: 0 })).toBeNull();
    expect(changedMoneyField(cart, { ...cart, pickUpAtStore: 'false', emoneyType: '1' })).toBeNull();
  });

  it('should name the first field that changes the money', () => {
    expect(changedMoneyField(cart, { ...cart, foods: [{ ...cart.foods[0], quantity: 2 }] })).toBe('foods');
    expect(changedMoneyField(cart, { ...cart, foods: [{ ...cart.foods[0], toppings: [{ menucd: 'T002', quantity: 1 }] }] })).toBe('foods');
    expect(changedMoneyField(cart, { ...cart, pickUpAtStore: true })).toBe('pickUpAtStore');
    expect(changedMoneyField(cart, { ...cart, deliveryLocation: { lat: 10.9, lng: 106.7 } })).toBe('deliveryLocation');
    expect(changedMoneyField(cart, { ...cart, listPromotion: [] })).toBe('listPromotion');
    expect(changedMoneyField(cart, { ...cart, emoneyType: 0 })).toBe('emoneyType');
  });
});
