import { startTransition, useEffect, useState } from 'react';

/**
 * False until the page has painted once since this component mounted, then true (a transition, in a task after
 * that frame). What only this gates is laid out apart from the first screen: a page's first layout on a phone
 * also loads each new font size and weight it meets, and one layout meeting them all is a long task.
 * A hidden tab paints no frames: there it turns true in the next task. `initially` true: it is true from the start
 * (a part the server drew in the page).
 */
export function useAfterFirstPaint(initially = false): boolean {
  const [painted, setPainted] = useState(initially);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    };
    if (document.visibilityState === 'hidden') {
      show();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(show);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // once painted, it stays
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return painted;
}
