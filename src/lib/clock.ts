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
