import type { ServerConfig } from '../../config';
import type { Fetch } from './http';
import { createMomoClient } from './momo';
import { createPayooClient } from './payoo';
import { isSandboxEndpoint } from './signing';
import type { PaymentProvider, ProviderName } from './types';

export type Providers = Record<ProviderName, PaymentProvider>;

/**
 * The payment providers: the live clients, pointed at the sandbox on this server's own origin unless
 * MOMO_ENDPOINT / PAYOO_ENDPOINT / PAYOO_API_ENDPOINT say otherwise (DESIGN: Payments).
 */
export function createPaymentProviders(
  config: Pick<ServerConfig, 'payments' | 'paymentEndpoints' | 'publicOrigin'>,
  options: { fetch?: Fetch; warn?: (message: string) => void } = {},
): Providers {
  const { payments: secrets, paymentEndpoints: endpoints, publicOrigin } = config;
  const mode = (endpoint: string) => (isSandboxEndpoint(endpoint, publicOrigin) ? 'sandbox' : 'live');
  return {
    momo: createMomoClient({
      ...options,
      secrets: secrets.momo,
      endpoint: endpoints.momo,
      ipnUrl: `${publicOrigin}/api/v2/payment-gateway/momo-ipn/`,
      mode: mode(endpoints.momo),
    }),
    payoo: createPayooClient({
      ...options,
      secrets: secrets.payoo,
      endpoint: endpoints.payoo,
      apiEndpoint: endpoints.payooApi,
      notifyUrl: `${publicOrigin}/api/v2/payment-gateway/payoo-notify/`,
      shopDomain: publicOrigin,
      mode: mode(endpoints.payoo),
    }),
  };
}
