import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { CheckoutErrorKey } from '../../../domain/checkout-validation';
import type { PromotionReason } from '../../../domain/promotions';
import type { CheckoutMessage } from '../../../machines/checkout/selectors';

/**
 * Localized texts of the checkout's field errors, §8 messages, promotion reasons and submit errors, translated once
 * per language (`t` changes with it), not on every render of every part that shows one.
 */
export function useCheckoutMessages() {
  const { t } = useLingui();
  return useMemo(() => {
    const fieldError: Record<CheckoutErrorKey | 'invalid_tax_code' | 'policy_required', string> = {
      required: t`This field is required.`,
      too_long: t`This is too long.`,
      invalid_phone: t`Enter a valid phone number.`,
      invalid_email: t`Enter a valid e-mail address.`,
      invalid_method: t`Choose a payment method.`,
      invalid_tax_code: t`Enter a valid tax code (10 digits, optionally -NNN).`,
      policy_required: t`Please agree to the conditions and policies to place the order.`,
    };
    const message: Record<CheckoutMessage, string> = {
      addressNotCompleted: t`The delivery address is not completed. Please choose an address.`,
      scheduleExpired: t`The chosen date has passed. Please choose a new date and time.`,
      serveTimeMissing: t`Please choose a delivery time.`,
      outOfServiceHours: t`The store does not serve at this time. Please pick another date.`,
      noSlotsToday: t`There are no delivery times left today. Please pick another date.`,
      missedTime: t`The chosen time is too soon for the store to prepare your order.`,
      pricesChanged: t`Some prices have changed.`,
      promotionInvalid: t`A promotion cannot be applied.`,
      insufficientOrder: t`Your order information is insufficient. Please log in again.`,
      orderFailed: t`Your order could not be processed.`,
      addressSaveFailed: t`The address could not be saved to your account.`,
      deliveryTimeRefreshed: t`The delivery time was refreshed: the time you chose is no longer available, so we chose the next one. Please check it.`,
      asapUnavailable: t`The store is not taking orders for as soon as possible now. We chose the earliest time it can serve; please check it and confirm again.`,
    };
    const promotionReason = (reason: string | null): string => {
      const reasons: Record<PromotionReason, string> = {
        not_found: t`This promotion does not exist.`,
        not_started: t`This promotion has not started yet.`,
        expired: t`This promotion has expired.`,
        store_not_eligible: t`This promotion is not valid at this store.`,
        minimum_total: t`The order total is below the promotion's minimum.`,
        no_qualifying_item: t`No dish in your cart qualifies for this promotion (cannot apply).`,
        condition_item_missing: t`The dish this promotion requires is not in your cart.`,
        condition_quantity: t`Add one more of the required dish to use this promotion.`,
        ticket_quantity: t`You do not have that many vouchers.`,
        not_owned: t`You do not own this promotion. Log in to use your promotions.`,
        limit_per_day: t`The daily limit of this promotion is reached.`,
        limit_on_customer: t`You have used this promotion as many times as it allows.`,
        no_remaining: t`This promotion has run out.`,
        not_stackable: t`This promotion cannot be combined with the others.`,
      };
      return reason && reason in reasons ? reasons[reason as PromotionReason] : (reason ?? t`This promotion cannot be applied.`);
    };
    return { fieldError, message, promotionReason };
  }, [t]);
}
