import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { canRepay, isPaymentWindowOver, isRepayOffered, minutesUntilServe, parseServeTime, repayRefusal, repayServeTime, type RepayInput } from './repay';

/** 2026-11-23 10:00 in Ho Chi Minh City. */
const now = Temporal.Instant.from('2026-11-23T03:00:00Z');
const base: RepayInput = { viewerId: 7, orderCustomerId: 7, servsTime: '2026-11-23 11:00', prepareTime: 30, paymentStatus: 'fail', status: 'orderSent', now };

describe('repay rule', () => {
  it('should let the owner repay a failed or unpaid payment of an open order', () => {
    expect(canRepay(base)).toBe(true);
    expect(canRepay({ ...base, paymentStatus: 'unpaid' })).toBe(true);
  });

  it('should refuse anyone but the owner, and guests', () => {
    expect(repayRefusal({ ...base, viewerId: 8 })).toBe('not_owner');
    expect(repayRefusal({ ...base, viewerId: null, orderCustomerId: null })).toBe('not_owner');
  });

  it('should still let the owner repay when the serve time came closer than the prepare time', () => {
    // a declined ASAP order: its serve time is soon too close, and it must stay payable (repayServeTime moves it)
    const tooClose: RepayInput = { ...base, servsTime: '2026-11-23 10:29' };
    const passed: RepayInput = { ...base, servsTime: '2026-11-23 09:30' };
    expect(repayRefusal(tooClose)).toBeNull();
    expect(repayRefusal(passed)).toBeNull();
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

describe('repayServeTime', () => {
  it('should keep the serve time while it is at least prepare time away', () => {
    expect(repayServeTime({ servsTime: '2026-11-23 10:30', prepareTime: 30, now })).toEqual({ servsTime: '2026-11-23 10:30', moved: false });
  });

  it('should move a serve time that came too close to now + prepare time on the slot grid', () => {
    // 10:00 + 30 = 10:30, already past 10:29
    expect(repayServeTime({ servsTime: '2026-11-23 10:29', prepareTime: 30, now })).toEqual({ servsTime: '2026-11-23 10:30', moved: true });
    // 10:07 + 45 (no store prepare time) = 10:52, rounded up to 11:00
    const later = Temporal.Instant.from('2026-11-23T03:07:00Z');
    expect(repayServeTime({ servsTime: '2026-11-23 10:45', prepareTime: null, now: later })).toEqual({ servsTime: '2026-11-23 11:00', moved: true });
    expect(repayServeTime({ servsTime: 'soon', prepareTime: 30, now })).toEqual({ servsTime: '2026-11-23 10:30', moved: true });
  });

  it('should give a time the SPEC repay rule accepts', () => {
    for (const minute of [0, 1, 14, 15, 29, 44, 59]) {
      const at = now.add({ minutes: minute });
      const { servsTime } = repayServeTime({ servsTime: '2026-11-23 10:00', prepareTime: 30, now: at });
      expect(parseServeTime(servsTime)!.toInstant().since(at).total('minutes')).toBeGreaterThanOrEqual(30);
    }
  });
});

describe('payment window', () => {
  it('should be over time_interval_payload minutes after the payment started', () => {
    expect(isPaymentWindowOver(now, 5, now.add({ minutes: 4, seconds: 59 }))).toBe(false);
    expect(isPaymentWindowOver(now, 5, now.add({ minutes: 5 }))).toBe(true);
  });
});

describe('minutesUntilServe', () => {
  it('should count the minutes from now to the serve time, and none once it has passed', () => {
    expect(minutesUntilServe('2026-11-23 10:35', now)).toBe(35);
    expect(minutesUntilServe('2026-11-23 10:35', now.add({ minutes: 40 }))).toBeNull();
    expect(minutesUntilServe(null, now)).toBeNull();
  });
});
