import type { SnapshotFrom } from 'xstate';
import { hasEnoughPoints } from '../../domain/points';
import type { redeemMachine } from './machine';

type Snapshot = SnapshotFrom<typeof redeemMachine>;

/** The redeem button is enabled exactly when the machine takes `redeem` (points cover the cost, nothing under way). */
export const canRedeemSelector = (s: Snapshot) => s.can({ type: 'redeem' });
/** Checking the points, redeeming or refreshing the customer. */
export const isRedeemBusySelector = (s: Snapshot) => s.hasTag('busy');
/** The customer's available points as last read; null when unknown. */
export const availablePointsSelector = (s: Snapshot) => s.context.availablePoints;
/** Whether the available points cover one ticket: the figure shows green, else red (SPEC §2). */
export const pointsCoverCostSelector = (s: Snapshot) =>
  s.context.availablePoints !== null && hasEnoughPoints(s.context.availablePoints, s.context.pointCost, s.context.quantity);
/** Which dialog the redeem screen shows (SPEC §8: redeem success, not enough points, redeem error). */
export const redeemDialogSelector = (s: Snapshot): 'redeemed' | 'notEnoughPoints' | 'failed' | null =>
  s.matches('redeemed') ? 'redeemed' : s.matches('notEnoughPoints') ? 'notEnoughPoints' : s.matches('failed') ? 'failed' : null;
/** The refusal or failure the dialog words (its `code` and `details.reason`). */
export const redeemErrorSelector = (s: Snapshot) => s.context.error;
/** The points one ticket costs (the not-enough-points dialog names them). */
export const pointCostSelector = (s: Snapshot) => s.context.pointCost;
