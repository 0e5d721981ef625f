import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  PAYMENT_CHECK_DELAY_MS,
  PAYMENT_POLL_MS,
  paymentLocale,
  paymentMachine,
  paymentResultOf,
  type PaymentInput,
} from './machine';
import { verifiedResultOf, type CheckPaymentOutput } from './machine';
import { deliveryStatusTargetOf, order, repayRefusalOf } from './test-fixtures';
import {
  canOpenQrSelector,
  canPaySelector,
  canRepaySelector,
  isBusySelector,
  paymentErrorSelector,
  qrCodeSelector,
  qrContentSelector,
  qrDeeplinkSelector,
  qrFailureSelector,
  canOpenStatusSelector,
  canRetryCheckSelector,
  paymentCheckFailureSelector,
  isCashSwitchFailedSelector,
} from './selectors';

/** Monday 2025-01-06 10:00 in Ho Chi Minh City; the order is served at 12:00 and prepares in 45 minutes. */
const now = '2025-01-06T03:00:00Z';
const url = 'http://localhost:8080/sandbox/momo?order=A0041';

function start(input: Partial<PaymentInput> = {}) {
  const spies = {
    requestPaymentUrl: vi.fn(async (_: unknown) => ({
      paymentUrl: url,
      transaction: { orderId: 'A0041', purchaseDate: '20250106100000' },
    })),
    sendOrder: vi.fn(async (_: unknown) => ({ orderNo: 'A0041' })),
    pollPaymentStatus: vi.fn(async (_: unknown) => ({ errorCode: 1000 })),
    checkPayment: vi.fn(async (_: unknown): Promise<CheckPaymentOutput> => ({
      payment_status: 'success',
      payment_message: null,
      charged: true,
    })),
    updatePaymentMethod: vi.fn(async (_: unknown) => undefined),
  };
  const redirectToPayment = vi.fn();
  const openOrderStatus = vi.fn();
  const actors = Object.fromEntries(
    Object.entries(spies).map(([name, fn]) => [
      name,
      fromPromise(({ input }) => (fn as (i: unknown) => Promise<unknown>)(input)),
    ]),
  );
  const actor = createActor(
    paymentMachine.provide({
      actors,
      actions: { redirectToPayment: (_, params) => redirectToPayment(params), openOrderStatus: (_, params) => openOrderStatus(params) },
    }),
    { input: { order, paymentMethod: 'momo', language: 'vi', qrWindowMinutes: 15, viewerId: 7, ...input } },
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, spies, redirectToPayment, openOrderStatus, emitted };
}

/** Lets resolved actor promises deliver their results. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('payment machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should send a cash order and go to delivery status with its number', async () => {
    const { actor, spies, emitted, openOrderStatus } = start({ paymentMethod: 'cash' });
    expect(canOpenQrSelector(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'payment.start' });
    expect(isBusySelector(actor.getSnapshot())).toBe(true);
    expect(canPaySelector(actor.getSnapshot())).toBe(false);
    await settle();
    expect(spies.requestPaymentUrl).not.toHaveBeenCalled();
    expect(spies.sendOrder).toHaveBeenCalledExactlyOnceWith({ order, paymentMethod: 'cash', language: 'vi' });
    expect(actor.getSnapshot().value).toEqual({ settled: 'orderSent' });
    expect(deliveryStatusTargetOf(actor.getSnapshot())).toEqual({
      orderNo: 'A0041',
      paymentMessage: null,
      prePaymentStatus: null,
    });
    expect(emitted).toEqual([
      { type: 'payment.settled', orderNo: 'A0041', next: 'deliveryStatus', result: null, placed: true },
    ]);
    /** The app opens the order's status (its router). */
    expect(openOrderStatus).toHaveBeenCalledExactlyOnceWith({ orderNo: 'A0041', result: null, placed: true });
  });

  it("should hand the gateway's deeplink to the redirect, and show the gateway's own QR in the modal", async () => {
    const qrCodeUrl = '2|99|0912345678|||0|0|145000';
    const deeplink = 'momo://app?action=payWithApp&t=abc';
    const redirecting = start();
    redirecting.spies.requestPaymentUrl.mockResolvedValueOnce({
      paymentUrl: url,
      qrCodeUrl,
      deeplink,
      transaction: null,
    } as never);
    redirecting.actor.send({ type: 'payment.start' });
    await settle();
    expect(redirecting.redirectToPayment).toHaveBeenCalledExactlyOnceWith({ url, deeplink, locale: 'vi_VN' });

    const scanning = start();
    scanning.spies.requestPaymentUrl.mockResolvedValueOnce({
      paymentUrl: url,
      qrCodeUrl,
      deeplink,
      transaction: null,
    } as never);
    scanning.actor.send({ type: 'qr.open' });
    await settle();
    expect(scanning.actor.getSnapshot().matches('qrPolling')).toBe(true);
    expect(qrCodeSelector(scanning.actor.getSnapshot())).toBe(qrCodeUrl);
    expect(qrContentSelector(scanning.actor.getSnapshot())).toBe(url);
    expect(qrDeeplinkSelector(scanning.actor.getSnapshot())).toBe(deeplink);
  });

  it('should request the payment URL, send the order, then redirect with the locale', async () => {
    for (const [language, locale] of [
      ['vi', 'vi_VN'],
      ['en', 'en_US'],
      ['ja', 'en_US'],
    ] as const) {
      const { actor, spies, redirectToPayment } = start({ language });
      actor.send({ type: 'payment.start' });
      await settle();
      expect(spies.requestPaymentUrl.mock.invocationCallOrder[0]).toBeLessThan(
        spies.sendOrder.mock.invocationCallOrder[0]!,
      );
      expect(redirectToPayment).toHaveBeenCalledExactlyOnceWith({ url, deeplink: null, locale });
      expect(actor.getSnapshot().value).toEqual({ settled: 'redirected' });
      expect(deliveryStatusTargetOf(actor.getSnapshot())).toBeNull();
    }
    expect(paymentLocale('ja')).toBe('en_US');
  });

  it('should show a payment URL failure and enable the pay button again', async () => {
    const { actor, spies } = start();
    spies.requestPaymentUrl.mockRejectedValueOnce(
      Object.assign(new Error('gateway'), { code: 'PAYMENT_GATEWAY_ERROR' }),
    );
    actor.send({ type: 'payment.start' });
    await settle();
    expect(actor.getSnapshot().value).toBe('urlFailed');
    expect(paymentErrorSelector(actor.getSnapshot())).toBe('PAYMENT_GATEWAY_ERROR');
    expect(canPaySelector(actor.getSnapshot())).toBe(true);
    expect(spies.sendOrder).not.toHaveBeenCalled();
    actor.send({ type: 'payment.start' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ settled: 'redirected' });
  });

  it('should poll the QR payment every 2 s until it is paid', async () => {
    const { actor, spies, emitted } = start();
    spies.pollPaymentStatus.mockResolvedValueOnce({ errorCode: 1000 }).mockResolvedValueOnce({ errorCode: 0 });
    actor.send({ type: 'qr.open' });
    await settle();
    expect(qrContentSelector(actor.getSnapshot())).toBe(url);
    /** No poll before 2 s. */
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS - 1);
    expect(spies.pollPaymentStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(spies.pollPaymentStatus).toHaveBeenCalledWith(
      expect.objectContaining({ transaction: { orderId: 'A0041', purchaseDate: '20250106100000' } }),
    );
    expect(actor.getSnapshot().context.pollCount).toBe(1);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(spies.pollPaymentStatus).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ settled: 'paid' });
    expect(emitted).toContainEqual({
      type: 'payment.settled',
      orderNo: 'A0041',
      next: 'deliveryStatus',
      result: 'success',
      placed: false,
    });
    await vi.advanceTimersByTimeAsync(10 * PAYMENT_POLL_MS);
    expect(spies.pollPaymentStatus).toHaveBeenCalledTimes(2);
  });

  it('should give up when the QR window ends and show the hotline', async () => {
    const { actor, spies } = start({ qrWindowMinutes: 1 });
    spies.pollPaymentStatus.mockRejectedValueOnce(new Error('502'));
    actor.send({ type: 'qr.open' });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000 - 1);
    expect(actor.getSnapshot().matches('qrPolling')).toBe(true);
    /** A failed poll is retried on the next tick. */
    expect(spies.pollPaymentStatus).toHaveBeenCalledTimes(29);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('qrFailed');
    expect(qrFailureSelector(actor.getSnapshot())).toEqual({ kind: 'hotline' });
    await vi.advanceTimersByTimeAsync(10 * PAYMENT_POLL_MS);
    expect(spies.pollPaymentStatus).toHaveBeenCalledTimes(29);
    actor.send({ type: 'qr.close' });
    expect(canPaySelector(actor.getSnapshot())).toBe(true);
  });

  it('should map the providers’ result codes', () => {
    expect(paymentResultOf('momo', 0)).toBe('success');
    expect(paymentResultOf('momo', -1)).toBe('failed');
    expect(paymentResultOf('momo', 49)).toBe('failed');
    expect(paymentResultOf('momo', 1006)).toBe('cancelled');
    expect(paymentResultOf('payoo', 1)).toBe('success');
    expect(paymentResultOf('payoo', 0)).toBe('failed');
    expect(paymentResultOf('payoo', -1)).toBe('cancelled');
  });

  it('should read the result from what check-payment verified', () => {
    const check = (payment_status: CheckPaymentOutput['payment_status'], payment_message: string | null = null) => ({
      payment_status,
      payment_message,
      charged: false,
    });
    expect(verifiedResultOf(check('success'))).toBe('success');
    expect(verifiedResultOf(check('finished'))).toBe('success');
    expect(verifiedResultOf(check('fail', 'failed (1001)'))).toBe('failed');
    expect(verifiedResultOf(check('fail', 'cancelled'))).toBe('cancelled');
    expect(verifiedResultOf(check('unpaid'))).toBeNull();
    expect(verifiedResultOf(null)).toBeNull();
  });

  it('should show what check-payment verified, never the return query: a refused check shows no result', async () => {
    const { actor, spies } = start({ paymentMethod: 'cash' });
    spies.checkPayment.mockRejectedValueOnce(new Error('INVALID_SIGNATURE'));
    actor.send({ type: 'result.received', provider: 'momo', code: 0, orderNo: 'B0099', query: { resultCode: '0' } });
    await settle();
    expect(spies.checkPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentMethod: 'momo',
        returnQuery: { resultCode: '0' },
        order: expect.objectContaining({ orderNo: 'B0099' }),
      }),
    );
    expect(actor.getSnapshot().value).toEqual({ settled: 'checked' });
    expect(deliveryStatusTargetOf(actor.getSnapshot())).toEqual({
      orderNo: 'B0099',
      paymentMessage: null,
      prePaymentStatus: null,
    });
  });

  it('should show the result check-payment verified, whatever the query code says', async () => {
    const { actor, spies } = start({ paymentMethod: 'cash' });
    spies.checkPayment.mockResolvedValueOnce({ payment_status: 'fail', payment_message: 'cancelled', charged: false });
    actor.send({ type: 'result.received', provider: 'payoo', code: 1, orderNo: 'B0099', query: { status: '1' } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ settled: 'cancelled' });
    expect(deliveryStatusTargetOf(actor.getSnapshot())).toEqual({
      orderNo: 'B0099',
      paymentMessage: 'cancelled',
      prePaymentStatus: 'fail',
    });
  });

  it('should check an unpaid order after 10 s and offer to check again when the check fails (SPEC §8 Payment check failed)', async () => {
    const { actor, spies } = start();
    spies.checkPayment.mockRejectedValueOnce(new Error('502'));
    actor.send({ type: 'payment.check' });
    expect(actor.getSnapshot().matches('checkingPayment')).toBe(true);
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK_DELAY_MS - 1);
    expect(spies.checkPayment).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(spies.checkPayment).toHaveBeenCalledExactlyOnceWith({ order, paymentMethod: 'momo', language: 'vi' });
    /** The check did not answer: nothing says the customer was charged, so "Check again" and "See order status". */
    expect(actor.getSnapshot().value).toEqual({ checkFailed: 'notCharged' });
    expect(paymentCheckFailureSelector(actor.getSnapshot())).toEqual({ kind: 'retry' });
    expect(canRetryCheckSelector(actor.getSnapshot())).toBe(true);
    expect(canOpenStatusSelector(actor.getSnapshot())).toBe(true);
    expect(deliveryStatusTargetOf(actor.getSnapshot())).toBeNull();

    /** Checking again asks at once (no second 10 s wait); this time the order is paid. */
    actor.send({ type: 'payment.check' });
    await settle();
    expect(spies.checkPayment).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ settled: 'checked' });
    expect(deliveryStatusTargetOf(actor.getSnapshot())?.orderNo).toBe('A0041');
  });

  it('should send a charged customer whose order is not paid to the hotline, never to pay again', async () => {
    const { actor, spies } = start();
    spies.checkPayment.mockResolvedValueOnce({
      payment_status: 'fail',
      payment_message: 'failed (1001)',
      charged: true,
    });
    actor.send({ type: 'payment.check' });
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK_DELAY_MS);
    expect(actor.getSnapshot().value).toEqual({ checkFailed: 'charged' });
    expect(paymentCheckFailureSelector(actor.getSnapshot())).toEqual({ kind: 'hotline' });
    expect(canRetryCheckSelector(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().can({ type: 'payment.start' })).toBe(false);
    expect(canRepaySelector(actor.getSnapshot(), now)).toBe(false);
    actor.send({ type: 'status.open' });
    expect(actor.getSnapshot().value).toEqual({ settled: 'checked' });
    expect(deliveryStatusTargetOf(actor.getSnapshot())?.orderNo).toBe('A0041');
  });

  it('should send a charged customer to the hotline after a gateway return too', async () => {
    const { actor, spies } = start();
    spies.checkPayment.mockResolvedValueOnce({ payment_status: 'unpaid', payment_message: null, charged: true });
    actor.send({ type: 'result.received', provider: 'momo', code: 0, orderNo: 'A0041', query: { resultCode: '0' } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ checkFailed: 'charged' });
  });

  it('should go to delivery status when the check answers, paid or not charged', async () => {
    const { actor, spies } = start();
    spies.checkPayment.mockResolvedValueOnce({ payment_status: 'unpaid', payment_message: null, charged: false });
    actor.send({ type: 'payment.check' });
    await vi.advanceTimersByTimeAsync(PAYMENT_CHECK_DELAY_MS);
    expect(actor.getSnapshot().value).toEqual({ settled: 'checked' });
  });

  it('should offer repay only to the owner, at any time, keeping a serve time still far enough', async () => {
    expect(repayRefusalOf(start().actor.getSnapshot())).toBeNull();
    expect(repayRefusalOf(start({ viewerId: 8 }).actor.getSnapshot())).toBe('not_owner');
    expect(canRepaySelector(start({ viewerId: 8 }).actor.getSnapshot(), now)).toBe(false);
    /** 11:15 is exactly 45 minutes before 12:00; at 11:16 the repay is still offered, for a later time. */
    expect(canRepaySelector(start().actor.getSnapshot(), '2025-01-06T04:15:00Z')).toBe(true);
    expect(canRepaySelector(start().actor.getSnapshot(), '2025-01-06T04:16:00Z')).toBe(true);

    const { actor, spies, redirectToPayment } = start();
    actor.send({ type: 'repay', method: 'payoo', now });
    await settle();
    expect(spies.updatePaymentMethod).toHaveBeenCalledExactlyOnceWith({
      orderNo: 'A0041',
      paymentMethod: 'payoo',
      servsTime: '2025-01-06 12:00',
    });
    expect(spies.requestPaymentUrl).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'payoo' }));
    expect(spies.sendOrder).not.toHaveBeenCalled();
    expect(redirectToPayment).toHaveBeenCalledExactlyOnceWith({ url, deeplink: null, locale: 'vi_VN' });
  });

  it('should repay a serve time that came too close for the new earliest time', async () => {
    // a declined ASAP order: 12:00 is 44 minutes away at 11:16, less than the 45-minute prepare time
    const { actor, spies } = start();
    actor.send({ type: 'repay', method: 'momo', now: '2025-01-06T04:16:00Z' });
    await settle();
    // 11:16 + 45 = 12:01, on the 15-minute grid 12:15
    expect(spies.updatePaymentMethod).toHaveBeenCalledExactlyOnceWith({ orderNo: 'A0041', paymentMethod: 'momo', servsTime: '2025-01-06 12:15' });
    expect(spies.requestPaymentUrl).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'momo' }));
  });

  it('should switch a declined wallet order to cash: no gateway, the status page confirms the order placed', async () => {
    const { actor, spies, redirectToPayment, openOrderStatus, emitted } = start();
    actor.send({ type: 'repay', method: 'cash', now });
    await settle();
    expect(spies.updatePaymentMethod).toHaveBeenCalledExactlyOnceWith({ orderNo: 'A0041', paymentMethod: 'cash', servsTime: '2025-01-06 12:00' });
    expect(spies.requestPaymentUrl).not.toHaveBeenCalled();
    expect(redirectToPayment).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toEqual({ settled: 'switchedToCash' });
    expect(openOrderStatus).toHaveBeenCalledExactlyOnceWith({ orderNo: 'A0041', result: null, placed: true });
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'payment.settled', next: 'deliveryStatus', placed: true }));
  });

  it('should say a failed switch to cash apart from a payment that could not start, and offer the choice again', async () => {
    const { actor, spies } = start();
    spies.updatePaymentMethod.mockRejectedValueOnce({ code: 'COMMON_ERROR' });
    actor.send({ type: 'repay', method: 'cash', now });
    await settle();
    expect(isCashSwitchFailedSelector(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'payment.start' })).toBe(false);
    expect(canRepaySelector(actor.getSnapshot(), now)).toBe(true);
    actor.send({ type: 'repay', method: 'cash', now });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ settled: 'switchedToCash' });
  });
});
