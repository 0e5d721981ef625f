import { describe, expect, it } from 'vitest';
import { captureInstallPrompt, installPrompt } from './install-prompt';

describe("the browser's install offer", () => {
  it('should take over an offer held before the app started, and hold the ones that come after', () => {
    const page = new EventTarget() as unknown as Window & { heldInstallPrompt?: Event };
    // public/after-first-paint.js held it: the first screen was drawn before the entry was asked for
    page.heldInstallPrompt = new Event('beforeinstallprompt', { cancelable: true });
    expect(installPrompt.available()).toBe(false);
    captureInstallPrompt(page);
    expect(installPrompt.available()).toBe(true);
    expect(page.heldInstallPrompt).toBeUndefined();

    const later = new Event('beforeinstallprompt', { cancelable: true });
    page.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true);
  });
});
