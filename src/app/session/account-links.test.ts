import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/settings';
import { accountLinks, isAccountScreenOn, manageLinks } from './account-links';

const allOn = {
  ...DEFAULT_SETTINGS,
  useFeatureAddressManage: true,
  useFeatureOrderHistory: true,
  useCrmPromotion: true,
  useMembership: true,
  useTradingPromotion: true,
  useFavoriteMenu: true,
};

/** Every switch of these links off (the seeded defaults turn them on). */
const allOff = {
  ...DEFAULT_SETTINGS,
  useFeatureAddressManage: false,
  useFeatureOrderHistory: false,
  useCrmPromotion: false,
  useMembership: false,
  useTradingPromotion: false,
  useFavoriteMenu: false,
};

describe('accountLinks', () => {
  it('should list every SPEC §2 entry in order when every setting is on', () => {
    expect(accountLinks(allOn).map((l) => l.href)).toEqual([
      '/your-order',
      '/edit-profile',
      '/update-password',
      '/address-manage',
      '/order-history',
      '/your-promotion',
      '/membership',
      '/promotion',
      '/your-favorite',
    ]);
  });

  it('should hide the entries whose setting is off', () => {
    expect(accountLinks(allOff).map((l) => l.key)).toEqual(['yourOrder', 'editProfile', 'updatePassword']);
  });

  it('should show redeem promotion only with both the CRM and the trading promotion settings', () => {
    const keys = (settings: typeof allOn) => accountLinks(settings).map((l) => l.key);
    expect(keys({ ...allOn, useTradingPromotion: false })).not.toContain('promotion');
    expect(keys({ ...allOn, useCrmPromotion: false })).not.toContain('promotion');
    expect(keys({ ...allOn, useCrmPromotion: false })).not.toContain('yourPromotion');
  });
});

describe('isAccountScreenOn', () => {
  it('should turn each promotion screen off with its setting, as its menu entry (SPEC §6, §9)', () => {
    expect(isAccountScreenOn('promotion', allOn)).toBe(true);
    expect(isAccountScreenOn('promotion', { ...allOn, useTradingPromotion: false })).toBe(false);
    expect(isAccountScreenOn('promotion', { ...allOn, useCrmPromotion: false })).toBe(false);
    expect(isAccountScreenOn('yourPromotion', allOn)).toBe(true);
    expect(isAccountScreenOn('yourPromotion', { ...allOn, useCrmPromotion: false })).toBe(false);
    expect(isAccountScreenOn('yourPromotion', { ...allOn, useTradingPromotion: false })).toBe(true);
  });
});

describe('manageLinks', () => {
  it('should gate address management and order history by their settings', () => {
    expect(manageLinks(allOff).map((l) => l.key)).toEqual(['editProfile', 'updatePassword']);
    expect(manageLinks(allOn).map((l) => l.key)).toEqual(['editProfile', 'updatePassword', 'addressManage', 'orderHistory']);
  });
});
