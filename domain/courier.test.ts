import { describe, expect, it } from 'vitest';
import { NO_DRIVER_NOTICE_MINUTES } from './constants';
import { isDriverSearchOverdue, isUndeliverable, SHIPPING_STATUSES } from './courier';

describe('courier rules', () => {
  it('should give up the driver search at 15 minutes (SPEC §9), not before', () => {
    expect(NO_DRIVER_NOTICE_MINUTES).toBe(15);
    expect(isDriverSearchOverdue(14.99)).toBe(false);
    expect(isDriverSearchOverdue(15)).toBe(true);
  });

  it('should list the ten shipping statuses of SPEC §4, four of them undeliverable', () => {
    expect(SHIPPING_STATUSES).toHaveLength(10);
    expect(SHIPPING_STATUSES.filter(isUndeliverable)).toEqual(['expired', 'rejected', 'failed', 'returned']);
  });
});
