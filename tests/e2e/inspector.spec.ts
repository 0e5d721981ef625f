import { expect, test, type Page } from '@playwright/test';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, placeOrder, useLocale } from '../support/e2e-steps';

/**
 * The inspector: an app tab opened with ?inspect=1 relays its actors over a BroadcastChannel
 * to /sandbox/inspector, open beside it in the same browser, which draws the machine and highlights its
 * states as the customer goes. With INSPECTOR_SHOT set, the inspector is saved there as a PNG (docs/qa.md).
 */

test.describe.configure({ timeout: 120_000 });

const INSPECTOR_CODE = /\/(inspector|sandbox-inspector|inspector-app|elk)[-\w]*\.js$/;

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('should load no inspector or elkjs code on a first visit, and only the relay with ?inspect=1', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await useLocale(page, 'en');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Start your order' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => INSPECTOR_CODE.test(path) || /elk/i.test(path))).toEqual([]);

  await page.goto('/?inspect=1');
  await expect(page.getByRole('heading', { level: 2, name: 'Start your order' })).toBeVisible();
  await expect.poll(() => scripts.filter((path) => /\/inspector-relay-[\w-]+\.js$/.test(path)).length).toBe(1);
  expect(scripts.filter((path) => /elk|sandbox-inspector|inspector-app/i.test(path))).toEqual([]);
});

test('should highlight the checkout states in order in the inspector beside the app', async ({ context, request }) => {
  const inspector = await context.newPage();
  await inspector.setViewportSize({ width: 1280, height: 800 });
  await inspector.goto('/sandbox/inspector');
  // the inspector's page draws its gallery's machines (elkjs and every definition): slow on a loaded machine
  await expect(inspector.getByRole('heading', { name: 'Inspector' })).toBeVisible({ timeout: 30_000 });

  const app = await context.newPage();
  await loggedInCustomer(app, request, 'Khách Kiểm Thử');
  await useLocale(app, 'en');
  await app.goto('/?inspect=1');
  // home's scripts run after its first paint: inspection is on for the tab once they have read ?inspect=1
  await expect.poll(() => app.evaluate(() => sessionStorage.getItem('inspect'))).toBe('1');
  await fillCart(app);
  await openCheckout(app);

  /** The checkout actor the ordering system spawned is listed under the app's tab; its chart is drawn. */
  // The developer switches windows as a person would: a tab behind gets no animation frames, and each click there
  // waits for them.
  await inspector.bringToFront();
  await inspector
    .getByRole('region', { name: /^Tab / })
    .getByRole('button', { name: 'checkout', exact: true })
    .last()
    .click();
  await expect(inspector.getByRole('img', { name: 'Statechart of checkout' })).toBeVisible();
  await expect(inspector.locator('[data-state-id="checkout.paying.submitting"]')).toBeVisible();
  const active = inspector.getByRole('status', { name: 'Active states' });
  await expect(active).toHaveText(/^Live: /);

  /** Every change of the highlighted states, as the inspector shows them. */
  await active.evaluate((output) => {
    const seen: string[] = [output.textContent ?? ''];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const text = output.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(output, { childList: true, subtree: true, characterData: true });
  });

  // The order's confirmation is held until the inspector has shown the submitting state: on a quick machine the
  // answer can come back within one render of the inspector, which would then draw only the state after it.
  let submittingShown: () => void = () => {};
  const shown = new Promise<void>((resolve) => (submittingShown = resolve));
  await app.route(/\/api\/delivery\/update-delivery-info$/, async (route) => {
    if ((route.request().postDataJSON() as { isConfirm?: boolean } | null)?.isConfirm !== true) return route.fallback();
    await shown;
    await route.fallback();
  });
  await app.bringToFront();
  await fillCheckout(app, { method: 'Cash' });
  await placeOrder(app);
  await expect(active).toHaveText('Live: paying.submitting', { timeout: 15_000 });
  submittingShown();
  await expect(app).toHaveURL(/\/delivery-status/);

  await expect
    .poll(() => inspector.evaluate(() => (window as unknown as { seen: string[] }).seen.join(' | ')), {
      timeout: 15_000,
    })
    .toMatch(/paying\.submitted/);
  const seen = (await inspector.evaluate(() => (window as unknown as { seen: string[] }).seen)).map((text) =>
    text.replace(/^Live: /, ''),
  );
  console.log(`checkout states highlighted: ${seen.join(' → ')}`);
  const highlighted = ['confirmingTime', 'paying.submitting', 'paying.submitted'].map((state) => seen.indexOf(state));
  expect(
    highlighted.every((index) => index >= 0),
    seen.join(' → '),
  ).toBe(true);
  expect([...highlighted].sort((a, b) => a - b)).toEqual(highlighted);

  /** The log holds every state the checkout went through since it was spawned, in order. */
  const log = inspector.getByRole('region', { name: 'Event log' });
  const states = (await log.locator('tbody tr td:nth-child(5)').allTextContents())
    .filter(Boolean)
    .filter((state, index, all) => state !== all[index - 1]);
  console.log(`checkout states logged: ${states.join(' → ')}`);
  const logged = ['idle', 'confirmingTime', '{"paying":"submitting"}', '{"paying":"submitted"}'].map((state) =>
    states.indexOf(state),
  );
  expect(
    logged.every((index) => index >= 0),
    states.join(' → '),
  ).toBe(true);
  expect([...logged].sort((a, b) => a - b)).toEqual(logged);

  /** Log times are business time with its offset; a state the log shows for under 50 ms is on the trail after it. */
  const rows = await log.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      seq: tr.children[0].textContent ?? '',
      at: tr.children[1].querySelector('time')?.getAttribute('datetime') ?? '',
      shown: tr.children[1].textContent ?? '',
      state: tr.children[4].textContent ?? '',
    })),
  );
  expect(rows[0].shown).toMatch(/^\d\d:\d\d:\d\d\.\d{3} \+07:00$/);
  const snapshots = rows.filter((row) => row.state);
  const brief = snapshots.findIndex(
    (row, index) =>
      index + 1 < snapshots.length &&
      snapshots[index + 1].state !== row.state &&
      Date.parse(snapshots[index + 1].at) - Date.parse(row.at) < 50,
  );
  expect(brief, snapshots.map((row) => `${row.state}@${row.at}`).join(' ')).toBeGreaterThanOrEqual(0);
  const leaf = (value: string): string =>
    value.startsWith('{')
      ? Object.entries(JSON.parse(value) as Record<string, unknown>)
          .map(([key, inner]) => `${key}.${leaf(typeof inner === 'string' ? inner : JSON.stringify(inner))}`)
          .join(', ')
      : value.replace(/^"|"$/g, '');
  await inspector.bringToFront();
  await log
    .getByRole('row')
    .filter({ has: inspector.getByRole('cell', { name: snapshots[brief + 1].seq, exact: true }) })
    .click();
  await expect(inspector.getByRole('list', { name: 'State trail' })).toContainText(leaf(snapshots[brief].state));
  await inspector.getByRole('button', { name: 'Follow live' }).click();

  /** The chart marks the final state; the log names the events; a selected event shows the state then. */
  await inspector.bringToFront();
  await expect(inspector.locator('[data-state-id="checkout.paying.submitted"]')).toHaveAttribute('data-active', 'true');
  await expect(log.getByRole('cell', { name: 'checkout.start', exact: true }).first()).toBeVisible();
  await log.getByRole('row').filter({ hasText: 'confirmingTime' }).first().click();
  await expect(active).toHaveText(/^At #\d+: confirmingTime$/);
  await expect(inspector.locator('[data-state-id="checkout.confirmingTime"]')).toHaveAttribute('data-active', 'true');
  await expect(inspector.getByLabel('State value')).toHaveText('"confirmingTime"');

  /** A generated QA path (npm run qa:paths, as /sandbox/qa lists it) drawn on the chart, its steps listed. */
  const qaPathChoice = inspector.getByRole('combobox', { name: 'QA path' });
  await expect(qaPathChoice.getByRole('option', { name: /^checkout-01 → / })).toBeAttached();
  await qaPathChoice.selectOption({ index: 2 });
  await expect(inspector.locator('[data-edge-id][data-on-path="true"]').first()).toBeVisible();
  const steps = inspector.getByRole('region', { name: 'QA path steps' });
  await expect(steps.getByRole('heading', { name: 'Steps of checkout-02' })).toBeVisible();
  await expect(steps.getByRole('listitem').first()).toBeVisible();
  await expect(inspector.getByRole('link', { name: 'walk it' })).toHaveAttribute(
    'href',
    '/sandbox/qa/paths/checkout-02',
  );

  const shot = process.env.INSPECTOR_SHOT;
  if (shot) await inspector.screenshot({ path: shot });
});

test('should list an app tab opened with ?inspect=1 from its first render, before any machine starts', async ({
  context,
}) => {
  const inspector = await context.newPage();
  await inspector.goto('/sandbox/inspector');
  // the inspector's page draws its gallery's machines (elkjs and every definition): slow on a loaded machine
  await expect(inspector.getByRole('heading', { name: 'Inspector' })).toBeVisible({ timeout: 30_000 });
  const app = await context.newPage();
  await useLocale(app, 'en');
  await app.goto('/?inspect=1');
  await expect(app.getByRole('heading', { level: 2, name: 'Start your order' })).toBeVisible();
  await inspector.bringToFront();
  await expect(inspector.getByRole('region', { name: /^Tab / })).toContainText('/');
  await expect(inspector.getByText('No app tab is relaying.')).toHaveCount(0);
});

test('should draw every machine of the gallery without a running app', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sandbox/inspector');
  const gallery = page.getByRole('complementary');
  const machines = [
    'ordering',
    'fulfilment',
    'cart',
    'checkout',
    'promotions',
    'payment',
    'orderStatus',
    'session',
    'otpRegistration',
    'addressBook',
    'orderLists',
    'qrScan',
    'redeem',
  ];
  for (const machine of machines) {
    await gallery.getByRole('button', { name: machine, exact: true }).click();
    await expect(page.getByRole('img', { name: `Statechart of ${machine}` })).toBeVisible();
  }
  await gallery.getByRole('button', { name: 'otpRegistration', exact: true }).click();
  await expect(page.locator('[data-state-id="otpRegistration.enteringCode.resend.waiting"]')).toBeVisible();
  await expect(page.getByText('after resendTimer [hasResendsLeft]')).toBeVisible();
});
