import { describe, expect, it } from 'vitest';
import { isAwaitingPayment, isCancelledStatus, isClosedStatus, isSentStatus, paymentStatusAtPlacing } from './order-status';

describe('order-status vocabulary', () => {
  it('should read both spellings of cancelled as cancelled and closed', () => {
    expect(['canceled', 'cancelled'].map(isCancelledStatus)).toEqual([true, true]);
    expect(['completed', 'canceled', 'cancelled', 'ready', null].map(isClosedStatus)).toEqual([true, true, true, false, false]);
  });

  it('should count an order as sent from orderSent on, never a draft', () => {
    expect(['orderStart', 'ordering', 'orderSent', 'cooking', 'cancelled'].map(isSentStatus)).toEqual([false, false, true, true, true]);
  });

  it('should await payment while unpaid or failed and not cancelled', () => {
    expect(isAwaitingPayment({ status: 'orderSent', paymentStatus: 'unpaid' })).toBe(true);
    expect(isAwaitingPayment({ status: 'cooking', paymentStatus: 'fail' })).toBe(true);
    expect(isAwaitingPayment({ status: 'canceled', paymentStatus: 'unpaid' })).toBe(false);
    expect(isAwaitingPayment({ status: 'orderSent', paymentStatus: 'success' })).toBe(false);
  });
});

describe('paymentStatusAtPlacing', () => {
  it('should count a cash order as paid and a wallet order as unpaid as they are placed', () => {
    expect(paymentStatusAtPlacing('cash')).toBe('success');
    expect(paymentStatusAtPlacing('momo')).toBe('unpaid');
    expect(paymentStatusAtPlacing('payoo')).toBe('unpaid');
  });
});
