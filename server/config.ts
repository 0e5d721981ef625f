import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { disabledPaymentProviders, productionProblems, type PaymentProvider } from './production-check';
import { readMapsConfig, type MapsConfig } from './providers/maps';
import { readCourierConfig, type CourierConfig } from './providers/courier';
import { readPhoneAuthConfig, type PhoneAuthConfig } from './providers/phone-auth';
import { readPushConfig, type PushConfig } from './providers/push';
import { readPaymentEndpoints, readPaymentSecrets, type PaymentEndpoints, type PaymentSecrets } from './providers/payments/signing';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory (ignored when databaseUrl is set) */
  dataDir: string;
  databaseUrl?: string;
  /** Where the built SPA lives */
  distDir: string;
  /** Secret for signing bearer tokens; a fixed development value unless JWT_SECRET is set */
  jwtSecret: string;
  /** The sandbox pages and controls are off in production */
  sandbox: boolean;
  /** Multiplies the order lifecycle schedule: 60 makes a minute pass in a second */
  orderClockSpeed: number;
  /** Public origin used in payment return URLs */
  publicOrigin: string;
  /** MoMo and Payoo keys: MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY, PAYOO_BUSINESS_USERNAME, PAYOO_CHECKSUM_KEY (sandbox defaults) */
  payments: PaymentSecrets;
  /** MOMO_ENDPOINT, PAYOO_ENDPOINT, PAYOO_API_ENDPOINT: the sandbox on this origin unless set */
  paymentEndpoints: PaymentEndpoints;
  /** Phone sign-in (Firebase's Identity Toolkit): FIREBASE_AUTH_ENDPOINT, FIREBASE_JWKS_URL, FIREBASE_API_KEY, FIREBASE_PROJECT_ID; the sandbox unless set */
  phoneAuth: PhoneAuthConfig;
  /** The courier (Lalamove API v3): LALAMOVE_ENDPOINT, LALAMOVE_API_KEY, LALAMOVE_API_SECRET, LALAMOVE_MARKET; the sandbox unless set */
  courier: CourierConfig;
  /** The SPA was built with VITE_GOOGLE_MAPS_API_KEY: the CSP allows Google's map hosts */
  liveMaps: boolean;
  /** The server's maps port: MAPS_MODE=live with GOOGLE_MAPS_SERVER_KEY, else the local gazetteer */
  maps: MapsConfig;
  /**
   * Order notifications (Web Push): PUSH_NOTIFICATIONS=off switches them off; VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY,
   * VAPID_SUBJECT (published development keys unless set); PUSH_MODE live or sandbox (the sandbox push service,
   * the default outside production).
   */
  push: PushConfig;
  /** Providers switched off with PAYMENTS_MOMO=off / PAYMENTS_PAYOO=off */
  disabledPaymentProviders: PaymentProvider[];
  /**
   * The operations server (metrics, liveness, readiness: server/operations.ts): METRICS_PORT, on by default in
   * production only (DEFAULT_METRICS_PORT), off with METRICS_PORT=off; METRICS_HOST 127.0.0.1 unless set.
   */
  operations: { port: number; host: string } | null;
}

/** Prometheus's registered default port for exporters of this kind (the OpenTelemetry exporter's too). */
export const DEFAULT_METRICS_PORT = 9464;

function readOperations(env: NodeJS.ProcessEnv, production: boolean): ServerConfig['operations'] {
  const given = env.METRICS_PORT;
  if (given === 'off' || (given === undefined && !production)) return null;
  const port = given === undefined ? DEFAULT_METRICS_PORT : Number(given);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number or off (not ${given}).`);
  return { port, host: env.METRICS_HOST ?? '127.0.0.1' };
}

/** Development secret; production must set JWT_SECRET (start refuses to run without it). */
const DEVELOPMENT_JWT_SECRET = 'development-only-secret-change-me-0123456789';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  if (production) {
    const problems = productionProblems(env, DEVELOPMENT_JWT_SECRET);
    if (problems.length > 0) throw new Error(`Refusing to start with NODE_ENV=production:\n- ${problems.join('\n- ')}`);
  }
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    jwtSecret: env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    sandbox: !production,
    orderClockSpeed: Number(env.ORDER_CLOCK_SPEED ?? 1),
    publicOrigin,
    payments: production ? withoutSwitchedOff(readPaymentSecrets(env), disabledPaymentProviders(env)) : readPaymentSecrets(env),
    paymentEndpoints: readPaymentEndpoints(env, publicOrigin),
    disabledPaymentProviders: disabledPaymentProviders(env),
    phoneAuth: readPhoneAuthConfig(env, publicOrigin),
    courier: readCourierConfig(env, publicOrigin),
    liveMaps: Boolean(env.VITE_GOOGLE_MAPS_API_KEY),
    maps: readMapsConfig(env),
    push: readPushConfig(env),
    operations: readOperations(env, production),
  };
}

/**
 * A provider switched off in production keeps no usable secret: its sandbox defaults are published,
 * so they are replaced by random ones that no notification can be signed with.
 */
function withoutSwitchedOff(secrets: PaymentSecrets, off: PaymentProvider[]): PaymentSecrets {
  const unusable = () => randomBytes(32).toString('hex');
  return {
    momo: off.includes('momo') ? { partnerCode: unusable(), accessKey: unusable(), secretKey: unusable() } : secrets.momo,
    payoo: off.includes('payoo')
      ? { ...secrets.payoo, businessUsername: unusable(), checksumKey: unusable(), apiPassword: unusable(), apiSignature: unusable() }
      : secrets.payoo,
  };
}
