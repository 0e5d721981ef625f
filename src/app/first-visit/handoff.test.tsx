import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureHandoff } from './handoff';

const form = (address: string) => `
  <a href="/">home</a>
  <section aria-labelledby="start-order">
    <h2 id="start-order">Start your order</h2>
    <input type="radio" name="delivery-type" value="typeDelivery" checked />
    <input type="radio" name="delivery-type" value="typePickup" />
    <input type="text" id="${address}" />
    <button type="button" disabled>Confirm location</button>
  </section>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('captureHandoff', () => {
  it('should focus the same control of the redrawn section and send it all that was typed, as an input event', () => {
    window.scrollTo = vi.fn();
    document.body.innerHTML = form('first-visit-address');
    const typed = document.getElementById('first-visit-address') as HTMLInputElement;
    typed.focus();
    typed.value = 'Chợ';
    const handoff = captureHandoff();
    // keys pressed while the app was on its way
    typed.value = 'Chợ Bến';

    document.body.innerHTML = form('app-address');
    const redrawn = document.getElementById('app-address') as HTMLInputElement;
    const heard = vi.fn();
    redrawn.addEventListener('input', (event) => heard((event.target as HTMLInputElement).value));

    expect(handoff.restoreFocus()).toBe(true);
    expect(document.activeElement).toBe(redrawn);
    // a key that reached the app's field once it was focused
    redrawn.value = 'T';
    handoff.restoreState();
    expect(heard).toHaveBeenCalledWith('Chợ BếnT');
  });

  it('should click the chosen radio of the redrawn section', () => {
    window.scrollTo = vi.fn();
    document.body.innerHTML = form('first-visit-address');
    const pickup = document.querySelector<HTMLInputElement>('input[value="typePickup"]')!;
    pickup.focus();
    pickup.checked = true;
    const handoff = captureHandoff();

    document.body.innerHTML = form('app-address');
    const redrawnPickup = document.querySelector<HTMLInputElement>('input[value="typePickup"]')!;
    const clicked = vi.fn();
    redrawnPickup.addEventListener('click', clicked);

    expect(handoff.restoreFocus()).toBe(true);
    handoff.restoreState();
    expect(clicked).toHaveBeenCalledOnce();
    expect(redrawnPickup.checked).toBe(true);
  });

  it('should answer false while the section is not drawn yet', () => {
    window.scrollTo = vi.fn();
    document.body.innerHTML = form('first-visit-address');
    document.getElementById('first-visit-address')!.focus();
    const handoff = captureHandoff();
    document.body.innerHTML = '<p>loading</p>';
    expect(handoff.restoreFocus()).toBe(false);
  });
});
