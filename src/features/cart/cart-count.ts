import { STORAGE_KEYS, storage } from '../../adapters/storage';

interface LineLike {
  quantity?: unknown;
}

function sumQuantities(lines: readonly unknown[]): number {
  return lines.reduce<number>((sum, line) => {
    const quantity = (line as LineLike | null)?.quantity;
    return sum + (typeof quantity === 'number' && quantity > 0 ? Math.floor(quantity) : 1);
  }, 0);
}

/**
 * Item count of a stored cart value: a plain count, a list of lines, or a cart object with
 * `foods` (SPEC §3) or `count`. Unreadable values count as 0.
 */
export function countCartItems(stored: string | null): number {
  if (stored === null) return 0;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return 0;
  }
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  if (Array.isArray(value)) return sumQuantities(value);
  if (typeof value === 'object' && value !== null) {
    const cart = value as { foods?: unknown; count?: unknown };
    if (Array.isArray(cart.foods)) return sumQuantities(cart.foods);
    if (typeof cart.count === 'number') return countCartItems(String(cart.count));
  }
  return 0;
}

export function readCartCount(): number {
  return countCartItems(storage.get(STORAGE_KEYS.cart));
}
