import type { SnapshotFrom } from 'xstate';
import type { orderNotificationsMachine } from './machine';

type Snapshot = SnapshotFrom<typeof orderNotificationsMachine>;

/** What the status page shows of the offer: nothing, the offer, a step under way, on, blocked or failed. */
export type NotificationsView = 'hidden' | 'offered' | 'busy' | 'on' | 'refused' | 'failed';

export const notificationsViewSelector = (s: Snapshot): NotificationsView => {
  if (s.hasTag('busy')) return 'busy';
  if (s.matches('offered')) return 'offered';
  if (s.matches('on')) return 'on';
  if (s.matches('refused')) return 'refused';
  if (s.matches('failed')) return 'failed';
  return 'hidden';
};
/** Turning notifications off failed: they are still on. */
export const hasDisableFailedSelector = (s: Snapshot) => s.matches('on') && s.context.error !== null;
/** The refusal or failure of the last step (its `code`). */
export const notificationsErrorSelector = (s: Snapshot) => s.context.error;
