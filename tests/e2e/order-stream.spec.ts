import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STATUS_REFRESH_MS, STATUS_STREAM_RECONNECT_ATTEMPTS, STATUS_STREAM_RECONNECT_MS } from '../../domain/constants';
import { insertOpenOrder, useLocale } from '../support/e2e-steps';

/**
 * The status page is pushed its order's changes (GET /api/delivery/order-status-stream, machines/order-status): a change
 * shows within a couple of seconds with no poll; a stream cut (the sandbox's drop-streams, then page.route failing
 * every new one) falls back to SPEC's minute poll, which shows what changed meanwhile; once streams get through again the
 * poll's retry streams once more and the next change arrives without a poll. Guest pickup orders, never confirmed: the
 * sandbox's advance moves one a step (the server's order clock runs 60 times faster here, and the next step falls due
 * seconds later, applied when the order is read), its move changes the store and no step. The minutes of the poll and
 * the pauses between reconnects run on the page's clock (page.clock); the server's clock is its own.
 */

test.describe.configure({ timeout: 60_000 });

const STREAM = /\/api\/delivery\/order-status-stream\?/;
const DETAIL = /\/api\/delivery\/get-delivery-info-by-order-no$/;
/** The order's first store (the seed's S001) and the one the sandbox moves it to. */
const MOVED_TO = { code: 'S002', name: 'Bếp Nhà Sài Gòn – Lê Văn Sỹ' };

/** The page's stream openings and order reads (the first load, then one per poll), counted as the browser sends them. */
function countCalls(page: Page) {
  const calls = { streams: 0, reads: 0 };
  page.on('request', (request) => {
    if (STREAM.test(request.url())) calls.streams += 1;
    else if (DETAIL.test(request.url())) calls.reads += 1;
  });
  return calls;
}

/** A guest's pickup order open on its status page, streamed. */
async function openStatusPage(page: Page, request: APIRequestContext) {
  await useLocale(page, 'en');
  const order = await insertOpenOrder(request, { guest: 'Khách Theo Dõi Luồng' });
  const calls = countCalls(page);
  await page.goto(`/delivery-status?orderNo=${order.orderNo}&key=${encodeURIComponent(order.capability)}`);
  const marker = page.locator('[data-machine="order-status"]');
  await expect(page.getByTestId('order-status')).toHaveText('Order sent');
  await expect(marker).toHaveAttribute('data-state', '{tracking:{orderSent:streaming}}');
  await expect.poll(() => calls.streams).toBe(1);
  expect(calls.reads).toBe(1);
  const sandbox = async (action: 'advance' | 'move' | 'drop-streams', data?: object) => {
    const answer = await request.post(`/sandbox/orders/${order.id}/${action}`, { headers: { accept: 'application/json' }, ...(data ? { data } : {}) });
    expect(answer.status(), await answer.text()).toBe(200);
    return answer.json();
  };
  return { order, calls, marker, sandbox };
}

test('should show a change pushed over the stream within a couple of seconds, with no poll', async ({ page, request }) => {
  const { calls, marker, sandbox } = await openStatusPage(page, request);

  const changed = Date.now();
  await sandbox('advance');
  await expect(page.getByTestId('order-status')).toHaveText('Accepted', { timeout: 3_000 });
  expect(Date.now() - changed).toBeLessThan(3_000);
  // a new step streams on a stream of its own, resumed from the last event
  await expect(marker).toHaveAttribute('data-state', '{tracking:{accepted:streaming}}');
  expect(calls.reads).toBe(1);
  await expect.poll(() => calls.streams).toBe(2);

  // a change within the step arrives on the same stream
  await sandbox('move', { store_code: MOVED_TO.code });
  const dialog = page.getByRole('dialog', { name: 'Your order moved to another store' });
  await expect(dialog).toContainText(`Your order is now prepared by ${MOVED_TO.name}.`, { timeout: 3_000 });
  expect(calls.reads).toBe(1);
  expect(calls.streams).toBe(2);
  await expect(marker).toHaveAttribute('data-state', '{tracking:{accepted:streaming}}');
});

test('should poll while the stream is cut, show what changed meanwhile, and stream again once it gets through', async ({ page, request }) => {
  await page.clock.install();
  const { calls, marker, sandbox } = await openStatusPage(page, request);

  // the network fails every new stream; the sandbox cuts the open one
  let refused = 0;
  await page.route(STREAM, (route) => {
    refused += 1;
    return route.abort('failed');
  });
  expect(await sandbox('drop-streams')).toEqual({ dropped: 1 });
  await expect(marker).toHaveAttribute('data-state', '{tracking:{orderSent:reconnecting}}');
  // each pause before a new stream passes on the page's clock, until the attempts run out
  await expect(async () => {
    await page.clock.runFor(STATUS_STREAM_RECONNECT_MS);
    await expect(marker).toHaveAttribute('data-state', '{tracking:{orderSent:{polling:waiting}}}', { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  expect(refused).toBe(STATUS_STREAM_RECONNECT_ATTEMPTS);
  expect(calls.reads).toBe(1);

  // changed meanwhile: nothing tells the page until its poll, a minute on
  await sandbox('move', { store_code: MOVED_TO.code });
  const dialog = page.getByRole('dialog', { name: 'Your order moved to another store' });
  await expect(dialog).toBeHidden();
  // streams get through again; the page finds out after its poll
  await page.unroute(STREAM);
  const streamsBefore = calls.streams;
  await page.clock.runFor(STATUS_REFRESH_MS);
  await expect.poll(() => calls.reads).toBe(2);
  await expect(dialog).toContainText(`Your order is now prepared by ${MOVED_TO.name}.`);
  await dialog.getByRole('button', { name: 'OK' }).click();

  // after the poll the stream is tried again, and it opens: the next change arrives on it, without a poll
  await expect.poll(() => calls.streams).toBe(streamsBefore + 1);
  await expect(marker).toHaveAttribute('data-state', '{tracking:{orderSent:streaming}}');
  await sandbox('advance');
  await expect(page.getByTestId('order-status')).toHaveText('Accepted', { timeout: 3_000 });
  await expect(marker).toHaveAttribute('data-state', '{tracking:{accepted:streaming}}');
  expect(calls.reads).toBe(2);
});
