import { fromTransition } from 'xstate';
import type { promotionsMachine } from '../promotions/machine';
/** Monday 2025-01-06 10:00 and 20:50 in Ho Chi Minh City. */
export const now = '2025-01-06T03:00:00Z';
export const lateNow = '2025-01-06T13:50:00Z';
/** Monday 2025-01-06 07:45, before the store opens at 10:00. */
export const closedNow = '2025-01-06T00:45:00Z';

/** A store open 10:00-21:00 every day of that week, prepare time 45 minutes. */
export const store = {
  code: 'S1',
  name: 'Bến Thành',
  prepare_time: 45,
  start_time: '10:00',
  end_time: '21:00',
  openDays: ['20250106', '20250107', '20250108', '20250109', '20250110', '20250111', '20250112'],
};

/** A form that passes every field rule (with a payment method and an address). */
export const validDraft = { name: 'Nguyễn An', phone: '0901234567', policyAgreed: true };

/** The promotions child as the checkout sees it: a snapshot with applied promotions and rules (none). */
export const quietPromotions = fromTransition((state: { applied: never[]; rules: never[] }) => state, {
  applied: [],
  rules: [],
}) as unknown as typeof promotionsMachine;

/** The promotions child's snapshot event with these applied promotions. */
export const promotionsSnapshot = (applied: { promotion_id: number; quantity: number }[]) => ({
  type: 'xstate.snapshot.promotions' as const,
  snapshot: { context: { applied, rules: [] } } as never,
});
