import { describe, expect, it } from 'vitest';
import { NO_DRIVER_NOTICE_MINUTES } from './constants';
import { isDriverSearchOverdue, isPastStage, isUndeliverable, SHIPPING_STATUSES } from './courier';

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

  it('should tell a courier ahead of the schedule from one behind it or off its way', () => {
    expect(isPastStage('delivering', 'partner_pickup')).toBe(true);
    expect(isPastStage('completed', 'finding_partner')).toBe(true);
    expect(isPastStage('partner_pickup', 'partner_pickup')).toBe(false);
    expect(isPastStage('finding_partner', 'partner_pickup')).toBe(false);
    expect(isPastStage('expired', 'finding_partner')).toBe(false);
    expect(isPastStage('delivering', 'expired')).toBe(false);
  });
});
