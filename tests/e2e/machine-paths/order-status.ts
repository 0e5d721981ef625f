import { expect, type Page, type Route } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  PAYMENT_CHECKING_STATUS_REFRESH_MS,
  STATUS_REFRESH_MS,
  STATUS_STREAM_RECONNECT_MS,
} from '../../../domain/constants';
import {
  isPaymentBeingChecked,
  orderStatusMachine as machine,
  type OrderDetail,
  type OrderStatusContext,
} from '../../../machines/order-status/machine';
import { detail } from '../../../machines/order-status/test-fixtures';
import { insertGuestOrder, useLocale } from '../../support/e2e-steps';
import type { Action, MachineAdapter, Screen, WalkContext } from './adapter';

const POLLED = ['orderSent', 'accepted', 'cooking', 'ready'] as const;
const STATUS_LABELS: Record<(typeof POLLED)[number], string> = {
  orderSent: 'Order sent',
  accepted: 'Accepted',
  cooking: 'Cooking',
  ready: 'Ready',
};

/** The refresh and reconnect delays of every ongoing step: each node has its own event types. */
const refreshEvents = Object.fromEntries(
  POLLED.flatMap((step) =>
    [`orderStatus.tracking.${step}.polling.waiting`, `orderStatus.tracking.${step}.reconnecting`].flatMap((id) =>
      machine
        .getStateNodeById(id)
        .after.map((t) => [`after:${t.eventType.split('.')[2]}(${step})`, { type: t.eventType }]),
    ),
  ),
) as Record<string, AnyEventObject>;

/**
 * What a Playwright route can do to a stream: answer it whole or fail it. A held-open stream with events pushed into
 * it (stream.open, stream.detail) cannot be walked: server/routes/order-stream.test.ts and the machine's own tests
 * cover those.
 */
const STREAM_EVENTS_NOT_WALKED = ['stream.open', 'stream.detail', 'xstate.error.actor.streamOrder'];

const done = (output: OrderDetail) => ({ type: 'xstate.done.actor.fetchOrder', output });
/** What get-delivery-info-by-order-no answers for each outcome a path names (SPEC §4's statuses). */
const outcomes: Record<string, OrderDetail> = {
  unpaid: detail({ status: 'orderSent', payment_status: 'unpaid', e_money_type: 1 }),
  accepted: detail({ status: 'accepted' }),
  'cooking,moved': detail({
    status: 'cooking',
    new_store_code: 'S002',
    new_store_name: 'Quận 3',
    old_store_name: 'Bến Thành',
  }),
  ready: detail({ status: 'ready' }, { status: 'delivering', status_description: 'On the way' }),
  completed: detail({ status: 'completed' }, { status: 'completed', status_description: 'Delivered' }),
  'canceled 99': detail({
    status: 'cancelled',
    cancel_reason_code: 99,
    refund_status: 'Request',
    payment_status: 'success',
    e_money_type: 1,
  }),
};

/**
 * The estimate calls of the page, held until a step answers the latest one: the estimate is asked
 * again each time a polled state is entered, and an earlier call is aborted by then.
 */
const estimateCalls = new WeakMap<Page, Route[]>();

async function answerEstimate({ page }: WalkContext, answer: { status: number; json: unknown }) {
  await expect.poll(() => estimateCalls.get(page)?.length ?? 0, 'an estimate call to answer').toBeGreaterThan(0);
  await estimateCalls.get(page)!.pop()!.fulfill(answer);
}

const statusShows = (label: string): Screen => ({
  check: async ({ page }) => expect(page.getByTestId('order-status')).toHaveText(label),
});

/**
 * /delivery-status of a guest order placed through the API (SPEC §4): the first read is the
 * server's (the order is sent and waits there); later reads answer the status a path names with
 * the contract's answer, because the Playwright server runs the order clock 60 times faster
 * (ORDER_CLOCK_SPEED), so an order the sandbox advances moves on again within seconds. The
 * minute between reads runs on the page's clock.
 */
export const orderStatusAdapter: MachineAdapter<typeof machine> = {
  name: 'order-status',
  machine,
  input: { orderNo: 'A0041' },
  events: {
    'done:fetchOrder(orderSent)': done(detail({ status: 'orderSent' })),
    ...Object.fromEntries(Object.entries(outcomes).map(([name, output]) => [`done:fetchOrder(${name})`, done(output)])),
    'error:fetchOrder': {
      type: 'xstate.error.actor.fetchOrder',
      error: { code: 'ORDER_NOT_FOUND', message: 'not found' },
    },
    'done:estimateDelivery(25)': { type: 'xstate.done.actor.estimateDelivery', output: 25 },
    'error:estimateDelivery': { type: 'xstate.error.actor.estimateDelivery', error: { code: 'OUT_OF_RANGE' } },
    'order.retry': { type: 'order.retry' },
    'storeChange.dismiss': { type: 'storeChange.dismiss' },
    'stream.refused': { type: 'stream.refused' },
    'stream.lost': { type: 'stream.lost' },
    'stream.open': { type: 'stream.open' },
    'stream.detail(accepted)': { type: 'stream.detail', detail: outcomes.accepted, eventId: '3' },
    'error:streamOrder': { type: 'xstate.error.actor.streamOrder', error: new Error('stream failed') },
    ...refreshEvents,
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as OrderStatusContext;
    return JSON.stringify([
      snapshot.value,
      isPaymentBeingChecked(c.order),
      c.isStoreChangeWarningOpen,
      c.streamGivenUp,
      c.streamRefused,
    ]);
  },
  filterEvents: (snapshot, event) => {
    const c = snapshot.context as OrderStatusContext;
    if (STREAM_EVENTS_NOT_WALKED.includes(event.type)) return false;
    // The warning's OK button is the only way to send it.
    if (event.type === 'storeChange.dismiss') return c.isStoreChangeWarningOpen;
    // While the payment is checked the 5 s refresh fires before the minute's.
    if (event.type.startsWith('xstate.after.statusRefresh.orderStatus.tracking.orderSent'))
      return !isPaymentBeingChecked(c.order);
    return true;
  },
  calls: {
    fetchOrder: { method: 'POST', path: /\/api\/delivery\/get-delivery-info-by-order-no$/ },
    streamOrder: { method: 'GET', path: /\/api\/delivery\/order-status-stream\?/ },
  },
  async arrange({ page, request }) {
    await page.clock.install();
    await useLocale(page, 'en');
    const { orderNo, capability } = await insertGuestOrder(request, 'Khách Theo Dõi');
    const calls: Route[] = [];
    estimateCalls.set(page, calls);
    await page.route(/\/api\/v2\/delivery\/estimate-delivery-client\/$/, (route) => void calls.push(route));
    await page.goto(`/delivery-status?orderNo=${orderNo}&key=${encodeURIComponent(capability)}`);
  },
  actions: {
    // The order the arrange placed is sent: the server's own answer.
    'done:fetchOrder(orderSent)': { answer: { actor: 'fetchOrder', server: true } },
    ...Object.fromEntries(
      Object.entries(outcomes).map(([name, output]): [string, Action] => [
        `done:fetchOrder(${name})`,
        { answer: { actor: 'fetchOrder', status: 200, json: output } },
      ]),
    ),
    'error:fetchOrder': {
      answer: {
        actor: 'fetchOrder',
        status: 404,
        json: { code: 'ORDER_NOT_FOUND', message: 'The order was not found.', field: 'order_no' },
      },
    },
    'done:estimateDelivery(25)': {
      ui: async (walk) => {
        await answerEstimate(walk, {
          status: 200,
          json: { data: { distance: 2400, delivery_fee: 15000, estimated_delivery_time: 25 } },
        });
        await expect(walk.page.getByTestId('delivery-estimate')).toHaveText('About 25 minutes to your door');
      },
    },
    'error:estimateDelivery': {
      ui: async (walk) => {
        await answerEstimate(walk, { status: 400, json: { code: 'OUT_OF_RANGE', message: 'Too far.', field: 'lat' } });
        await expect(walk.page.getByTestId('delivery-estimate')).toHaveCount(0);
      },
    },
    // a stranger's view is refused its stream, and the page polls
    'stream.refused': {
      answer: { actor: 'streamOrder', status: 403, json: { code: 'FORBIDDEN', message: 'This order is not yours.' } },
    },
    // the connection fails before any answer: the stream is opened again after a pause
    'stream.lost': { answer: { actor: 'streamOrder', abort: 'failed' } },
    'stream.open': { ui: async () => undefined },
    'stream.detail(accepted)': { ui: async () => undefined },
    'error:streamOrder': { ui: async () => undefined },
    'order.retry': { ui: async ({ page }) => page.getByRole('button', { name: 'Try again' }).click() },
    'storeChange.dismiss': {
      ui: async ({ page }) => {
        const dialog = page.getByRole('dialog', { name: 'Your order moved to another store' });
        await expect(dialog).toContainText('Your order is now prepared by Quận 3.');
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect(dialog).toBeHidden();
      },
    },
    ...Object.fromEntries(
      Object.keys(refreshEvents).map((label): [string, Action] => [
        label,
        {
          wait: label.startsWith('after:paymentCheckingRefresh')
            ? PAYMENT_CHECKING_STATUS_REFRESH_MS
            : label.startsWith('after:streamReconnect')
              ? STATUS_STREAM_RECONNECT_MS
              : STATUS_REFRESH_MS,
        },
      ]),
    ),
  },
  screens: {
    loading: { check: async ({ page }) => expect(page.getByTestId('order-status')).toHaveCount(0) },
    unavailable: {
      check: async ({ page }) =>
        expect(page.getByRole('alert').filter({ hasText: 'Sorry, we could not get order information.' })).toBeVisible(),
    },
    ...Object.fromEntries(
      POLLED.flatMap((step) =>
        ['streaming', 'reconnecting', '{polling:waiting}', '{polling:refreshing}'].map((sub): [string, Screen] => [
          `{tracking:{${step}:${sub}}}`,
          statusShows(STATUS_LABELS[step]),
        ]),
      ),
    ),
    '{tracking:completed}': statusShows('Completed'),
    '{tracking:canceled}': {
      check: async ({ page }) => {
        await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
        await expect(
          page.getByRole('alert').filter({ hasText: 'No driver could be found for your order.' }),
        ).toBeVisible();
      },
    },
  },
  unreachable: {},
  untakeable: {
    ...Object.fromEntries(
      POLLED.flatMap((step) =>
        ['stream.open#0', 'stream.detail#0', 'stream.detail#1', 'xstate.error.actor.streamOrder#0'].map(
          (transition) => [
            `orderStatus.tracking.${step}.streaming ${transition}`,
            'a Playwright route answers a stream whole or fails it; events pushed into an open stream are walked by server/routes/order-stream.test.ts and the machine tests',
          ],
        ),
      ),
    ),
    ...Object.fromEntries(
      POLLED.map((step) => [
        `orderStatus.tracking.${step}.reconnecting xstate.after.streamReconnect.orderStatus.tracking.${step}.reconnecting#1`,
        'giving up after three failed reconnects takes three more held and failed streams per step; the machine tests walk it (one reconnect in the path model)',
      ]),
    ),
  },
  namedElsewhere: {
    // a step that waits quotes what it waits for: the estimate shows once answered (the walk checks it after the step)
    'done:estimateDelivery(25)': { 'About N minutes to your door': 'the estimate the step waits for, shown once it is answered' },
  },
};
