import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SLOT_STEP_MINUTES } from './constants';
import {
  asapServeTime,
  earliestScheduledTime,
  earliestServeTime,
  isPastLastOrder,
  isServeTimeMissed,
  isStoreOpenForSlot,
  lastOrderTimeOf,
  openDaysFor,
  prepareMinutesOf,
  scheduledSlotsForDay,
  selectableDates,
  SERVE_TIME_REFUSAL_CODES,
  serveTimeProblem,
  slotsForDay,
  startingOrderDate,
  type StoreSchedule,
} from './time-slots';

const at = (local: string) => Temporal.ZonedDateTime.from(`${local}+07:00[Asia/Ho_Chi_Minh]`);
const instant = (iso: string) => Temporal.Instant.from(iso);
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** 2025-03-10 is a Monday; this store is closed on Mondays. */
const CLOSED_ON_MONDAYS = [2, 3, 4, 5, 6, 7];
const sunday = at('2025-03-09T09:00');
const store: StoreSchedule = {
  start_time: '10:00',
  end_time: '21:00',
  openDays: openDaysFor(CLOSED_ON_MONDAYS, sunday, 14),
  delivery_times: [{ type: 'break', value: null, delivery_start_time: '14:00', delivery_end_time: '16:00' }],
};

describe('earliestServeTime', () => {
  it('should add the prepare time and round up to the 15-minute step', () => {
    expect(earliestServeTime(at('2025-03-11T10:07')).toString()).toBe('2025-03-11T11:00:00+07:00[Asia/Ho_Chi_Minh]');
    expect(earliestServeTime(at('2025-03-11T10:00'), 45).toPlainTime().toString()).toBe('10:45:00');
    expect(earliestServeTime(at('2025-03-11T10:00:01'), 45).toPlainTime().toString()).toBe('11:00:00');
    expect(earliestServeTime(at('2025-03-11T10:00'), 60).toPlainTime().toString()).toBe('11:00:00');
  });

  it('should never prepare in less than 30 minutes', () => {
    expect(prepareMinutesOf(10)).toBe(30);
    expect(prepareMinutesOf(null)).toBe(45);
    expect(earliestServeTime(at('2025-03-11T10:00'), 0).toPlainTime().toString()).toBe('10:30:00');
  });

  it('should cross midnight in +07:00 whatever the UTC date', () => {
    // 16:50Z is 23:50 in Ho Chi Minh City
    expect(earliestServeTime(instant('2025-03-11T16:50:00Z')).toString()).toBe(
      '2025-03-12T00:45:00+07:00[Asia/Ho_Chi_Minh]',
    );
  });
});

describe('slotsForDay', () => {
  it('should list every 15 minutes from the earliest serve time to closing, without breaks', () => {
    const slots = slotsForDay('2025-03-11', store, at('2025-03-11T10:07'));
    expect(slots.slice(0, 3)).toEqual(['11:00', '11:15', '11:30']);
    expect(slots.at(-1)).toBe('21:00');
    expect(slots).toContain('13:45');
    expect(slots).not.toContain('14:00');
    expect(slots).not.toContain('15:45');
    expect(slots).toContain('16:00');
    expect(slots).toHaveLength(41 - 8);
  });

  it('should list the whole day for a future date and nothing on Mondays or past dates', () => {
    const now = at('2025-03-11T18:00');
    expect(slotsForDay('2025-03-12', store, now)[0]).toBe('10:00');
    expect(slotsForDay('20250312', store, now)).toHaveLength(45 - 8);
    expect(slotsForDay('2025-03-17', store, now)).toEqual([]);
    expect(slotsForDay('2025-03-09', store, now)).toEqual([]);
  });

  it('should leave no slot today after the last order and start tomorrow at opening', () => {
    expect(slotsForDay('2025-03-11', store, at('2025-03-11T20:30'))).toEqual([]);
    const lateNight = instant('2025-03-11T16:50:00Z');
    expect(slotsForDay('2025-03-11', store, lateNight)).toEqual([]);
    expect(slotsForDay('2025-03-12', store, lateNight)[0]).toBe('10:00');
  });

  it('should take hours from a date entry, then a weekday entry', () => {
    const special: StoreSchedule = {
      ...store,
      delivery_times: [
        { type: 'date', value: '20250313', delivery_start_time: '12:00', delivery_end_time: '13:00' },
        { type: 'day', value: 4, delivery_start_time: '09:07', delivery_end_time: '09:40' },
        { type: 'day', value: '6', delivery_start_time: '09:07', delivery_end_time: '09:40' },
      ],
    };
    const now = at('2025-03-11T08:00');
    expect(slotsForDay('2025-03-13', special, now)).toEqual(['12:00', '12:15', '12:30', '12:45', '13:00']);
    expect(slotsForDay('2025-03-15', special, now)).toEqual(['09:15', '09:30']);
  });

  it('should only give slots on the step, after the earliest time and within store hours', () => {
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 0, 1) }),
        fc.option(fc.integer({ min: 0, max: 180 })),
        fc.integer({ min: 6 * 60, max: 12 * 60 }),
        fc.integer({ min: 18 * 60, max: 23 * 60 + 59 }),
        fc.integer({ min: 0, max: 6 }),
        (ms, prepare, start, end, dayOffset) => {
          const now = Temporal.Instant.fromEpochMilliseconds(ms);
          const dates = selectableDates(now);
          const date = dates[dayOffset];
          const schedule: StoreSchedule = {
            start_time: hhmm(start),
            end_time: hhmm(end),
            openDays: dates.map((d) => d.replace(/-/g, '')),
          };
          const slots = slotsForDay(date, schedule, now, prepare);
          const earliest = earliestServeTime(now, prepare);
          for (const slot of slots) {
            const m = toMinutes(slot);
            expect(m % SLOT_STEP_MINUTES).toBe(0);
            expect(m).toBeGreaterThanOrEqual(start);
            expect(m).toBeLessThanOrEqual(end);
            const serve = Temporal.PlainDateTime.from(`${date}T${slot}`).toZonedDateTime('Asia/Ho_Chi_Minh');
            expect(Temporal.ZonedDateTime.compare(serve, earliest)).toBeGreaterThanOrEqual(0);
            expect(isStoreOpenForSlot(schedule, date, slot)).toBe(true);
          }
          expect([...new Set(slots)].sort()).toEqual(slots);
          if (dayOffset > 0) expect(slots.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('isStoreOpenForSlot', () => {
  it('should need an open day and a time not after the last slot', () => {
    expect(isStoreOpenForSlot(store, '2025-03-11', '21:00')).toBe(true);
    expect(isStoreOpenForSlot(store, '2025-03-11', '21:15')).toBe(false);
    expect(isStoreOpenForSlot(store, '2025-03-10', '12:00')).toBe(false);
    expect(isStoreOpenForSlot(store, '2025-04-30', '12:00')).toBe(false);
  });
});

describe('dates', () => {
  it('should offer today and the next six days in business time', () => {
    expect(selectableDates(instant('2025-03-11T17:30:00Z'))).toEqual([
      '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16', '2025-03-17', '2025-03-18',
    ]);
    expect(selectableDates(at('2025-03-11T09:00'), 0)).toEqual(['2025-03-11']);
    expect(selectableDates(at('2025-12-30T09:00'), 3)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
  });

  it('should derive open days from weekdays, skipping Mondays', () => {
    expect(openDaysFor(CLOSED_ON_MONDAYS, sunday)).toEqual([
      '20250309', '20250311', '20250312', '20250313', '20250314', '20250315',
    ]);
    expect(openDaysFor([1], instant('2025-03-09T17:00:00Z'), 1)).toEqual(['20250310']);
  });

  it('should give one date per day, consecutive, starting today', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 1, max: 30 }), (ms, days) => {
        const now = Temporal.Instant.fromEpochMilliseconds(ms);
        const dates = selectableDates(now, days);
        expect(dates).toHaveLength(days);
        expect(dates[0]).toBe(now.toZonedDateTimeISO('Asia/Ho_Chi_Minh').toPlainDate().toString());
        dates.slice(1).forEach((d, i) => {
          expect(Temporal.PlainDate.from(dates[i]).add({ days: 1 }).toString()).toBe(d);
        });
        expect(openDaysFor([1, 2, 3, 4, 5, 6, 7], now, days)).toEqual(dates.map((d) => d.replace(/-/g, '')));
      }),
    );
  });
});

describe('isServeTimeMissed', () => {
  it('should flag a time sooner than prepare time minus 10 minutes', () => {
    const now = at('2025-03-11T10:00');
    expect(isServeTimeMissed(now, '2025-03-11', '10:30')).toBe(true);
    expect(isServeTimeMissed(now, '2025-03-11', '10:35')).toBe(false);
    expect(isServeTimeMissed(now, '2025-03-12', '10:00')).toBe(false);
  });
});

describe('serveTimeProblem', () => {
  // Tuesday 2025-03-11 09:00; the store opens 10:00-21:00 with a break 14:00-16:00, closed on Mondays
  const tuesday = at('2025-03-11T09:00');
  const problem = (date: string | null, time: string | null, schedule: StoreSchedule = store) => serveTimeProblem(schedule, date, time, tuesday, 30);

  it('should accept a slot on the grid, within the hours, outside breaks and after the earliest time', () => {
    expect(problem('2025-03-11', '12:00')).toBeNull();
    expect(problem('2025-03-11', '21:00')).toBeNull();
    expect(problem('20250312', '10:00')).toBeNull();
  });

  it('should name each problem of a serve time', () => {
    expect(problem(null, '12:00')).toBe('missing');
    expect(problem('2025-03-11', '25:00')).toBe('missing');
    expect(problem('2025-03-11', 'soon')).toBe('missing');
    expect(problem('2025-03-17', '12:00')).toBe('closed_day');
    expect(problem('2025-03-10', '12:00')).toBe('closed_day');
    expect(problem('2025-03-11', '12:07')).toBe('off_grid');
    expect(problem('2025-03-11', '09:45')).toBe('before_opening');
    expect(problem('2025-03-11', '21:15')).toBe('after_last_order');
    expect(problem('2025-03-11', '14:30')).toBe('in_break');
    expect(problem('2025-03-11', '09:15', { ...store, start_time: '09:00' })).toBe('too_soon');
  });

  it("should apply a break whose value is '*' on every day", () => {
    const everyDay: StoreSchedule = { ...store, delivery_times: [{ type: 'break', value: '*', delivery_start_time: '14:00', delivery_end_time: '15:00' }] };
    expect(problem('2025-03-11', '14:15', everyDay)).toBe('in_break');
    expect(problem('2025-03-12', '14:45', everyDay)).toBe('in_break');
    expect(problem('2025-03-12', '15:00', everyDay)).toBeNull();
    expect(slotsForDay('2025-03-12', everyDay, tuesday)).not.toContain('14:00');
  });

  it('should end the day at a weekday entry that closes earlier', () => {
    const sundayTill20: StoreSchedule = { ...store, delivery_times: [{ type: 'day', value: '7', delivery_start_time: '10:00', delivery_end_time: '20:00' }] };
    expect(problem('2025-03-16', '20:00', sundayTill20)).toBeNull();
    expect(problem('2025-03-16', '20:15', sundayTill20)).toBe('after_last_order');
  });

  it('should agree with the offered slots: every offered slot has no problem', () => {
    for (const date of ['2025-03-11', '2025-03-12']) {
      for (const time of slotsForDay(date, store, tuesday, 30)) expect(problem(date, time)).toBeNull();
    }
  });
});

describe('asapServeTime', () => {
  it('should give the first slot today at or after the earliest serve time, skipping breaks', () => {
    expect(asapServeTime(store, at('2025-03-11T10:07'), 30)).toEqual({ date: '2025-03-11', time: '10:45' });
    expect(asapServeTime(store, at('2025-03-11T13:40'), 30)).toEqual({ date: '2025-03-11', time: '16:00' });
  });

  it('should give none when no slot is left today', () => {
    expect(asapServeTime(store, at('2025-03-11T20:45'), 30)).toBeNull();
    expect(asapServeTime(store, at('2025-03-10T11:00'), 30)).toBeNull();
  });
});

describe('scheduled serve times (SPEC §9 nextDeliveryTimeInterval)', () => {
  it('should start a scheduled order at least the interval after now, ASAP staying at now + prepare time', () => {
    expect(earliestScheduledTime(at('2025-03-11T10:07'), 30, 60).toPlainTime().toString()).toBe('11:15:00');
    expect(earliestServeTime(at('2025-03-11T10:07'), 30).toPlainTime().toString()).toBe('10:45:00');
    // a preparation longer than the interval still decides
    expect(earliestScheduledTime(at('2025-03-11T10:07'), 90, 60).toPlainTime().toString()).toBe('11:45:00');
    expect(scheduledSlotsForDay('2025-03-11', store, at('2025-03-11T10:07'), 30, 60)[0]).toBe('11:15');
    expect(slotsForDay('2025-03-11', store, at('2025-03-11T10:07'), 30)[0]).toBe('10:45');
  });

  it('should offer the opening slot to an order scheduled before the store opens, and nothing within the interval of closing', () => {
    // closed until 10:00: the earliest slot is the opening one when the interval ends before it
    expect(scheduledSlotsForDay('2025-03-11', store, at('2025-03-11T08:30'), 30, 60)[0]).toBe('10:00');
    expect(scheduledSlotsForDay('2025-03-11', store, at('2025-03-11T09:20'), 30, 60)[0]).toBe('10:30');
    expect(scheduledSlotsForDay('2025-03-11', store, at('2025-03-11T20:10'), 30, 60)).toEqual([]);
    expect(scheduledSlotsForDay('2025-03-12', store, at('2025-03-11T20:10'), 30, 60)[0]).toBe('10:00');
  });

  it('should refuse a scheduled time within the interval as the server does, and accept every offered slot', () => {
    const now = at('2025-03-11T10:07');
    expect(serveTimeProblem(store, '2025-03-11', '11:00', now, 30, 60)).toBe('before_next_interval');
    expect(serveTimeProblem(store, '2025-03-11', '11:00', now, 30)).toBeNull();
    for (const time of scheduledSlotsForDay('2025-03-11', store, now, 30, 60)) expect(serveTimeProblem(store, '2025-03-11', time, now, 30, 60)).toBeNull();
  });
});

describe('last order (SPEC §9: delivery 10:00-21:00, last order 20:00)', () => {
  /** S001's hours: a Monday 2026-11-23, open every day, prepares in 30 minutes. */
  const s001: StoreSchedule = { start_time: '10:00', end_time: '21:00', last_order_time: '20:00', openDays: ['20261123', '20261124'] };

  it("should give the store's last-order time, or the day's last slot when the day ends sooner or none is given", () => {
    expect(lastOrderTimeOf(s001, '2026-11-23')).toBe('20:00');
    const shortDay: StoreSchedule = { ...s001, delivery_times: [{ type: 'date', value: '20261123', delivery_start_time: '10:00', delivery_end_time: '18:00' }] };
    expect(lastOrderTimeOf(shortDay, '2026-11-23')).toBe('18:00');
    expect(lastOrderTimeOf({ ...s001, last_order_time: null }, '2026-11-23')).toBe('21:00');
    expect(lastOrderTimeOf(s001, '2026-11-25')).toBeNull();
  });

  it('should take an order through the 20:00 minute and none from 20:01', () => {
    expect(isPastLastOrder(s001, '2026-11-23', at('2026-11-23T20:00:59'))).toBe(false);
    expect(isPastLastOrder(s001, '2026-11-23', at('2026-11-23T20:01'))).toBe(true);
    expect(isPastLastOrder(s001, '2026-11-24', at('2026-11-23T20:01'))).toBe(false);
  });

  it("should offer today's 20:45 and 21:00 until the last order, and no slot of today after it", () => {
    expect(slotsForDay('2026-11-23', s001, at('2026-11-23T20:00'), 30).slice(-2)).toEqual(['20:45', '21:00']);
    expect(slotsForDay('2026-11-23', s001, at('2026-11-23T20:01'), 30)).toEqual([]);
    expect(scheduledSlotsForDay('2026-11-23', s001, at('2026-11-23T20:01'), 30, 0)).toEqual([]);
    expect(slotsForDay('2026-11-24', s001, at('2026-11-23T20:01'), 30)[0]).toBe('10:00');
  });

  it('should refuse ASAP and a chosen time of today after the last order, naming the problem', () => {
    expect(asapServeTime(s001, at('2026-11-23T20:00'), 30)).toEqual({ date: '2026-11-23', time: '20:30' });
    expect(asapServeTime(s001, at('2026-11-23T20:01'), 30)).toBeNull();
    expect(serveTimeProblem(s001, '2026-11-23', '20:45', at('2026-11-23T20:00'), 30)).toBeNull();
    expect(serveTimeProblem(s001, '2026-11-23', '20:45', at('2026-11-23T20:01'), 30)).toBe('last_order_passed');
    expect(serveTimeProblem(s001, '2026-11-23', '21:00', at('2026-11-23T20:01'), 30)).toBe('last_order_passed');
    expect(SERVE_TIME_REFUSAL_CODES.last_order_passed).toBe('LAST_ORDER_PASSED');
    expect(serveTimeProblem(s001, '2026-11-24', '10:00', at('2026-11-23T20:01'), 30)).toBeNull();
  });
});

describe('startingOrderDate', () => {
  /** S001's hours (last order 20:00) over a week from Monday 2026-11-23, closed on Wednesday 2026-11-25. */
  const s001: StoreSchedule = { start_time: '10:00', end_time: '21:00', last_order_time: '20:00', openDays: ['20261123', '20261124', '20261126'] };
  const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];

  it('should start on today while it has a slot, before opening and until the last order', () => {
    expect(startingOrderDate(week, s001, at('2026-11-23T07:45'), 30, 60)).toBe('2026-11-23');
    expect(startingOrderDate(week, s001, at('2026-11-23T12:00'), 30, 60)).toBe('2026-11-23');
    // ASAP is still taken at 20:00, though no scheduled slot is an hour ahead
    expect(startingOrderDate(week, s001, at('2026-11-23T20:00'), 30, 60)).toBe('2026-11-23');
  });

  it("should start on the next day with times once today's last order has passed", () => {
    expect(startingOrderDate(week, s001, at('2026-11-23T20:01'), 30, 60)).toBe('2026-11-24');
    expect(startingOrderDate(week, s001, at('2026-11-23T20:45'), 30, 60)).toBe('2026-11-24');
    expect(startingOrderDate(week, s001, at('2026-11-23T23:59'), 30, 60)).toBe('2026-11-24');
  });

  it('should pass over a closed day and a closure left out of the dates, and give none when no date has a time', () => {
    expect(startingOrderDate(week, s001, at('2026-11-24T20:45'), 30, 60)).toBe('2026-11-26');
    expect(startingOrderDate(['2026-11-23', '2026-11-26'], s001, at('2026-11-23T20:45'), 30, 60)).toBe('2026-11-26');
    expect(startingOrderDate(['2026-11-23', '2026-11-25'], s001, at('2026-11-23T20:45'), 30, 60)).toBeNull();
  });

  it("should offer on the date it starts on a slot the server takes, and none that day's list lacks", () => {
    const now = at('2026-11-23T20:45');
    const date = startingOrderDate(week, s001, now, 30, 60)!;
    const [first] = scheduledSlotsForDay(date, s001, now, 30, 60);
    expect(first).toBe('10:00');
    expect(serveTimeProblem(s001, date, first, now, 30, 60)).toBeNull();
  });
});
