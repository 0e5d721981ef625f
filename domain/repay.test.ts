import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { canRepay, isRepayOffered, parseServeTime, repayRefusal, type RepayInput } from './repay';

/** 2026-11-23 10:00 in Ho Chi Minh City. */
const now = Temporal.Instant.from('2026-11-23T03:00:00Z');
const base: RepayInput = { viewerId: 7, orderCustomerId: 7, servsTime: '2026-11-23 11:00', prepareTime: 30, paymentStatus: 'fail', status: 'orderSent', now };

describe('repay rule', () => {
  it('should let the owner repay a failed payment while the serve time is at least prepare time away', () => {
    expect(canRepay(base)).toBe(true);
    expect(canRepay({ ...base, paymentStatus: 'unpaid', servsTime: '2026-11-23 10:30' })).toBe(true);
  });

  it('should refuse anyone but the owner, and guests', () => {
    expect(repayRefusal({ ...base, viewerId: 8 })).toBe('not_owner');
    expect(repayRefusal({ ...base, viewerId: null, orderCustomerId: null })).toBe('not_owner');
  });

  it('should refuse when the serve time is closer than the prepare time', () => {
    expect(repayRefusal({ ...base, servsTime: '2026-11-23 10:29' })).toBe('too_late');
    // default prepare time (45) when the store gives none
    expect(repayRefusal({ ...base, prepareTime: null, servsTime: '2026-11-23 10:40' })).toBe('too_late');
  });

  it('should refuse a paid or closed order', () => {
    expect(repayRefusal({ ...base, paymentStatus: 'success' })).toBe('already_paid');
    expect(repayRefusal({ ...base, status: 'canceled' })).toBe('order_closed');
  });

  it('should parse serve times in business time', () => {
    expect(parseServeTime('2026-11-23 11:00')?.toInstant().toString()).toBe('2026-11-23T04:00:00Z');
    expect(parseServeTime('soon')).toBeNull();
  });
});

describe('isRepayOffered', () => {
  it('should show the repay section to the owner of a failed or unpaid payment, whatever the time', () => {
    const owner = { viewerId: 7, orderCustomerId: 7 };
    expect(isRepayOffered({ ...owner, paymentStatus: 'unpaid' })).toBe(true);
    expect(isRepayOffered({ ...owner, paymentStatus: 'fail' })).toBe(true);
    expect(isRepayOffered({ ...owner, paymentStatus: 'success' })).toBe(false);
    expect(isRepayOffered({ viewerId: 8, orderCustomerId: 7, paymentStatus: 'unpaid' })).toBe(false);
    expect(isRepayOffered({ viewerId: null, orderCustomerId: null, paymentStatus: 'unpaid' })).toBe(false);
  });

  it('should agree with repayRefusal on who is offered a repay', () => {
    for (const paymentStatus of ['unpaid', 'fail', 'success']) {
      for (const viewerId of [7, 8, null]) {
        const input = { viewerId, orderCustomerId: 7, paymentStatus, servsTime: '2026-11-23 09:00', status: 'orderSent', now };
        const refusal = repayRefusal(input);
        expect(isRepayOffered(input)).toBe(refusal !== 'not_owner' && refusal !== 'already_paid');
      }
    }
  });
});
