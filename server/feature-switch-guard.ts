import type { FastifyRequest } from 'fastify';
import { switchRefusal, SWITCHED_OPERATIONS, type FeatureSwitch } from '../domain/feature-switches';
import type { Settings } from '../domain/settings';
// the reason the promotion screens already word a switched-off feature by
import { SWITCHED_OFF } from '../domain/promotion-settings';
import { ApiError } from './api-error';
import { WORDS } from './words';

/**
 * Refuses, before any handler, an operation whose capability a SPEC §9 switch turns off
 * (domain/feature-switches, the one table): 403 FEATURE_OFF with `details.setting`, and `field` when a
 * request field chose the capability. `settingsOf` is asked only for the operations the table names.
 */
export function featureSwitchGuard(settingsOf: (request: FastifyRequest) => Promise<Pick<Settings, FeatureSwitch>>) {
  return async function guardFeatureSwitches(request: FastifyRequest): Promise<void> {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId || !SWITCHED_OPERATIONS.has(operationId)) return;
    const refusal = switchRefusal(await settingsOf(request), operationId, { body: request.body, query: request.query });
    if (!refusal) return;
    throw new ApiError(403, 'FEATURE_OFF', WORDS.featureOff, refusal.field, {
      capability: refusal.capability,
      setting: refusal.setting,
      reason: SWITCHED_OFF,
    });
  };
}
