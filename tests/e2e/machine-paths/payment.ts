import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { paymentMachine as machine, type PaymentContext, type PaymentInput } from '../../../machines/payment/machine';
import { order } from '../../../machines/payment/test-fixtures';
import { fillCart, fillCheckout, openCheckout, placeOrder, useLocale } from '../../support/e2e-steps';
import { loggedInMember } from './member';
import { PAYMENT_CHECK_DELAY_MS, PAYMENT_POLL_MS } from '../../../domain/constants';
import type { MachineAdapter, Screen, WalkContext } from './adapter';
import { afterEventType } from './graph';

const error = (code: string) => ({ code, message: code, field: null });

/**
 * The payment step of /checkout for a cash order (SPEC §2 step 7): the checkout is filled and
 * confirmed against the real server, then the payment machine sends the order.
 */
export const paymentCashAdapter: MachineAdapter<typeof machine> = {
  name: 'payment',
  scenario: 'cash',
  machine,
  input: { order: { ...order, paymentStatus: null }, paymentMethod: 'cash', language: 'en', qrWindowMinutes: 15, viewerId: 7 } satisfies PaymentInput,
  events: {
    'payment.start': { type: 'payment.start' },
    'done:sendOrder': { type: 'xstate.done.actor.sendOrder', output: { orderNo: 'A0041' } },
    'error:sendOrder': { type: 'xstate.error.actor.sendOrder', error: { code: 'COMMON_ERROR', message: '500' } },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, (snapshot.context as PaymentContext).error !== null]),
  calls: {
    sendOrder: { method: 'POST', path: /\/api\/delivery\/update-delivery-info$/, body: (json) => json.isConfirm === false },
  },
  async arrange(walk) {
    await useLocale(walk.page, 'en');
    await loggedInMember(walk.page, walk.request);
    await fillCart(walk.page);
    await openCheckout(walk.page);
    await fillCheckout(walk.page, { method: 'Cash' });
    await placeOrder(walk.page);
  },
  actions: {
    // The payment step starts the payment as it opens; after a failure the customer presses "Pay now".
    'payment.start': {
      ui: async ({ page }, { from }) => {
        if (from !== 'idle') await page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Pay now' }).click();
      },
    },
    'done:sendOrder': { answer: { actor: 'sendOrder', server: true } },
    'error:sendOrder': { answer: { actor: 'sendOrder', status: 500, json: error('COMMON_ERROR') } },
  },
  screens: {
    // The step opens and starts at once: idle is never on screen.
    idle: { marker: false },
    sendingOrder: { check: async ({ page }) => expect(page.getByText('Preparing the payment…')).toBeVisible() },
    sendFailed: { check: async ({ page }) => expect(page.getByRole('alert').filter({ hasText: 'The payment could not be started' })).toBeVisible() },
    '{settled:orderSent}': { marker: false, check: async ({ page }) => expect(page).toHaveURL(/\/delivery-status/) },
  },
  unreachable: {},
  namedElsewhere: {
    // The payment machine starts with the order: the arrange chose cash and pressed "Place order", so the step from
    // idle has nothing left to press (idle is never on screen).
    'payment.start': {
      Cash: 'chosen by the arrange, before the payment step opens',
      'Place order': 'pressed by the arrange: the payment step opens and starts at once',
      'Confirm the time': 'asked, if at all, when the arrange pressed "Place order"',
    },
  },
};

const checkFailed = (page: WalkContext['page']) => page.getByTestId('payment-check-failed');
/** Payment check failed, charged: the hotline, and neither "Check again" nor a pay button. */
const chargedHotline: Screen = {
  check: async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Payment check failed' })).toBeVisible();
    await expect(checkFailed(page).getByRole('link', { name: '1900 8012' })).toBeVisible();
    await expect(checkFailed(page).getByRole('button', { name: 'Check again' })).toHaveCount(0);
  },
};
const paymentRegion = (walk: WalkContext) => walk.page.getByRole('region', { name: 'Payment', exact: true });
const qrDialog = (walk: WalkContext) => walk.page.getByRole('dialog', { name: 'Pay with a QR code' });
const busy: Screen = { check: async ({ page }) => expect(page.getByText('Preparing the payment…')).toBeVisible() };
const startFailed: Screen = { check: async ({ page }) => expect(page.getByRole('alert').filter({ hasText: 'The payment could not be started' })).toBeVisible() };
/** A gateway that did not answer (502 PAYMENT_GATEWAY_ERROR) is worded as SPEC §8's "E-money gateway does not respond". */
const gatewaySilent: Screen = { check: async ({ page }) => expect(page.getByRole('alert').filter({ hasText: 'The payment service is not responding' })).toBeVisible() };
const deliveryStatus = (result: string | null): Screen => ({
  marker: false,
  check: async ({ page }) => {
    await expect(page).toHaveURL(/\/delivery-status\?orderNo=/);
    if (result) expect(new URL(page.url()).searchParams.get('paymentMessage')).toBe(result);
    else expect(new URL(page.url()).searchParams.has('paymentMessage')).toBe(false);
  },
});
const atGateway: Screen = { marker: false, check: async ({ page }) => expect(page).toHaveURL(/\/sandbox\/momo\?/) };
const pollAnswer = (errorCode: number) => ({ status: 200, json: { data: { data: { orderId: 'A0041', errorCode, redirectUrl: null, purchaseDate: null, transId: null } } } });

const leavesForTheGateway = { redirectToPayment: () => {} };
const wallet = { order, paymentMethod: 'momo', language: 'en', qrWindowMinutes: 15, viewerId: 7 } satisfies PaymentInput;
const walletSerialized = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as PaymentContext;
  return JSON.stringify([
    snapshot.value,
    (snapshot.matches('requestingUrl') || snapshot.matches('sendingOrder')) && c.mode,
    snapshot.matches('qrPolling') && Math.min(c.pollCount, 2),
    snapshot.matches('settled') && c.result,
  ]);
};

/** A MoMo order at the sandbox gateway page (the provider's pay page): the arrange of the result and repay walks. */
async function momoOrderAtGateway(walk: WalkContext) {
  await useLocale(walk.page, 'en');
  await loggedInMember(walk.page, walk.request);
  await fillCart(walk.page);
  await openCheckout(walk.page);
  await fillCheckout(walk.page, { method: 'MoMo' });
  await placeOrder(walk.page);
  await expect(walk.page).toHaveURL(/\/sandbox\/momo\?/);
}

/**
 * The payment step of /checkout for a MoMo order (SPEC §2 step 7, §8): "Place order" redirects to
 * the gateway (the sandbox acting as MoMo), "Pay with a QR code" opens the QR modal, which polls
 * the status every 2 s on the page's clock until paid or the window ends.
 */
export const paymentWalletAdapter: MachineAdapter<typeof machine> = {
  name: 'payment',
  scenario: 'wallet',
  machine,
  input: wallet,
  modelActions: leavesForTheGateway,
  events: {
    'payment.start': { type: 'payment.start' },
    'qr.open': { type: 'qr.open' },
    'qr.close': { type: 'qr.close' },
    'done:requestPaymentUrl': {
      type: 'xstate.done.actor.requestPaymentUrl',
      output: { paymentUrl: 'http://localhost:8080/sandbox/momo?order=A0041', transaction: null },
    },
    'error:requestPaymentUrl': { type: 'xstate.error.actor.requestPaymentUrl', error: { code: 'PAYMENT_GATEWAY_ERROR', message: 'gateway' } },
    'done:sendOrder': { type: 'xstate.done.actor.sendOrder', output: { orderNo: 'A0041' } },
    'error:sendOrder': { type: 'xstate.error.actor.sendOrder', error: { code: 'COMMON_ERROR', message: '500' } },
    'done:pollPaymentStatus(paid)': { type: 'xstate.done.actor.pollPaymentStatus', output: { errorCode: 0 } },
    'done:pollPaymentStatus(waiting)': { type: 'xstate.done.actor.pollPaymentStatus', output: { errorCode: 1000 } },
    'error:pollPaymentStatus': { type: 'xstate.error.actor.pollPaymentStatus', error: new Error('502') },
    'after:paymentPoll': { type: afterEventType(machine, 'payment.qrPolling.waiting') },
    'after:qrWindow': { type: afterEventType(machine, 'payment.qrPolling') },
  },
  serializeState: walletSerialized,
  calls: {
    requestPaymentUrl: { method: 'POST', path: /\/api\/v2\/payment-gateway\/payment\/$/ },
    sendOrder: { method: 'POST', path: /\/api\/delivery\/update-delivery-info$/, body: (json) => json.isConfirm === false },
    pollPaymentStatus: { method: 'POST', path: /\/api\/v2\/payment-gateway\/payment-momo-status\/$/ },
  },
  async arrange(walk) {
    // Timers on the page's clock (the 2 s poll, the QR window), started at the real time: the date does not matter here.
    await walk.page.clock.install();
    await useLocale(walk.page, 'en');
    await loggedInMember(walk.page, walk.request);
    await fillCart(walk.page);
    await openCheckout(walk.page);
    await fillCheckout(walk.page, { method: 'MoMo' });
  },
  actions: {
    // From the form the payment starts with the button that confirms the order; later from the payment step's own buttons.
    'payment.start': {
      ui: async (walk, { from }) => {
        if (from === 'idle' && (await paymentRegion(walk).count()) === 0) await placeOrder(walk.page);
        else await paymentRegion(walk).getByRole('button', { name: 'Pay now' }).click();
      },
    },
    'qr.open': {
      ui: async (walk, { from }) => {
        if (from === 'idle' && (await paymentRegion(walk).count()) === 0) await placeOrder(walk.page, 'Pay with a QR code');
        else await paymentRegion(walk).getByRole('button', { name: 'Pay with a QR code' }).click();
      },
    },
    'qr.close': { ui: async (walk) => qrDialog(walk).getByRole('button', { name: 'Close' }).click() },
    'done:requestPaymentUrl': { answer: { actor: 'requestPaymentUrl', server: true } },
    'error:requestPaymentUrl': { answer: { actor: 'requestPaymentUrl', status: 502, json: error('PAYMENT_GATEWAY_ERROR') } },
    'done:sendOrder': { answer: { actor: 'sendOrder', server: true } },
    'error:sendOrder': { answer: { actor: 'sendOrder', status: 500, json: error('COMMON_ERROR') } },
    // The sandbox answers "waiting" until its pay page is used: paid is the contract's answer.
    'done:pollPaymentStatus(paid)': { answer: { actor: 'pollPaymentStatus', ...pollAnswer(0) } },
    'done:pollPaymentStatus(waiting)': { answer: { actor: 'pollPaymentStatus', server: true } },
    'error:pollPaymentStatus': { answer: { actor: 'pollPaymentStatus', status: 502, json: error('PAYMENT_GATEWAY_ERROR') } },
    'after:paymentPoll': { wait: PAYMENT_POLL_MS },
    'after:qrWindow': { wait: 15 * 60_000 },
  },
  screens: {
    // Before the order is confirmed the payment step is not on screen; after the QR modal closes it offers the buttons again.
    idle: {
      marker: false,
      check: async (walk) => {
        if ((await paymentRegion(walk).count()) === 0) return;
        await expect(paymentRegion(walk)).toHaveAttribute('data-state', 'idle');
        await expect(qrDialog(walk)).toBeHidden();
        await expect(paymentRegion(walk).getByRole('button', { name: 'Pay now' })).toBeVisible();
      },
    },
    requestingUrl: busy,
    sendingOrder: busy,
    urlFailed: gatewaySilent,
    sendFailed: startFailed,
    '{qrPolling:waiting}': { check: async (walk) => expect(qrDialog(walk).getByText('Waiting for the payment…')).toBeVisible() },
    '{qrPolling:polling}': { check: async (walk) => expect(qrDialog(walk).getByText('Waiting for the payment…')).toBeVisible() },
    qrFailed: { check: async (walk) => expect(qrDialog(walk).getByRole('alert').filter({ hasText: 'not received in time' })).toBeVisible() },
    '{settled:redirected}': atGateway,
    '{settled:paid}': deliveryStatus('success'),
  },
  unreachable: {},
  namedElsewhere: {
    // "if that window asks": the time window opens only for a time that needs confirming, after the order's button
    'payment.start': { 'Confirm the time': 'the window opens, if at all, after "Place order"' },
    'qr.open': { 'Confirm the time': 'the window opens, if at all, after "Pay with a QR code"' },
  },
};

/** check-payment's answer when the customer was charged but the order is not paid (SPEC §8 Payment check failed). */
const chargedButUnpaid = { status: 200, json: { data: { payment_status: 'fail' as const, payment_message: 'failed (1001)', charged: true } } };

const checkAnswer = (paymentStatus: string, paymentMessage: string | null) => ({
  status: 200,
  json: { data: { payment_status: paymentStatus, payment_message: paymentMessage, charged: paymentStatus === 'success' } },
});

/**
 * /payment-result: the customer leaves the sandbox MoMo page with Pay, Decline, Cancel or Time out;
 * the return query goes to check-payment, which the server verifies (SPEC §2).
 */
export const paymentResultAdapter: MachineAdapter<typeof machine> = {
  name: 'payment',
  scenario: 'result',
  machine,
  input: wallet,
  modelActions: leavesForTheGateway,
  events: {
    'result(momo)': { type: 'result.received', provider: 'momo', code: 0, orderNo: 'A0041', query: { resultCode: '0' } },
    'done:checkPayment(paid)': { type: 'xstate.done.actor.checkPayment', output: { payment_status: 'success', payment_message: null, charged: true } },
    'done:checkPayment(failed)': { type: 'xstate.done.actor.checkPayment', output: { payment_status: 'fail', payment_message: 'failed (1001)', charged: false } },
    'done:checkPayment(cancelled)': { type: 'xstate.done.actor.checkPayment', output: { payment_status: 'fail', payment_message: 'cancelled', charged: false } },
    'done:checkPayment(unpaid)': { type: 'xstate.done.actor.checkPayment', output: { payment_status: 'unpaid', payment_message: null, charged: false } },
    'done:checkPayment(charged)': { type: 'xstate.done.actor.checkPayment', output: chargedButUnpaid.json.data },
    'error:checkPayment': { type: 'xstate.error.actor.checkPayment', error: new Error('502') },
  },
  serializeState: walletSerialized,
  calls: { checkPayment: { method: 'POST', path: /\/api\/v2\/payment-gateway\/check-payment\/$/ } },
  arrange: momoOrderAtGateway,
  actions: {
    // The button on the gateway's page that gives the outcome the server will verify.
    'result(momo)': {
      ui: async ({ page }, { later }) => {
        const outcome = later.find((label) => label.includes('checkPayment')) ?? '';
        const button = outcome.includes('failed') ? 'Decline' : outcome.includes('cancelled') ? 'Cancel' : outcome.includes('unpaid') ? 'Time out' : 'Pay';
        await page.getByRole('button', { name: button, exact: true }).click();
        await expect(page).toHaveURL(/\/payment-result\?/);
      },
    },
    'done:checkPayment(paid)': { answer: { actor: 'checkPayment', server: true } },
    'done:checkPayment(failed)': { answer: { actor: 'checkPayment', server: true } },
    'done:checkPayment(cancelled)': { answer: { actor: 'checkPayment', server: true } },
    'done:checkPayment(unpaid)': { answer: { actor: 'checkPayment', ...checkAnswer('unpaid', null) } },
    // The sandbox never charges without paying the order: "charged but not paid" is the contract's answer.
    'done:checkPayment(charged)': { answer: { actor: 'checkPayment', ...chargedButUnpaid } },
    'error:checkPayment': { answer: { actor: 'checkPayment', status: 502, json: error('PAYMENT_GATEWAY_ERROR') } },
  },
  screens: {
    // The result page sends the return as it opens: idle is never on screen.
    idle: { marker: false },
    recordingResult: { check: async ({ page }) => expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible() },
    '{checkFailed:charged}': chargedHotline,
    '{settled:paid}': deliveryStatus('success'),
    '{settled:failed}': deliveryStatus('failed'),
    '{settled:cancelled}': deliveryStatus('cancelled'),
    '{settled:checked}': deliveryStatus(null),
  },
  unreachable: {},
};

/** /checkout reopened while a wallet payment is pending: "checking payment" for 10 s on the page's clock, then check-payment. */
export const paymentCheckingAdapter: MachineAdapter<typeof machine> = {
  name: 'payment',
  scenario: 'checking',
  machine,
  input: wallet,
  modelActions: leavesForTheGateway,
  events: {
    'payment.check': { type: 'payment.check' },
    'after:paymentCheckDelay': { type: afterEventType(machine, 'payment.checkingPayment.waiting') },
    'done:checkPayment(unpaid)': paymentResultAdapter.events['done:checkPayment(unpaid)']!,
    'done:checkPayment(charged)': paymentResultAdapter.events['done:checkPayment(charged)']!,
    'error:checkPayment': paymentResultAdapter.events['error:checkPayment']!,
    'status.open': { type: 'status.open' },
  },
  serializeState: walletSerialized,
  calls: paymentResultAdapter.calls,
  async arrange(walk) {
    await walk.page.clock.install();
    await momoOrderAtGateway(walk);
  },
  actions: {
    // The browser's way back to the checkout from the gateway's page (the payment is still pending in this tab);
    // after a failed check, "Check again".
    'payment.check': {
      ui: async ({ page }, { from }) => {
        if (String(from).includes('checkFailed')) await checkFailed(page).getByRole('button', { name: 'Check again' }).click();
        else await page.goto('/checkout');
      },
    },
    'after:paymentCheckDelay': { wait: PAYMENT_CHECK_DELAY_MS },
    'done:checkPayment(unpaid)': { answer: { actor: 'checkPayment', server: true } },
    'done:checkPayment(charged)': paymentResultAdapter.actions['done:checkPayment(charged)']!,
    'error:checkPayment': paymentResultAdapter.actions['error:checkPayment']!,
    'status.open': { ui: async ({ page }) => checkFailed(page).getByRole('button', { name: 'See order status' }).click() },
  },
  screens: {
    idle: { marker: false, check: async ({ page }) => expect(page).toHaveURL(/\/sandbox\/momo\?/) },
    '{checkingPayment:waiting}': { check: async ({ page }) => expect(page.getByRole('heading', { name: 'Checking your payment' })).toBeVisible() },
    '{checkingPayment:checking}': { check: async ({ page }) => expect(page.getByRole('heading', { name: 'Checking your payment' })).toBeVisible() },
    '{checkFailed:notCharged}': {
      check: async ({ page }) => {
        await expect(page.getByRole('heading', { name: 'Payment check failed' })).toBeVisible();
        await expect(checkFailed(page).getByRole('button', { name: 'Check again' })).toBeVisible();
      },
    },
    '{checkFailed:charged}': chargedHotline,
    '{settled:checked}': deliveryStatus(null),
  },
  unreachable: {},
};

/** Repay on /delivery-status of a declined MoMo order (SPEC §2 repay): the new method, a new payment URL, the gateway. */
export const paymentRepayAdapter: MachineAdapter<typeof machine> = {
  name: 'payment',
  scenario: 'repay',
  machine,
  input: wallet,
  modelActions: leavesForTheGateway,
  events: {
    'repay(momo)': { type: 'repay', method: 'momo', now: '2025-01-06T03:00:00Z' },
    'done:updatePaymentMethod': { type: 'xstate.done.actor.updatePaymentMethod', output: undefined },
    'error:updatePaymentMethod': { type: 'xstate.error.actor.updatePaymentMethod', error: { code: 'REPAY_NOT_ALLOWED', message: 'late' } },
    'done:requestPaymentUrl': paymentWalletAdapter.events['done:requestPaymentUrl']!,
    'error:requestPaymentUrl': paymentWalletAdapter.events['error:requestPaymentUrl']!,
  },
  serializeState: walletSerialized,
  arrangeCallsPass: true,
  calls: {
    updatePaymentMethod: { method: 'POST', path: /\/api\/delivery\/update-payment-method$/ },
    requestPaymentUrl: paymentWalletAdapter.calls.requestPaymentUrl!,
  },
  async arrange(walk) {
    await momoOrderAtGateway(walk);
    await walk.page.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(walk.page).toHaveURL(/\/delivery-status\?orderNo=.*paymentMessage=failed/);
  },
  actions: {
    'repay(momo)': { ui: async ({ page }) => page.getByRole('region', { name: 'Pay again' }).getByRole('button', { name: 'Pay again with MoMo' }).click() },
    'done:updatePaymentMethod': { answer: { actor: 'updatePaymentMethod', server: true } },
    'error:updatePaymentMethod': { answer: { actor: 'updatePaymentMethod', status: 409, json: error('REPAY_NOT_ALLOWED') } },
    'done:requestPaymentUrl': { answer: { actor: 'requestPaymentUrl', server: true } },
    'error:requestPaymentUrl': paymentWalletAdapter.actions['error:requestPaymentUrl']!,
  },
  screens: {
    idle: { check: async ({ page }) => expect(page.getByRole('button', { name: 'Pay again with MoMo' })).toBeEnabled() },
    updatingPaymentMethod: { check: async ({ page }) => expect(page.getByRole('button', { name: 'Pay again with MoMo' })).toBeDisabled() },
    requestingUrl: { check: async ({ page }) => expect(page.getByRole('button', { name: 'Pay again with MoMo' })).toBeDisabled() },
    urlFailed: { check: async ({ page }) => expect(page.getByRole('region', { name: 'Pay again' }).getByRole('alert')).toBeVisible() },
    '{settled:redirected}': atGateway,
  },
  unreachable: {},
};
