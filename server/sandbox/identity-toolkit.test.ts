import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { readConfig } from '../config';
import { createPhoneAuth } from '../providers/phone-auth';
import { PhoneAuthError } from '../providers/phone-auth/types';

const clock = fixedClock('2026-11-23T02:00:00Z');

describe("the sandbox's Identity Toolkit, driven by the live Firebase client over HTTP", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  /** The configuration the test server runs with: the sandbox on its own origin. */
  const config = () => {
    const { port } = server.app.server.address() as AddressInfo;
    return readConfig({ PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}` });
  };
  const client = () => createPhoneAuth(config().phoneAuth, config().publicOrigin);
  async function outboxCode(phone: string) {
    const response = await server.app.inject({ method: 'GET', url: `/sandbox/sms?phone=${encodeURIComponent(phone)}`, headers: { accept: 'application/json' } });
    return (response.json() as Array<{ code: string; body: string }>)[0];
  }

  it('should send a code to the outbox, sign in with it and issue an id token the client verifies with the published keys', async () => {
    const phoneAuth = client();
    expect(phoneAuth.mode).toBe('sandbox');
    const { sessionInfo } = await phoneAuth.sendVerificationCode({ phoneNumber: '+84903000001', locale: 'vi' });
    const message = await outboxCode('+84903000001');
    expect(message.body).toContain(message.code);
    expect(message.body).toMatch(/^Ma xac thuc/);

    const wrong = message.code === '000000' ? '111111' : '000000';
    const refused = await phoneAuth.signInWithPhoneNumber({ sessionInfo, code: wrong }).catch((error: unknown) => error);
    expect((refused as PhoneAuthError).reason).toBe('INVALID_CODE');

    const signedIn = await phoneAuth.signInWithPhoneNumber({ sessionInfo, code: message.code });
    expect(signedIn).toMatchObject({ phoneNumber: '+84903000001', expiresIn: 3600 });
    expect(decodeProtectedHeader(signedIn.idToken)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    const identity = await phoneAuth.verifyIdToken(signedIn.idToken, new Date(clock().epochMilliseconds));
    expect(identity).toMatchObject({ phoneNumber: '+84903000001', authTime: clock().epochMilliseconds / 1000 });

    // a session signs in once
    const again = await phoneAuth.signInWithPhoneNumber({ sessionInfo, code: message.code }).catch((error: unknown) => error);
    expect((again as PhoneAuthError).reason).toBe('SESSION_EXPIRED');
  });

  it('should refuse a wrong API key as Google does', async () => {
    const stranger = createPhoneAuth({ ...config().phoneAuth, apiKey: 'AIzaWrong' }, config().publicOrigin);
    const refused = await stranger.sendVerificationCode({ phoneNumber: '+84903000002', locale: 'en' }).catch((error: unknown) => error);
    expect((refused as PhoneAuthError).reason).toBe('API_KEY_INVALID');
  });

  it('should register a customer with the id token the sign-in yielded, verified through the port', async () => {
    const call = async (url: string, payload: object, status = 200) => {
      const response = await server.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.0.1' });
      expect(response.statusCode, response.body).toBe(status);
      return response.json();
    };
    await call('/api/v2/otp/send/', { phone: '0903000003', purpose: 'register', lang: 'en' });
    const { code } = await outboxCode('+84903000003');
    const { data } = await call('/api/v2/otp/verify/', { phone: '0903000003', purpose: 'register', code });
    const identity = await client().verifyIdToken(data.idToken, new Date(clock().epochMilliseconds));
    expect(identity.phoneNumber).toBe('+84903000003');

    const form = { username: '0903000003', fullName: 'Lê Văn Cường', password: 'secret-123', tos: true };
    // a token whose signature does not verify is refused before anything is written
    const [head, body] = data.idToken.split('.');
    const forged = await call('/api/v2/customer/register.json', { ...form, idToken: `${head}.${body}.${'A'.repeat(342)}` }, 400);
    expect(forged).toMatchObject({ code: 'INVALID_OTP', details: { reason: 'invalid_token' } });
    const registered = await call('/api/v2/customer/register.json', { ...form, idToken: data.idToken });
    expect(registered.customer.user_name).toBe('+84903000003');
  });

  it('should publish the signing key as a JWKS with a max-age', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sandbox/identitytoolkit/jwk' });
    expect(response.headers['cache-control']).toContain('max-age=');
    const { keys } = response.json() as { keys: Array<Record<string, string>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});
