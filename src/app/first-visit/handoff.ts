const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

const focusablesOf = (scope: ParentNode) => [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)];

const regionSelector = (region: string) => `section[aria-labelledby="${region}"]`;

/** The region a control sits in, by its heading's id (both drawings of home label their sections alike). */
const regionOf = (element: Element) =>
  element.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby') ?? null;

/** React tracks an input's value through the prototype's setter; an `input` event then reaches its onChange. */
function typeInto(control: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

const isText = (element: Element | null | undefined): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === 'text';
const isRadio = (element: Element | null | undefined): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === 'radio';

/**
 * The first visit's home handing over to the whole app, which src/main.tsx draws out of sight in `to`
 * beside the first visit's root `from`. The first visit's controls keep taking keys until the swap:
 * `mirror` brings the app's controls up to them each frame, through their usual handlers (an `input`
 * event, a click) so their machine hears it; `swap` then shows the app in the same task (no key can fall
 * between) with the focus, the caret and the scroll where they were.
 */
export interface Handover {
  /**
   * Mirrors the first visit's controls into the app's drawing; true once that drawing shows what the
   * customer sees (on home: the focused control's section, its text or radio the same), false while the
   * app is still on its way or an input method is composing a word.
   */
  mirror(onHome: boolean): boolean;
  /** Calls `show` (which removes `from` and reveals `to`), then focuses the same control with its caret. */
  swap(onHome: boolean, show: () => void): void;
}

export function createHandover(from: HTMLElement, to: HTMLElement): Handover {
  const document = from.ownerDocument;
  let composing = false;
  from.addEventListener('compositionstart', () => (composing = true));
  from.addEventListener('compositionend', () => (composing = false));

  const focused = () => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body && from.contains(active) ? active : null;
  };
  const scopeIn = (root: HTMLElement, region: string | null) => (region ? root.querySelector(regionSelector(region)) : root);
  /** The app's control at the same place in the same section as `control` of the first visit. */
  const counterpart = (control: HTMLElement) => {
    const region = regionOf(control);
    const source = scopeIn(from, region);
    const target = scopeIn(to, region);
    if (!source || !target) return undefined;
    const index = focusablesOf(source).indexOf(control);
    return index < 0 ? undefined : focusablesOf(target)[index];
  };
  /** The app's controls follow the first visit's: the radio chosen, what was typed. */
  const follow = (control: Element, target: HTMLElement | undefined) => {
    if (isRadio(control) && isRadio(target) && control.checked && !target.checked) target.click();
    if (isText(control) && isText(target) && control.value !== target.value) typeInto(target, control.value);
  };
  const sameAs = (control: Element, target: HTMLElement | undefined) =>
    isRadio(control) ? isRadio(target) && target.checked === control.checked
    : isText(control) ? isText(target) && target.value === control.value
    : target !== undefined;

  return {
    mirror(onHome) {
      if (!to.querySelector('main')?.firstElementChild) return false;
      // Leaving home (a link) shows another screen: nothing of home's to carry.
      if (!onHome) return true;
      if (composing) return false;
      for (const radio of from.querySelectorAll<HTMLInputElement>('section[aria-labelledby] input[type="radio"]:checked'))
        follow(radio, counterpart(radio));
      const control = focused();
      if (!control) return from.querySelector(regionSelector('start-order')) === null || to.querySelector(regionSelector('start-order')) !== null;
      const target = counterpart(control);
      follow(control, target);
      return sameAs(control, target);
    },
    swap(onHome, show) {
      const control = focused();
      const target = control ? counterpart(control) : undefined;
      const caret = isText(control) ? ([control.selectionStart, control.selectionEnd, control.selectionDirection] as const) : null;
      const scrollY = window.scrollY;
      show();
      window.scrollTo(0, onHome ? scrollY : 0);
      target?.focus({ preventScroll: true });
      if (caret && isText(target)) target.setSelectionRange(caret[0], caret[1], caret[2] ?? undefined);
    },
  };
}
