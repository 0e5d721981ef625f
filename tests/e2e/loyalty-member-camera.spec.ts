import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import qrcode from 'qrcode-generator';
import { loggedInCustomer, useLocale } from '../support/e2e-steps';

/**
 * The header's QR scanner with a camera: Chromium's fake camera plays a video of an
 * expired event QR code (LIXI-2024), read from the frames (jsQR; BarcodeDetector where the
 * platform has it), and the server's refusal is worded. Its own file: the fake camera is a
 * browser launch option.
 */
/**
 * A Y4M video (Chromium's fake camera plays it) of a QR code of `text`, black on white, still
 * frames: the camera path reads it from the video frames.
 */
function qrVideo(text: string, file: string): string {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const cell = 8;
  const quiet = 4;
  const modules = code.getModuleCount();
  const side = (modules + 2 * quiet) * cell;
  const size = side + (side % 2);
  const luma = Buffer.alloc(size * size, 235);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const row = Math.floor(y / cell) - quiet;
      const column = Math.floor(x / cell) - quiet;
      if (row >= 0 && column >= 0 && row < modules && column < modules && code.isDark(row, column)) luma[y * size + x] = 16;
    }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F5:1 Ip A1:1 C420jpeg\n`), frame, frame, frame, frame, frame]));
  return file;
}

const video = qrVideo('pmtLIXI-2024', path.join(os.tmpdir(), 'loyalty-member-expired-event.y4m'));
test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  },
});

test('should read an event QR from the camera and say why it is refused, in en', async ({ page, request }) => {
  await useLocale(page, 'en');
  await loggedInCustomer(page, request, 'Võ Thị Dung');
  await page.goto('/main-menu');
  await page.getByRole('banner').getByRole('button', { name: 'Scan a QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan a promotion QR code' });
  await expect(dialog.getByTestId('scan-result')).toHaveText('This promotion has ended.', { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
