import { CLOSING_SOON_MINUTES, DELIVERY_HOURS_END, DELIVERY_HOURS_START, LAST_ORDER_TIME } from './constants';
import { allSlotsOfDay, lastOrderTimeOf, toBusinessTime, type Now, type StoreSchedule } from './time-slots';

/**
 * Whether the store takes orders now, in business time, from its whole day's slots (not the server's
 * `openTimes`, which leave out today's slots sooner than now + prepare time):
 * - `open`: now is from today's first slot to today's last order ({@link lastOrderTimeOf}), which
 *   `closesAt` names: the one last-order time every screen states;
 * - `closingSoon`: open, the last order at most {@link CLOSING_SOON_MINUTES} away;
 * - `closed`: before today's first slot, after its last order, or not open today; `opensAt` is the
 *   next first slot ('YYYY-MM-DD', 'HH:mm'), or null when no open day is listed ahead.
 */
export type StoreOpenState =
  | { kind: 'open'; closesAt: string }
  | { kind: 'closingSoon'; closesAt: string }
  | { kind: 'closed'; opensAt: { date: string; time: string } | null };

const minutesOf = (time: string) => {
  const [hours = NaN, minutes = NaN] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const isoDate = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/**
 * The store's opening state at `now`.
 * @example storeOpenState({ start_time: '10:00', end_time: '21:00', openDays: ['20260309'] }, at('2026-03-09T07:45+07:00'))
 *   // { kind: 'closed', opensAt: { date: '2026-03-09', time: '10:00' } }
 */
export function storeOpenState(store: StoreSchedule, now: Now, closingSoonMinutes: number = CLOSING_SOON_MINUTES): StoreOpenState {
  const local = toBusinessTime(now);
  const today = local.toPlainDate().toString().replace(/-/g, '');
  const nowMinutes = local.hour * 60 + local.minute;
  const days = [...store.openDays]
    .filter((day) => day >= today)
    .sort()
    .map((day) => ({ day, slots: allSlotsOfDay(store, day) }))
    .filter(({ slots }) => slots.length > 0);

  const todays = days.find(({ day }) => day === today);
  if (todays) {
    const first = todays.slots[0]!;
    const last = lastOrderTimeOf(store, todays.day)!;
    if (nowMinutes >= minutesOf(first) && nowMinutes <= minutesOf(last)) {
      return minutesOf(last) - nowMinutes <= closingSoonMinutes ? { kind: 'closingSoon', closesAt: last } : { kind: 'open', closesAt: last };
    }
    if (nowMinutes < minutesOf(first)) return { kind: 'closed', opensAt: { date: isoDate(today), time: first } };
  }
  const next = days.find(({ day }) => day > today);
  return { kind: 'closed', opensAt: next ? { date: isoDate(next.day), time: next.slots[0]! } : null };
}

/** ASAP is offered only while the store is open: a closed store takes orders for a later slot only. */
export const isAsapOffered = (state: StoreOpenState) => state.kind !== 'closed';

/** A store's usual delivery hours and last order, 'HH:mm' (SPEC §9: 10:00 to 21:00, last order 20:00). */
export interface DeliveryHours {
  start: string;
  end: string;
  lastOrder: string;
}

/**
 * The delivery hours and last order the footer and the policy pages state, from the store's own data, so
 * that they say what {@link storeOpenState} says on an ordinary day; SPEC §9's hours when there is no store.
 * A store without a last-order time takes orders until its end of delivery.
 */
export function deliveryHoursOf(
  store: { start_time?: string | null; end_time?: string | null; last_order_time?: string | null } | null | undefined,
): DeliveryHours {
  if (!store?.start_time || !store.end_time) return { start: DELIVERY_HOURS_START, end: DELIVERY_HOURS_END, lastOrder: LAST_ORDER_TIME };
  return { start: store.start_time, end: store.end_time, lastOrder: store.last_order_time ?? store.end_time };
}
