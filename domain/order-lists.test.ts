import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dateRangeProblem, defaultHistoryRange, ORDER_LIST_MAX_PAGE_SIZE, pageOf, parseCompactDate } from './order-lists';

/** 2026-11-23 23:30 in Ho Chi Minh City (16:30 UTC). */
const lateEvening = Temporal.Instant.from('2026-11-23T16:30:00Z');

describe('order lists: date range', () => {
  it('should default to the last 30 business days, today included', () => {
    expect(defaultHistoryRange(lateEvening)).toEqual({ from: '20261025', to: '20261123' });
    // 00:30 on the 24th in Ho Chi Minh City is still the 23rd in UTC
    expect(defaultHistoryRange(Temporal.Instant.from('2026-11-23T17:30:00Z'))).toEqual({ from: '20261026', to: '20261124' });
  });

  it('should name the field of the first problem', () => {
    expect(dateRangeProblem({ from: '20261101', to: '20261123' }, lateEvening)).toBeNull();
    expect(dateRangeProblem({ from: '20261123', to: '20261123' }, lateEvening)).toBeNull();
    expect(dateRangeProblem({ to: '20261123' }, lateEvening)).toEqual({ field: 'date_from', reason: 'missing' });
    expect(dateRangeProblem({ from: '20261101', to: '' }, lateEvening)).toEqual({ field: 'date_to', reason: 'missing' });
    expect(dateRangeProblem({ from: '20261131', to: '20261123' }, lateEvening)).toEqual({ field: 'date_from', reason: 'invalid' });
    expect(dateRangeProblem({ from: '20261101', to: '2026-11-23' }, lateEvening)).toEqual({ field: 'date_to', reason: 'invalid' });
    expect(dateRangeProblem({ from: '20261124', to: '20261124' }, lateEvening)).toEqual({ field: 'date_from', reason: 'future' });
    expect(dateRangeProblem({ from: '20261101', to: '20261124' }, lateEvening)).toEqual({ field: 'date_to', reason: 'future' });
    expect(dateRangeProblem({ from: '20261120', to: '20261101' }, lateEvening)).toEqual({ field: 'date_from', reason: 'reversed' });
  });

  it('should read only real dates', () => {
    expect(parseCompactDate('20240229')?.toString()).toBe('2024-02-29');
    expect(parseCompactDate('20250229')).toBeNull();
    expect(parseCompactDate(undefined)).toBeNull();
  });
});

describe('order lists: pages', () => {
  it('should answer page 1 of 20 by default and keep the size within bounds', () => {
    expect(pageOf({})).toEqual({ page: 1, size: 20, offset: 0 });
    expect(pageOf({ page: 3, size: 10 })).toEqual({ page: 3, size: 10, offset: 20 });
    expect(pageOf({ page: 0, size: 1000 })).toEqual({ page: 1, size: ORDER_LIST_MAX_PAGE_SIZE, offset: 0 });
  });
});
