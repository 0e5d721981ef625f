import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import qrcode from 'qrcode-generator';
import { keepLocale, loggedInCustomer, useLocale, type Account, type Locale } from '../support/e2e-steps';

/**
 * The member's side: a completed order raises the points on /membership and writes a
 * point-history row; an event QR read from an image file adds its promotion once, and is refused
 * the second time. Chromium at 390 px. Nothing here reads today's date: the order is completed by
 * the sandbox's advance control, and times are checked by their shape only.
 */

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = '/tmp/shots-h-loyalty-member';
const PHONE_WIDTHS = [320, 390] as const;

/** Ten bowls of Phở bò tái at 65,000: 650,000 ₫ of food, so 650 points (DONG_PER_POINT 1,000), Silver from 500. */
const BOWLS = 10;
const EARNED = 650;

/** The customer's delivery order through the API, moved by the sandbox's advance control through its five steps to completed. Answers its number. */
async function completedOrderOf(request: APIRequestContext, account: Account): Promise<string> {
  const inserted = await request.post('/api/delivery/insert-delivery-info', {
    headers: { authorization: `Bearer ${account.access}` },
    data: {
      lang: 'vi',
      info: {
        foods: [{ menucd: 'PHO001', menunm: 'Phở bò tái', price: 65000, quantity: BOWLS, meisaikb: 0 }],
        storeId: 1,
        storeCode: 'S001',
        tencd: 'S001',
        status: 'ordering',
        name: 'Trần Thị Bình',
        phone: account.phone,
        deliveryTo: '135 Nam Kỳ Khởi Nghĩa, Phường Bến Thành, Quận 1',
        pickUpAtStore: false,
        // the courier books the delivery from these coordinates when the order is advanced
        deliveryLocation: { lat: 10.78, lng: 106.7 },
        customerId: account.customerId,
      },
    },
  });
  expect(inserted.status()).toBe(200);
  const { data } = (await inserted.json()) as { data: { id: number; order_no: string } };
  for (let step = 0; step < 5; step += 1) {
    const advanced = await request.post(`/sandbox/orders/${data.id}/advance`, { headers: { accept: 'application/json' } });
    expect(advanced.status()).toBe(200);
  }
  return data.order_no;
}

/** A PNG of `text` as a QR code, drawn by qrcode-generator in the page (its canvas makes the PNG). */
async function qrPng(page: Page, text: string): Promise<Buffer> {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const svg = code.createSvgTag({ cellSize: 8, margin: 4 });
  const dataUrl = await page.evaluate(async (markup) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0);
    return canvas.toDataURL('image/png');
  }, svg);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function expectNoSidewaysScroll(page: Page) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// the one date-and-time format of each language (SPEC §9): day first in vi, year first in en
const WORDS: Record<'vi' | 'en', { pointHistory: string; purchaseHistory: string; silver: string; earned: RegExp; total: string; money: string; dateTime: RegExp }> = {
  vi: { pointHistory: 'Lịch sử điểm', purchaseHistory: 'Lịch sử mua hàng', silver: 'Bạc', earned: new RegExp(`\\+${EARNED} điểm`), total: String(EARNED), money: '650.000 ₫', dateTime: /\d\d-\d\d-20\d\d \d\d:\d\d/ },
  en: { pointHistory: 'Point history', purchaseHistory: 'Purchase history', silver: 'Silver', earned: new RegExp(`\\+${EARNED} points`), total: String(EARNED), money: '650,000 ₫', dateTime: /20\d\d-\d\d-\d\d \d\d:\d\d/ },
};

for (const locale of ['vi', 'en'] as const) {
  test(`should raise the points on the membership card and add a point-history row when an order completes, in ${locale}`, async ({ page, request }) => {
    const words = WORDS[locale];
    await useLocale(page, locale);
    const account = await loggedInCustomer(page, request, 'Trần Thị Bình');

    await page.goto('/membership');
    const card = page.getByTestId('membership-card');
    await expect(card).toContainText('Trần Thị Bình');
    await expect(page.getByTestId('total-points')).toHaveText('0');
    await expect(page.getByTestId('available-points')).toHaveText('0');
    await expect(page.getByTestId('member-qr')).toHaveAttribute('data-value', `cus${account.customerId}`);

    const orderNo = await completedOrderOf(request, account);
    await page.reload();
    await expect(page.getByTestId('total-points')).toHaveText(words.total);
    await expect(page.getByTestId('available-points')).toHaveText(words.total);
    await expect(page.getByTestId('membership-level')).toHaveText(words.silver);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: words.pointHistory }).click();
    await expect(page).toHaveURL(/\/transaction-history\?tab=point-history$/);
    const pointRow = page.getByTestId('point-row');
    await expect(pointRow).toHaveCount(1);
    await expect(pointRow).toContainText(words.earned);
    await expect(pointRow).toContainText(orderNo);
    await expect(pointRow).toContainText(words.dateTime);

    await page.getByRole('link', { name: words.purchaseHistory }).click();
    await expect(page).toHaveURL(/\?tab=purchase-history$/);
    await expect(page.getByTestId('point-row')).toHaveCount(0);
    const purchase = page.getByTestId('purchase-row');
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toContainText(orderNo);
    await expect(purchase).toContainText(words.money);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('should add an event promotion from a QR image file, then refuse it the second time, in vi and en', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request, 'Lê Văn Cường');
  await page.goto('/main-menu');
  await page.getByRole('banner').getByRole('button', { name: 'Scan a QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan a promotion QR code' });
  // headless Chromium has no camera: the scanner offers an image file
  await expect(dialog.getByText('No camera can be used here.', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const memberCode = await qrPng(page, 'cus1');
  await dialog.getByLabel('Choose an image of the QR code').setInputFiles({ name: 'member.png', mimeType: 'image/png', buffer: memberCode });
  await expect(dialog.getByText('No promotion QR code was found in this image.')).toBeVisible();

  const eventCode = await qrPng(page, 'pmtLIXI-NGUYENHUE');
  await dialog.getByLabel('Choose an image of the QR code').setInputFiles({ name: 'lixi.png', mimeType: 'image/png', buffer: eventCode });
  await expect(dialog.getByTestId('scan-result')).toHaveText('Promotion added! You will find it in your promotions.');

  await dialog.getByRole('button', { name: 'Scan another code' }).click();
  await dialog.getByLabel('Choose an image of the QR code').setInputFiles({ name: 'lixi.png', mimeType: 'image/png', buffer: eventCode });
  await expect(dialog.getByTestId('scan-result')).toHaveText('You have already received this promotion.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // the refusal in Vietnamese
  await page.getByRole('banner').getByRole('button', { name: 'VI', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Quét mã QR' }).click();
  const viDialog = page.getByRole('dialog', { name: 'Quét mã QR khuyến mãi' });
  await viDialog.getByLabel('Chọn ảnh mã QR').setInputFiles({ name: 'lixi.png', mimeType: 'image/png', buffer: eventCode });
  await expect(viDialog.getByTestId('scan-result')).toHaveText('Bạn đã nhận khuyến mãi này rồi.');
  await expectNoSidewaysScroll(page);
});

test('should send a guest from the member screens to / and show no scanner button', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/membership');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/transaction-history?tab=point-history');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Scan a QR code' })).toHaveCount(0);
});

test('should look right in vi, en and ja at 390 px (screenshots)', async ({ page, request }) => {
  await useLocale(page, 'vi');
  const account = await loggedInCustomer(page, request, 'Phạm Minh Đức');
  await completedOrderOf(request, account);
  await page.goto('/');
  const eventCode = await qrPng(page, 'pmtLIXI-100');
  for (const locale of ['vi', 'en', 'ja'] as Locale[]) {
    await keepLocale(page, locale);
    await page.goto('/membership');
    await expect(page.getByTestId('total-points')).not.toHaveText('0');
    await page.screenshot({ path: `${SHOTS}/membership-${locale}.png`, fullPage: true });
    await page.goto('/transaction-history');
    await expect(page.getByTestId('purchase-row')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/purchase-history-${locale}.png`, fullPage: true });
    await page.goto('/transaction-history?tab=point-history');
    await expect(page.getByTestId('point-row')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/point-history-${locale}.png`, fullPage: true });
    await page.locator('header button[aria-haspopup="dialog"]').click();
    const dialog = page.getByRole('dialog');
    await expect(page.locator('[role="dialog"][data-step="noCamera"]')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/scanner-${locale}.png` });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'lixi.png', mimeType: 'image/png', buffer: eventCode });
    await expect(dialog.getByTestId('scan-result')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/scanner-answer-${locale}.png` });
    await page.keyboard.press('Escape');
  }
});

