import { Temporal } from 'temporal-polyfill';
import {
  DEFAULT_PREPARE_MINUTES,
  FUTURE_ORDER_DAYS,
  MIN_PREPARE_MINUTES,
  MISSED_TIME_GRACE_MINUTES,
  SLOT_STEP_MINUTES,
  TIME_ZONE,
} from './constants';

/**
 * A store's delivery time entry.
 * - `break`: no slot in [delivery_start_time, delivery_end_time); `value` empty or '*' for every
 *   day, a date (YYYYMMDD or YYYY-MM-DD) for that date, or an ISO weekday 1 (Monday)..7 (Sunday).
 * - `day`: hours for an ISO weekday `value`, replacing the store's start and end.
 * - `date`: hours for the date `value`, replacing both the store's and the weekday's hours.
 */
export interface DeliveryTimeEntry {
  storecd?: string;
  type: 'break' | 'date' | 'day';
  value?: string | number | null;
  delivery_start_time: string;
  delivery_end_time: string;
}

/** What slot generation needs from a store. */
export interface StoreSchedule {
  /** 'HH:mm' */
  start_time: string;
  /** 'HH:mm'; '00:00' or '24:00' mean the end of the day. */
  end_time: string;
  /**
   * 'HH:mm': the store takes no order for a day once that day's clock is past this time (SPEC §9 "last
   * order 20:00"), though it still delivers until end_time. Absent or null: orders until the day's last slot.
   */
  last_order_time?: string | null;
  /** Open dates, YYYYMMDD. */
  openDays: readonly string[];
  delivery_times?: readonly DeliveryTimeEntry[] | null;
}

/** A date as 'YYYY-MM-DD', 'YYYYMMDD' or a PlainDate. */
export type DateInput = string | Temporal.PlainDate;
/** A moment. */
export type Now = Temporal.Instant | Temporal.ZonedDateTime;

const MINUTES_PER_DAY = 24 * 60;
/** A deliveryTime entry `value` that applies to every day. */
const EVERY_DAY = '*';

/** The moment in business time (Asia/Ho_Chi_Minh). */
export function toBusinessTime(now: Now): Temporal.ZonedDateTime {
  return (now instanceof Temporal.Instant ? now : now.toInstant()).toZonedDateTimeISO(TIME_ZONE);
}

function toPlainDate(date: DateInput): Temporal.PlainDate {
  if (typeof date !== 'string') return date;
  const compact = date.replace(/-/g, '');
  return Temporal.PlainDate.from(`${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`);
}

/** A date as YYYYMMDD. */
export function compactDate(date: DateInput): string {
  return toPlainDate(date).toString().replace(/-/g, '');
}

function minutesOf(time: string, isEnd = false): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return isEnd && (minutes === 0 || minutes >= MINUTES_PER_DAY) ? MINUTES_PER_DAY : minutes;
}

function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Preparation minutes of a store: its prepare_time, or DEFAULT_PREPARE_MINUTES when none,
 * never less than MIN_PREPARE_MINUTES.
 */
export function prepareMinutesOf(prepareTime?: number | null): number {
  const missing = prepareTime === null || prepareTime === undefined || !Number.isFinite(prepareTime);
  return Math.max(MIN_PREPARE_MINUTES, missing ? DEFAULT_PREPARE_MINUTES : prepareTime);
}

/**
 * The earliest serve time (ASAP): now + preparation minutes (see {@link prepareMinutesOf}),
 * rounded up to the SLOT_STEP_MINUTES step of the business clock.
 *
 * @example earliestServeTime(Temporal.Instant.from('2025-01-06T03:07:00Z')) // 11:00+07:00
 */
export function earliestServeTime(now: Now, prepareMinutes?: number | null): Temporal.ZonedDateTime {
  return toBusinessTime(now)
    .add({ minutes: prepareMinutesOf(prepareMinutes) })
    .round({ smallestUnit: 'minute', roundingIncrement: SLOT_STEP_MINUTES, roundingMode: 'ceil' });
}

function entryMatches(entry: DeliveryTimeEntry, date: Temporal.PlainDate): boolean {
  const value = entry.value === null || entry.value === undefined ? '' : String(entry.value).trim();
  if (value === '') return entry.type === 'break';
  if (value === EVERY_DAY) return true;
  const compact = value.replace(/-/g, '');
  if (compact.length === 8) return compact === compactDate(date);
  return Number(value) === date.dayOfWeek;
}

function hoursFor(store: StoreSchedule, date: Temporal.PlainDate): { start: number; end: number } {
  const entries = store.delivery_times ?? [];
  const override =
    entries.find((e) => e.type === 'date' && entryMatches(e, date)) ??
    entries.find((e) => e.type === 'day' && entryMatches(e, date));
  const start = override ? override.delivery_start_time : store.start_time;
  const end = override ? override.delivery_end_time : store.end_time;
  return { start: minutesOf(start), end: minutesOf(end, true) };
}

/** Slots of a day from the store's hours and breaks alone, as minutes after midnight. */
function daySlotMinutes(store: StoreSchedule, date: Temporal.PlainDate): number[] {
  if (!store.openDays.includes(compactDate(date))) return [];
  const { start, end } = hoursFor(store, date);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return [];
  const breaks = (store.delivery_times ?? [])
    .filter((e) => e.type === 'break' && entryMatches(e, date))
    .map((e) => ({ start: minutesOf(e.delivery_start_time), end: minutesOf(e.delivery_end_time, true) }));
  const slots: number[] = [];
  const first = Math.ceil(start / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  for (let m = first; m <= end && m < MINUTES_PER_DAY; m += SLOT_STEP_MINUTES) {
    if (!breaks.some((b) => m >= b.start && m < b.end)) slots.push(m);
  }
  return slots;
}

/**
 * The last-order time ('HH:mm') of a date: the store's last_order_time, or the day's last slot when that
 * is earlier (a day whose hours end sooner) or when the store gives none; null when the day has no slot.
 *
 * @example lastOrderTimeOf({ start_time: '10:00', end_time: '21:00', last_order_time: '20:00', openDays: ['20261123'] }, '2026-11-23') // '20:00'
 */
export function lastOrderTimeOf(store: StoreSchedule, date: DateInput): string | null {
  const slots = daySlotMinutes(store, toPlainDate(date));
  const last = slots[slots.length - 1];
  if (last === undefined) return null;
  const own = store.last_order_time ? minutesOf(store.last_order_time) : NaN;
  return formatMinutes(Number.isFinite(own) ? Math.min(own, last) : last);
}

/**
 * True when the store no longer takes orders for `date` at `now`: the business clock, to the minute, is
 * past that date's {@link lastOrderTimeOf} (20:00 takes an order, 20:01 does not), or the date has gone.
 * A date without slots is never "past last order": it is closed, which other checks say.
 */
export function isPastLastOrder(store: StoreSchedule, date: DateInput, now: Now): boolean {
  const day = toPlainDate(date);
  const last = lastOrderTimeOf(store, day);
  if (last === null) return false;
  const local = toBusinessTime(now).toPlainDateTime().round({ smallestUnit: 'minute', roundingMode: 'floor' });
  return Temporal.PlainDateTime.compare(local, day.toPlainDateTime(Temporal.PlainTime.from(last))) > 0;
}

/**
 * Order times ('HH:mm') of a date: every SLOT_STEP_MINUTES on the clock from the store's start
 * (rounded up to the step) to its end, both inclusive, without break times. Empty when the date
 * is not an open day, is before today or its last order has passed ({@link isPastLastOrder}); on
 * today, only slots at or after {@link earliestServeTime}. Hours come from a `date` entry, else a `day` entry, else the store.
 */
export function slotsForDay(
  date: DateInput,
  store: StoreSchedule,
  now: Now,
  prepareMinutes?: number | null,
): string[] {
  const day = toPlainDate(date);
  if (isPastLastOrder(store, day, now)) return [];
  const earliest = earliestServeTime(now, prepareMinutes).toPlainDateTime();
  return daySlotMinutes(store, day)
    .filter(
      (m) =>
        Temporal.PlainDateTime.compare(
          day.toPlainDateTime({ hour: Math.floor(m / 60), minute: m % 60 }),
          earliest,
        ) >= 0,
    )
    .map(formatMinutes);
}

/**
 * The earliest scheduled (not ASAP) serve time: at least `leadMinutes` (SPEC §9
 * nextDeliveryTimeInterval) after now and never before {@link earliestServeTime}, rounded up to
 * the SLOT_STEP_MINUTES step.
 *
 * @example earliestScheduledTime(Temporal.Instant.from('2025-01-06T03:07:00Z'), 30, 60) // 11:15+07:00
 */
export function earliestScheduledTime(now: Now, prepareMinutes: number | null | undefined, leadMinutes: number): Temporal.ZonedDateTime {
  const lead = toBusinessTime(now)
    .add({ minutes: Math.max(0, leadMinutes) })
    .round({ smallestUnit: 'minute', roundingIncrement: SLOT_STEP_MINUTES, roundingMode: 'ceil' });
  const asap = earliestServeTime(now, prepareMinutes);
  return Temporal.ZonedDateTime.compare(lead, asap) > 0 ? lead : asap;
}

/**
 * The slots ('HH:mm') offered for a scheduled order on a date: those of {@link slotsForDay} at or
 * after {@link earliestScheduledTime}. The checkout's slot list, its refresh and the server's
 * check of a scheduled time all read this one rule.
 */
export function scheduledSlotsForDay(date: DateInput, store: StoreSchedule, now: Now, prepareMinutes: number | null | undefined, leadMinutes: number): string[] {
  const day = toPlainDate(date);
  const earliest = earliestScheduledTime(now, prepareMinutes, leadMinutes).toPlainDateTime();
  return slotsForDay(day, store, now, prepareMinutes).filter(
    (time) => Temporal.PlainDateTime.compare(day.toPlainDateTime(Temporal.PlainTime.from(time)), earliest) >= 0,
  );
}

/**
 * True when a scheduled time is sooner than `leadMinutes` after now (SPEC §9
 * nextDeliveryTimeInterval): earlier than {@link earliestScheduledTime}.
 */
export function isBeforeNextDeliveryInterval(now: Now, date: DateInput, time: string, leadMinutes: number): boolean {
  const limit = toBusinessTime(now).add({ minutes: Math.max(0, leadMinutes) });
  return Temporal.ZonedDateTime.compare(serveDateTime(date, time), limit) < 0;
}

/**
 * The date ('YYYY-MM-DD') a checkout starts on: the first of `dates` (the selectable dates, closures left out)
 * that still has a time to offer at `now`. Today counts while it has a slot ({@link slotsForDay}: ASAP or later
 * today); a later date while it has a scheduled slot ({@link scheduledSlotsForDay}). After today's last order this
 * is the next open day, so the customer sees that day's times without changing the date, as food apps open on
 * the first day they can serve. Null when no date has a time.
 *
 * @example startingOrderDate(['2026-11-23', '2026-11-24'], s001, at('2026-11-23T20:45'), 30, 60) // '2026-11-24'
 */
export function startingOrderDate(
  dates: readonly DateInput[],
  store: StoreSchedule,
  now: Now,
  prepareMinutes: number | null | undefined,
  leadMinutes: number,
): string | null {
  const today = toBusinessTime(now).toPlainDate();
  const first = dates.map(toPlainDate).find((day) =>
    day.equals(today)
      ? slotsForDay(day, store, now, prepareMinutes).length > 0
      : Temporal.PlainDate.compare(day, today) > 0 && scheduledSlotsForDay(day, store, now, prepareMinutes, leadMinutes).length > 0,
  );
  return first === undefined ? null : first.toString();
}

/** Every order slot ('HH:mm') of a date, whatever the time now: empty when it is not an open day. */
export function allSlotsOfDay(store: StoreSchedule, date: DateInput): string[] {
  return daySlotMinutes(store, toPlainDate(date)).map(formatMinutes);
}

/**
 * True when the store takes an order for `time` on `date`: the date is one of its open days and
 * the time is not after that day's last slot (our reading of SPEC's "before the last slot").
 */
export function isStoreOpenForSlot(store: StoreSchedule, date: DateInput, time: string): boolean {
  const slots = daySlotMinutes(store, toPlainDate(date));
  const last = slots[slots.length - 1];
  const minutes = minutesOf(time);
  return last !== undefined && Number.isFinite(minutes) && minutes <= last;
}

/**
 * Selectable order dates ('YYYY-MM-DD'): today in business time and the following days,
 * `futureDays` dates in all (7: today plus 6). A value below 1 gives today alone.
 */
export function selectableDates(now: Now, futureDays: number = FUTURE_ORDER_DAYS): string[] {
  const today = toBusinessTime(now).toPlainDate();
  const count = Math.max(1, Math.trunc(futureDays) || 1);
  return Array.from({ length: count }, (_, i) => today.add({ days: i }).toString());
}

/**
 * Open dates (YYYYMMDD) within `days` dates from today whose ISO weekday (1 Monday .. 7 Sunday)
 * is in `weekdays`; the server derives a store's openDays from its weekly schedule with it.
 */
export function openDaysFor(
  weekdays: readonly number[],
  now: Now,
  days: number = FUTURE_ORDER_DAYS,
): string[] {
  const open = new Set(weekdays);
  return selectableDates(now, days)
    .map((d) => Temporal.PlainDate.from(d))
    .filter((d) => open.has(d.dayOfWeek))
    .map(compactDate);
}

/** The serve moment of a date and 'HH:mm' time in business time. */
export function serveDateTime(date: DateInput, time: string): Temporal.ZonedDateTime {
  const m = minutesOf(time);
  return toPlainDate(date)
    .toPlainDateTime({ hour: Math.floor(m / 60), minute: m % 60 })
    .toZonedDateTime(TIME_ZONE);
}

/**
 * True when a chosen serve time is too soon: earlier than now + preparation minutes -
 * MISSED_TIME_GRACE_MINUTES (the missed-delivery-time modal).
 */
export function isServeTimeMissed(
  now: Now,
  date: DateInput,
  time: string,
  prepareMinutes?: number | null,
): boolean {
  const limit = toBusinessTime(now).add({ minutes: prepareMinutesOf(prepareMinutes) - MISSED_TIME_GRACE_MINUTES });
  return Temporal.ZonedDateTime.compare(serveDateTime(date, time), limit) < 0;
}

/**
 * Why a serve time cannot be taken, in the order the checks run:
 * - `missing`: no date or time, or not a date and an HH:mm time;
 * - `closed_day`: the date is not one of the store's open days (past, too far ahead, a closed
 *   weekday or a closure) or the day has no slot;
 * - `off_grid`: the time is not on the SLOT_STEP_MINUTES grid (12:07);
 * - `before_opening`: before the day's first slot;
 * - `after_last_order`: after the day's last slot (the last order of the day);
 * - `in_break`: inside a break (deliveryTime entries of type break);
 * - `last_order_passed`: the order comes after the date's last-order time ({@link isPastLastOrder});
 * - `too_soon`: earlier than now + preparation minutes - MISSED_TIME_GRACE_MINUTES;
 * - `before_next_interval`: a scheduled time less than nextDeliveryTimeInterval minutes after now
 *   (checked only when a lead is given: never for ASAP).
 */
export type ServeTimeProblem = 'missing' | 'closed_day' | 'off_grid' | 'before_opening' | 'after_last_order' | 'in_break' | 'last_order_passed' | 'too_soon' | 'before_next_interval';

/** The API refusal code of each serve-time problem (field info.servsTime, `details.reason` the problem). */
export const SERVE_TIME_REFUSAL_CODES: Record<ServeTimeProblem, string> = {
  missing: 'VALIDATION_ERROR',
  closed_day: 'OUT_OF_HOURS',
  before_opening: 'OUT_OF_HOURS',
  off_grid: 'SERVE_TIME_OFF_GRID',
  in_break: 'SERVE_TIME_IN_BREAK',
  after_last_order: 'OUT_OF_HOURS',
  last_order_passed: 'LAST_ORDER_PASSED',
  too_soon: 'SERVE_TIME_MISSED',
  before_next_interval: 'TOO_SOON',
};

function parsedDate(date: DateInput | null | undefined): Temporal.PlainDate | null {
  if (date === null || date === undefined) return null;
  if (typeof date !== 'string') return date;
  if (!/^\d{4}-?\d{2}-?\d{2}$/.test(date.trim())) return null;
  try {
    return toPlainDate(date.trim());
  } catch {
    return null;
  }
}

/**
 * The one check of a chosen serve time (server at confirmation, checkout machine before it):
 * the problem with `time` on `date` at this store, or null when the store takes the order then.
 * `scheduledLeadMinutes` is nextDeliveryTimeInterval for a scheduled order (0, the default, for ASAP).
 *
 * @example serveTimeProblem(store, '2026-11-23', '12:07', now, 30) // 'off_grid'
 */
export function serveTimeProblem(
  store: StoreSchedule,
  date: DateInput | null | undefined,
  time: string | null | undefined,
  now: Now,
  prepareMinutes?: number | null,
  scheduledLeadMinutes = 0,
): ServeTimeProblem | null {
  const day = parsedDate(date);
  const minutes = typeof time === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(time.trim()) ? minutesOf(time) : NaN;
  if (!day || !Number.isFinite(minutes)) return 'missing';
  const slots = daySlotMinutes(store, day);
  if (slots.length === 0) return 'closed_day';
  if (minutes % SLOT_STEP_MINUTES !== 0) return 'off_grid';
  const { start } = hoursFor(store, day);
  if (minutes < Math.ceil(start / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES) return 'before_opening';
  if (minutes > slots[slots.length - 1]) return 'after_last_order';
  if (!slots.includes(minutes)) return 'in_break';
  if (isPastLastOrder(store, day, now)) return 'last_order_passed';
  if (isServeTimeMissed(now, day, time!, prepareMinutes)) return 'too_soon';
  if (isBeforeNextDeliveryInterval(now, day, time!, scheduledLeadMinutes)) return 'before_next_interval';
  return null;
}

/**
 * The serve time of an ASAP order: the first slot today at or after {@link earliestServeTime},
 * or null when no slot is left today (none after today's last order, {@link isPastLastOrder}).
 */
export function asapServeTime(store: StoreSchedule, now: Now, prepareMinutes?: number | null): { date: string; time: string } | null {
  const today = toBusinessTime(now).toPlainDate();
  const [first] = slotsForDay(today, store, now, prepareMinutes);
  return first === undefined ? null : { date: today.toString(), time: first };
}
