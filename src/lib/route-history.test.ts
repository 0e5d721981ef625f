import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../adapters/storage';
import { createRouteHistory } from './route-history';

const memoryStore = (): KeyValueStore => {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
};

describe('route history', () => {
  it('should know nothing before the first route', () => {
    expect(createRouteHistory(memoryStore()).cameFrom('/main-menu')).toBeNull();
  });

  it('should give the route before the current one, without its query', () => {
    const history = createRouteHistory(memoryStore());
    history.record('/profile?tab=1');
    history.record('/main-menu');
    expect(history.cameFrom('/main-menu')).toBe('/profile');
  });

  it('should give the current route when the new one is not recorded yet', () => {
    const history = createRouteHistory(memoryStore());
    history.record('/');
    history.record('/profile');
    expect(history.cameFrom('/main-menu')).toBe('/profile');
  });

  it('should ignore recording the same route twice (a re-render or a reload)', () => {
    const history = createRouteHistory(memoryStore());
    history.record('/profile');
    history.record('/main-menu');
    history.record('/main-menu');
    expect(history.cameFrom('/main-menu')).toBe('/profile');
  });

  it('should survive a corrupt record', () => {
    const store = memoryStore();
    store.set('routeHistory', '{not json');
    const history = createRouteHistory(store);
    expect(history.cameFrom('/main-menu')).toBeNull();
    history.record('/');
    expect(history.cameFrom('/main-menu')).toBe('/');
  });
});
