import { isOwnedPromotionsOn, isRedeemWithPointsOn } from '../../../domain/promotion-settings';
import { paths, type PathKey } from '../../config/paths';
import type { Settings } from '../settings/settings';

/** An entry of the header's account menu (SPEC §2 Header), by route. */
export type AccountLinkKey = Extract<
  PathKey,
  | 'yourOrder'
  | 'editProfile'
  | 'updatePassword'
  | 'addressManage'
  | 'orderHistory'
  | 'yourPromotion'
  | 'membership'
  | 'promotion'
  | 'yourFavorite'
>;

type Switches = Pick<
  Settings,
  'useFeatureAddressManage' | 'useFeatureOrderHistory' | 'useCrmPromotion' | 'useMembership' | 'useTradingPromotion' | 'useFavoriteMenu'
>;

/** When each entry shows: always, or only while its setting (SPEC §9) is on. */
const SHOWN: Record<AccountLinkKey, (s: Switches) => boolean> = {
  yourOrder: () => true,
  editProfile: () => true,
  updatePassword: () => true,
  addressManage: (s) => s.useFeatureAddressManage,
  orderHistory: (s) => s.useFeatureOrderHistory,
  yourPromotion: isOwnedPromotionsOn,
  membership: (s) => s.useMembership,
  promotion: isRedeemWithPointsOn,
  yourFavorite: (s) => s.useFavoriteMenu,
};

/** Whether an account screen is on (its menu entry shows and the screen opens), by its settings (SPEC §6, §9). */
export const isAccountScreenOn = (key: AccountLinkKey, settings: Switches): boolean => SHOWN[key](settings);

/**
 * The logged-in account menu's entries in SPEC §2 order (logout follows them), filtered by the settings.
 */
export function accountLinks(settings: Switches): { key: AccountLinkKey; href: string }[] {
  return (Object.keys(SHOWN) as AccountLinkKey[])
    .filter((key) => SHOWN[key](settings))
    .map((key) => ({ key, href: paths[key] }));
}

/** The profile's manage section (SPEC §2 Profile): address management and order history by setting. */
export function manageLinks(settings: Switches): { key: AccountLinkKey; href: string }[] {
  return (['editProfile', 'updatePassword', 'addressManage', 'orderHistory'] as const)
    .filter((key) => SHOWN[key](settings))
    .map((key) => ({ key, href: paths[key] }));
}
