import { describe, expect, it } from 'vitest';
import { MOMO_RESULT_CODES, PAYOO_STATUS, customerPaymentStateOf, momoOutcome, outcomeOfPaymentStatus, outcomeOfStatusCode, payooOutcome, statusCodeOf } from './payment-result';

describe('payment result codes', () => {
  it('should carry the codes the gateways send', () => {
    expect(MOMO_RESULT_CODES).toEqual({ success: 0, declined: 1001, cancelled: 1006 });
    expect(PAYOO_STATUS).toEqual({ success: 1, failed: 0, cancelled: -1 });
  });

  it('should read MoMo: 0 paid, 1006 cancelled, any other code failed', () => {
    expect([0, 1006, 1001, 9000, -1].map(momoOutcome)).toEqual(['paid', 'cancelled', 'failed', 'failed', 'failed']);
  });

  it('should read Payoo: 1 paid, 0 failed, -1 cancelled, nothing else', () => {
    expect([1, 0, -1, 2].map(payooOutcome)).toEqual(['paid', 'failed', 'cancelled', null]);
  });

  it('should read and write our errorCode both ways', () => {
    expect([0, 1000, -1, -2, 7].map(outcomeOfStatusCode)).toEqual(['paid', 'pending', 'failed', 'cancelled', 'failed']);
    for (const outcome of ['paid', 'pending', 'failed', 'cancelled'] as const) expect(outcomeOfStatusCode(statusCodeOf(outcome))).toBe(outcome);
  });

  it("should read an order's verified payment_status", () => {
    expect(['success', 'finished', 'fail', 'unpaid', null].map(outcomeOfPaymentStatus)).toEqual(['paid', 'paid', 'failed', 'pending', 'pending']);
  });
});

describe('customerPaymentStateOf', () => {
  const cash = { method: 'cash' as const, paymentStatus: 'success', pickup: false, completed: false, canceled: false };

  it('should say a placed cash order is paid on delivery or at the store, not paid, until it is completed', () => {
    expect(customerPaymentStateOf(cash)).toBe('payOnDelivery');
    expect(customerPaymentStateOf({ ...cash, pickup: true })).toBe('payAtStore');
    expect(customerPaymentStateOf({ ...cash, paymentStatus: null })).toBe('payOnDelivery');
    expect(customerPaymentStateOf({ ...cash, completed: true })).toBe('paid');
  });

  it('should read a wallet payment as the server verified it', () => {
    const momo = { method: 'momo' as const, pickup: false, completed: false, canceled: false };
    expect(customerPaymentStateOf({ ...momo, paymentStatus: 'success' })).toBe('paid');
    expect(customerPaymentStateOf({ ...momo, paymentStatus: 'finished' })).toBe('paid');
    expect(customerPaymentStateOf({ ...momo, paymentStatus: 'fail' })).toBe('failed');
    expect(customerPaymentStateOf({ ...momo, paymentStatus: 'unpaid' })).toBe('unpaid');
    expect(customerPaymentStateOf({ ...momo, paymentStatus: null })).toBeNull();
  });

  it('should say a cancelled order that was not paid is not paid, with no "yet" and no payment to come', () => {
    expect(customerPaymentStateOf({ ...cash, canceled: true })).toBe('notPaid');
    expect(customerPaymentStateOf({ ...cash, pickup: true, canceled: true })).toBe('notPaid');
    const closedMomo = { method: 'momo' as const, pickup: false, completed: false, canceled: true };
    expect(customerPaymentStateOf({ ...closedMomo, paymentStatus: 'unpaid' })).toBe('notPaid');
    expect(customerPaymentStateOf({ ...closedMomo, paymentStatus: 'fail' })).toBe('notPaid');
    // a paid order cancelled later was paid: its refund is told beside it
    expect(customerPaymentStateOf({ ...closedMomo, paymentStatus: 'success' })).toBe('paid');
  });
});
