/**
 * Promotion availability before an order is confirmed (check-apply, check-is-available-promotion):
 * the customer's entitlements and the cart priced from the catalogue, judged by domain/promotions.
 */
import type { Temporal } from 'temporal-polyfill';
import type { OrderLineInput } from '../../domain/order-pricing';
import { checkPromotions, promotionRefusal, type AppliedPromotion, type PromotionReason } from '../../domain/promotions';
import { ApiError } from '../api-error';
import type { OverridesOfRequest } from '../context';
import { WORDS } from '../words';
import type { Locale } from '../db/seed-data/types';
import type { Queryable } from '../db/database';
import { createCheckout } from './checkout';
import { createPromotions } from './promotions';
import { readSettings } from './settings';

/**
 * The customer whose entitlements are read: the bearer's own. A customer id that is not the
 * bearer's is refused, so that nobody (a guest least of all) judges a cart with another's tickets.
 */
export function entitledCustomer(sentCustomerId: number | null | undefined, bearerCustomerId: number | null): number | null {
  if (sentCustomerId !== undefined && sentCustomerId !== null && sentCustomerId !== bearerCustomerId) {
    throw new ApiError(403, 'FORBIDDEN', WORDS.promotionsOwnTickets, 'customer_id');
  }
  return bearerCustomerId;
}

export function createPromotionAvailability(db: Queryable, overrides: OverridesOfRequest) {
  const checkout = createCheckout(db, overrides);
  const promotions = createPromotions(db);

  const defaultStoreCode = async () => (await readSettings(db, overrides)).defaultStoreCode;

  return {
    /** check-apply: whether the chosen promotions apply together to the cart, for this customer now. */
    async checkApply(input: { customerId: number | null; storeCode?: string | null; items: OrderLineInput[]; applied: AppliedPromotion[]; now: Temporal.Instant; locale?: Locale }) {
      const storeCode = input.storeCode ?? (await defaultStoreCode());
      const pricing = await checkout.price({ foods: input.items, storeCode, pickUpAtStore: true }, { lang: 'ja', now: input.now, customerId: input.customerId, applied: [] });
      const rules = await promotions.rules(input.customerId, input.applied.map((a) => a.promotion_id), input.now, input.locale);
      const result = checkPromotions(pricing.repricing.lines, input.applied, rules, { deliveryFee: 0, now: input.now, storeCode });
      if (result.valid) {
        const names = input.applied.map((a) => rules.get(a.promotion_id)?.name).filter(Boolean);
        return { valid: true, promotion_name: names.join(', ') || null, reason: null };
      }
      return { valid: false, promotion_name: result.promotion_name, reason: result.reason };
    },

    /** check-is-available-promotion: dates, store and the customer's entitlement of each chosen promotion, without a cart. */
    async unavailable(input: { customerId: number | null; storeCode?: string | null; chosen: AppliedPromotion[]; now: Temporal.Instant }) {
      const rules = await promotions.rules(input.customerId, input.chosen.map((p) => p.promotion_id), input.now);
      return input.chosen.flatMap((p): { promotion_id: number; reason: PromotionReason }[] => {
        const rule = rules.get(p.promotion_id);
        if (!rule) return [{ promotion_id: p.promotion_id, reason: 'not_found' }];
        const reason = promotionRefusal({ ...rule, pmt_on: 'bill', minimum_total: 0 }, { lines: [], storeCode: input.storeCode }, input.now, Math.max(1, p.quantity));
        return reason ? [{ promotion_id: p.promotion_id, reason }] : [];
      });
    },
  };
}
