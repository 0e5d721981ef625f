import { act, lazy, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUntilHydrated } from './before-hydration';

/** A form like home's: a controlled address, a delivery choice and a button, inside a Suspense boundary as the app's. */
function Form({ heard }: { heard: { typed: string[]; chosen: string[]; pressed: number } }) {
  const [address, setAddress] = useState('');
  const [type, setType] = useState('delivery');
  return (
    <Suspense fallback={null}>
      <form onSubmit={(event) => event.preventDefault()}>
        <input
          aria-label="Address"
          value={address}
          onChange={(event) => {
            heard.typed.push(event.target.value);
            setAddress(event.target.value);
          }}
        />
        {['delivery', 'pickup'].map((value) => (
          <input
            key={value}
            type="radio"
            name="type"
            aria-label={value}
            checked={type === value}
            onChange={() => {
              heard.chosen.push(value);
              setType(value);
            }}
          />
        ))}
        <button type="button" onClick={() => (heard.pressed += 1)}>
          Confirm
        </button>
        <output>{`${type}: ${address}`}</output>
      </form>
    </Suspense>
  );
}

describe('what the customer does before the app hydrates the page', () => {
  let root: Root | null = null;
  afterEach(async () => {
    const mounted = root;
    root = null;
    if (mounted) await act(async () => mounted.unmount());
    document.body.innerHTML = '';
  });

  /** The server's drawing of the form in the page, held until hydrated. */
  function drawnPage() {
    const heard = { typed: [] as string[], chosen: [] as string[], pressed: 0 };
    document.body.innerHTML = `<div id="root">${renderToString(<Form heard={heard} />)}</div>`;
    const container = document.getElementById('root')!;
    const held = holdUntilHydrated(container);
    const field = container.querySelector<HTMLInputElement>('input[aria-label="Address"]')!;
    return { heard, container, held, field, get: <T extends Element>(selector: string) => container.querySelector<T>(selector)! };
  }

  async function hydrate(page: ReturnType<typeof drawnPage>, controls = true) {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(page.container, <Form heard={page.heard} />);
      page.held.release({ controls });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  }

  it('should give the app what was typed, through its handler, keeping the caret where it was', async () => {
    const page = drawnPage();
    page.field.focus();
    page.field.value = 'Chợ Bến Thà';
    page.field.setSelectionRange(4, 4);
    await hydrate(page);
    expect(page.heard.typed).toEqual(['Chợ Bến Thà']);
    expect(page.field.value).toBe('Chợ Bến Thà');
    expect(page.get('output').textContent).toBe('delivery: Chợ Bến Thà');
    expect(document.activeElement).toBe(page.field);
    expect([page.field.selectionStart, page.field.selectionEnd]).toEqual([4, 4]);
  });

  it('should give the app the choice made, as the click on it', async () => {
    const page = drawnPage();
    page.get<HTMLInputElement>('input[aria-label="pickup"]').click();
    await hydrate(page);
    expect(page.heard.chosen).toEqual(['pickup']);
    expect(page.get('output').textContent).toBe('pickup: ');
    expect(page.get<HTMLInputElement>('input[aria-label="pickup"]').checked).toBe(true);
  });

  it('should hold a press until the app is there, then give it once', async () => {
    const page = drawnPage();
    page.get<HTMLButtonElement>('button').click();
    expect(page.heard.pressed).toBe(0);
    await hydrate(page);
    expect(page.heard.pressed).toBe(1);
    page.get<HTMLButtonElement>('button').click();
    expect(page.heard.pressed).toBe(2);
  });

  it('should hold a press in a part whose chunk is still loading until that part is hydrated', async () => {
    const heard = { pressed: 0 };
    const Offer = () => (
      <button type="button" onClick={() => (heard.pressed += 1)}>
        Offer 2
      </button>
    );
    const Page = ({ offer: Shown }: { offer: ComponentType }) => (
      <main>
        <Suspense fallback={null}>
          <Shown />
        </Suspense>
      </main>
    );
    document.body.innerHTML = `<div id="root">${renderToString(<Page offer={Offer} />)}</div>`;
    const container = document.getElementById('root')!;
    const held = holdUntilHydrated(container);
    container.querySelector('button')!.click();
    let loaded: (module: { default: ComponentType }) => void = () => undefined;
    const LazyOffer = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loaded = resolve)));
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      root = hydrateRoot(container, <Page offer={LazyOffer} />);
      held.release();
    });
    // the part's chunk has not come: the press waits for it rather than reaching no handler
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(heard.pressed).toBe(0);
    await act(async () => loaded({ default: Offer }));
    await vi.waitFor(() => expect(heard.pressed).toBe(1));
    container.querySelector('button')!.click();
    expect(heard.pressed).toBe(2);
  });

  it('should tell the app nothing where the customer changed nothing', async () => {
    const page = drawnPage();
    await hydrate(page, false);
    expect(page.heard).toEqual({ typed: [], chosen: [], pressed: 0 });
    expect(page.get('output').textContent).toBe('delivery: ');
  });
});
