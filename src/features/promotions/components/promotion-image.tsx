import { FallbackImage } from '../../../components/ui/fallback-image';
import { DISH_PLACEHOLDER_IMAGE } from '../../../lib/media';
import type { Promotion } from '../api';

/** A promotion's picture (image.full_original_url, else the first image_url); decorative beside its name. */
export function PromotionImage({ promotion, className }: { promotion: Promotion; className: string }) {
  const source = promotion.image?.full_original_url ?? promotion.image_url?.[0];
  return <FallbackImage className={className} src={source} placeholder={DISH_PLACEHOLDER_IMAGE} alt="" width={600} height={400} loading="lazy" />;
}
