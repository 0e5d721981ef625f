import { fromCallback } from 'xstate';
import type { OrderingEvent } from '../../machines/ordering/machine';

/** Whether the browser has a network now (true where it cannot tell). */
export const isOnlineNow = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * The ordering system's `watchNetwork`: reports `network.change` when the browser goes offline or
 * back online (`online`/`offline` events), and once at start.
 */
export const watchNetwork = fromCallback<OrderingEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: 'network.change', online: isOnlineNow() });
  report();
  window.addEventListener('online', report);
  window.addEventListener('offline', report);
  return () => {
    window.removeEventListener('online', report);
    window.removeEventListener('offline', report);
  };
});
