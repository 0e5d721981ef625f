import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import { fixedClock, recaptchaToken, startTestServer } from '../../tests/support/server-harness';
import { readConfig } from '../config';
import { createPhoneAuth } from '../providers/phone-auth';
import { PhoneAuthError } from '../providers/phone-auth/types';
import { SANDBOX_RECAPTCHA_SITE_KEY } from './recaptcha';

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
    const { sessionInfo } = await phoneAuth.sendVerificationCode({ phoneNumber: '+84903000001', locale: 'vi', recaptchaToken: await recaptchaToken(server.app) });
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
    const refused = await stranger.sendVerificationCode({ phoneNumber: '+84903000002', locale: 'en', recaptchaToken: await recaptchaToken(server.app) }).catch((error: unknown) => error);
    expect((refused as PhoneAuthError).reason).toBe('API_KEY_INVALID');
  });

  it('should register a customer with the id token the sign-in yielded, verified through the port', async () => {
    const call = async (url: string, payload: object, status = 200) => {
      const response = await server.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.0.1' });
      expect(response.statusCode, response.body).toBe(status);
      return response.json();
    };
    await call('/api/v2/otp/send/', { phone: '0903000003', purpose: 'register', lang: 'en', recaptcha_token: await recaptchaToken(server.app) });
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

  it('should send a code only for a reCAPTCHA response of its widget, each taken once, as Firebase does for a web client', async () => {
    const phoneAuth = client();
    expect(await phoneAuth.recaptchaSiteKey()).toBe(SANDBOX_RECAPTCHA_SITE_KEY);
    expect(phoneAuth.recaptchaScriptUrl).toBe('/sandbox/recaptcha/api.js');
    const reasonOf = (recaptcha: string) =>
      phoneAuth.sendVerificationCode({ phoneNumber: '+84903000004', locale: 'en', recaptchaToken: recaptcha }).then(
        () => 'SENT',
        (error: PhoneAuthError) => error.reason,
      );
    expect(await reasonOf('')).toBe('MISSING_RECAPTCHA_TOKEN');
    expect(await reasonOf('a-response-the-widget-never-gave')).toBe('CAPTCHA_CHECK_FAILED');
    const response = await recaptchaToken(server.app);
    expect(await reasonOf(response)).toBe('SENT');
    expect(await reasonOf(response)).toBe('CAPTCHA_CHECK_FAILED');
    // a response older than two minutes is refused
    const stale = await recaptchaToken(server.app);
    await server.db.query("update sandbox_recaptcha_token set issued_at = now() - interval '121 seconds' where token = $1", [stale]);
    expect(await reasonOf(stale)).toBe('CAPTCHA_CHECK_FAILED');
    // the widget gives responses for its own site key only
    const stranger = await server.app.inject({ method: 'POST', url: '/sandbox/recaptcha/userverify', payload: { sitekey: '6Lc-someone-else' } });
    expect(stranger.statusCode).toBe(400);
  });

  it('should tell the app how to verify itself, and refuse a send whose reCAPTCHA response was used, naming the field in its language', async () => {
    const verification = await server.app.inject({ method: 'GET', url: '/api/v2/otp/app-verification/' });
    expect(verification.json()).toEqual({ data: { recaptcha_site_key: SANDBOX_RECAPTCHA_SITE_KEY, script_url: '/sandbox/recaptcha/api.js' } });
    const script = await server.app.inject({ method: 'GET', url: '/sandbox/recaptcha/api.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('window.grecaptcha');

    const response = await recaptchaToken(server.app);
    const send = (lang: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/otp/send/',
        payload: { phone: '0903000005', purpose: 'register', lang, recaptcha_token: response },
        headers: { 'accept-language': lang },
        remoteAddress: '10.9.0.5',
      });
    expect((await send('vi')).statusCode).toBe(200);
    const reused = await send('vi');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'APP_VERIFICATION_FAILED', field: 'recaptcha_token', message: 'Không xác nhận được yêu cầu này đến từ bạn; vui lòng thử gửi mã lại.' });
    expect((await send('ja')).json().message).toBe('このリクエストがご本人からのものか確認できませんでした。もう一度コードを送信してください。');

    const without = await server.app.inject({ method: 'POST', url: '/api/v2/otp/send/', payload: { phone: '0903000006', purpose: 'register', lang: 'en' }, remoteAddress: '10.9.0.6' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'recaptcha_token' });
  });
});
