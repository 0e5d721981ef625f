import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The section to mark current: the first of `order` that is in the watched band; while none is
 * (between two sections' edges, or a long section fills the screen) the previous answer stays.
 *
 * @example currentSection(['soup', 'rice'], new Set(['rice']), 'soup') // 'rice'
 */
export function currentSection(order: readonly string[], visible: ReadonlySet<string>, previous: string | null): string | null {
  const first = order.find((id) => visible.has(id));
  if (first !== undefined) return first;
  return previous !== null && order.includes(previous) ? previous : (order[0] ?? null);
}

/** The band of the viewport that decides which section is current: from under the sticky bars to 55% of the height. */
export const SECTION_BAND_BOTTOM = '-55%';

/**
 * Follows the scroll: which of the elements with these ids is in view below the sticky bars
 * (`topOffset` px), with IntersectionObserver. `jumpTo` marks a section current at once and
 * scrolls it under the bars.
 */
export function useSectionInView(ids: readonly string[], topOffset: number) {
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  const visible = useRef(new Set<string>());
  const key = ids.join('\n');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || ids.length === 0) return;
    visible.current = new Set();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.current.add(entry.target.id);
          else visible.current.delete(entry.target.id);
        }
        setCurrent((previous) => currentSection(ids, visible.current, previous));
      },
      { rootMargin: `-${topOffset}px 0px ${SECTION_BAND_BOTTOM} 0px` },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
    // `key` stands for `ids`: a new array with the same ids must not re-observe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, topOffset]);

  const jumpTo = useCallback((id: string) => {
    const element = document.getElementById(id);
    if (!element) return;
    setCurrent(id);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, []);

  return { current: ids.includes(current ?? '') ? current : (ids[0] ?? null), jumpTo };
}
