import { describe, expect, it } from 'vitest';
import { isPhoneBrowser, isQrImage } from './wallet-app';

describe('the gateway QR and the wallet deeplink', () => {
  it.each([
    ['https://test-payment.momo.vn/v2/gateway/qr/abc.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['https://test-payment.momo.vn/v2/gateway/pay?t=abc', false],
    ['2|99|0912345678|||0|0|50000', false],
    ['momo://app?action=payWithApp', false],
  ])('should show %s as an image: %s', (value, image) => {
    expect(isQrImage(value)).toBe(image);
  });

  it.each([
    [{ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' }, true],
    [{ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36' }, true],
    [{ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel Tablet) Chrome/126.0 Safari/537.36' }, false],
    [{ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', userAgentData: { mobile: false } }, false],
    [{ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', userAgentData: { mobile: true } }, true],
  ])('should tell a phone by %o: %s', (navigator, phone) => {
    expect(isPhoneBrowser(navigator)).toBe(phone);
  });
});
