import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { isPromotionCodeOn } from '../../../domain/promotion-settings';
import { customerSelector, isLoadingSelector, isLoggedInSelector } from '../../../machines/session/selectors';
import { FormPageSkeleton, ListSkeleton, SkeletonRegion } from '../../components/ui/skeleton';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SessionContext } from '../../app/session/context';
import { useSettings } from '../../app/settings/provider';
import { isLocale } from '../../lib/i18n';
import { getMyPromotionsQueryOptions, type OwnedStatus, type Promotion } from './api';
import { PromotionCodeForm } from './components/promotion-code-form';
import { PromotionFacts } from './components/promotion-facts';
import { PromotionImage } from './components/promotion-image';
import { PromotionScreenGate } from './components/screen-gate';
import * as styles from './promotions.css';

const TABS: readonly OwnedStatus[] = ['owned', 'used', 'expired'];

/** A promotion's figures in a modal (SPEC §2 Your promotion). */
function PromotionModal({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={promotion !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          {promotion ? (
            <>
              <Dialog.Title>{promotion.name}</Dialog.Title>
              <Dialog.Description>{promotion.summary ?? t`Promotion details`}</Dialog.Description>
              <PromotionFacts promotion={promotion} variant="owned" />
              {promotion.detail ? <p className={styles.summary}>{promotion.detail}</p> : null}
              <p className={styles.note}>{t`Discounts apply to the subtotal before VAT.`}</p>
            </>
          ) : null}
          <div className={ui.dialogActions}>
            <Dialog.Close className={ui.button.primary}>{t`Close`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OwnedList({ customerId, status }: { customerId: number; status: OwnedStatus }) {
  const { t, i18n } = useLingui();
  const list = useQuery(getMyPromotionsQueryOptions(customerId, status, isLocale(i18n.locale) ? i18n.locale : 'ja'));
  const [opened, setOpened] = useState<Promotion | null>(null);
  if (list.isPending)
    return (
      <SkeletonRegion label={t`Loading your promotions`}>
        <ListSkeleton rows={3} />
      </SkeletonRegion>
    );
  if (list.isError)
    return (
      <div role="alert" className={ui.alert.error}>
        <p>{t`Your promotions could not be loaded. Please try again later.`}</p>
        <button type="button" className={ui.button.secondary} onClick={() => void list.refetch()}>
          {t`Try again`}
        </button>
      </div>
    );
  const empty = { owned: t`You have no promotions yet.`, used: t`You have not used a promotion yet.`, expired: t`None of your promotions has expired.` }[status];
  if (list.data.length === 0) return <p className={ui.alert.info}>{empty}</p>;
  return (
    <>
      <ul className={styles.ownedList} aria-label={t`Your promotions`}>
        {list.data.map((promotion) => {
          const name = promotion.name;
          const quantity = formatNumber(status === 'used' ? promotion.used_quantity : promotion.ticket_quanlity);
          return (
            <li key={promotion.id} className={styles.ownedItem}>
              <button type="button" className={styles.ownedCard} aria-haspopup="dialog" onClick={() => setOpened(promotion)}>
                <PromotionImage promotion={promotion} className={styles.ownedImage} />
                <span className={styles.ownedName}>
                  {name} <span className={styles.ticketCount}>{t`x ${quantity}`}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <PromotionModal promotion={opened} onClose={() => setOpened(null)} />
    </>
  );
}

function YourPromotions({ customerId }: { customerId: number }) {
  const { t } = useLingui();
  const codeOn = isPromotionCodeOn(useSettings());
  const [tab, setTab] = useState<OwnedStatus>('owned');
  const label: Record<OwnedStatus, string> = { owned: t`Owned`, used: t`Used`, expired: t`Expired` };
  return (
    <>
      {codeOn ? <PromotionCodeForm /> : null}
      <ul className={styles.tabs} aria-label={t`Promotion status`}>
        {TABS.map((key) => (
          <li key={key}>
            <button type="button" className={ui.chip} aria-pressed={key === tab} onClick={() => setTab(key)}>
              {label[key]}
            </button>
          </li>
        ))}
      </ul>
      <OwnedList key={tab} customerId={customerId} status={tab} />
    </>
  );
}

/** /your-promotion: the customer's promotions by tab (SPEC §2 Your promotion); login required, else / (SPEC §6). */
export default function YourPromotionPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Your promotions`);
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const restoring = SessionContext.useSelector(isLoadingSelector);
  const customer = SessionContext.useSelector(customerSelector);
  return (
    <PromotionScreenGate screen="yourPromotion">
      {loggedIn && customer ? (
        <section className={styles.page} aria-labelledby="your-promotion-title">
          <h1 id="your-promotion-title" className={styles.title}>
            {t`Your promotions`}
          </h1>
          <YourPromotions customerId={customer.id} />
        </section>
      ) : restoring ? (
        <FormPageSkeleton cards={2} />
      ) : (
        <Redirect to={paths.home} replace />
      )}
    </PromotionScreenGate>
  );
}
