import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { calendarNotices, closureOn, isDateClosed, orderTypeRefusal, orderTypesOn, withoutClosedDays, type CalendarEntry } from './store-calendar';

const tet: CalendarEntry = { kind: 'closure', from: '2027-02-05', to: '2027-02-09', reopen: '2027-02-10' };
const deliveryOnly: CalendarEntry = { kind: 'delivery_only', from: '2025-01-28', to: '2025-01-31' };
const pickupOnly: CalendarEntry = { kind: 'pickup_only', from: '2025-03-01', to: '2025-03-01' };
const calendar = [tet, deliveryOnly, pickupOnly];
const at = (iso: string) => Temporal.Instant.from(iso);

describe('store calendar', () => {
  it('should close the dates of a holiday closure, both ends included, in either date form', () => {
    expect(isDateClosed(calendar, '2027-02-04')).toBe(false);
    expect(isDateClosed(calendar, '2027-02-05')).toBe(true);
    expect(isDateClosed(calendar, '20270209')).toBe(true);
    expect(isDateClosed(calendar, '2027-02-10')).toBe(false);
    expect(closureOn(calendar, '2027-02-07')).toBe(tet);
  });

  it("should allow only delivery within SPEC's window of 28/01/2025 to 31/01/2025, and both types around it", () => {
    expect(orderTypesOn(calendar, '2025-01-27')).toEqual({ delivery: true, pickup: true });
    expect(orderTypesOn(calendar, '2025-01-28')).toEqual({ delivery: true, pickup: false });
    expect(orderTypesOn(calendar, '2025-01-31')).toEqual({ delivery: true, pickup: false });
    expect(orderTypesOn(calendar, '2025-03-01')).toEqual({ delivery: false, pickup: true });
    expect(orderTypesOn(calendar, '2027-02-06')).toEqual({ delivery: false, pickup: false });
  });

  it('should name why an order type is refused on a date', () => {
    expect(orderTypeRefusal(calendar, '2025-01-29', true)).toBe('delivery_only');
    expect(orderTypeRefusal(calendar, '2025-01-29', false)).toBeNull();
    expect(orderTypeRefusal(calendar, '2025-03-01', false)).toBe('pickup_only');
    expect(orderTypeRefusal(calendar, '2027-02-06', true)).toBe('closure');
    expect(orderTypeRefusal([], '2027-02-06', true)).toBeNull();
  });

  it('should leave closed dates out of the open days', () => {
    expect(withoutClosedDays(['20270204', '20270205', '20270209', '20270210'], calendar)).toEqual(['20270204', '20270210']);
  });

  it('should tell about entries not over yet that begin within the days an order can be placed for', () => {
    // 2027-02-01 at 23:30 in Ho Chi Minh City is still 2027-02-01 there
    const now = at('2027-02-01T16:30:00Z');
    expect(calendarNotices(calendar, now, 7)).toEqual([tet]);
    expect(calendarNotices(calendar, now, 4)).toEqual([]);
    expect(calendarNotices(calendar, at('2027-02-09T03:00:00Z'), 7)).toEqual([tet]);
    expect(calendarNotices(calendar, at('2027-02-10T03:00:00Z'), 7)).toEqual([]);
    expect(calendarNotices(calendar, at('2025-01-30T03:00:00Z'), 1)).toEqual([deliveryOnly]);
  });
});
