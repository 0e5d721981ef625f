/**
 * What a customer does on a page the server drew before the app hydrates it (a first visit's home hydrates only once
 * the customer turns to it, src/main.tsx): the browser's own controls keep taking keys and choices, and a press on a
 * link or a button, or a form sent, waits for the app. Once hydrateRoot is called, the app hears what was typed and
 * chosen through its usual handlers, then the presses, in order. React keeps what was typed in a field it hydrates
 * but does not tell the field's handler, and its next render of the field puts its own value back.
 */
export interface HeldUntilHydrated {
  /**
   * Gives the app what happened meanwhile; call right after hydrateRoot, in the same task. With `controls`, every
   * field is hydrated now: the customer is using the page, and a key in a field React has not hydrated yet would
   * reach no handler.
   */
  release(options?: { controls?: boolean }): void;
}

const PRESSABLE = 'a[href], button, [role="button"]';

/** React tracks a control's value through its own property; the prototype's setter changes the DOM alone. */
const setDomValue = (control: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);

/**
 * Hydrates `element` now, if React has left it for later (it hydrates each Suspense boundary in a pass of its own, at a
 * low priority): an event React replays, which no part of the app handles, makes it hydrate the boundary at once.
 */
const hydrateNow = (element: Element) => element.dispatchEvent(new Event('pointercancel', { bubbles: true }));

/**
 * Whether React has hydrated `element`: it keeps the element's props on it from then on (react-dom's internal
 * `__reactProps$` key, the one React's own event system reads). A click before that reaches no handler and is lost: a
 * part whose chunk is still loading (a lazy screen) is hydrated only once the chunk is there.
 */
const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** How often, and how many times, a held press looks again for its part to be hydrated (some 10 s in all). */
const PRESS_RETRY_MS = 50;
const PRESS_ATTEMPTS = 200;

/**
 * Gives each press to the app in order, each once its part is hydrated: a part is asked to hydrate at once, and one
 * still waiting for its chunk is looked at again shortly. A press whose part left the page, or never came, is dropped.
 */
function pressInOrder(presses: Array<{ target: Element; press: () => void }>, attempt = 0): void {
  const next = presses[0];
  if (!next) return;
  if (!next.target.isConnected || attempt >= PRESS_ATTEMPTS) return pressInOrder(presses.slice(1));
  hydrateNow(next.target);
  if (!hydratedByReact(next.target)) {
    setTimeout(() => pressInOrder(presses, attempt + 1), PRESS_RETRY_MS);
    return;
  }
  next.press();
  pressInOrder(presses.slice(1));
}

/** The React-tracked value of `control`, then the DOM's alone: React hears `value` as a change of its own field. */
function typeInto(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  control.value = control.value === value ? '' : control.value;
  setDomValue(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What the customer changed in a field before the app hydrated it, read before any hydration (whose next render of
 * the field puts the app's value back), and told to the app once the field is hydrated: its handlers hear it as they
 * would have (an `input` event for text, a click for a choice), and the caret stays where it was.
 */
function changeOf(control: HTMLInputElement | HTMLTextAreaElement): (() => void) | null {
  if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
    // a radio the customer left is told by the one they chose in its group
    if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) return null;
    const chosen = control.checked;
    return () => {
      hydrateNow(control);
      // as React last saw it, then the customer's own click on it
      control.checked = !chosen;
      control.click();
    };
  }
  if (control.value === control.defaultValue) return null;
  const typed = control.value;
  const caret = [control.selectionStart, control.selectionEnd, control.selectionDirection] as const;
  return () => {
    hydrateNow(control);
    typeInto(control, typed);
    if (control.ownerDocument.activeElement === control && caret[0] !== null && caret[1] !== null)
      control.setSelectionRange(caret[0], caret[1], caret[2] ?? undefined);
  };
}

export function holdUntilHydrated(root: HTMLElement): HeldUntilHydrated {
  const pressed: Array<{ target: Element; press: () => void }> = [];
  let composing = false;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!target || !root.contains(target) || !(target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed.push({ target, press: () => target.click() });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    pressed.push({
      target: form,
      press: () => form.requestSubmit(submitter instanceof HTMLElement && form.contains(submitter) ? submitter : undefined),
    });
  };
  const onCompositionStart = () => (composing = true);
  const onCompositionEnd = () => (composing = false);
  const document = root.ownerDocument;
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  root.addEventListener('compositionstart', onCompositionStart);
  root.addEventListener('compositionend', onCompositionEnd);

  const release = (controls: boolean) => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    root.removeEventListener('compositionstart', onCompositionStart);
    root.removeEventListener('compositionend', onCompositionEnd);
    const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
    const changes = fields.map(changeOf);
    if (controls) for (const field of fields) hydrateNow(field);
    for (const change of changes) change?.();
    pressInOrder(pressed.splice(0));
  };
  return {
    release({ controls = false } = {}) {
      // a word being composed (an input method) is the browser's until it is done; its end is an input React hears
      if (!composing) return release(controls);
      root.addEventListener('compositionend', () => setTimeout(() => release(controls)), { once: true });
    },
  };
}

/** Home's order form, whose pointer is the customer turning to the page (a desktop's hover comes before the click). */
const ORDER_FORM = 'section[aria-labelledby="start-order"]';

/**
 * Resolves once the customer turns to the page the server drew: a touch, a key or a focus anywhere, or a pointer over
 * the order form; at once when they did before the page's scripts ran (a field focused or changed).
 */
export function customerTurnsTo(root: HTMLElement): Promise<void> {
  const document = root.ownerDocument;
  const fields = [...root.querySelectorAll('input')];
  if (root.contains(document.activeElement) || fields.some((field) => field.value !== field.defaultValue || field.checked !== field.defaultChecked))
    return Promise.resolve();
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  return new Promise((resolve) => {
    const turned = () => {
      for (const type of events) document.removeEventListener(type, turned, true);
      root.removeEventListener('pointerover', overForm);
      resolve();
    };
    const overForm = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest(ORDER_FORM)) turned();
    };
    for (const type of events) document.addEventListener(type, turned, { capture: true, passive: true });
    root.addEventListener('pointerover', overForm, { passive: true });
  });
}
