import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import * as ui from '../../../components/ui/ui.css';
import { formatDateTime, formatNumber, formatPercent, formatPrice } from '../../../lib/format';
import type { Promotion } from '../api';
import { usePromotionMessages } from '../messages';
import * as styles from '../promotions.css';

/** Which figures a list shows: the redeem screen's (SPEC §2 Promotion and redeem) or the owned modal's (Your promotion). */
export type FactsVariant = 'redeem' | 'owned';

const itemNames = (items: { selectedItems?: { menucd: string; menuname?: string }[] } | undefined) =>
  (items?.selectedItems ?? []).map((item) => item.menuname ?? item.menucd);

/** The discount: a percent or an amount of money (SPEC §3 pmt_type; money_discount shown as money). */
export function useDiscountText() {
  return (promotion: Promotion) => (promotion.pmt_type === 'percent_discount' ? formatPercent(promotion.value ?? 0) : formatPrice(promotion.value ?? 0));
}

/** A promotion's figures as a definition list; 0 limits read "unlimited" (SPEC §2). */
export function PromotionFacts({ promotion, variant }: { promotion: Promotion; variant: FactsVariant }) {
  const { t } = useLingui();
  const messages = usePromotionMessages();
  const discount = useDiscountText()(promotion);
  const unlimited = t`Unlimited`;
  const countOrUnlimited = (value: number | undefined) => (value ? formatNumber(value) : unlimited);
  const from = promotion.expired_date_from ? formatDateTime(promotion.expired_date_from) : '';
  const to = promotion.expired_date_to ? formatDateTime(promotion.expired_date_to) : '';
  const validity = from || to ? `${from} – ${to}` : unlimited;
  const conditionItems = itemNames(promotion.condition_items);
  const applyItems = itemNames(promotion.apply_items);
  const stores = (promotion.promotion_stores ?? []).map((store) => store.name);
  const list = (names: string[], empty: string): ReactNode =>
    names.length === 0 ? (
      empty
    ) : (
      <ul className={styles.tags}>
        {names.map((name) => (
          <li key={name} className={styles.tag}>
            {name}
          </li>
        ))}
      </ul>
    );
  const rows: [string, ReactNode][] =
    variant === 'redeem'
      ? [
          [t`Valid`, validity],
          [t`Discount`, discount],
          [t`Minimum subtotal`, promotion.minimum_total ? formatPrice(promotion.minimum_total) : t`None`],
          [t`Maximum discount`, promotion.limit ? formatPrice(promotion.limit) : unlimited],
          [t`Quantity`, countOrUnlimited(promotion.quantity)],
          [t`Remaining`, promotion.quantity ? formatNumber(promotion.remaining) : unlimited],
          [t`Limit per customer`, countOrUnlimited(promotion.limit_on_customer)],
          [t`Limit per day`, countOrUnlimited(promotion.limit_per_day)],
          ...(promotion.item_by_item ? [[t`Condition items`, list(conditionItems, t`None`)] as [string, ReactNode]] : []),
          [t`Applies to`, list(applyItems, messages.target[promotion.pmt_on])],
          [t`Stores`, list(stores, t`All stores`)],
        ]
      : [
          [t`Points`, formatNumber(promotion.point)],
          [t`Type`, messages.type[promotion.pmt_type]],
          [t`Value`, discount],
          [t`Maximum discount`, promotion.limit ? formatPrice(promotion.limit) : unlimited],
          [t`Minimum subtotal`, promotion.minimum_total ? formatPrice(promotion.minimum_total) : t`None`],
          [t`Remaining`, promotion.quantity ? formatNumber(promotion.remaining) : unlimited],
          [t`Your tickets`, formatNumber(promotion.ticket_quanlity)],
          [t`Valid from`, from || t`None`],
          [t`Valid to`, promotion.ticket_expired_to ? formatDateTime(promotion.ticket_expired_to) : to || unlimited],
        ];
  return (
    <dl className={ui.definitionList}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
