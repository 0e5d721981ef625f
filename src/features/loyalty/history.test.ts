import 'temporal-polyfill/global';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../lib/format';
import { historyTime, memberSince, signedPoints, transactionTabOf, transactionTabSearch } from './history';

describe('transaction history', () => {
  it('should open the purchase history unless the address asks for the point history', () => {
    expect(transactionTabOf('')).toBe('purchase-history');
    expect(transactionTabOf('?tab=nonsense')).toBe('purchase-history');
    expect(transactionTabOf(transactionTabSearch('point-history'))).toBe('point-history');
    expect(transactionTabOf('tab=purchase-history')).toBe('purchase-history');
  });

  it('should write an instant in Ho Chi Minh time, in the date and time format of every screen', () => {
    expect(historyTime('2026-03-09T03:30:00.000Z', 'en')).toBe('2026-03-09 10:30');
    // 23:10 UTC is already the next day in Ho Chi Minh
    expect(historyTime('2026-03-08T23:10:00Z', 'vi')).toBe('09-03-2026 06:10');
    expect(historyTime('2026-03-08T23:10:00Z', 'ja')).toBe('2026-03-09 06:10');
  });

  it('should write the membership date in business time as the language writes dates', () => {
    expect(memberSince('2026-03-08T18:00:00.000Z', 'vi')).toBe('09-03-2026');
    expect(memberSince('2026-03-08T16:00:00.000Z', 'en')).toBe('2026-03-08');
  });

  it('should show the sign of every change of points', () => {
    expect(signedPoints(1300, (n) => formatNumber(n, 'vi'))).toBe('+1.300');
    expect(signedPoints(-500, (n) => formatNumber(n, 'en'))).toBe('−500');
    expect(signedPoints(0, (n) => formatNumber(n, 'en'))).toBe('0');
  });
});
