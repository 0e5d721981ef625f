import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Credentials of the gateways; sandbox defaults unless set in the environment. */
export interface PaymentSecrets {
  momo: { partnerCode: string; accessKey: string; secretKey: string };
  payoo: {
    businessUsername: string;
    checksumKey: string;
    shopId: string;
    shopTitle: string;
    /** The Business API's header credentials (APIUsername, APIPassword, APISignature). */
    apiUsername: string;
    apiPassword: string;
    apiSignature: string;
    /** The address Payoo notifies from; it is part of the notification's signature. */
    notifyIp: string;
  };
}

/** Development-only sandbox secrets (docs/operations.md, "Production"). Live keys come from the environment. */
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
      shopId: env.PAYOO_SHOP_ID ?? '1000',
      shopTitle: env.PAYOO_SHOP_TITLE ?? 'Sandbox shop',
      apiUsername: env.PAYOO_API_USERNAME ?? 'SandboxShop_BizAPI',
      apiPassword: env.PAYOO_API_PASSWORD ?? 'sandbox-payoo-api-password',
      apiSignature: env.PAYOO_API_SIGNATURE ?? 'sandbox-payoo-api-signature',
      notifyIp: env.PAYOO_NOTIFY_IP ?? '127.0.0.1',
    },
  };
}

/** Where each gateway is reached; the sandbox on this server's own origin unless set. */
export interface PaymentEndpoints {
  momo: string;
  payoo: string;
  payooApi: string;
}

export function readPaymentEndpoints(env: NodeJS.ProcessEnv, publicOrigin: string): PaymentEndpoints {
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    momo: trim(env.MOMO_ENDPOINT || `${publicOrigin}/sandbox/momo`),
    payoo: trim(env.PAYOO_ENDPOINT || `${publicOrigin}/sandbox/payoo`),
    payooApi: trim(env.PAYOO_API_ENDPOINT || `${publicOrigin}/sandbox/payoo`),
  };
}

/** An endpoint is the sandbox when it is this server's own /sandbox. */
export const isSandboxEndpoint = (endpoint: string, publicOrigin: string) => {
  try {
    const url = new URL(endpoint);
    return url.pathname.startsWith('/sandbox') || url.origin === new URL(publicOrigin).origin;
  } catch {
    return true;
  }
};

export const hmacSha256 = (secret: string, data: string) => createHmac('sha256', secret).update(data, 'utf8').digest('hex');
/** Payoo writes its SHA-512 checksums in upper-case hex. */
export const sha512 = (data: string) => createHash('sha512').update(data, 'utf8').digest('hex').toUpperCase();

/** Constant-time comparison of two hex signatures (either case). */
export function sameSignature(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase()), Buffer.from(given.toLowerCase()));
}
