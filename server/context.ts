/**
 * What every layer of the server is given: the database, the configuration and the one clock.
 * Types only, so that routes, services and the sandbox share them without importing each other.
 */
import type { Temporal } from 'temporal-polyfill';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

/** The server's one clock, injected (tests move it). */
export type Clock = () => Temporal.Instant;

/** What services are built from. */
export interface ServiceContext {
  db: Database;
  config: ServerConfig;
  clock: Clock;
}
