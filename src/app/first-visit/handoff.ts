const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

const focusablesOf = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

const scopeOf = (document: Document, region: string | null): ParentNode | null =>
  region ? document.querySelector(`section[aria-labelledby="${region}"]`) : document;

/** The region a focused element sits in, by its heading's id (both drawings of home label their sections alike). */
const regionOf = (element: Element) =>
  element.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby') ?? null;

/** Puts back what the customer was doing; `restoreFocus` answers false while the section is not drawn yet. */
export interface Handoff {
  /** Focuses the same control in the app's own home, as soon as it is drawn, so that no key is lost. */
  restoreFocus(): boolean;
  /** The scroll, the radio chosen and what was typed, once the app's home has entered its machine (effects). */
  restoreState(): void;
}

/**
 * What the customer was doing on the first visit's home when the whole app takes over (src/main.tsx): the
 * scroll position, the focused control (found again by its place in its section) and what was typed into
 * it or chosen, read from that control when the app's own home is drawn (so keys pressed while it was on
 * its way count). The app's controls receive it through their usual handlers (an `input` event, a click),
 * so their machine hears it as events; keys pressed into the app's control meanwhile follow the earlier ones.
 */
export function captureHandoff(document: Document = window.document): Handoff {
  const scrollY = window.scrollY;
  const active =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  const region = active ? regionOf(active) : null;
  const index = active ? focusablesOf(scopeOf(document, region) ?? document).indexOf(active) : -1;
  const target = () => {
    const scope = scopeOf(document, region);
    const found = index >= 0 && scope ? focusablesOf(scope)[index] : undefined;
    return found === active ? undefined : found;
  };

  return {
    restoreFocus: () => {
      if (index < 0) return true;
      const control = target();
      control?.focus({ preventScroll: true });
      return control !== undefined;
    },
    restoreState: () => {
      window.scrollTo(0, scrollY);
      const control = target();
      if (!(active instanceof HTMLInputElement) || !(control instanceof HTMLInputElement)) return;
      if (active.type === 'radio' && active.checked && control.type === 'radio' && !control.checked) control.click();
      if (active.type === 'text' && active.value && control.type === 'text') {
        // React tracks an input's value through the prototype's setter; an `input` event then reaches onChange.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
          control,
          active.value + control.value,
        );
        control.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
  };
}
