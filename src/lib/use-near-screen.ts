import { startTransition, useEffect, useState } from 'react';

/** How close to the screen an element counts as near: a screen's height above and below it. */
export const NEAR_SCREEN_MARGIN = '100% 0px 100% 0px';

/**
 * Which of the elements with these ids have come near the screen (within `NEAR_SCREEN_MARGIN`), with
 * IntersectionObserver; once near, an id stays in the answer. Each change is a transition, so drawing what came
 * near never holds a scroll or a tap. Without IntersectionObserver every id counts as near once mounted. None is near
 * on the first render, on the server (which draws the first screen) as in the browser that hydrates it.
 */
export function useNearScreen(ids: readonly string[]): ReadonlySet<string> {
  const [near, setNear] = useState<ReadonlySet<string>>(() => new Set<string>());
  const waiting = ids.filter((id) => !near.has(id));
  const key = waiting.join('\n');

  useEffect(() => {
    if (waiting.length === 0) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear((previous) => new Set([...previous, ...waiting]));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const arrived = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target.id);
        // the ids that arrived leave `waiting`, and the effect observes what is left anew
        if (arrived.length > 0) startTransition(() => setNear((previous) => new Set([...previous, ...arrived])));
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    for (const id of waiting) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
    // `key` stands for `waiting`: a new array with the same ids must not observe them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return near;
}
