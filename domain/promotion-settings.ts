/**
 * Which promotion features the settings switch on (SPEC §6, §9): one rule for the account menu, the
 * screens and the server, which refuses a redeem or a code while its feature is off.
 */
import type { Settings } from './settings';

type PromotionSwitches = Pick<Settings, 'useCrmPromotion' | 'useTradingPromotion' | 'useEPromotion'>;

/** The customer's own promotions (/your-promotion, the checkout's list): useCrmPromotion. */
export const isOwnedPromotionsOn = (s: Pick<PromotionSwitches, 'useCrmPromotion'>): boolean => s.useCrmPromotion;

/** Redeeming promotions with points (/promotion, /redeem-promotion, POST v2/promotion/{id}/buy/): useCrmPromotion and useTradingPromotion. */
export const isRedeemWithPointsOn = (s: Pick<PromotionSwitches, 'useCrmPromotion' | 'useTradingPromotion'>): boolean =>
  s.useCrmPromotion && s.useTradingPromotion;

/** Entering a promotion code (POST v2/promotion/code/, on /your-promotion): useCrmPromotion and useEPromotion. */
export const isPromotionCodeOn = (s: Pick<PromotionSwitches, 'useCrmPromotion' | 'useEPromotion'>): boolean => s.useCrmPromotion && s.useEPromotion;

/** The reason a redeem or a code answers while its feature is switched off. */
export const SWITCHED_OFF = 'switched_off';
