import { useState } from 'react';
import type { Promotion } from '../api';

/** SPEC §8 "Image load failure": a placeholder image. */
const PLACEHOLDER_IMAGE = '/media/menu/placeholder.svg';

/** A promotion's picture (image.full_original_url, else the first image_url); decorative beside its name. */
export function PromotionImage({ promotion, className }: { promotion: Promotion; className: string }) {
  const source = promotion.image?.full_original_url ?? promotion.image_url?.[0] ?? PLACEHOLDER_IMAGE;
  const [failed, setFailed] = useState(false);
  return <img className={className} src={failed ? PLACEHOLDER_IMAGE : source} alt="" width={600} height={400} loading="lazy" onError={() => setFailed(true)} />;
}
