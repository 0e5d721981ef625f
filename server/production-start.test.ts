import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startCommand } from '../tests/support/start-command';
import { readConfig } from './config';
import { MIN_JWT_SECRET_BYTES } from './production-check';
import { readPaymentSecrets } from './providers/payments/signing';
import { SANDBOX_LALAMOVE_CREDENTIALS } from './providers/courier';
import { SANDBOX_FIREBASE_API_KEY } from './providers/phone-auth';
import { FIREBASE_JWKS_URL } from './providers/phone-auth/firebase';
import { DEVELOPMENT_VAPID } from './providers/push';

/** A production environment that is ready to start. */
const ready: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-long-random-secret-for-tokens-0123456789abcdef',
  PUBLIC_ORIGIN: 'https://order.example.vn',
  MOMO_PARTNER_CODE: 'MOMOLIVE01',
  MOMO_ACCESS_KEY: 'live-momo-access',
  MOMO_SECRET_KEY: 'live-momo-secret',
  PAYOO_BUSINESS_USERNAME: 'LiveShop',
  PAYOO_CHECKSUM_KEY: 'live-payoo-checksum',
  PAYOO_SHOP_ID: '11495',
  PAYOO_API_USERNAME: 'LiveShop_BizAPI',
  PAYOO_API_PASSWORD: 'live-payoo-api-password',
  PAYOO_API_SIGNATURE: 'live-payoo-api-signature',
  PAYOO_NOTIFY_IP: '118.69.206.8',
  MOMO_ENDPOINT: 'https://payment.momo.vn',
  PAYOO_ENDPOINT: 'https://www.payoo.vn',
  PAYOO_API_ENDPOINT: 'https://biz.payoo.vn',
  FIREBASE_API_KEY: 'AIzaSyLiveWebApiKey',
  FIREBASE_PROJECT_ID: 'ordering-live',
  LALAMOVE_API_KEY: 'pk_prod_live_key',
  LALAMOVE_API_SECRET: 'sk_prod_live_secret',
  VAPID_PUBLIC_KEY: 'BLivePublicKeyOfTheOperator0123456789',
  VAPID_PRIVATE_KEY: 'live-private-key-of-the-operator',
  VAPID_SUBJECT: 'mailto:operations@order.example.vn',
};

const sandbox = readPaymentSecrets({});

describe('production configuration', () => {
  it('should accept a complete production environment and turn the sandbox off', () => {
    const config = readConfig(ready);
    expect(config.sandbox).toBe(false);
    expect(config.publicOrigin).toBe('https://order.example.vn');
    expect(config.disabledPaymentProviders).toEqual([]);
    expect(config.paymentEndpoints).toEqual({ momo: 'https://payment.momo.vn', payoo: 'https://www.payoo.vn', payooApi: 'https://biz.payoo.vn' });
    // the SMS and courier providers default to their live hosts
    expect(config.phoneAuth).toMatchObject({ endpoint: 'https://identitytoolkit.googleapis.com', jwksUrl: FIREBASE_JWKS_URL, apiKey: 'AIzaSyLiveWebApiKey', projectId: 'ordering-live' });
    expect(config.courier).toMatchObject({ endpoint: 'https://rest.lalamove.com', market: 'VN', credentials: { apiKey: 'pk_prod_live_key', secret: 'sk_prod_live_secret' } });
    // metrics and readiness on their own port, on the loopback interface unless told otherwise
    expect(config.operations).toEqual({ port: 9464, host: '127.0.0.1' });
  });

  it.each([
    ['no JWT_SECRET', { JWT_SECRET: undefined }, /JWT_SECRET must be set/],
    ['a one-character JWT_SECRET', { JWT_SECRET: 'x' }, /JWT_SECRET must be at least 32 bytes/],
    ['a JWT_SECRET one byte short', { JWT_SECRET: 'x'.repeat(MIN_JWT_SECRET_BYTES - 1) }, /at least 32 bytes/],
    ['the development JWT_SECRET', { JWT_SECRET: readConfig({}).jwtSecret }, /JWT_SECRET must not be the development value/],
    ['no PUBLIC_ORIGIN', { PUBLIC_ORIGIN: undefined }, /PUBLIC_ORIGIN must be set/],
    ['a PUBLIC_ORIGIN with a path', { PUBLIC_ORIGIN: 'https://order.example.vn/app' }, /PUBLIC_ORIGIN must be an http\(s\) origin/],
    ['no MoMo secret key', { MOMO_SECRET_KEY: undefined }, /MOMO_SECRET_KEY must be set \(or PAYMENTS_MOMO=off/],
    ['no Payoo credentials', { PAYOO_BUSINESS_USERNAME: undefined, PAYOO_CHECKSUM_KEY: undefined }, /PAYOO_BUSINESS_USERNAME, PAYOO_CHECKSUM_KEY must be set/],
    ['the published MoMo sandbox secret', { MOMO_SECRET_KEY: sandbox.momo.secretKey }, /MOMO_SECRET_KEY must not be the sandbox value/],
    ['the published Payoo sandbox key', { PAYOO_CHECKSUM_KEY: sandbox.payoo.checksumKey }, /PAYOO_CHECKSUM_KEY must not be the sandbox value/],
    ['the published Payoo API password', { PAYOO_API_PASSWORD: sandbox.payoo.apiPassword }, /PAYOO_API_PASSWORD must not be the sandbox value/],
    ['no MoMo endpoint', { MOMO_ENDPOINT: undefined }, /MOMO_ENDPOINT must be set to the momo gateway's https address/],
    ["the sandbox on the server's own origin as MoMo", { MOMO_ENDPOINT: 'https://order.example.vn/sandbox/momo' }, /MOMO_ENDPOINT must be the momo gateway's https address, not this server's sandbox/],
    ['a sandbox path on another host as Payoo', { PAYOO_ENDPOINT: 'https://staging.example.vn/sandbox/payoo' }, /PAYOO_ENDPOINT must be the payoo gateway's https address/],
    ['a plain-http Payoo Business API', { PAYOO_API_ENDPOINT: 'http://biz.payoo.vn' }, /PAYOO_API_ENDPOINT must be the payoo gateway's https address/],
    ['live maps without a server key', { MAPS_MODE: 'live' }, /GOOGLE_MAPS_SERVER_KEY must be set when MAPS_MODE=live/],
    ['Google in the browser but local maps on the server', { VITE_GOOGLE_MAPS_API_KEY: 'browser-key' }, /MAPS_MODE=live \(with GOOGLE_MAPS_SERVER_KEY\) must be set when the SPA uses Google Maps/],
    ['no Firebase API key', { FIREBASE_API_KEY: undefined }, /FIREBASE_API_KEY must be set for the phone authentication \(SMS\) provider/],
    ['no Firebase project', { FIREBASE_PROJECT_ID: undefined }, /FIREBASE_PROJECT_ID must be set for the phone authentication \(SMS\) provider/],
    ['the published Firebase sandbox key', { FIREBASE_API_KEY: SANDBOX_FIREBASE_API_KEY }, /FIREBASE_API_KEY must not be the sandbox value/],
    ["the sandbox on the server's own origin as Firebase", { FIREBASE_AUTH_ENDPOINT: 'https://order.example.vn/sandbox/identitytoolkit' }, /FIREBASE_AUTH_ENDPOINT must be the phone authentication \(SMS\) provider's https address/],
    ['a plain-http key set', { FIREBASE_JWKS_URL: 'http://keys.example.com/jwk' }, /FIREBASE_JWKS_URL must be the phone authentication \(SMS\) provider's https address/],
    ['no Lalamove API key', { LALAMOVE_API_KEY: undefined }, /LALAMOVE_API_KEY must be set for the courier \(Lalamove\) provider/],
    ['no Lalamove API secret', { LALAMOVE_API_SECRET: undefined }, /LALAMOVE_API_SECRET must be set for the courier \(Lalamove\) provider/],
    ['the published Lalamove sandbox secret', { LALAMOVE_API_SECRET: SANDBOX_LALAMOVE_CREDENTIALS.secret }, /LALAMOVE_API_SECRET must not be the sandbox value/],
    ["the sandbox on the server's own origin as Lalamove", { LALAMOVE_ENDPOINT: 'https://order.example.vn/sandbox/lalamove' }, /LALAMOVE_ENDPOINT must be the courier \(Lalamove\) provider's https address/],
    ['order notifications without a VAPID private key', { VAPID_PRIVATE_KEY: undefined }, /VAPID_PRIVATE_KEY must be set for order notifications .*PUSH_NOTIFICATIONS=off/],
    ['order notifications without any VAPID key', { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined }, /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT must be set/],
    ['the published development VAPID key', { VAPID_PRIVATE_KEY: DEVELOPMENT_VAPID.privateKey }, /VAPID_PRIVATE_KEY must not be the development key/],
    ['a VAPID subject that is no contact', { VAPID_SUBJECT: 'http://order.example.vn' }, /VAPID_SUBJECT must be a mailto: address or an https: URL/],
    ['the sandbox push service', { PUSH_MODE: 'sandbox' }, /PUSH_MODE=sandbox needs the sandbox/],
    ['an unknown maps mode', { MAPS_MODE: 'google', GOOGLE_MAPS_SERVER_KEY: 'live-server-key' }, /MAPS_MODE must be live or local/],
  ])('should refuse to start with %s', (_name, change, message) => {
    expect(() => readConfig({ ...ready, ...change })).toThrow(message);
  });

  it('should start without a provider that is switched off, and say which', () => {
    const config = readConfig({ ...ready, PAYMENTS_MOMO: 'off', MOMO_PARTNER_CODE: undefined, MOMO_ACCESS_KEY: undefined, MOMO_SECRET_KEY: undefined, MOMO_ENDPOINT: undefined });
    expect(config.disabledPaymentProviders).toEqual(['momo']);
    // The published sandbox secret would let anyone sign a "paid" notification of the switched-off provider.
    expect(Object.values(config.payments.momo)).not.toContain(sandbox.momo.secretKey);
    expect(Object.values(config.payments.momo)).not.toContain(sandbox.momo.accessKey);
    expect(config.payments.payoo.checksumKey).toBe('live-payoo-checksum');
  });

  it('should start without VAPID keys when order notifications are switched off, and push live with the given keys', () => {
    const off = readConfig({ ...ready, PUSH_NOTIFICATIONS: 'off', VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined });
    expect(off.push.enabled).toBe(false);
    expect(readConfig(ready).push).toEqual({
      enabled: true,
      mode: 'live',
      vapid: { publicKey: 'BLivePublicKeyOfTheOperator0123456789', privateKey: 'live-private-key-of-the-operator', subject: 'mailto:operations@order.example.vn' },
    });
    // outside production: the published development keys and the sandbox push service
    expect(readConfig({}).push).toEqual({ enabled: true, mode: 'sandbox', vapid: DEVELOPMENT_VAPID });
    expect(readConfig({ PUSH_NOTIFICATIONS: 'off' }).push.enabled).toBe(false);
  });

  it('should use live maps only when the mode is live and a server key is set', () => {
    expect(readConfig({ ...ready, MAPS_MODE: 'live', GOOGLE_MAPS_SERVER_KEY: 'live-server-key' }).maps).toEqual({ mode: 'live', serverKey: 'live-server-key' });
    expect(readConfig(ready).maps.mode).toBe('local');
    expect(readConfig({ ...ready, VITE_GOOGLE_MAPS_API_KEY: 'browser-key', MAPS_MODE: 'live', GOOGLE_MAPS_SERVER_KEY: 'live-server-key' }).liveMaps).toBe(true);
    expect(readConfig({ ...ready, GOOGLE_MAPS_SERVER_KEY: 'live-server-key' }).maps.mode).toBe('local');
    expect(readConfig({ MAPS_MODE: 'live' }).maps).toEqual({ mode: 'local', serverKey: null });
  });

  it('should keep the development defaults outside production', () => {
    expect(() => readConfig({ JWT_SECRET: 'x' })).not.toThrow();
    expect(readConfig({ PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(readConfig({ PORT: '9000' }).phoneAuth.endpoint).toBe('http://localhost:9000/sandbox/identitytoolkit');
    expect(readConfig({ PORT: '9000' }).courier.endpoint).toBe('http://localhost:9000/sandbox/lalamove');
    expect(readConfig({ PORT: '9000' }).paymentEndpoints).toEqual({
      momo: 'http://localhost:9000/sandbox/momo',
      payoo: 'http://localhost:9000/sandbox/payoo',
      payooApi: 'http://localhost:9000/sandbox/payoo',
    });
  });
});

describe('production start', () => {
  it('should exit non-zero with a clear message when the environment is not ready', () => {
    const { root, executable, args } = startCommand();
    const result = spawnSync(executable, args, {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'short', SKIP_BUILD: '1', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    expect(result.stderr).toContain('Refusing to start with NODE_ENV=production');
    expect(result.stderr).toContain('JWT_SECRET must be at least 32 bytes long.');
    expect(result.stderr).toContain('PUBLIC_ORIGIN must be set');
    expect(result.stderr).toContain('MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY must be set');
    expect(result.stderr).toContain('FIREBASE_API_KEY, FIREBASE_PROJECT_ID must be set for the phone authentication (SMS) provider');
    expect(result.stderr).toContain('LALAMOVE_API_KEY, LALAMOVE_API_SECRET must be set for the courier (Lalamove) provider');
    expect(result.stderr).not.toMatch(/at readConfig/);
  });
});
