import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { paymentMachine as machine, type PaymentContext, type PaymentInput } from '../../../machines/payment/machine';
import { order } from '../../../machines/payment/test-fixtures';
import { fillCart, fillCheckout, openCheckout, placeOrder, useLocale } from '../../support/e2e-steps';
import { loggedInMember } from './member';
import type { MachineAdapter } from './adapter';

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
};
