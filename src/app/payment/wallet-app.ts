/** How the gateway's QR and the wallet app's deeplink are used by the browser. */

/** The gateway's QR is a picture to show when it is an image (a data: image, or a URL of a PNG, JPEG, GIF, WebP or SVG file); otherwise its text is drawn as a QR code. */
export function isQrImage(value: string): boolean {
  if (value.startsWith('data:image/')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.(png|jpe?g|gif|webp|svg)$/i.test(url.pathname);
  } catch {
    return false;
  }
}

interface NavigatorLike {
  userAgent: string;
  userAgentData?: { mobile?: boolean };
}

/** A phone's browser, where a wallet app can be opened: the client hint when the browser sends it, else the user agent. */
export function isPhoneBrowser(navigator: NavigatorLike): boolean {
  if (typeof navigator.userAgentData?.mobile === 'boolean') return navigator.userAgentData.mobile;
  return /Android.+Mobile|iPhone|iPod|Windows Phone/i.test(navigator.userAgent);
}
