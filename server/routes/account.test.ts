import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { fixedClock, startTestServer, recaptchaToken } from '../../tests/support/server-harness';
import { OTP_MAX_WRONG_ATTEMPTS, OTP_SENDS_PER_ADDRESS_PER_HOUR, OTP_SENDS_PER_PHONE_PER_HOUR } from '../services/otp';

/** A weekday morning in Ho Chi Minh City (2026-11-23 09:00 +07:00). */
const clock = fixedClock('2026-11-23T02:00:00Z');

type Method = 'GET' | 'POST';
interface CallOptions {
  status?: number;
  token?: string;
  /** Client address; each test uses its own so the per-address send limit does not carry over. */
  ip?: string;
}

describe('accounts, OTP and e-mail verification', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  /** Calls the API and checks the answer against the contract. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read loosely in tests
  async function call(method: Method, url: string, payload?: object, { status = 200, token, ip = '10.0.0.1' }: CallOptions = {}): Promise<any> {
    const response = await server.app.inject({
      method,
      url,
      payload,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = response.json();
    expect(response.statusCode, JSON.stringify(body)).toBe(status);
    expect(contractProblems(method, url, response.statusCode, body)).toEqual([]);
    return body;
  }

  /** The outbox as the sandbox lists it in JSON, latest first. */
  async function outbox(phone: string): Promise<Array<{ phone: string; body: string; code: string; created_at: string; channel: string; email: string | null }>> {
    const response = await server.app.inject({ method: 'GET', url: `/sandbox/sms?phone=${encodeURIComponent(phone)}`, headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function latestCode(phone: string, channel: 'sms' | 'email' = 'sms') {
    const message = (await outbox(phone)).find((m) => m.channel === channel);
    expect(message, `a ${channel} to ${phone}`).toBeDefined();
    return message!.code;
  }

  async function sendCode(phone: string, purpose: 'register' | 'reset_password', ip: string) {
    return call('POST', '/api/v2/otp/send/', { phone, purpose, lang: 'en', recaptcha_token: await recaptchaToken(server.app) }, { ip });
  }

  async function confirmPhone(phone: string, purpose: 'register' | 'reset_password', ip: string): Promise<string> {
    await sendCode(phone, purpose, ip);
    const code = await latestCode(phone);
    return (await call('POST', '/api/v2/otp/verify/', { phone, purpose, code }, { ip })).data.idToken;
  }

  async function registerCustomer(phone: string, ip: string, password = 'secret-123', email: string | null = null) {
    const idToken = await confirmPhone(phone, 'register', ip);
    return call('POST', '/api/v2/customer/register.json', { username: phone, fullName: 'Nguyễn Văn An', email, password, tos: true, idToken }, { ip });
  }

  it('should register with the code read from the outbox and answer the tokens of a logged-in customer', async () => {
    const ip = '10.0.1.1';
    const sent = await sendCode('0901000001', 'register', ip);
    expect(sent).toEqual({ data: { sent: true, expires_in: 300, resend_after: 10 } });

    const [message] = await outbox('+84901000001');
    expect(message).toMatchObject({ phone: '+84901000001', channel: 'sms' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.code);
    expect(Number.isNaN(Date.parse(message.created_at))).toBe(false);

    const verified = await call('POST', '/api/v2/otp/verify/', { phone: '0901000001', purpose: 'register', code: message.code }, { ip });
    expect(verified.data.expires_in).toBe(600);

    const registered = await call(
      'POST',
      '/api/v2/customer/register.json',
      { username: '0901000001', fullName: 'Nguyễn Văn An', email: 'an@example.vn', password: 'secret-123', tos: true, idToken: verified.data.idToken },
      { ip },
    );
    expect(registered.user).toEqual({ id: registered.customer.id, full_name: 'Nguyễn Văn An', user_name: '+84901000001' });
    expect(registered.customer).toMatchObject({ user_name: '+84901000001', email: 'an@example.vn', is_active_email: false, total_point: 0 });
    expect(registered.customer).not.toHaveProperty('password');

    // The tokens work at once
    const check = await call('POST', '/api/v2/customer/_/check_user_account/', { username: '+84901000001' }, { token: registered.access });
    expect(check).toEqual({ data: { valid: true } });
    const profile = await call('GET', `/api/v2/customer/${registered.customer.id}/profile/`, undefined, { token: registered.access });
    expect(profile.data).toMatchObject({ id: registered.customer.id, full_name: 'Nguyễn Văn An', qr_code: `cus${registered.customer.id}` });

    // The code and the id token are single use
    await call('POST', '/api/v2/otp/verify/', { phone: '0901000001', purpose: 'register', code: message.code }, { ip, status: 400 });
    const reuse = await call(
      'POST',
      '/api/v2/customer/register.json',
      { username: '0901000001', fullName: 'Other', password: 'secret-123', tos: true, idToken: verified.data.idToken },
      { ip, status: 409 },
    );
    expect(reuse.code).toBe('PHONE_ALREADY_REGISTERED');
  });

  it('should refuse an OTP for registration of a phone that already has an account', async () => {
    const ip = '10.0.2.1';
    await registerCustomer('0901000002', ip);
    const refused = await call('POST', '/api/v2/otp/send/', { phone: '+84901000002', purpose: 'register', recaptcha_token: 'not-taken' }, { ip, status: 409 });
    expect(refused.code).toBe('PHONE_ALREADY_REGISTERED');
  });

  it('should refuse a register call without a confirmed phone, or with the token of another phone', async () => {
    const ip = '10.0.3.1';
    const payload = { username: '0901000003', fullName: 'Trần Thị Bình', password: 'secret-123', tos: true };
    expect((await call('POST', '/api/v2/customer/register.json', { ...payload, idToken: 'not-a-token' }, { ip, status: 400 })).code).toBe('INVALID_OTP');
    const otherPhone = await confirmPhone('0901000033', 'register', ip);
    expect((await call('POST', '/api/v2/customer/register.json', { ...payload, idToken: otherPhone }, { ip, status: 400 })).code).toBe('INVALID_OTP');
    const resetToken = await confirmPhone('0901000002', 'reset_password', ip);
    const withResetToken = await call('POST', '/api/v2/customer/register.json', { ...payload, username: '0901000002', idToken: resetToken }, { ip, status: 409 });
    expect(withResetToken.code).toBe('PHONE_ALREADY_REGISTERED');
    await call('POST', '/api/v2/customer/register.json', { ...payload, tos: false, idToken: otherPhone }, { ip, status: 400 });
    await call('POST', '/api/v2/customer/register.json', { ...payload, password: '12345', idToken: otherPhone }, { ip, status: 400 });
  });

  it('should answer INVALID_OTP to a wrong code and still accept the right one', async () => {
    const ip = '10.0.4.1';
    await sendCode('0901000004', 'register', ip);
    const code = await latestCode('+84901000004');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call('POST', '/api/v2/otp/verify/', { phone: '0901000004', purpose: 'register', code: wrong }, { ip, status: 400 });
    // no Accept-Language: the default language, ja (SPEC §1)
    expect(refused).toMatchObject({ code: 'INVALID_OTP', message: 'OTPコードが正しくありません！', details: { attempts_left: 4 } });
    await call('POST', '/api/v2/otp/verify/', { phone: '0901000004', purpose: 'register', code }, { ip });
  });

  it('should refuse the sixth try even with the right code', async () => {
    const ip = '10.0.5.1';
    await sendCode('0901000005', 'register', ip);
    const code = await latestCode('+84901000005');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= OTP_MAX_WRONG_ATTEMPTS; attempt++) {
      const refused = await call('POST', '/api/v2/otp/verify/', { phone: '0901000005', purpose: 'register', code: wrong }, { ip, status: 400 });
      expect(refused.details.attempts_left).toBe(OTP_MAX_WRONG_ATTEMPTS - attempt);
    }
    const sixth = await call('POST', '/api/v2/otp/verify/', { phone: '0901000005', purpose: 'register', code }, { ip, status: 400 });
    expect(sixth).toMatchObject({ code: 'INVALID_OTP', details: { reason: 'too_many_attempts', attempts_left: 0 } });

    // A new code works again
    await sendCode('0901000005', 'register', ip);
    const fresh = await latestCode('+84901000005');
    await call('POST', '/api/v2/otp/verify/', { phone: '0901000005', purpose: 'register', code: fresh }, { ip });
  });

  it('should accept only the latest code once a new one is sent', async () => {
    const ip = '10.0.6.1';
    await sendCode('0901000006', 'register', ip);
    const first = await latestCode('+84901000006');
    await sendCode('0901000006', 'register', ip);
    const second = await latestCode('+84901000006');
    if (first !== second) {
      await call('POST', '/api/v2/otp/verify/', { phone: '0901000006', purpose: 'register', code: first }, { ip, status: 400 });
    }
    await call('POST', '/api/v2/otp/verify/', { phone: '0901000006', purpose: 'register', code: second }, { ip });
  });

  it('should answer 429 with retry_after when a phone asks for too many codes in an hour', async () => {
    const ip = '10.0.7.1';
    for (let i = 0; i < OTP_SENDS_PER_PHONE_PER_HOUR; i++) await sendCode('0901000007', 'register', ip);
    const refused = await call('POST', '/api/v2/otp/send/', { phone: '0901000007', purpose: 'register', recaptcha_token: 'not-taken' }, { ip, status: 429 });
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.details.retry_after).toBeGreaterThan(0);
    expect(refused.details.retry_after).toBeLessThanOrEqual(3600);
    const again = await server.app.inject({ method: 'POST', url: '/api/v2/otp/send/', payload: { phone: '0901000007', purpose: 'register', recaptcha_token: 'not-taken' }, remoteAddress: ip });
    expect(again.headers['retry-after']).toBe(String(again.json().details.retry_after));
    // Another phone from another address is not affected
    await sendCode('0901000077', 'register', '10.0.7.2');
  });

  it('should answer 429 when one client address asks for too many codes in an hour, and accept again an hour later', async () => {
    const ip = '10.0.8.1';
    for (let i = 0; i < OTP_SENDS_PER_ADDRESS_PER_HOUR; i++) await sendCode(`09020000${String(i).padStart(2, '0')}`, 'register', ip);
    const refused = await call('POST', '/api/v2/otp/send/', { phone: '0902000099', purpose: 'register', recaptcha_token: 'not-taken' }, { ip, status: 429 });
    expect(refused.details.retry_after).toBe(3600);
    clock.advance(61);
    await sendCode('0902000099', 'register', ip);
  });

  it('should refuse a code after 5 minutes', async () => {
    const ip = '10.0.9.1';
    await sendCode('0901000009', 'register', ip);
    const code = await latestCode('+84901000009');
    clock.advance(5);
    const expired = await call('POST', '/api/v2/otp/verify/', { phone: '0901000009', purpose: 'register', code }, { ip, status: 400 });
    expect(expired).toMatchObject({ code: 'INVALID_OTP', details: { reason: 'expired' } });

    await sendCode('0901000009', 'register', ip);
    const fresh = await latestCode('+84901000009');
    clock.advance(4);
    await call('POST', '/api/v2/otp/verify/', { phone: '0901000009', purpose: 'register', code: fresh }, { ip });
  });

  it('should log in with the right password in any phone form and refuse wrong credentials', async () => {
    const ip = '10.0.10.1';
    const registered = await registerCustomer('0901000010', ip, 'right-pass');
    for (const user_name of ['0901000010', '84901000010', '+84901000010']) {
      const body = await call('POST', '/api/v2/login/', { user_name, password: 'right-pass' });
      expect(body.customer.id).toBe(registered.customer.id);
      expect(body.user.user_name).toBe('+84901000010');
    }
    const wrong = await call('POST', '/api/v2/login/', { user_name: '0901000010', password: 'wrong-pass' }, { status: 401 });
    expect(wrong).toEqual({ code: 'UNAUTHORIZED', message: '電話番号またはパスワードが正しくありません。' });
    const unknown = await call('POST', '/api/v2/login/', { user_name: '0909999999', password: 'right-pass' }, { status: 401 });
    expect(unknown).toEqual(wrong);
    await call('POST', '/api/v2/login/', { user_name: '0901000010', password: '' }, { status: 400 });
  });

  it('should tell whether a phone has an account', async () => {
    await registerCustomer('0901000011', '10.0.11.1');
    expect(await call('GET', '/api/v2/customer/check_phone_number/?username=0901000011')).toEqual({ exists: true });
    expect(await call('GET', '/api/v2/customer/check_phone_number/?username=%2B84901000011')).toEqual({ exists: true });
    expect(await call('GET', '/api/v2/customer/check_phone_number/?username=0901999911')).toEqual({ exists: false });
    const invalid = await call('GET', '/api/v2/customer/check_phone_number/?username=12345', undefined, { status: 400 });
    expect(invalid.field).toBe('username');
  });

  it("should keep each customer to their own data", async () => {
    const ip = '10.0.12.1';
    const first = await registerCustomer('0901000012', ip);
    const second = await registerCustomer('0901000112', ip);
    const forbidden = await call('GET', `/api/v2/customer/${second.customer.id}/profile/`, undefined, { token: first.access, status: 403 });
    expect(forbidden.code).toBe('FORBIDDEN');
    await call('GET', `/api/v2/customer/${first.customer.id}/profile/`, undefined, { status: 401 });
    await call('GET', `/api/v2/customer/${first.customer.id}/profile/`, undefined, { token: 'not-a-token', status: 401 });
    // The refresh token is not an access token
    await call('GET', `/api/v2/customer/${first.customer.id}/profile/`, undefined, { token: first.refresh, status: 401 });
    const otherProfile = await call('POST', '/api/v2/customer/update_profile/', { username: '0901000112', full_name: 'Hacker' }, { token: first.access, status: 403 });
    expect(otherProfile.code).toBe('FORBIDDEN');
    // A session check for another phone fails as an expired session
    await call('POST', '/api/v2/customer/_/check_user_account/', { username: '0901000112' }, { token: first.access, status: 401 });
    await call('POST', '/api/v2/customer/_/check_user_account/', { username: '0901000012' }, { status: 401 });
  });

  it('should refuse a password update with a wrong current password and accept the right one', async () => {
    const registered = await registerCustomer('0901000013', '10.0.13.1', 'first-pass');
    const token = registered.access;
    const wrong = await call(
      'POST',
      '/api/v2/customer/update_password/',
      { password: 'wrong-pass', newPassword: 'second-pass', newPasswordConfirm: 'second-pass' },
      { token, status: 400 },
    );
    expect(wrong).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    const mismatch = await call(
      'POST',
      '/api/v2/customer/update_password/',
      { password: 'first-pass', newPassword: 'second-pass', newPasswordConfirm: 'other-pass' },
      { token, status: 400 },
    );
    expect(mismatch).toMatchObject({ code: 'VALIDATION_ERROR', field: 'newPasswordConfirm' });
    const same = await call('POST', '/api/v2/customer/update_password/', { password: 'first-pass', newPassword: 'first-pass', newPasswordConfirm: 'first-pass' }, { token, status: 400 });
    expect(same.field).toBe('newPassword');
    await call('POST', '/api/v2/customer/update_password/', { password: 'first-pass', newPassword: 'second-pass', newPasswordConfirm: 'second-pass' }, { status: 401 });

    const done = await call('POST', '/api/v2/customer/update_password/', { password: 'first-pass', newPassword: 'second-pass', newPasswordConfirm: 'second-pass' }, { token });
    expect(done).toEqual({ data: { status: 'SUCCESS', access: expect.any(String), refresh: expect.any(String) } });
    await call('POST', '/api/v2/login/', { user_name: '0901000013', password: 'first-pass' }, { status: 401 });
    await call('POST', '/api/v2/login/', { user_name: '0901000013', password: 'second-pass' });
  });

  it('should reset the password after a reset OTP', async () => {
    const ip = '10.0.14.1';
    const unknown = await call('POST', '/api/v2/otp/send/', { phone: '0901999914', purpose: 'reset_password', recaptcha_token: 'not-taken' }, { ip, status: 404 });
    expect(unknown.code).toBe('PHONE_NOT_REGISTERED');

    await registerCustomer('0901000014', ip, 'forgotten-pass');
    const registerToken = await confirmPhone('0901000114', 'register', ip);
    const wrongPurpose = await call('POST', '/api/v2/customer/_/fa_reset_password/', { username: '0901000014', token: registerToken, password: 'new-pass-1' }, { ip, status: 400 });
    expect(wrongPurpose.code).toBe('INVALID_OTP');

    const token = await confirmPhone('0901000014', 'reset_password', ip);
    const reset = await call('POST', '/api/v2/customer/_/fa_reset_password/', { username: '+84901000014', token, password: 'new-pass-1' }, { ip });
    expect(reset).toEqual({ data: { status: 'SUCCESS' } });
    await call('POST', '/api/v2/login/', { user_name: '0901000014', password: 'forgotten-pass' }, { status: 401 });
    await call('POST', '/api/v2/login/', { user_name: '0901000014', password: 'new-pass-1' });
    // The token is used once
    await call('POST', '/api/v2/customer/_/fa_reset_password/', { username: '0901000014', token, password: 'new-pass-2' }, { ip, status: 400 });
    // It expires after 10 minutes
    const late = await confirmPhone('0901000014', 'reset_password', ip);
    clock.advance(11);
    await call('POST', '/api/v2/customer/_/fa_reset_password/', { username: '0901000014', token: late, password: 'new-pass-3' }, { ip, status: 400 });
  });

  it('should edit the profile, keep the phone, and verify a changed e-mail with the 6-character code', async () => {
    const ip = '10.0.15.1';
    const registered = await registerCustomer('0901000015', ip);
    const token = registered.access;
    const updated = await call(
      'POST',
      '/api/v2/customer/update_profile/',
      { username: '0901000015', full_name: 'Lê Thị Cúc', date_of_birth: '29-02-2000', gender: 'female', email: 'cuc@example.vn' },
      { token },
    );
    expect(updated.data).toMatchObject({ phone: '+84901000015', full_name: 'Lê Thị Cúc', date_of_birth: '29-02-2000', gender: 'female', email: 'cuc@example.vn', is_active_email: false });
    const invalidDay = await call('POST', '/api/v2/customer/update_profile/', { username: '0901000015', full_name: 'Lê Thị Cúc', date_of_birth: '29-02-2001' }, { token, status: 400 });
    expect(invalidDay.field).toBe('date_of_birth');
    await call('POST', '/api/v2/customer/update_profile/', { username: '0901000015', full_name: 'x'.repeat(101) }, { token, status: 400 });
    // a name of spaces is no name: refused by the rule the edit-profile form uses, and the stored name stays
    for (const full_name of ['   ', '\t \u3000']) {
      const blankName = await call('POST', '/api/v2/customer/update_profile/', { username: '0901000015', full_name }, { token, status: 400 });
      expect(blankName).toMatchObject({ code: 'VALIDATION_ERROR', field: 'full_name' });
    }

    // Fields left out keep their values
    const renamed = await call('POST', '/api/v2/customer/update_profile/', { username: '0901000015', full_name: 'Cúc' }, { token });
    expect(renamed.data).toMatchObject({ full_name: 'Cúc', date_of_birth: '29-02-2000', gender: 'female', email: 'cuc@example.vn' });

    const code = await latestCode('+84901000015', 'email');
    expect(code).toMatch(/^[0-9A-Z]{6}$/);
    const payload = { email: 'cuc@example.vn', type: 'active-email', username: '0901000015' };
    const wrong = await call('POST', '/api/v2/customer/check_code_active/', { ...payload, code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' }, { status: 400 });
    expect(wrong.code).toBe('INVALID_OTP');
    // the screen shows the server's text (SPEC §8), so it comes in the language the app asks in
    const wrongIn = async (language: string) => {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/v2/customer/check_code_active/',
        payload: { ...payload, code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' },
        headers: { 'accept-language': language },
      });
      expect(answer.statusCode).toBe(400);
      return answer.json().message as string;
    };
    expect(await wrongIn('vi')).toBe('Mã xác minh không đúng.');
    expect(await wrongIn('ja')).toBe('確認コードが正しくありません。');
    expect(await wrongIn('en')).toBe('The verification code is incorrect.');
    await call('POST', '/api/v2/customer/check_code_active/', { ...payload, email: 'other@example.vn', code }, { status: 400 });

    const resent = await call('GET', '/api/v2/customer/resend_otp_by_email/0901000015', undefined, { ip });
    expect(resent).toEqual({ data: { sent: true } });
    const latest = await latestCode('+84901000015', 'email');
    const active = await call('POST', '/api/v2/customer/check_code_active/', { ...payload, code: latest.toLowerCase() });
    expect(active).toEqual({ data: { is_active_email: true } });
    const login = await call('POST', '/api/v2/login/', { user_name: '0901000015', password: 'secret-123' });
    expect(login.customer.is_active_email).toBe(true);

    await call('GET', '/api/v2/customer/resend_otp_by_email/0901999915', undefined, { ip, status: 404 });
  });

  it('should exchange a refresh token for new tokens', async () => {
    const registered = await registerCustomer('0901000016', '10.0.16.1');
    const refreshed = await call('POST', '/api/v2/token/refresh/', { refresh: registered.refresh });
    await call('POST', '/api/v2/customer/_/check_user_account/', { username: '0901000016' }, { token: refreshed.access });
    await call('POST', '/api/v2/token/refresh/', { refresh: registered.access }, { status: 401 });
    await call('POST', '/api/v2/token/refresh/', { refresh: 'garbage' }, { status: 401 });
  });

  it('should list the outbox at /sandbox/sms, linked from the sandbox index', async () => {
    await sendCode('0901000017', 'register', '10.0.17.1');
    const code = await latestCode('+84901000017');
    const page = await server.app.inject({ method: 'GET', url: '/sandbox/sms' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('+84901000017');
    expect(page.body).toContain(code);
    const index = await server.app.inject({ method: 'GET', url: '/sandbox/' });
    expect(index.body).toContain('href="/sandbox/sms"');

    const reset = await server.app.inject({ method: 'POST', url: '/sandbox/sms/reset-limits', headers: { accept: 'application/json' } });
    expect(reset.json().cleared).toBeGreaterThan(0);
  });
});
