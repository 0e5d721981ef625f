import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to draw: `first` on the first render, then one more after each commit, each as a
 * transition in a task of its own. A long list (the menu) paints its first screen without building the whole
 * page in one long task that keeps a phone from answering a tap.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + 1)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
