/**
 * The anonymous allowance (SPEC §4, §6) is the server's: it is granted to a phone when the OTP resends of
 * its registration are used up, and a guest's confirmation is refused without one for the order's phone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_RESEND_LIMIT } from '../../domain/constants';
import { fixedClock, startTestServer, recaptchaToken } from '../../tests/support/server-harness';
import { ANONYMOUS_ALLOWANCE_HOURS } from '../services/anonymous-allowance';
import { caller, confirmOrder, customerWithAddress, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

describe('anonymous allowance: granted by the server, checked at a guest confirmation', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());
  beforeEach(() => clock.set(MONDAY_0900));

  const sendCode = async (phone: string) => call('POST', '/api/v2/otp/send/', { phone, purpose: 'register', lang: 'vi', recaptcha_token: await recaptchaToken(server.app) });

  /** Confirms a guest's order for `phone` without granting anything first; answers the body and the stored status. */
  async function guestConfirmation(phone: string, status: number, overrides: Record<string, unknown> = {}) {
    const info = orderInfo({ phone, ...overrides });
    const { id } = await insertOrder(call, info);
    const body = await confirmOrder(call, id, info, { status, guestAllowance: false });
    const read = await call('POST', '/api/delivery/get-delivery-info-by-id', { id });
    return { body, stored: read.data.info.status as string };
  }

  it('should refuse a guest order for a phone that was never granted the allowance', async () => {
    const { body, stored } = await guestConfirmation('0902000001', 403);
    expect(body).toMatchObject({ code: 'ANONYMOUS_NOT_ALLOWED', field: 'info.phone' });
    expect(stored).toBe('ordering');
  });

  it('should grant the allowance once the resends are used up, for that phone only', async () => {
    await sendCode('0902000002');
    // the first code may still arrive: no allowance yet
    expect((await guestConfirmation('0902000002', 403)).body.code).toBe('ANONYMOUS_NOT_ALLOWED');
    for (let resend = 0; resend < OTP_RESEND_LIMIT; resend += 1) await sendCode('0902000002');
    // the phone in its international form too
    expect((await guestConfirmation('+84902000002', 200)).stored).toBe('orderSent');
    expect((await guestConfirmation('0902000003', 403)).body.code).toBe('ANONYMOUS_NOT_ALLOWED');
  });

  it('should let the allowance lapse after its hours', async () => {
    await sendCode('0902000004');
    for (let resend = 0; resend < OTP_RESEND_LIMIT; resend += 1) await sendCode('0902000004');
    clock.advance(ANONYMOUS_ALLOWANCE_HOURS * 60 + 60);
    // Tuesday 10:00: a slot of that day
    const { body } = await guestConfirmation('0902000004', 403, { servsTime: '2026-11-24 13:00', orderTime: '13:00' });
    expect(body.code).toBe('ANONYMOUS_NOT_ALLOWED');
  });

  it('should not ask a logged-in customer for it', async () => {
    const who = await customerWithAddress(server, call, '+84902000005');
    const info = orderInfo({ customerId: who.id, customerAddressId: who.addressId, phone: '0902000005' });
    const { id } = await insertOrder(call, info, { token: who.token });
    expect((await confirmOrder(call, id, info, { token: who.token, guestAllowance: false })).data.status).toBe('SUCCESS');
  });
});
