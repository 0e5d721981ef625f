import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import {
  availablePointsSelector,
  canRedeemSelector,
  isRedeemBusySelector,
  pointsCoverCostSelector,
} from '../../../machines/loyalty-redeem/selectors';
import type { Customer } from '../../../machines/session/machine';
import { customerSelector, isLoadingSelector, isLoggedInSelector } from '../../../machines/session/selectors';
import { CardsSkeleton, SkeletonRegion } from '../../components/ui/skeleton';
import * as form from '../../components/ui/form.css';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { loginPath } from '../../lib/return-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isAccountScreenOn } from '../../app/session/account-links';
import { SessionContext } from '../../app/session/context';
import { useSettings } from '../../app/settings/provider';
import { getCustomerProfileQueryOptions, useRedeemablePromotions, type Promotion } from './api';
import { PromotionFacts } from './components/promotion-facts';
import { PromotionImage } from './components/promotion-image';
import { RedeemDialog } from './components/redeem-dialog';
import { PromotionScreenGate } from './components/screen-gate';
import * as styles from './promotions.css';
import { RedeemContext, RedeemProvider } from './provider';

function BackButton() {
  const { t } = useLingui();
  return (
    <Link href={paths.promotion} className={ui.button.ghost}>
      {t`Back`}
    </Link>
  );
}

/** The points and the redeem button, enabled by the machine (state.can); the dialogs of SPEC §8. */
function RedeemPanel() {
  const { t } = useLingui();
  const redeem = RedeemContext.useActorRef();
  const canRedeem = RedeemContext.useSelector(canRedeemSelector);
  const busy = RedeemContext.useSelector(isRedeemBusySelector);
  const covers = RedeemContext.useSelector(pointsCoverCostSelector);
  const available = formatNumber(RedeemContext.useSelector(availablePointsSelector));
  const ownedScreenOn = isAccountScreenOn('yourPromotion', useSettings());
  return (
    <>
      <p>
        {t`Your available points:`}{' '}
        <strong
          className={covers ? styles.availablePoints.enough : styles.availablePoints.short}
          data-testid="available-points"
        >
          {available}
        </strong>
      </p>
      {!covers && !busy ? (
        <p className={styles.note}>{t`You do not have enough points to redeem this promotion.`}</p>
      ) : null}
      <div className={form.actions}>
        <BackButton />
        <button
          type="button"
          className={ui.button.primary}
          disabled={!canRedeem}
          aria-busy={busy}
          onClick={() => redeem.send({ type: 'redeem' })}
        >
          {busy ? t`Redeeming…` : t`Redeem`}
        </button>
      </div>
      <RedeemDialog ownedScreenOn={ownedScreenOn} />
    </>
  );
}

/** A logged-in customer's redeem: the points are read fresh from the server before the flow starts. */
function CustomerRedeem({ promotion, customer }: { promotion: Promotion; customer: Customer }) {
  const { t } = useLingui();
  const profile = useQuery(getCustomerProfileQueryOptions(customer.id));
  if (profile.isPending)
    return (
      <SkeletonRegion label={t`Loading your points`}>
        <CardsSkeleton cards={1} lines={1} />
      </SkeletonRegion>
    );
  // a failed read leaves the points the session knows; the machine reads them again before redeeming
  const availablePoints = profile.data?.available_point ?? customer.available_point;
  return (
    <RedeemProvider
      key={`${customer.id}-${promotion.id}`}
      input={{ customerId: customer.id, promotionId: promotion.id, pointCost: promotion.point ?? 0, availablePoints }}
    >
      <RedeemPanel />
    </RedeemProvider>
  );
}

function GuestRedeem() {
  const { t } = useLingui();
  const [location] = useLocation();
  return (
    <>
      <p className={ui.alert.info}>{t`Log in to redeem this promotion with your points.`}</p>
      <div className={form.actions}>
        <BackButton />
        <Link href={loginPath(location)} className={ui.button.primary}>
          {t`Log in`}
        </Link>
      </div>
    </>
  );
}

function RedeemDetail({ promotionId }: { promotionId: number }) {
  const { t } = useLingui();
  const list = useRedeemablePromotions();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const restoring = SessionContext.useSelector(isLoadingSelector);
  const customer = SessionContext.useSelector(customerSelector);
  if (list.isPending)
    return (
      <SkeletonRegion label={t`Loading the promotion`}>
        <CardsSkeleton cards={2} />
      </SkeletonRegion>
    );
  const fallbackTitle = (
    <h1 id="redeem-title" className={styles.title}>
      {t`Redeem a promotion`}
    </h1>
  );
  if (list.isError)
    return (
      <>
        {fallbackTitle}
        <div role="alert" className={ui.alert.error}>
          <p>{t`The promotion could not be loaded. Please try again later.`}</p>
          <div className={form.actions}>
            <BackButton />
            <button type="button" className={ui.button.secondary} onClick={() => void list.refetch()}>
              {t`Try again`}
            </button>
          </div>
        </div>
      </>
    );
  const promotion = list.data.find((p) => p.id === promotionId);
  if (!promotion)
    return (
      <>
        {fallbackTitle}
        <p className={ui.alert.info}>{t`This promotion cannot be redeemed any more.`}</p>
        <div className={form.actions}>
          <BackButton />
        </div>
      </>
    );
  const name = promotion.name;
  const cost = formatNumber(promotion.point);
  return (
    <article className={styles.section} aria-labelledby="redeem-title">
      <PromotionImage promotion={promotion} className={styles.heroImage} />
      <h1 id="redeem-title" className={styles.title}>
        {name}
      </h1>
      {promotion.summary ? <p className={styles.summary}>{promotion.summary}</p> : null}
      <p className={styles.points}>{t`${cost} points`}</p>
      <PromotionFacts promotion={promotion} variant="redeem" />
      <p className={styles.note}>{t`Discounts apply to the subtotal before VAT.`}</p>
      {promotion.detail ? (
        <section className={styles.section} aria-labelledby="redeem-detail">
          <h2 id="redeem-detail" className={styles.sectionTitle}>
            {t`Details`}
          </h2>
          <p className={styles.summary}>{promotion.detail}</p>
        </section>
      ) : null}
      {loggedIn && customer ? (
        <CustomerRedeem promotion={promotion} customer={customer} />
      ) : restoring ? null : (
        <GuestRedeem />
      )}
    </article>
  );
}

/** /redeem-promotion/{promotionId}: one promotion's every field (SPEC §2) and the redeem flow (SPEC §4). */
export default function RedeemPromotionPage() {
  const { t } = useLingui();
  const { promotionId = '' } = useParams<{ promotionId: string }>();
  useDocumentTitle(t`Redeem a promotion`);
  return (
    <PromotionScreenGate screen="promotion">
      <div className={styles.page}>
        <RedeemDetail promotionId={Number(promotionId)} />
      </div>
    </PromotionScreenGate>
  );
}
