/**
 * What every layer of the server is given: the database, the configuration and the one clock.
 * Types only, so that routes, services and the sandbox share them without importing each other.
 */
import type { Temporal } from 'temporal-polyfill';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

/** The server's one clock, injected (tests move it). */
export type Clock = () => Temporal.Instant;

/**
 * What one request sees differently from the stored data: a QA browser's own settings and order clock speed, which
 * only the sandbox sets (server/sandbox/overrides.ts).
 */
export interface RequestOverrides {
  /** Setting code → value as the setting table keeps it ("true", "7"). */
  settings: Readonly<Record<string, string>>;
  /** Divides the lifecycle's minutes for the orders this request places (ORDER_CLOCK_SPEED for one browser). */
  orderClockSpeed: number | null;
  /**
   * How far this browser's server clock runs from the real one (ms; sandbox only): a spec fixes the server's "now"
   * as it fixes the browser's, so what it checks does not depend on the hour it runs. Null: the real clock.
   */
  clockOffsetMs?: number | null;
}

/**
 * The overrides of the request being answered, or null. Handed to the services where the app is composed (the
 * sandbox's reader, or one that always answers null), so that no service knows where they come from.
 */
export type OverridesOfRequest = () => RequestOverrides | null;

/** What services are built from. */
export interface ServiceContext {
  db: Database;
  config: ServerConfig;
  clock: Clock;
}
