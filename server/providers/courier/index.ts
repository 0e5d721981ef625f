import type { Queryable } from '../../db/database';
import { createSandboxCourier } from './sandbox-courier';
import type { CourierProvider } from './types';

/** The courier provider: the sandbox courier (no live courier is contracted yet). */
export function createCourier(db: Queryable): CourierProvider {
  return createSandboxCourier(db);
}

export type { CourierProvider } from './types';
