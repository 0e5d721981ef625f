/**
 * The SPA's `temporal-polyfill` (vite.config.ts aliases the bare import here in builds): the
 * browser's native Temporal when it has one (Chromium 156 does), the polyfill loaded on demand
 * otherwise, so ~20 KB gzip stay out of the first load. Properties are read at call time, so
 * {@link ensureTemporal} must settle before any Temporal call (main.tsx awaits it before rendering).
 */
import type { Temporal as TemporalNamespace } from 'temporal-polyfill';

const current = () => (globalThis as { Temporal?: typeof TemporalNamespace }).Temporal;

export const Temporal = new Proxy({} as typeof TemporalNamespace, {
  get: (_target, key) => {
    const native = current();
    if (!native) throw new Error('Temporal is not loaded yet: await ensureTemporal() first');
    return Reflect.get(native, key);
  },
});

/** Installs the polyfill as globalThis.Temporal when the browser has no native Temporal. */
export async function ensureTemporal(): Promise<void> {
  if (!current()) await import('temporal-polyfill/global');
}
