import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { CardsSkeleton, SkeletonRegion } from '../../components/ui/skeleton';
import * as ui from '../../components/ui/ui.css';
import { buildPath } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRedeemablePromotions, type Promotion } from './api';
import { PromotionImage } from './components/promotion-image';
import { PromotionScreenGate } from './components/screen-gate';
import * as styles from './promotions.css';

function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useLingui();
  const name = promotion.name;
  const points = formatNumber(promotion.point);
  return (
    <li className={styles.card}>
      <PromotionImage promotion={promotion} className={styles.cardImage} />
      <h2 className={styles.cardName}>{name}</h2>
      <p className={styles.points}>{t`${points} points`}</p>
      <Link href={buildPath('redeemPromotion', { promotionId: promotion.id })} className={ui.button.primary} aria-label={t`Explore ${name}`}>
        {t`Explore`}
      </Link>
    </li>
  );
}

function RedeemableList() {
  const { t } = useLingui();
  const list = useRedeemablePromotions();
  if (list.isPending)
    return (
      <SkeletonRegion label={t`Loading the promotions`}>
        <CardsSkeleton cards={3} />
      </SkeletonRegion>
    );
  if (list.isError)
    return (
      <div role="alert" className={ui.alert.error}>
        <p>{t`The promotions could not be loaded. Please try again later.`}</p>
        <button type="button" className={ui.button.secondary} onClick={() => void list.refetch()}>
          {t`Try again`}
        </button>
      </div>
    );
  if (list.data.length === 0) return <p className={ui.alert.info}>{t`There are no promotions to redeem right now.`}</p>;
  return (
    <ul className={styles.list} aria-label={t`Promotions to redeem`}>
      {list.data.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </ul>
  );
}

/** /promotion: the promotions redeemable with points (SPEC §2 Promotion and redeem; not guarded by login, SPEC §6). */
export default function PromotionPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Redeem promotions`);
  return (
    <PromotionScreenGate screen="promotion">
      <section className={styles.page} aria-labelledby="promotion-title">
        <h1 id="promotion-title" className={styles.title}>
          {t`Redeem promotions`}
        </h1>
        <RedeemableList />
      </section>
    </PromotionScreenGate>
  );
}
