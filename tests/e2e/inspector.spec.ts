import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { QA_WORDS } from '../../server/sandbox/qa-words';
import type { QaPathsDocument } from '../paths/qa-paths';
import { fillCart, fillCheckout, loggedInCustomer, openCheckout, placeOrder, useLocale } from '../support/e2e-steps';

/**
 * The inspector: an app tab opened with ?inspect=1 relays its actors over a BroadcastChannel
 * to /sandbox/inspector, open beside it in the same browser, which draws the machine and highlights its
 * states as the customer goes. With INSPECTOR_SHOT set, the inspector is saved there as a PNG (docs/qa.md).
 */

test.describe.configure({ timeout: 120_000 });

const qaPaths = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../server/sandbox/qa-paths.json'), 'utf8'),
) as QaPathsDocument;

/** The tester's language of the QA console and the inspector (its `qa_lang` cookie, ja until chosen). */
async function useQaLanguage(context: BrowserContext, language: 'vi' | 'en' | 'ja') {
  const { baseURL } = test.info().project.use;
  await context.addCookies([{ name: 'qa_lang', value: language, url: `${baseURL}/sandbox/` }]);
}

/**
 * What the inspector says in its own words: its text and aria-labels, without what it quotes of the machines
 * (their ids in <code>, the state's and context's JSON, the chart drawn from the definition) and the tab's id.
 */
const chromeOf = (page: Page, tab = '') =>
  page.evaluate((tabId) => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('code, pre, svg').forEach((quoted) => quoted.remove());
    const labels = [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? '');
    const texts: string[] = [];
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
    const text = [...texts, ...labels, document.title].join('\n');
    return tabId ? text.replaceAll(tabId, ' ') : text;
  }, tab);

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
  await useQaLanguage(context, 'en');
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
    .getByRole('button', { name: /(^| )checkout$/ })
    .last()
    .click();
  await expect(inspector.getByRole('img', { name: 'Statechart of Checkout' })).toBeVisible();
  await expect(inspector.locator('[data-state-id="checkout.paying.submitting"]')).toBeVisible();
  const active = inspector.getByRole('status', { name: 'Active states' });
  await expect(active).toHaveText(/^Live: /);

  /** Every change of the highlighted states, as the inspector shows them (their ids, beside the QA wording). */
  await active.evaluate((output) => {
    const ids = () => output.querySelector('code')?.textContent ?? '';
    const seen: string[] = [ids()];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const text = ids();
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
  await expect(active.locator('code')).toHaveText('paying.submitting', { timeout: 15_000 });
  await expect(active).toHaveText(
    'Live: The "Place order" button shows that it is placing the order paying.submitting',
  );
  submittingShown();
  await expect(app).toHaveURL(/\/delivery-status/);

  await expect
    .poll(() => inspector.evaluate(() => (window as unknown as { seen: string[] }).seen.join(' | ')), {
      timeout: 15_000,
    })
    .toMatch(/paying\.submitted/);
  const seen = await inspector.evaluate(() => (window as unknown as { seen: string[] }).seen);
  console.log(`checkout states highlighted: ${seen.join(' → ')}`);
  const highlighted = ['confirmingTime', 'paying.submitting', 'paying.submitted'].map((state) => seen.indexOf(state));
  expect(
    highlighted.every((index) => index >= 0),
    seen.join(' → '),
  ).toBe(true);
  expect([...highlighted].sort((a, b) => a - b)).toEqual(highlighted);

  /** The log holds every state the checkout went through since it was spawned, in order. */
  const log = inspector.getByRole('region', { name: 'Event log' });
  const states = (await log.locator('tbody tr td:nth-child(5) code').allTextContents())
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
      state: tr.children[4].querySelector('code')?.textContent ?? '',
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
  await expect(log.getByRole('cell', { name: 'Open the checkout checkout.start', exact: true }).first()).toBeVisible();
  await log.getByRole('row').filter({ hasText: 'confirmingTime' }).first().click();
  await expect(active).toHaveText(/^At #\d+: /);
  await expect(active.locator('code')).toHaveText('confirmingTime');
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
  await useQaLanguage(context, 'en');
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
  await useQaLanguage(page.context(), 'en');
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
    await gallery.getByRole('button', { name: new RegExp(`(^| )${machine}$`) }).click();
    await expect(page.getByRole('img', { name: /^Statechart of / })).toBeVisible();
    await expect(page.locator(`[data-state-id="${machine}"]`)).toBeVisible();
  }
  await gallery.getByRole('button', { name: /(^| )otpRegistration$/ }).click();
  await expect(page.locator('[data-state-id="otpRegistration.enteringCode.resend.waiting"]')).toBeVisible();
  await expect(page.getByText('after resendTimer [hasResendsLeft]')).toBeVisible();
});

test("should speak the tester's language, Japanese until Vietnamese is chosen, and name states as the QA paths do", async ({
  context,
}) => {
  const inspector = await context.newPage();
  await inspector.setViewportSize({ width: 1280, height: 800 });
  await inspector.goto('/sandbox/inspector');
  await expect(inspector.getByRole('heading', { name: 'インスペクター' })).toBeVisible({ timeout: 30_000 });
  await expect(inspector.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(inspector).toHaveTitle('インスペクター · サンドボックス');

  /** A live actor of an app tab (in English: the app's language is the customer's, not the tester's). */
  const app = await context.newPage();
  await useLocale(app, 'en');
  await app.goto('/main-menu?inspect=1');
  await expect.poll(() => app.evaluate(() => sessionStorage.getItem('inspect'))).toBe('1');
  // the relay names its tab as it starts, after the page's flag: read before, the name is empty and matches every tab,
  // and the tab's random id is then left in the chrome the test reads for English
  let tab = '';
  await expect.poll(async () => (tab = (await app.evaluate(() => sessionStorage.getItem('inspect-tab'))) ?? '')).not.toBe('');
  await inspector.bringToFront();
  const actor = inspector
    .getByRole('region', { name: `タブ ${tab}` })
    .getByRole('button')
    .first();
  await expect(actor).toBeVisible({ timeout: 15_000 });
  const machineId = (await actor.locator('code').textContent())!.split(' · ')[0];
  const machine = qaPaths.machines.find((m) => m.machineId === machineId)!;
  expect(machine, machineId).toBeTruthy();
  await actor.click();

  /** The log's states read as the QA paths' steps word them, the state's value beside them. */
  const log = inspector.getByRole('region', { name: 'イベントログ' });
  await expect(log.getByRole('columnheader', { name: '状態' })).toBeVisible();
  const state = log
    .locator('tbody td:nth-child(5)')
    .filter({ has: inspector.locator('.worded') })
    .first();
  await expect(state).toBeVisible();
  const worded = (await state.locator('.worded').textContent())!.split(' · ')[0];
  expect(Object.values(machine.words.states).map((words) => words.ja)).toContain(worded);
  await expect(actor).toContainText(QA_WORDS.ja.machines[machine.name]);
  await inspector.getByRole('combobox', { name: 'QAパス' }).selectOption({ index: 1 });
  await expect(inspector.getByRole('region', { name: 'QAパスの手順' }).getByRole('listitem').first()).toBeVisible();
  await log.getByRole('row').filter({ hasText: '受信' }).first().click();

  const english = (text: string) =>
    text
      .replace(/\b(MoMo|Payoo|Lalamove|QR|OTP|SMS|VAT|English|Tiếng Việt|ID)\b/g, ' ')
      .replace(/\b[a-z-]+-\d\d\b/g, ' ')
      .match(/[A-Za-z]{3,}/g);
  expect(english(await chromeOf(inspector, tab))).toBeNull();

  /** Vietnamese, chosen in the inspector: the log stays, and /sandbox/qa keeps the choice. */
  await inspector.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(inspector.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(log).toHaveCount(0);
  const viLog = inspector.getByRole('region', { name: 'Nhật ký sự kiện' });
  await expect(viLog.locator('tbody tr').first()).toBeVisible();
  const viState = (await viLog.locator('tbody td:nth-child(5) .worded').first().textContent())!.split(' · ')[0];
  expect(Object.values(machine.words.states).map((words) => words.vi)).toContain(viState);
  const vietnamese = await chromeOf(inspector, tab);
  for (const word of [
    'Live actors',
    'Event log',
    'Gallery',
    'Time',
    'What',
    'Context',
    'received',
    'Choose a live actor',
    'Tab ',
    'Inspector',
  ])
    expect(vietnamese, word).not.toContain(word);
  await inspector.goto('/sandbox/qa');
  await expect(inspector.locator('html')).toHaveAttribute('lang', 'vi');
});
