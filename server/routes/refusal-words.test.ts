import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { hashPassword } from '../services/passwords';
import { MONDAY_0900, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

/**
 * The server's refusals a customer reads come in the language the app asks in: its Accept-Language (the interface
 * language); ja when that is not vi, en or ja (SPEC §1).
 */
describe("refusals in the customer's language", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock });
    // a customer without an e-mail address, for the login and the e-mail resend
    await server.db.query(`insert into customer (phone, full_name, password_hash, created_at) values ('+84906300001', 'Lê Văn Cường', $1, now())`, [
      await hashPassword('secret-123'),
    ]);
  });
  afterAll(() => server.close());

  /** The refusal's message for `request`, asked in `language`; the answer is checked against the contract. */
  async function refusal(language: string | null, method: 'GET' | 'POST', url: string, payload?: object, ip = '10.9.0.1') {
    const response = await server.app.inject({ method, url, payload, remoteAddress: ip, headers: language === null ? {} : { 'accept-language': language } });
    const body = response.json();
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(contractProblems(method, url, response.statusCode, body)).toEqual([]);
    return body as { code: string; message: string; mess: string };
  }

  /** The customer's tokens, logged in from `ip`. */
  async function logIn(ip: string) {
    const login = await server.app.inject({ method: 'POST', url: '/api/v2/login/', payload: { user_name: '0906300001', password: 'secret-123' }, remoteAddress: ip });
    return login.json() as { access: string; customer: { id: number } };
  }

  /** The same refusal asked in vi, en and ja (as the browser's Accept-Language writes them). */
  async function inEachLanguage(method: 'GET' | 'POST', url: string, payload?: object, ip?: string) {
    const [vi, en, ja] = [await refusal('vi-VN,vi;q=0.9', method, url, payload, ip), await refusal('en-US,en;q=0.9', method, url, payload, ip), await refusal('ja', method, url, payload, ip)];
    expect(new Set([vi.code, en.code, ja.code]).size).toBe(1);
    return { vi: vi.message, en: en.message, ja: ja.message };
  }

  it('should word a refused registration in the language asked', async () => {
    expect(await inEachLanguage('POST', '/api/v2/otp/send/', { phone: '0906300001', purpose: 'register', recaptcha_token: 'not-taken' }, '10.9.1.1')).toEqual({
      vi: 'Số điện thoại này đã được đăng ký; vui lòng đăng nhập.',
      en: 'This phone is already registered; please log in.',
      ja: 'この電話番号はすでに登録されています。ログインしてください。',
    });
    const register = { username: '0906300002', fullName: 'Trần Thị Bình', password: 'secret-123', tos: true, idToken: 'not-a-token' };
    expect(await inEachLanguage('POST', '/api/v2/customer/register.json', register, '10.9.1.2')).toEqual({
      vi: 'Xác minh số điện thoại không hợp lệ hoặc đã hết hạn; vui lòng xác minh lại số điện thoại.',
      en: 'The phone confirmation is not valid or has expired; please confirm the phone again.',
      ja: '電話番号の確認が無効か、有効期限が切れています。もう一度電話番号を確認してください。',
    });
  });

  it('should word a failed login in the language asked (SPEC §8 "Login failed: credentials incorrect")', async () => {
    expect(await inEachLanguage('POST', '/api/v2/login/', { user_name: '0906300001', password: 'wrong-password' }, '10.9.2.1')).toEqual({
      vi: 'Số điện thoại hoặc mật khẩu không đúng.',
      en: 'The phone number or password is incorrect.',
      ja: '電話番号またはパスワードが正しくありません。',
    });
  });

  it('should word a refused address in the language asked', async () => {
    const { access, customer } = await logIn('10.9.3.1');
    const address = { lat: 10.78, lng: 106.7, address: '135 Nam Kỳ Khởi Nghĩa, Quận 1', contact_name: ' ', phone_number: '0901234567', customer: customer.id };
    const asked = async (language: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v2/address/google_address_create/',
        payload: address,
        headers: { 'accept-language': language, authorization: `Bearer ${access}` },
      });
      expect(response.statusCode).toBe(400);
      return response.json() as { field: string; message: string };
    };
    expect(await asked('vi')).toEqual(expect.objectContaining({ field: 'contact_name', message: 'Vui lòng nhập tên người liên hệ.' }));
    expect((await asked('en')).message).toBe('Enter the contact name.');
    expect((await asked('ja')).message).toBe('連絡先の氏名を入力してください。');
  });

  it('should word a refused e-mail resend in the language asked', async () => {
    expect(await inEachLanguage('GET', '/api/v2/customer/resend_otp_by_email/0906300009', undefined, '10.9.4.1')).toEqual({
      vi: 'Số điện thoại này chưa được đăng ký.',
      en: 'This phone is not registered.',
      ja: 'この電話番号は登録されていません。',
    });
    expect(await inEachLanguage('GET', '/api/v2/customer/resend_otp_by_email/0906300001', undefined, '10.9.4.2')).toEqual({
      vi: 'Tài khoản chưa có địa chỉ e-mail; vui lòng thêm e-mail trong hồ sơ trước.',
      en: 'The account has no e-mail address; add one in the profile first.',
      ja: 'アカウントにメールアドレスがありません。先にプロフィールで追加してください。',
    });
  });

  it('should answer ja when Accept-Language names none of vi, en and ja, or is missing (SPEC §1)', async () => {
    const payload = { phone: '0906300001', purpose: 'register', recaptcha_token: 'not-taken' };
    expect((await refusal('fr-FR,fr;q=0.9', 'POST', '/api/v2/otp/send/', payload, '10.9.5.1')).message).toBe('この電話番号はすでに登録されています。ログインしてください。');
    expect((await refusal(null, 'POST', '/api/v2/otp/send/', payload, '10.9.5.1')).message).toBe('この電話番号はすでに登録されています。ログインしてください。');
  });

  it("should answer fetch-delivery-hubs' legacy `mess` in the same language as `message`", async () => {
    const { access } = await logIn('10.9.6.1');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/delivery/fetch-delivery-hubs',
      payload: { order_no: 'NO-SUCH-ORDER', delivery_to: 'x', store_id: 1 },
      headers: { 'accept-language': 'vi', authorization: `Bearer ${access}` },
    });
    expect(response.statusCode).toBe(400);
    const message = 'Không tìm thấy đơn hàng; vui lòng kiểm tra lại mã đơn hàng.';
    expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message, mess: message });
  });

  it('should leave a refusal only a developer meets in English: a body that breaks the contract', async () => {
    const answer = await refusal('vi', 'POST', '/api/v2/login/', { user_name: '0906300001' });
    expect(answer.code).toBe('VALIDATION_ERROR');
    expect(answer.message).toMatch(/^body password: /);
  });
});
