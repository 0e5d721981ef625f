import { useLingui } from '@lingui/react/macro';
import { CardsSkeleton, ChipsSkeleton, SkeletonRegion } from '../../components/ui/skeleton';

/** The status page while the order is read: the progress steps, then the order's cards. */
export function OrderStatusSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonRegion label={t`Loading your order`}>
      <ChipsSkeleton count={4} />
      <CardsSkeleton cards={3} lines={3} />
    </SkeletonRegion>
  );
}
