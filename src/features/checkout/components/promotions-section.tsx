import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { Temporal } from 'temporal-polyfill';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { promotionRefusal, type PromotionRule } from '../../../../domain/promotions';
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
import { paths } from '../../../config/paths';
import { formatPrice, keepAmountsWhole } from '../../../lib/format';
import { loginPath } from '../../../lib/return-path';
import { useCheckoutMessages } from '../messages';
import { CheckoutContext } from '../provider';
import * as styles from '../checkout.css';

type PromotionsRef = ActorRefFrom<typeof promotionsMachine>;
type CheckoutSnapshot = Parameters<Parameters<typeof CheckoutContext.useSelector>[0]>[0];

/**
 * Why the cart does not qualify for a promotion that is not applied yet, or null: the engine's own rule
 * (domain/promotions), which the server runs again at check-apply and at confirmation.
 */
function refusalBeforeApplying(s: CheckoutSnapshot, rule: PromotionRule | undefined) {
  if (!rule || s.context.now === null) return null;
  return promotionRefusal(rule, { lines: s.context.order?.lines ?? [], storeCode: s.context.store.code }, Temporal.Instant.from(s.context.now), 1);
}

/**
 * One listed promotion: apply or remove it, or step a voucher. Before it is applied it says why the cart does not
 * qualify, and then it cannot be applied; once applied, a refusal of the whole set shows its reason.
 */
function PromotionItem({ promotions, id }: { promotions: PromotionsRef; id: number }) {
  const { t } = useLingui();
  const { promotionReason } = useCheckoutMessages();
  const promotion = useSelector(promotions, (s) => ownedPromotionsSelector(s).find((p) => p.id === id)!);
  const rule = useSelector(promotions, (s) => s.context.rules.find((r) => r.id === id));
  const applied = useSelector(promotions, (s) => appliedQuantitySelector(s, id));
  const voucher = useSelector(promotions, (s) => isVoucherSelector(s, id));
  const canIncrease = useSelector(promotions, (s) => s.can({ type: 'voucher.increase', id }));
  const canDecrease = useSelector(promotions, (s) => s.can({ type: 'voucher.decrease', id }));
  const ineligible = CheckoutContext.useSelector((s) => (applied > 0 ? null : refusalBeforeApplying(s, rule)));
  const refused = CheckoutContext.useSelector((s) => (applied > 0 ? (discountsSelector(s).refused.find((r) => r.promotion_id === id)?.reason ?? null) : null));
  const reason = ineligible ?? refused;
  const minimum = formatPrice(promotion.minimum_total ?? 0);
  const name = promotion.name;
  const reasonId = `promotion-${id}-reason`;
  return (
    <li className={styles.promotion} aria-label={name}>
      <div className={styles.promotionText}>
        <strong>{name}</strong>
        {promotion.summary ? <p className={styles.muted}>{keepAmountsWhole(promotion.summary)}</p> : null}
        {reason ? (
          <p id={reasonId} className={ineligible ? styles.promotionReason : ui.alert.error}>
            {reason === 'minimum_total' && (promotion.minimum_total ?? 0) > 0 ? t`For orders from ${minimum}.` : promotionReason(reason)}
          </p>
        ) : null}
      </div>
      <div className={styles.promotionAction}>
        {voucher ? (
          <Stepper
            label={name}
            value={applied}
            canDecrease={canDecrease}
            canIncrease={canIncrease && ineligible === null}
            onDecrease={() => promotions.send({ type: 'voucher.decrease', id })}
            onIncrease={() => promotions.send({ type: 'voucher.increase', id })}
          />
        ) : (
          <button
            type="button"
            className={applied > 0 ? ui.button.ghost : ui.button.secondary}
            aria-pressed={applied > 0}
            aria-label={applied > 0 ? t`Remove ${name}` : t`Apply ${name}`}
            aria-describedby={reason ? reasonId : undefined}
            disabled={ineligible !== null}
            onClick={() => promotions.send({ type: 'promotion.toggle', id })}
          >
            {applied > 0 ? t`Remove` : t`Apply`}
          </button>
        )}
      </div>
    </li>
  );
}

/** A guest: the banners' offers are for members, and logging in comes back to this checkout with the cart kept. */
function MembersOnly() {
  return (
    <p>
      <Trans>The offers on the home banners are for members.</Trans>{' '}
      <Link href={loginPath(paths.checkout)}>
        <Trans>Log in to use them</Trans>
      </Link>
    </p>
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
  // promotions are on, but the customer is a guest
  const guest = CheckoutContext.useSelector((s) => s.context.usePromotions && s.context.session.customerId === null);
  return (
    <section className={styles.section} aria-labelledby="promotions-heading">
      <h2 id="promotions-heading">{t`Promotions`}</h2>
      {guest ? <MembersOnly /> : null}
      {promotions && !guest ? <PromotionsList promotions={promotions} /> : null}
    </section>
  );
}
