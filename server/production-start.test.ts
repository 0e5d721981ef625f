import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { MIN_JWT_SECRET_BYTES } from './production-check';
import { readPaymentSecrets } from './providers/payments/signing';

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
};

const sandbox = readPaymentSecrets({});

describe('production configuration', () => {
  it('should accept a complete production environment and turn the sandbox off', () => {
    const config = readConfig(ready);
    expect(config.sandbox).toBe(false);
    expect(config.publicOrigin).toBe('https://order.example.vn');
    expect(config.disabledPaymentProviders).toEqual([]);
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
  ])('should refuse to start with %s', (_name, change, message) => {
    expect(() => readConfig({ ...ready, ...change })).toThrow(message);
  });

  it('should start without a provider that is switched off, and say which', () => {
    const config = readConfig({ ...ready, PAYMENTS_MOMO: 'off', MOMO_PARTNER_CODE: undefined, MOMO_ACCESS_KEY: undefined, MOMO_SECRET_KEY: undefined });
    expect(config.disabledPaymentProviders).toEqual(['momo']);
    // The published sandbox secret would let anyone sign a "paid" notification of the switched-off provider.
    expect(Object.values(config.payments.momo)).not.toContain(sandbox.momo.secretKey);
    expect(Object.values(config.payments.momo)).not.toContain(sandbox.momo.accessKey);
    expect(config.payments.payoo.checksumKey).toBe('live-payoo-checksum');
  });

  it('should keep the development defaults outside production', () => {
    expect(() => readConfig({ JWT_SECRET: 'x' })).not.toThrow();
    expect(readConfig({ PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
  });
});

describe('production start', () => {
  it('should exit non-zero with a clear message when the environment is not ready', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
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
    expect(result.stderr).not.toMatch(/at readConfig/);
  });
});
