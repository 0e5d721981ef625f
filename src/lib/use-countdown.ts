import { useEffect, useState } from 'react';

/**
 * Seconds left of a display countdown that restarts whenever `runKey` changes while `active`.
 * It only shows time; the machine's own timer decides when the action becomes possible.
 */
export function useCountdown(seconds: number, active: boolean, runKey: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!active) return undefined;
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1_000)));
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, active, runKey]);
  return active ? left : 0;
}
