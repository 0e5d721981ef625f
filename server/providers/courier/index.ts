import type { Fetch } from '../payments/http';
import { isSandboxEndpoint } from '../payments/signing';
import { createLalamoveCourier, type LalamoveCredentials } from './lalamove';
import type { CourierProvider } from './types';

/** Where and as whom the courier (Lalamove API v3) is reached; the sandbox on this server unless set. */
export interface CourierConfig {
  /** LALAMOVE_ENDPOINT: https://rest.lalamove.com live, https://rest.sandbox.lalamove.com Lalamove's own sandbox. */
  endpoint: string;
  /** LALAMOVE_API_KEY, LALAMOVE_API_SECRET. */
  credentials: LalamoveCredentials;
  /** LALAMOVE_MARKET: the Market header, VN. */
  market: string;
  /** LALAMOVE_SERVICE_TYPE: the vehicle, MOTORCYCLE. */
  serviceType: string;
  /** Where Lalamove posts status changes on this server (set in Lalamove's partner portal as PUBLIC_ORIGIN + this). */
  webhookPath: string;
}

/** The values published in this repository for the sandbox: production refuses them. */
export const SANDBOX_LALAMOVE_CREDENTIALS: LalamoveCredentials = { apiKey: 'pk_sandbox_ordering', secret: 'sk_sandbox_ordering_change_me' };
export const LALAMOVE_WEBHOOK_PATH = '/api/v2/courier/lalamove-webhook/';

/** Lalamove's production host. */
export const LALAMOVE_LIVE_ENDPOINT = 'https://rest.lalamove.com';

/** Lalamove's host in production (which has no sandbox), else the sandbox on this server, unless set. */
export function readCourierConfig(env: NodeJS.ProcessEnv, publicOrigin: string): CourierConfig {
  const fallback = env.NODE_ENV === 'production' ? LALAMOVE_LIVE_ENDPOINT : `${publicOrigin}/sandbox/lalamove`;
  return {
    endpoint: (env.LALAMOVE_ENDPOINT || fallback).replace(/\/+$/, ''),
    credentials: { apiKey: env.LALAMOVE_API_KEY || SANDBOX_LALAMOVE_CREDENTIALS.apiKey, secret: env.LALAMOVE_API_SECRET || SANDBOX_LALAMOVE_CREDENTIALS.secret },
    market: env.LALAMOVE_MARKET || 'VN',
    serviceType: env.LALAMOVE_SERVICE_TYPE || 'MOTORCYCLE',
    webhookPath: LALAMOVE_WEBHOOK_PATH,
  };
}

/** The courier: the Lalamove client, against Lalamove or against the sandbox courier on this server. */
export function createCourier(config: CourierConfig, publicOrigin: string, options: { fetch?: Fetch } = {}): CourierProvider {
  return createLalamoveCourier({ ...config, ...options, mode: isSandboxEndpoint(config.endpoint, publicOrigin) ? 'sandbox' : 'live' });
}

export type { CourierProvider } from './types';
