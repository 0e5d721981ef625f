import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import type { QaPathsDocument } from '../paths/qa-paths';

/**
 * A tester walks one generated QA path from /sandbox/qa with a fault injected: the next
 * get-all-store of this browser fails, the app's home shows the stores' error, the tester marks the
 * path passed with a note and finds the row in the CSV export.
 */
// the app opens inspected (the relay's chunk) beside the walker, on a machine shared with other runs
test.describe.configure({ timeout: 90_000 });

const qaPaths = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../server/sandbox/qa-paths.json'), 'utf8'),
) as QaPathsDocument;
const storesFail = qaPaths.machines
  .find((m) => m.name === 'fulfilment')!
  .paths.find(
    (p) =>
      p.start.faults.some((f) => f.operationId === 'getAllStore') &&
      p.steps.some((s) => s.transition.includes('stores.retry')),
  )!;

/**
 * A browser that keeps English as the app keeps a language: in storage, and in the kept_locale cookie the server draws
 * the first screens in (storage alone, the server draws them in the Accept-Language's, and the app draws anew).
 */
async function keepEnglish(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  const { baseURL } = test.info().project.use;
  if (baseURL) await context.addCookies([{ name: 'kept_locale', value: 'en', url: baseURL }]);
}

test('should walk a QA path with a fault injected and record it', async ({ page, context }) => {
  const tester = `Lan ${Date.now()}`;
  await keepEnglish(context);

  await page.goto('/sandbox/qa?lang=en');
  await page.getByLabel('Your name').fill(tester);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Store and delivery type' }).click();
  await page.getByRole('link', { name: storesFail.id, exact: true }).click();
  await expect(page.getByRole('heading', { name: `QA path ${storesFail.id}` })).toBeVisible();
  await expect(page.getByText('the next call to store list fails (2 calls)', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Tiếng Việt', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: storesFail.steps[0].action.vi })).toBeVisible();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.locator('#qa-steps > li[data-step="1"]')).toHaveAttribute('aria-current', 'step');

  const [app] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Start this path' }).click(),
  ]);
  await expect(app).toHaveURL(/\/\?inspect=1$/);
  // A first visit draws home without the ordering machines; touching the order form starts them.
  await app.getByLabel('Delivery address').click();
  await expect(app.getByRole('alert')).toContainText('The stores could not be loaded');
  // the path's page follows the app's fulfilment: the armed failure took step 1 (the tester looks back at it; a
  // tab behind runs late on a loaded machine)
  await page.bringToFront();
  await expect(page.locator('#qa-steps > li[data-step="2"]')).toHaveAttribute('aria-current', 'step', {
    timeout: 15_000,
  });
  await app.bringToFront();
  await app.screenshot({ path: '/tmp/shots-h-qa-paths/qa-app-fault.png' });
  await app.getByRole('button', { name: 'Try again' }).click();
  await expect(app.getByRole('alert').filter({ hasText: 'The stores could not be loaded' })).toHaveCount(0);

  for (const step of storesFail.steps) await page.getByRole('checkbox', { name: step.action.en }).check();
  await page.getByLabel('Note').fill('Error and retry as expected');
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(page.getByText(/Last walk by .*: passed Error and retry as expected/)).toBeVisible();

  // As a tester on a phone reads it, in each language: nothing may scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['vi', 'en', 'ja']) {
    await page.goto(`/sandbox/qa/paths/${storesFail.id}?lang=${lang}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/shots-h-qa-paths/qa-path-${lang}.png`, fullPage: true });
  }
  for (const [name, url] of [
    ['home', '/sandbox/qa'],
    ['machine', '/sandbox/qa/machines/checkout'],
    // its paths name faults and settings in long unbroken words
    ['machine-preconditions', '/sandbox/qa/machines/fulfilment'],
  ]) {
    await page.goto(url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `/tmp/shots-h-qa-paths/qa-${name}.png`, fullPage: true });
  }
  await app.setViewportSize({ width: 390, height: 844 });

  await page.goto('/sandbox/qa');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV' }).last().click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(`"${tester}","fulfilment","${storesFail.id}"`);
  expect(csv).toMatch(
    new RegExp(
      `"${tester}","fulfilment","${storesFail.id}","[^"]*","${storesFail.steps.length}","${storesFail.steps.length}","pass","Error and retry as expected"`,
    ),
  );
});

const defaultStore = qaPaths.machines
  .find((m) => m.name === 'fulfilment')!
  .paths.find((p) => p.start.settings.useDefaultStore === true && p.start.faults.length === 0)!;

test("should start a path with the settings it needs for this tester's browser only, and reset them", async ({
  page,
  context,
  browser,
}) => {
  await keepEnglish(context);
  // the settings this browser is given (its qa_session cookie): the server draws home from them and hands them to the
  // app in the page, so the app no longer asks /api/v2/variable/ for them where a response could be watched
  const settingOf = async (code: string) => {
    const body = (await (await context.request.get('/api/v2/variable/')).json()) as { results: { code: string; value: string }[] };
    return body.results.find((row) => row.code === code)?.value;
  };

  await page.goto('/sandbox/qa?lang=en');
  await page.getByLabel('Your name').fill(`Mai ${Date.now()}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.goto(`/sandbox/qa/paths/${defaultStore.id}`);
  await expect(page.getByText('Default store (no address asked): on')).toBeVisible();
  const [app] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Start this path' }).click(),
  ]);
  await expect(app).toHaveURL(/\/\?inspect=1$/);
  expect(await settingOf('useDefaultStore')).toBe('true');
  // the default store's flow: home asks for no address
  await expect(app.getByRole('heading', { level: 2, name: 'Start your order' })).toBeVisible();
  await expect(app.getByLabel('Delivery address')).toHaveCount(0);
  // the first tap is "Confirm location": it is enabled with no touch first (the drawn home hydrates at once here)
  await expect(app.getByRole('button', { name: 'Confirm location' })).toBeEnabled();

  // another tester's browser keeps the server's settings
  const other = await browser.newContext({ locale: 'en-US' });
  try {
    const elsewhere = await other.newPage();
    await keepEnglish(other);
    await elsewhere.goto('/');
    await expect(elsewhere.getByLabel('Delivery address')).toBeVisible();
  } finally {
    await other.close();
  }

  // the path's tab took the front: the tester goes back to the walker's (a tab behind gets no animation frames)
  await page.bringToFront();
  await page.goto('/sandbox/qa');
  await expect(page.getByText('Prepared for this browser only: Default store (no address asked): on')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/shots-h-qa-start/qa-home-prepared.png', fullPage: true });
  await page.getByRole('button', { name: 'Reset this browser' }).click();
  await app.reload();
  await expect(app.getByLabel('Delivery address')).toBeVisible();
  expect(await settingOf('useDefaultStore')).toBe('false');
});
