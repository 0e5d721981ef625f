import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Secrets of the gateways; sandbox defaults unless set in the environment. */
export interface PaymentSecrets {
  momo: { partnerCode: string; accessKey: string; secretKey: string };
  payoo: { businessUsername: string; checksumKey: string };
}

/** Development-only sandbox secrets (README, Decisions). Live keys come from the environment. */
export function readPaymentSecrets(env: NodeJS.ProcessEnv = process.env): PaymentSecrets {
  return {
    momo: {
      partnerCode: env.MOMO_PARTNER_CODE ?? 'MOMOSANDBOX2025',
      accessKey: env.MOMO_ACCESS_KEY ?? 'sandbox-momo-access-key',
      secretKey: env.MOMO_SECRET_KEY ?? 'sandbox-momo-secret-key-change-me',
    },
    payoo: {
      businessUsername: env.PAYOO_BUSINESS_USERNAME ?? 'SandboxShop',
      checksumKey: env.PAYOO_CHECKSUM_KEY ?? 'sandbox-payoo-checksum-key-change-me',
    },
  };
}

export const hmacSha256 = (secret: string, data: string) => createHmac('sha256', secret).update(data, 'utf8').digest('hex');
export const sha512 = (data: string) => createHash('sha512').update(data, 'utf8').digest('hex');

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase()), Buffer.from(given.toLowerCase()));
}
