import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { dishToCartLine } from '../../../domain/toppings';
import { tea } from '../../../machines/test-support/cart-fixtures';
import { createCartActors, parsePersistedCart } from './cart-actors';

describe('parsePersistedCart', () => {
  it('should read what persistCart wrote', () => {
    const cart = { lines: [dishToCartLine(tea.food, 2)] };
    expect(parsePersistedCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('should load a cart stored with the old order fields, its lines only', () => {
    const stored = JSON.stringify({ lines: [dishToCartLine(tea.food, 1)], orderId: '250106000041', orderSubmitted: true });
    const { lines } = JSON.parse(stored) as { lines: unknown[] };
    expect(parsePersistedCart(stored)).toStrictEqual({ lines });
  });

  it('should give null for nothing, garbage or another shape', () => {
    expect(parsePersistedCart(null)).toBeNull();
    expect(parsePersistedCart('not json')).toBeNull();
    expect(parsePersistedCart('4')).toBeNull();
    expect(parsePersistedCart('{"foods":[]}')).toBeNull();
  });

});

describe('createCartActors', () => {
  it('should let a storage that cannot be read fail loadCart, for the machine to start an empty cart', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const { loadCart } = createCartActors(blocked);
    const actor = createActor(loadCart);
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    await expect(failed).resolves.toMatchObject({ name: 'SecurityError' });
  });

  it('should read the stored cart', async () => {
    const cart = { lines: [] };
    const actor = createActor(createCartActors(() => JSON.stringify(cart)).loadCart).start();
    await expect(toPromise(actor)).resolves.toEqual(cart);
  });
});
