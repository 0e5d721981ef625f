import { useSyncExternalStore } from 'react';
import { readCartCount } from './cart-count';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Number of items in the cart, read from the stored cart. The cart machine replaces this
 * source later; the header only depends on the hook.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCartCount, () => 0);
}
