import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createCartActors, parsePersistedCart } from './actors';

describe('parsePersistedCart', () => {
  it('should read what persistCart wrote', () => {
    const cart = { lines: [], orderId: '12', orderSubmitted: true };
    expect(parsePersistedCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('should give null for nothing, garbage or another shape', () => {
    expect(parsePersistedCart(null)).toBeNull();
    expect(parsePersistedCart('not json')).toBeNull();
    expect(parsePersistedCart('4')).toBeNull();
    expect(parsePersistedCart('{"foods":[]}')).toBeNull();
  });

  it('should default the order fields', () => {
    expect(parsePersistedCart('{"lines":[]}')).toEqual({ lines: [], orderId: null, orderSubmitted: false });
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
    const cart = { lines: [], orderId: null, orderSubmitted: false };
    const actor = createActor(createCartActors(() => JSON.stringify(cart)).loadCart).start();
    await expect(toPromise(actor)).resolves.toEqual(cart);
  });
});
