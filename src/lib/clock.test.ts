// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyInterval } from './clock';
import { ensureTemporal } from './temporal';

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeAll(() => ensureTemporal());
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-06T03:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('everyInterval', () => {
  it('should tick with the real time every interval and when the page is seen again, until stopped', () => {
    const ticks: string[] = [];
    const stop = everyInterval(60_000, (now) => ticks.push(now));
    vi.advanceTimersByTime(60_000);
    expect(ticks).toEqual(['2025-01-06T03:01:00Z']);
    /** The phone slept 19 minutes without timers; it wakes to the real time at once. */
    vi.setSystemTime(new Date('2025-01-06T03:20:00Z'));
    setVisibility('hidden');
    setVisibility('visible');
    expect(ticks).toEqual(['2025-01-06T03:01:00Z', '2025-01-06T03:20:00Z']);
    stop();
    vi.advanceTimersByTime(5 * 60_000);
    setVisibility('visible');
    expect(ticks).toHaveLength(2);
  });
});
