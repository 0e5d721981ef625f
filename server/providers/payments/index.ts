import { createSandboxMomo } from './sandbox-momo';
import { createSandboxPayoo } from './sandbox-payoo';
import type { PaymentSecrets } from './signing';
import type { PaymentProvider, ProviderName } from './types';

export type Providers = Record<ProviderName, PaymentProvider>;

/** The payment providers; the sandbox gateways are the defaults (DESIGN: Payments). */
export function createPaymentProviders(secrets: PaymentSecrets, publicOrigin: string): Providers {
  return { momo: createSandboxMomo(secrets, publicOrigin), payoo: createSandboxPayoo(secrets, publicOrigin) };
}
