import { SANDBOX_LALAMOVE_CREDENTIALS } from './providers/courier';
import { SANDBOX_FIREBASE_API_KEY, SANDBOX_FIREBASE_PROJECT_ID } from './providers/phone-auth';
import { DEVELOPMENT_VAPID, PUSH_SWITCH } from './providers/push';
import { isSandboxEndpoint, readPaymentSecrets } from './providers/payments/signing';

/** Shortest JWT_SECRET production accepts: 32 bytes, the HS256 key size. */
export const MIN_JWT_SECRET_BYTES = 32;

/** The payment providers and the variables that carry their live credentials. */
const providerVariables = {
  momo: { switch: 'PAYMENTS_MOMO', variables: ['MOMO_PARTNER_CODE', 'MOMO_ACCESS_KEY', 'MOMO_SECRET_KEY'], endpoints: ['MOMO_ENDPOINT'] },
  payoo: {
    switch: 'PAYMENTS_PAYOO',
    variables: ['PAYOO_BUSINESS_USERNAME', 'PAYOO_CHECKSUM_KEY', 'PAYOO_SHOP_ID', 'PAYOO_API_USERNAME', 'PAYOO_API_PASSWORD', 'PAYOO_API_SIGNATURE', 'PAYOO_NOTIFY_IP'],
    endpoints: ['PAYOO_ENDPOINT', 'PAYOO_API_ENDPOINT'],
  },
} as const;

export type PaymentProvider = keyof typeof providerVariables;

/** Providers switched off with `PAYMENTS_MOMO=off` / `PAYMENTS_PAYOO=off`. */
export function disabledPaymentProviders(env: NodeJS.ProcessEnv): PaymentProvider[] {
  return (Object.keys(providerVariables) as PaymentProvider[]).filter((provider) => env[providerVariables[provider].switch] === 'off');
}

/** The values published in this repository: never accepted in production. */
function publishedSandboxValues(): Set<string> {
  const sandbox = readPaymentSecrets({});
  // the shop's id, title and Payoo's notifying address are not secrets: only the keys count
  const { shopId: _shopId, shopTitle: _shopTitle, notifyIp: _notifyIp, ...payooKeys } = sandbox.payoo;
  return new Set([
    ...Object.values(sandbox.momo),
    ...Object.values(payooKeys),
    SANDBOX_FIREBASE_API_KEY,
    SANDBOX_FIREBASE_PROJECT_ID,
    ...Object.values(SANDBOX_LALAMOVE_CREDENTIALS),
  ]);
}

/**
 * What stops a production start, one sentence per problem (empty when the environment is ready).
 * @example productionProblems({ NODE_ENV: 'production' }) // ['JWT_SECRET must be set …', …]
 */
export function productionProblems(env: NodeJS.ProcessEnv, developmentJwtSecret: string): string[] {
  const problems: string[] = [];
  const jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) problems.push('JWT_SECRET must be set when NODE_ENV=production.');
  else if (Buffer.byteLength(jwtSecret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long.`);
  } else if (jwtSecret === developmentJwtSecret) problems.push('JWT_SECRET must not be the development value published in the repository.');

  const origin = env.PUBLIC_ORIGIN ?? '';
  if (!origin) problems.push('PUBLIC_ORIGIN must be set when NODE_ENV=production (the origin customers use, e.g. https://order.example.vn).');
  else if (!isOrigin(origin)) problems.push(`PUBLIC_ORIGIN must be an http(s) origin without a path, e.g. https://order.example.vn (got ${origin}).`);

  if (env.MAPS_MODE === 'live' && !env.GOOGLE_MAPS_SERVER_KEY) {
    problems.push('GOOGLE_MAPS_SERVER_KEY must be set when MAPS_MODE=live (or leave MAPS_MODE unset for the local gazetteer).');
  }
  if (env.MAPS_MODE !== undefined && env.MAPS_MODE !== 'live' && env.MAPS_MODE !== 'local') problems.push(`MAPS_MODE must be live or local (got ${env.MAPS_MODE}).`);
  // the browser's Google place ids reach the order; only Google resolves and prices them
  if (env.VITE_GOOGLE_MAPS_API_KEY && env.MAPS_MODE !== 'live') {
    problems.push('MAPS_MODE=live (with GOOGLE_MAPS_SERVER_KEY) must be set when the SPA uses Google Maps (VITE_GOOGLE_MAPS_API_KEY): the server resolves and prices the places the browser picks.');
  }

  const published = publishedSandboxValues();
  problems.push(...outsideServiceProblems(env, published, origin));
  problems.push(...pushProblems(env));
  const disabled = new Set(disabledPaymentProviders(env));
  for (const [provider, { switch: switchName, variables, endpoints }] of Object.entries(providerVariables)) {
    if (disabled.has(provider as PaymentProvider)) continue;
    const missing = variables.filter((name) => !env[name]);
    const sandbox = variables.filter((name) => env[name] && published.has(env[name]!));
    if (missing.length > 0) problems.push(`${missing.join(', ')} must be set (or ${switchName}=off to switch ${provider} off).`);
    if (sandbox.length > 0) problems.push(`${sandbox.join(', ')} must not be the sandbox value published in the repository.`);
    for (const name of endpoints) {
      const endpoint = env[name] ?? '';
      if (!endpoint) problems.push(`${name} must be set to the ${provider} gateway's https address (docs/operations.md, "Going live").`);
      else if (!endpoint.startsWith('https://') || isSandboxEndpoint(endpoint, origin || 'http://localhost')) {
        problems.push(`${name} must be the ${provider} gateway's https address, not this server's sandbox (got ${endpoint}).`);
      }
    }
  }
  return problems;
}

/**
 * The SMS (phone authentication) and courier providers have no switch: production needs their live credentials. Their
 * endpoints default to the providers' live hosts there (server/config.ts); one that is set must be https and not a
 * sandbox.
 */
const outsideServices = [
  { name: 'phone authentication (SMS)', variables: ['FIREBASE_API_KEY', 'FIREBASE_PROJECT_ID'], endpoints: ['FIREBASE_AUTH_ENDPOINT', 'FIREBASE_JWKS_URL'] },
  { name: 'courier (Lalamove)', variables: ['LALAMOVE_API_KEY', 'LALAMOVE_API_SECRET'], endpoints: ['LALAMOVE_ENDPOINT'] },
] as const;

function outsideServiceProblems(env: NodeJS.ProcessEnv, published: Set<string>, origin: string): string[] {
  const problems: string[] = [];
  for (const { name, variables, endpoints } of outsideServices) {
    const missing = variables.filter((variable) => !env[variable]);
    const sandbox = variables.filter((variable) => env[variable] && published.has(env[variable]!));
    if (missing.length > 0) problems.push(`${missing.join(', ')} must be set for the ${name} provider (docs/operations.md, "Going live").`);
    if (sandbox.length > 0) problems.push(`${sandbox.join(', ')} must not be the sandbox value published in the repository.`);
    for (const variable of endpoints) {
      const endpoint = env[variable];
      if (endpoint && (!endpoint.startsWith('https://') || isSandboxEndpoint(endpoint, origin || 'http://localhost'))) {
        problems.push(`${variable} must be the ${name} provider's https address, not this server's sandbox (got ${endpoint}).`);
      }
    }
  }
  return problems;
}

/** Order notifications (Web Push) need the operator's own VAPID key pair and contact, unless switched off. */
function pushProblems(env: NodeJS.ProcessEnv): string[] {
  if (env[PUSH_SWITCH] === 'off') return [];
  const problems: string[] = [];
  const variables = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  const missing = variables.filter((name) => !env[name]);
  if (missing.length > 0) {
    problems.push(`${missing.join(', ')} must be set for order notifications (npx web-push generate-vapid-keys), or ${PUSH_SWITCH}=off to switch them off.`);
  }
  if (env.VAPID_PRIVATE_KEY && env.VAPID_PRIVATE_KEY === DEVELOPMENT_VAPID.privateKey) {
    problems.push('VAPID_PRIVATE_KEY must not be the development key published in the repository.');
  }
  const subject = env.VAPID_SUBJECT;
  if (subject && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    problems.push(`VAPID_SUBJECT must be a mailto: address or an https: URL where the push services can reach the operator (got ${subject}).`);
  }
  if (env.PUSH_MODE === 'sandbox') problems.push('PUSH_MODE=sandbox needs the sandbox, which is off in production: leave PUSH_MODE unset or live.');
  return problems;
}

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text.replace(/\/$/, '');
  } catch {
    return false;
  }
}
