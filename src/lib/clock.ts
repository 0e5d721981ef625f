import type { Temporal as TemporalTypes } from 'temporal-polyfill';
import { Temporal } from './temporal';

/**
 * The app's one clock. Machines and domain/ never read the time: views read it here and send
 * it to machines in events (`now` as an ISO instant).
 */
export const clock = {
  /** The current instant. */
  instant: (): TemporalTypes.Instant => Temporal.Now.instant(),
  /** The current instant as an ISO 8601 string, as machine events carry it. */
  now: (): string => Temporal.Now.instant().toString(),
};

/**
 * Calls `onTick` with the clock's `now` every `intervalMs`, and at once when the page becomes visible
 * again (a sleeping phone runs no timers: the time it wakes to is the real one). Returns the stop.
 * @example const stop = everyInterval(60_000, (now) => actor.send({ type: 'deliveryTime.refresh', now }));
 */
export function everyInterval(intervalMs: number, onTick: (now: string) => void): () => void {
  const tick = () => onTick(clock.now());
  const timer = setInterval(tick, intervalMs);
  const onVisible = () => {
    if (document.visibilityState === 'visible') tick();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
