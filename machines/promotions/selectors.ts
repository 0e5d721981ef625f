import type { SnapshotFrom } from 'xstate';
import type { promotionsMachine } from './machine';

type Snapshot = SnapshotFrom<typeof promotionsMachine>;

export const ownedPromotionsSelector = (s: Snapshot) => s.context.owned;
/** The applied quantity of a promotion (0 when not applied). */
export const appliedQuantitySelector = (s: Snapshot, id: number) => s.context.applied.find((a) => a.promotion_id === id)?.quantity ?? 0;
export const hasPromotionsFailedSelector = (s: Snapshot) => s.matches('failed');
/** Whether the promotion steps (a voucher) rather than toggles. */
export const isVoucherSelector = (s: Snapshot, id: number) => s.context.rules.find((r) => r.id === id)?.pmt_type === 'cash_voucher';
