import { useLingui } from '@lingui/react/macro';
import type { EventCodeRefusal, RedeemRefusal } from '../../../domain/points';
import type { SWITCHED_OFF } from '../../../domain/promotion-settings';
import type { ApiFailure } from '../../../machines/shared/api-error';
import type { Promotion } from './api';

/** Localized words of the promotion screens: types, targets, redeem and code refusals (SPEC §8). */
export function usePromotionMessages() {
  const { t } = useLingui();
  const type: Record<Promotion['pmt_type'], string> = {
    percent_discount: t`Percent discount`,
    money_discount: t`Money discount`,
    cash_voucher: t`Cash voucher`,
    free_point: t`Free points`,
  };
  const target: Record<Promotion['pmt_on'], string> = {
    bill: t`The whole bill`,
    item: t`Dishes`,
    event: t`Event`,
    feeship: t`Delivery fee`,
  };
  const redeemReasons: Record<RedeemRefusal | EventCodeRefusal | typeof SWITCHED_OFF, string> = {
    switched_off: t`This service is not available right now.`,
    not_redeemable: t`This promotion cannot be redeemed with points.`,
    not_started: t`This promotion has not started yet.`,
    expired: t`This promotion has expired.`,
    sold_out: t`This promotion has run out.`,
    customer_limit: t`You have redeemed this promotion as many times as it allows.`,
    daily_limit: t`You have reached today's limit for this promotion. Please come back tomorrow.`,
    not_enough_points: t`You do not have enough points to redeem this promotion.`,
    not_found: t`This promotion code does not exist.`,
    already_claimed: t`You have already added this promotion.`,
  };
  /** The redeem error's text (SPEC §8 "Redeem error"), worded by `details.reason`, else by the error code. */
  const redeemError = (error: ApiFailure | null): string => {
    const reason = error?.details?.reason;
    if (typeof reason === 'string' && reason in redeemReasons) return redeemReasons[reason as RedeemRefusal];
    if (error?.code === 'NOT_FOUND') return t`This promotion no longer exists.`;
    if (error?.code === 'UNAUTHORIZED') return t`Your session has expired. Please log in again.`;
    if (error?.code === 'NETWORK_ERROR' || error?.code === 'TIMEOUT') return t`The connection was lost. Please check it and try again.`;
    const code = error?.code ?? '';
    return t`The promotion could not be redeemed (${code}). Please try again later.`;
  };
  /** SPEC §8 "Promotion save failure": a promotion code the server did not accept. */
  const codeError = (error: ApiFailure): string => {
    const reason = error.details?.reason;
    if (typeof reason === 'string' && reason in redeemReasons) return redeemReasons[reason as RedeemRefusal];
    if (error.code === 'NOT_FOUND') return redeemReasons.not_found;
    return t`The promotion could not be saved. Please check the code and try again.`;
  };
  return { type, target, redeemError, codeError };
}
