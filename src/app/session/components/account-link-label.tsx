import { useLingui } from '@lingui/react/macro';
import type { AccountLinkKey } from '../account-links';

/** The localized label of an account menu or profile entry. */
export function useAccountLinkLabel() {
  const { t } = useLingui();
  return (key: AccountLinkKey): string => {
    switch (key) {
      case 'yourOrder':
        return t`Your orders`;
      case 'editProfile':
        return t`Update account`;
      case 'updatePassword':
        return t`Update password`;
      case 'addressManage':
        return t`Address management`;
      case 'orderHistory':
        return t`Order history`;
      case 'yourPromotion':
        return t`Your promotions`;
      case 'membership':
        return t`Membership`;
      case 'promotion':
        return t`Redeem promotions`;
      case 'yourFavorite':
        return t`Favourites`;
    }
  };
}
