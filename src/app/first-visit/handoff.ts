const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

const focusablesOf = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

/** The region a focused element sits in, by its heading's id (both drawings of home label their sections alike). */
const regionOf = (element: Element) =>
  element.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby') ?? null;

/**
 * What the customer was doing on the first visit's home when the whole app took over (src/main.tsx): the
 * scroll position, the focused control (found again by its place in its section) and what was typed into
 * it or chosen. Returns what puts it back once the app's own home is drawn; the app's controls receive it
 * through their usual handlers (an `input` event, a click), so their machine hears it as events. The
 * returned function answers false while that section is not drawn yet (the caller tries again).
 */
export function captureHandoff(document: Document = window.document): () => boolean {
  const scrollY = window.scrollY;
  const active =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  const region = active ? regionOf(active) : null;
  const scope = region ? document.querySelector(`section[aria-labelledby="${region}"]`) : document;
  const index = active && scope ? focusablesOf(scope).indexOf(active) : -1;
  const typed = active instanceof HTMLInputElement && active.type === 'text' ? active.value : '';
  const checked = active instanceof HTMLInputElement && active.type === 'radio' && active.checked;

  return () => {
    window.scrollTo(0, scrollY);
    if (index < 0) return true;
    const newScope = region ? document.querySelector(`section[aria-labelledby="${region}"]`) : document;
    const target = newScope ? focusablesOf(newScope)[index] : undefined;
    if (!target) return false;
    target.focus({ preventScroll: true });
    if (!(target instanceof HTMLInputElement)) return true;
    if (checked && target.type === 'radio' && !target.checked) target.click();
    if (typed && target.type === 'text') {
      // React tracks an input's value through the prototype's setter; an `input` event then reaches onChange.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(target, typed);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    return true;
  };
}
