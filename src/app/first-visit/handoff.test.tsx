import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHandover } from './handoff';

// The two drawings name their radio groups apart: a group spans the document, and the hidden app's must not
// uncheck the first visit's.
const home = (address: string, group: string) => `
  <a href="/">home</a>
  <main>
    <section aria-labelledby="start-order">
      <h2 id="start-order">Start your order</h2>
      <input type="radio" name="${group}" value="typeDelivery" checked />
      <input type="radio" name="${group}" value="typePickup" />
      <input type="text" id="${address}" />
      <button type="button" disabled>Confirm location</button>
    </section>
  </main>`;

/** The first visit's root and, hidden beside it, the app's (src/main.tsx). */
function roots() {
  const from = document.createElement('div');
  const to = document.createElement('div');
  to.hidden = true;
  document.body.append(from, to);
  from.innerHTML = home('first-visit-address', 'first-visit-delivery-type');
  return { from, to, typed: from.querySelector<HTMLInputElement>('#first-visit-address')! };
}

/** The app's address field behaves like a controlled input whose machine keeps what it heard. */
function drawApp(to: HTMLElement) {
  to.innerHTML = home('app-address', 'delivery-type');
  const field = to.querySelector<HTMLInputElement>('#app-address')!;
  const heard = vi.fn();
  field.addEventListener('input', () => heard(field.value));
  return { field, heard };
}

const show = (from: HTMLElement, to: HTMLElement) => () => {
  from.remove();
  to.hidden = false;
};

beforeEach(() => {
  window.scrollTo = vi.fn();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createHandover', () => {
  it('should not swap while the app has not drawn its order form, the first visit’s field keeping the keys', () => {
    const { from, to, typed } = roots();
    typed.focus();
    const handover = createHandover(from, to);
    expect(handover.mirror(true)).toBe(false);
    to.innerHTML = '<main><p>loading</p></main>';
    expect(handover.mirror(true)).toBe(false);
    expect(document.activeElement).toBe(typed);
  });

  it('should send all that was typed to the app’s field as an input event and swap only once it shows it', () => {
    const { from, to, typed } = roots();
    typed.focus();
    typed.value = 'Chợ';
    const handover = createHandover(from, to);
    const { field, heard } = drawApp(to);
    // the app's machine has not drawn the value back yet
    field.addEventListener('input', () => (field.value = ''), { once: true });
    expect(handover.mirror(true)).toBe(false);
    expect(heard).toHaveBeenLastCalledWith('Chợ');

    // keys pressed meanwhile still reach the first visit's field, and follow on the next frame
    typed.value = 'Chợ Bến';
    expect(handover.mirror(true)).toBe(true);
    expect(heard).toHaveBeenLastCalledWith('Chợ Bến');
    expect(field.value).toBe('Chợ Bến');
  });

  it('should swap with the focus in the app’s field and the caret where it was', () => {
    const { from, to, typed } = roots();
    typed.focus();
    typed.value = 'Chợ Bến Thành';
    typed.setSelectionRange(4, 7);
    const handover = createHandover(from, to);
    const { field } = drawApp(to);
    expect(handover.mirror(true)).toBe(true);

    handover.swap(true, show(from, to));
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([4, 7]);
    expect(from.isConnected).toBe(false);
  });

  it('should wait while an input method is composing a word', () => {
    const { from, to, typed } = roots();
    typed.focus();
    const handover = createHandover(from, to);
    drawApp(to);
    typed.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    expect(handover.mirror(true)).toBe(false);
    typed.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true }));
    expect(handover.mirror(true)).toBe(true);
  });

  it('should click the radio chosen on the first visit in the app’s form', () => {
    const { from, to } = roots();
    const pickup = from.querySelector<HTMLInputElement>('input[value="typePickup"]')!;
    pickup.focus();
    pickup.checked = true;
    const handover = createHandover(from, to);
    drawApp(to);
    const appPickup = to.querySelector<HTMLInputElement>('input[value="typePickup"]')!;
    const clicked = vi.fn();
    appPickup.addEventListener('click', clicked);

    expect(handover.mirror(true)).toBe(true);
    expect(clicked).toHaveBeenCalledOnce();
    handover.swap(true, show(from, to));
    expect(document.activeElement).toBe(appPickup);
  });

  it('should keep the scroll on home and open another screen at the top', () => {
    const { from, to } = roots();
    window.scrollY = 300;
    createHandover(from, to).swap(true, show(from, to));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 300);

    const { from: from2, to: to2 } = roots();
    to2.innerHTML = '<main><h1>Log in</h1></main>';
    const handover = createHandover(from2, to2);
    expect(handover.mirror(false)).toBe(true);
    handover.swap(false, show(from2, to2));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
