import { useLingui } from '@lingui/react/macro';
import { narrowPageContainer } from '../../../styles/page.css';
import { CardsSkeleton, Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';

/** /payment-result while the order is read: the confirming title, then the order's status card. */
export function PaymentResultSkeleton() {
  const { t } = useLingui();
  return (
    <div className={narrowPageContainer}>
      <SkeletonRegion label={t`Confirming your payment…`}>
        <Skeleton height="2.1rem" width="70%" />
        <CardsSkeleton cards={1} lines={3} />
      </SkeletonRegion>
    </div>
  );
}
