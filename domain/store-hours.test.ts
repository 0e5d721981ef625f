import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { deliveryHoursOf, isAsapOffered, storeOpenState } from './store-hours';

const at = (iso: string) => Temporal.Instant.from(iso);
/** Open 10:00–21:00, on the 11th 11:00–12:00 (a date entry), closed on the 10th. */
const store = {
  start_time: '10:00',
  end_time: '21:00',
  openDays: ['20260309', '20260311'],
  delivery_times: [{ type: 'date' as const, value: '20260311', delivery_start_time: '11:00', delivery_end_time: '12:00' }],
};

describe('storeOpenState', () => {
  it('should say a store is closed before its first slot and when it opens', () => {
    const state = storeOpenState(store, at('2026-03-09T07:45:00+07:00'));
    expect(state).toEqual({ kind: 'closed', opensAt: { date: '2026-03-09', time: '10:00' } });
    expect(isAsapOffered(state)).toBe(false);
  });

  it('should say it is open within its slots, and closing soon within 30 minutes of the last one', () => {
    expect(storeOpenState(store, at('2026-03-09T10:00:00+07:00'))).toEqual({ kind: 'open', closesAt: '21:00' });
    expect(storeOpenState(store, at('2026-03-09T20:29:00+07:00'))).toEqual({ kind: 'open', closesAt: '21:00' });
    const soon = storeOpenState(store, at('2026-03-09T20:30:00+07:00'));
    expect(soon).toEqual({ kind: 'closingSoon', closesAt: '21:00' });
    expect(isAsapOffered(soon)).toBe(true);
  });

  it('should give the next open day after the last slot, and on a closed day', () => {
    expect(storeOpenState(store, at('2026-03-09T21:01:00+07:00'))).toEqual({ kind: 'closed', opensAt: { date: '2026-03-11', time: '11:00' } });
    expect(storeOpenState(store, at('2026-03-10T12:00:00+07:00'))).toEqual({ kind: 'closed', opensAt: { date: '2026-03-11', time: '11:00' } });
  });

  it('should read the time in Ho Chi Minh City whatever the instant is written in', () => {
    expect(storeOpenState(store, at('2026-03-09T03:00:00Z')).kind).toBe('open');
    expect(storeOpenState(store, at('2026-03-09T00:45:00Z')).kind).toBe('closed');
  });

  it('should stay open at noon although the slots sooner than the prepare time are gone', () => {
    expect(storeOpenState(store, at('2026-03-09T12:00:00+07:00'))).toEqual({ kind: 'open', closesAt: '21:00' });
  });

  it('should have no next opening when no open day is listed ahead', () => {
    expect(storeOpenState(store, at('2026-03-12T09:00:00+07:00'))).toEqual({ kind: 'closed', opensAt: null });
  });

  it('should close at the last order, which it names, though it delivers until 21:00', () => {
    const s001 = { start_time: '10:00', end_time: '21:00', last_order_time: '20:00', openDays: ['20261123', '20261124'] };
    expect(storeOpenState(s001, at('2026-11-23T12:00:00+07:00'))).toEqual({ kind: 'open', closesAt: '20:00' });
    expect(storeOpenState(s001, at('2026-11-23T19:45:00+07:00'))).toEqual({ kind: 'closingSoon', closesAt: '20:00' });
    expect(storeOpenState(s001, at('2026-11-23T20:00:59+07:00'))).toEqual({ kind: 'closingSoon', closesAt: '20:00' });
    const closed = storeOpenState(s001, at('2026-11-23T20:01:00+07:00'));
    expect(closed).toEqual({ kind: 'closed', opensAt: { date: '2026-11-24', time: '10:00' } });
    expect(isAsapOffered(closed)).toBe(false);
  });
});

describe('deliveryHoursOf', () => {
  it("should state the store's own hours and last order, and SPEC's when no store is known", () => {
    expect(deliveryHoursOf({ start_time: '10:30', end_time: '20:30', last_order_time: '19:30' })).toEqual({ start: '10:30', end: '20:30', lastOrder: '19:30' });
    expect(deliveryHoursOf({ start_time: '10:00', end_time: '21:00' })).toEqual({ start: '10:00', end: '21:00', lastOrder: '21:00' });
    expect(deliveryHoursOf(null)).toEqual({ start: '10:00', end: '21:00', lastOrder: '20:00' });
  });
});
