import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { fixedClock, startTestServer, recaptchaToken } from '../../tests/support/server-harness';
import { LOGIN_FAILURES_PER_ADDRESS_PER_HOUR, LOGIN_FAILURES_PER_PHONE_PER_HOUR, PHONE_CHECKS_PER_ADDRESS_PER_HOUR } from '../services/attempt-limits';
import { OTP_SENDS_PER_ADDRESS_PER_HOUR } from '../services/otp';

/** A weekday morning in Ho Chi Minh City (2026-11-23 09:00 +07:00). */
const clock = fixedClock('2026-11-23T02:00:00Z');

interface CallOptions {
  token?: string;
  ip?: string;
}

/** Tokens issued before a password change or a logout everywhere, and the hourly limits of logins and look-ups. */
describe('sessions and attempt limits', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  /** Calls the API, checks the answer against the contract and returns status, body and headers. */
  async function call(method: 'GET' | 'POST', url: string, payload?: object, { token, ip = '10.9.0.1' }: CallOptions = {}) {
    const response = await server.app.inject({ method, url, payload, remoteAddress: ip, headers: token ? { authorization: `Bearer ${token}` } : {} });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in tests
    const body: any = response.json();
    expect(contractProblems(method, url, response.statusCode, body)).toEqual([]);
    return { status: response.statusCode, body, headers: response.headers };
  }

  async function latestCode(phone: string) {
    const response = await server.app.inject({ method: 'GET', url: `/sandbox/sms?phone=${encodeURIComponent(phone)}`, headers: { accept: 'application/json' } });
    return (response.json() as Array<{ code: string }>)[0].code;
  }

  /** Registers through the phone code and answers the login shape. */
  async function register(phone: string, password: string, ip: string) {
    const international = `+84${phone.slice(1)}`;
    expect((await call('POST', '/api/v2/otp/send/', { phone, purpose: 'register', lang: 'en', recaptcha_token: await recaptchaToken(server.app) }, { ip })).status).toBe(200);
    const verified = await call('POST', '/api/v2/otp/verify/', { phone, purpose: 'register', code: await latestCode(international) }, { ip });
    const registered = await call('POST', '/api/v2/customer/register.json', { username: phone, fullName: 'Trần Thị Bình', email: null, password, tos: true, idToken: verified.body.data.idToken }, { ip });
    expect(registered.status).toBe(200);
    return registered.body as { access: string; refresh: string; customer: { id: number } };
  }

  const profile = (session: { customer: { id: number } }, token: string) => call('GET', `/api/v2/customer/${session.customer.id}/profile/`, undefined, { token });
  const refresh = (token: string) => call('POST', '/api/v2/token/refresh/', { refresh: token });

  it('should refuse the access and refresh tokens issued before a password change, and accept the new pair', async () => {
    const before = await register('0907100001', 'first-pass', '10.9.1.1');
    const otherDevice = await call('POST', '/api/v2/login/', { user_name: '0907100001', password: 'first-pass' }, { ip: '10.9.1.2' });
    expect((await profile(before, otherDevice.body.access)).status).toBe(200);

    const changed = await call('POST', '/api/v2/customer/update_password/', { password: 'first-pass', newPassword: 'second-pass', newPasswordConfirm: 'second-pass' }, { token: before.access });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'SUCCESS', access: expect.any(String), refresh: expect.any(String) });

    for (const stale of [before.access, otherDevice.body.access]) expect((await profile(before, stale)).status).toBe(401);
    for (const stale of [before.refresh, otherDevice.body.refresh]) expect((await refresh(stale)).status).toBe(401);
    expect((await profile(before, changed.body.data.access)).status).toBe(200);
    expect((await refresh(changed.body.data.refresh)).status).toBe(200);
  });

  it('should refuse the tokens issued before a password reset', async () => {
    const before = await register('0907100002', 'first-pass', '10.9.2.1');
    await call('POST', '/api/v2/otp/send/', { phone: '0907100002', purpose: 'reset_password', lang: 'en', recaptcha_token: await recaptchaToken(server.app) }, { ip: '10.9.2.1' });
    const verified = await call('POST', '/api/v2/otp/verify/', { phone: '0907100002', purpose: 'reset_password', code: await latestCode('+84907100002') });
    expect((await call('POST', '/api/v2/customer/_/fa_reset_password/', { username: '0907100002', token: verified.body.data.idToken, password: 'reset-pass' })).status).toBe(200);

    expect((await profile(before, before.access)).status).toBe(401);
    expect((await refresh(before.refresh)).status).toBe(401);
    const again = await call('POST', '/api/v2/login/', { user_name: '0907100002', password: 'reset-pass' }, { ip: '10.9.2.3' });
    expect((await profile(before, again.body.access)).status).toBe(200);
  });

  it('should log out everywhere: every earlier token of the customer is refused, other customers keep theirs', async () => {
    const customer = await register('0907100003', 'first-pass', '10.9.3.1');
    const secondDevice = await call('POST', '/api/v2/login/', { user_name: '0907100003', password: 'first-pass' }, { ip: '10.9.3.2' });
    const someoneElse = await register('0907100004', 'first-pass', '10.9.3.3');

    expect((await call('POST', '/api/v2/logout-all/', undefined, { token: secondDevice.body.access })).body).toEqual({ data: { status: 'SUCCESS' } });

    for (const token of [customer.access, secondDevice.body.access]) expect((await profile(customer, token)).status).toBe(401);
    for (const token of [customer.refresh, secondDevice.body.refresh]) expect((await refresh(token)).status).toBe(401);
    expect((await call('POST', '/api/v2/logout-all/', undefined, { token: customer.access })).status).toBe(401);
    expect((await profile(someoneElse, someoneElse.access)).status).toBe(200);
  });

  it('should refuse logins for a phone after its hourly failures, even with the right password, the same way for an unknown phone', async () => {
    await register('0907100005', 'right-pass', '10.9.5.1');
    for (const phone of ['0907100005', '0907199999']) {
      for (let attempt = 0; attempt < LOGIN_FAILURES_PER_PHONE_PER_HOUR; attempt++) {
        // a new client address each time: the phone's own limit applies
        expect((await call('POST', '/api/v2/login/', { user_name: phone, password: 'wrong-pass' }, { ip: `10.9.5.${10 + attempt}` })).status).toBe(401);
      }
      const refused = await call('POST', '/api/v2/login/', { user_name: phone, password: 'right-pass' }, { ip: '10.9.5.99' });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    clock.advance(61);
    expect((await call('POST', '/api/v2/login/', { user_name: '0907100005', password: 'right-pass' }, { ip: '10.9.5.99' })).status).toBe(200);
  });

  // some forty password checks (scrypt, CPU-bound) after a registration: on a shared two-core machine they outlast 30 s
  it('should not count successful logins, and limit failures per client address across phones', { timeout: 120_000 }, async () => {
    await register('0907100006', 'right-pass', '10.9.6.1');
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_PHONE_PER_HOUR + 5; attempt++) {
      expect((await call('POST', '/api/v2/login/', { user_name: '0907100006', password: 'right-pass' }, { ip: '10.9.6.2' })).status).toBe(200);
    }
    const ip = '10.9.6.3';
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ADDRESS_PER_HOUR; attempt++) {
      const phone = `09072${String(attempt).padStart(5, '0')}`;
      expect((await call('POST', '/api/v2/login/', { user_name: phone, password: 'wrong-pass' }, { ip })).status).toBe(401);
    }
    const refused = await call('POST', '/api/v2/login/', { user_name: '0907100006', password: 'right-pass' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('should limit phone look-ups per client address', async () => {
    const ip = '10.9.7.1';
    for (let attempt = 0; attempt < PHONE_CHECKS_PER_ADDRESS_PER_HOUR; attempt++) {
      expect((await call('GET', `/api/v2/customer/check_phone_number/?username=09073${String(attempt).padStart(5, '0')}`, undefined, { ip })).status).toBe(200);
    }
    const refused = await call('GET', '/api/v2/customer/check_phone_number/?username=0907100001', undefined, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('GET', '/api/v2/customer/check_phone_number/?username=0907100001', undefined, { ip: '10.9.7.2' })).status).toBe(200);
  });

  it('should hold the per-address send limit when 60 codes to different phones are asked at once', async () => {
    const ip = '10.9.8.1';
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, index) =>
        call('POST', '/api/v2/otp/send/', { phone: `09074${String(index).padStart(5, '0')}`, purpose: 'register', lang: 'en', recaptcha_token: await recaptchaToken(server.app) }, { ip }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(OTP_SENDS_PER_ADDRESS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - OTP_SENDS_PER_ADDRESS_PER_HOUR);
  });
});
