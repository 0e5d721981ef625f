import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { shallowEqual } from '@xstate/react';
import { useMemo } from 'react';
import { applyPromotion, isVoucher, stepVoucher, type AppliedPromotion } from '../../../../domain/promotions';
import { discountsSelector, promotionsSelector } from '../../../../machines/checkout/selectors';
import { chosenStoreSelector } from '../../../../machines/fulfilment/selectors';
import { customerIdSelector } from '../../../../machines/session/selectors';
import { Stepper } from '../../../components/ui/stepper';
import * as ui from '../../../components/ui/ui.css';
import { api } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { CartContext } from '../../cart/provider';
import { FulfilmentContext } from '../../fulfilment/provider';
import { SessionContext } from '../../session/provider';
import { useCheckoutMessages } from '../messages';
import { ruleOf } from '../order-info';
import { CheckoutContext } from '../provider';
import * as styles from '../checkout.css';

/** The customer's owned promotions (my-promotion): apply or remove, vouchers step; refusals show their reason. */
export function PromotionsSection() {
  const { t } = useLingui();
  const { promotionReason } = useCheckoutMessages();
  const customerId = SessionContext.useSelector(customerIdSelector);
  const store = FulfilmentContext.useSelector(chosenStoreSelector);
  const lines = CartContext.useSelector((s) => s.context.lines);
  const total = CartContext.useSelector((s) => s.context.totals.total);
  const owned = useQuery({
    queryKey: ['my-promotion', customerId, store?.code],
    enabled: customerId !== null && store !== null,
    queryFn: async ({ signal }) => {
      const { data } = await api.POST('/v2/promotion/my-promotion/', {
        body: {
          code_type: 'cus',
          code_value: String(customerId),
          code: `cus${customerId}`,
          status: 'owned',
          cart: { items: lines as never, total },
          stores: store ? [{ store_code: store.code, brand_code: store.brand_code }] : [],
        },
        signal,
      });
      return data!.data;
    },
  });
  const checkout = CheckoutContext.useActorRef();
  const promotions = CheckoutContext.useSelector(promotionsSelector);
  const discounts = CheckoutContext.useSelector(discountsSelector, shallowEqual);
  const rules = useMemo(() => new Map((owned.data ?? []).map((p) => [p.id, ruleOf(p)])), [owned.data]);
  const setPromotions = (next: (applied: AppliedPromotion[]) => AppliedPromotion[]) =>
    checkout.send({ type: 'promotions.change', promotions: next(promotions), rules: [...rules.values()] });
  const quantity = (id: number) => promotions.find((p) => p.promotion_id === id)?.quantity ?? 0;
  const discountText = formatPrice(discounts.itemDiscount + discounts.billDiscount + discounts.feeshipDiscount);
  const refused = (id: number) => discounts.refused.find((r) => r.promotion_id === id)?.reason ?? null;

  return (
    <section className={styles.section} aria-labelledby="promotions-heading">
      <h2 id="promotions-heading">{t`Promotions`}</h2>
      {owned.isError ? <p>{t`Your promotions could not be loaded.`}</p> : null}
      {owned.data && owned.data.length === 0 ? <p>{t`You have no promotions to use.`}</p> : null}
      <ul className={styles.items} aria-label={t`Your promotions`}>
        {(owned.data ?? []).map((promotion) => {
          const rule = rules.get(promotion.id)!;
          const applied = quantity(promotion.id);
          const reason = applied > 0 ? refused(promotion.id) : null;
          const name = promotion.name;
          return (
            <li key={promotion.id} className={styles.promotion} aria-label={name}>
              <div>
                <strong>{name}</strong>
                {promotion.summary ? <p className={styles.muted}>{promotion.summary}</p> : null}
                {reason ? <p className={ui.alert.error}>{promotionReason(reason)}</p> : null}
              </div>
              {isVoucher(rule) ? (
                <Stepper
                  label={name}
                  value={applied}
                  canDecrease={applied > 0}
                  canIncrease
                  onDecrease={() => setPromotions((p) => stepVoucher(p, rule, -1))}
                  onIncrease={() => setPromotions((p) => stepVoucher(p, rule, 1))}
                />
              ) : (
                <button
                  type="button"
                  className={applied > 0 ? ui.button.ghost : ui.button.secondary}
                  aria-pressed={applied > 0}
                  onClick={() => setPromotions((p) => applyPromotion(p, rule, rules))}
                >
                  {applied > 0 ? t`Remove ${name}` : t`Apply ${name}`}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {promotions.some((p) => p.quantity > 0) ? (
        <p>
          <Trans>Discount: {discountText}</Trans>
        </p>
      ) : null}
    </section>
  );
}
