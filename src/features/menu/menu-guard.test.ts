import { describe, expect, it } from 'vitest';
import { menuGuardRedirect, type MenuGuardInput } from './menu-guard';

const open: MenuGuardInput = { hasStore: true, pending: false, cameFrom: '/', loggedIn: false };

describe('menuGuardRedirect', () => {
  it('should show the menu with a store and an open order', () => {
    expect(menuGuardRedirect(open)).toBeNull();
    expect(menuGuardRedirect({ ...open, cameFrom: null })).toBeNull();
  });

  it('should send home when no store is chosen', () => {
    expect(menuGuardRedirect({ ...open, hasStore: false })).toBe('/');
  });

  it('should wait while the store (e.g. the default store), the cart or the session load', () => {
    expect(menuGuardRedirect({ ...open, hasStore: false, pending: true })).toBeNull();
    expect(menuGuardRedirect({ ...open, cameFrom: '/profile', pending: true })).toBeNull();
  });

  it('should send home when coming from Profile while not logged in', () => {
    expect(menuGuardRedirect({ ...open, cameFrom: '/profile' })).toBe('/');
    expect(menuGuardRedirect({ ...open, cameFrom: '/profile/' })).toBe('/');
  });

  it('should let a logged-in customer in from Profile, and anyone from elsewhere', () => {
    expect(menuGuardRedirect({ ...open, cameFrom: '/profile', loggedIn: true })).toBeNull();
    expect(menuGuardRedirect({ ...open, cameFrom: '/my-cart/' })).toBeNull();
    expect(menuGuardRedirect({ ...open, cameFrom: '/profile-extra' })).toBeNull();
  });
});
