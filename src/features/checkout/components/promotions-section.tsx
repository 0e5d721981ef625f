import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { discountsSelector, promotionsActorSelector } from '../../../../machines/checkout/selectors';
import type { promotionsMachine } from '../../../../machines/promotions/machine';
import {
  appliedQuantitySelector,
  hasPromotionsFailedSelector,
  isVoucherSelector,
  ownedPromotionsSelector,
} from '../../../../machines/promotions/selectors';
import { Stepper } from '../../../components/ui/stepper';
import * as ui from '../../../components/ui/ui.css';
import { formatPrice } from '../../../lib/format';
import { useCheckoutMessages } from '../messages';
import { CheckoutContext } from '../provider';
import * as styles from '../checkout.css';

type PromotionsRef = ActorRefFrom<typeof promotionsMachine>;

/** One owned promotion: apply or remove it, or step a voucher; a refusal shows its reason. */
function PromotionItem({ promotions, id }: { promotions: PromotionsRef; id: number }) {
  const { t } = useLingui();
  const { promotionReason } = useCheckoutMessages();
  const promotion = useSelector(promotions, (s) => ownedPromotionsSelector(s).find((p) => p.id === id)!);
  const applied = useSelector(promotions, (s) => appliedQuantitySelector(s, id));
  const voucher = useSelector(promotions, (s) => isVoucherSelector(s, id));
  const canIncrease = useSelector(promotions, (s) => s.can({ type: 'voucher.increase', id }));
  const canDecrease = useSelector(promotions, (s) => s.can({ type: 'voucher.decrease', id }));
  const reason = CheckoutContext.useSelector((s) => (applied > 0 ? (discountsSelector(s).refused.find((r) => r.promotion_id === id)?.reason ?? null) : null));
  const name = promotion.name;
  return (
    <li className={styles.promotion} aria-label={name}>
      <div>
        <strong>{name}</strong>
        {promotion.summary ? <p className={styles.muted}>{promotion.summary}</p> : null}
        {reason ? <p className={ui.alert.error}>{promotionReason(reason)}</p> : null}
      </div>
      {voucher ? (
        <Stepper
          label={name}
          value={applied}
          canDecrease={canDecrease}
          canIncrease={canIncrease}
          onDecrease={() => promotions.send({ type: 'voucher.decrease', id })}
          onIncrease={() => promotions.send({ type: 'voucher.increase', id })}
        />
      ) : (
        <button
          type="button"
          className={applied > 0 ? ui.button.ghost : ui.button.secondary}
          aria-pressed={applied > 0}
          onClick={() => promotions.send({ type: 'promotion.toggle', id })}
        >
          {applied > 0 ? t`Remove ${name}` : t`Apply ${name}`}
        </button>
      )}
    </li>
  );
}

function PromotionsList({ promotions }: { promotions: PromotionsRef }) {
  const { t } = useLingui();
  const owned = useSelector(promotions, ownedPromotionsSelector);
  const ready = useSelector(promotions, (s) => s.matches('ready'));
  const failed = useSelector(promotions, hasPromotionsFailedSelector);
  const discounts = CheckoutContext.useSelector(discountsSelector, shallowEqual);
  const anyApplied = CheckoutContext.useSelector((s) => s.context.promotions.some((p) => p.quantity > 0));
  const discountText = formatPrice(discounts.itemDiscount + discounts.billDiscount + discounts.feeshipDiscount);
  return (
    <>
      {failed ? <p>{t`Your promotions could not be loaded.`}</p> : null}
      {ready && owned.length === 0 ? <p>{t`You have no promotions to use.`}</p> : null}
      <ul className={styles.items} aria-label={t`Your promotions`}>
        {owned.map((promotion) => (
          <PromotionItem key={promotion.id} promotions={promotions} id={promotion.id} />
        ))}
      </ul>
      {anyApplied ? (
        <p>
          <Trans>Discount: {discountText}</Trans>
        </p>
      ) : null}
    </>
  );
}

/** The customer's owned promotions (the checkout's promotions child, machines/promotions). */
export function PromotionsSection() {
  const { t } = useLingui();
  const promotions = CheckoutContext.useSelector(promotionsActorSelector);
  return (
    <section className={styles.section} aria-labelledby="promotions-heading">
      <h2 id="promotions-heading">{t`Promotions`}</h2>
      {promotions ? <PromotionsList promotions={promotions} /> : null}
    </section>
  );
}
