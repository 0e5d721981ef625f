import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { imageLinkOrNull } from '../../../domain/image-link';
import { CardsSkeleton, Skeleton, SkeletonRegion } from '../../components/ui/skeleton';
import * as ui from '../../components/ui/ui.css';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { isLocale } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getMembershipProfileQueryOptions, type MembershipProfile } from './api/get-loyalty';
import { MemberQr } from './components/member-qr';
import { memberSince, transactionTabSearch } from './history';
import * as styles from './loyalty.css';
import { RequireMembership } from './require-membership';

function MembershipCard({ profile }: { profile: MembershipProfile }) {
  const { t, i18n } = useLingui();
  const level = profile.levels[0];
  // a link that is no image link (SPEC §5) is not asked for: the card keeps its colour, the avatar is left out
  const image = imageLinkOrNull(level?.images?.[0]?.full_original_url);
  const avatar = imageLinkOrNull(profile.avatar);
  const levelName = level?.name ?? '';
  const memberId = profile.member_id ?? '';
  const since = memberSince(profile.created_at, i18n.locale);
  const next = profile.next_level;
  const pointsToGo = next ? formatNumber(next.points_to_go, i18n.locale) : '';
  const nextName = next?.name ?? '';
  return (
    <article
      className={styles.card}
      aria-label={t`Membership card`}
      data-testid="membership-card"
      style={image ? { backgroundImage: `${styles.CARD_VEIL}, url("${image}")` } : undefined}
    >
      <div className={styles.cardHead}>
        {avatar ? <img className={styles.avatar} src={avatar} alt="" width={56} height={56} /> : null}
        <div>
          <h2 className={styles.memberName}>{profile.full_name}</h2>
          <span className={styles.level} data-testid="membership-level">
            {levelName}
          </span>
        </div>
      </div>
      <div className={styles.qr}>
        <MemberQr value={profile.qr_code} label={t`Member QR code of ${memberId}`} />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Member ID`}</dt>
          <dd className={styles.factValue}>{memberId}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Member since`}</dt>
          <dd className={styles.factValue}>{since}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Total points`}</dt>
          <dd className={styles.factValue} data-testid="total-points">
            {formatNumber(profile.total_point, i18n.locale)}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t`Available points`}</dt>
          <dd className={styles.factValue} data-testid="available-points">
            {formatNumber(profile.available_point, i18n.locale)}
          </dd>
        </div>
      </dl>
      {next ? (
        <p className={styles.nextLevel}>
          <Trans>
            {pointsToGo} more points to {nextName}
          </Trans>
        </p>
      ) : null}
    </article>
  );
}

function MembershipCardSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonRegion label={t`Loading your membership card`}>
      <Skeleton height="420px" radius="16px" />
      <CardsSkeleton cards={1} lines={1} />
    </SkeletonRegion>
  );
}

function Membership({ customerId }: { customerId: number }) {
  const { t, i18n } = useLingui();
  const lang = isLocale(i18n.locale) ? i18n.locale : 'ja';
  const profile = useQuery(getMembershipProfileQueryOptions(customerId, lang));
  if (profile.isPending) return <MembershipCardSkeleton />;
  if (profile.isError)
    return (
      <div role="alert" className={ui.alert.error}>
        <p>{t`Your membership card could not be loaded. Please try again.`}</p>
        <button type="button" className={ui.button.secondary} onClick={() => void profile.refetch()}>
          {t`Try again`}
        </button>
      </div>
    );
  return (
    <>
      <MembershipCard profile={profile.data} />
      <div className={styles.actions}>
        <Link href={`${paths.transactionHistory}${transactionTabSearch('point-history')}`} className={ui.button.primary}>
          {t`Point history`}
        </Link>
      </div>
    </>
  );
}

/** /membership: the member's card (SPEC §2 Membership and transactions); login and useMembership, else /. */
export default function MembershipPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Membership`);
  return (
    <RequireMembership>
      {(customer) => (
        <section className={styles.page} aria-labelledby="membership-title">
          <h1 id="membership-title" className={styles.title}>
            {t`Membership`}
          </h1>
          <Membership key={customer.id} customerId={customer.id} />
        </section>
      )}
    </RequireMembership>
  );
}
