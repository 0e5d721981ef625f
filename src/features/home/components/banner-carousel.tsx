import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { BANNER_INTERVAL_MS } from '../../../../domain/constants';
import { bannerTarget } from '../home-helpers';
import { getBannersQueryOptions } from '../api/get-banners';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { isLocale } from '../../../lib/i18n';
import { BANNER_PLACEHOLDER_IMAGE } from '../../../lib/media';
import * as styles from '../home-page.css';
import { BANNER_HEIGHT, BANNER_WIDTH, BannerPlaceholder } from './banner-placeholder';

/** Banner carousel, a new banner every 4 s; a banner opens its URL or its dish. */
export function BannerCarousel({ brandCode }: { brandCode: string }) {
  const { t, i18n } = useLingui();
  const lang = isLocale(i18n.locale) ? i18n.locale : 'ja';
  const { data: banners = [], isPending } = useQuery(getBannersQueryOptions(brandCode, lang));
  const [index, setIndex] = useState(0);
  const count = banners.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  if (isPending) return <BannerPlaceholder />;
  if (count === 0) return null;
  const current = banners[index % count];
  const position = (index % count) + 1;
  const headline = current.headline ?? '';
  const offer = current.offer ?? '';
  // the banner's words are drawn in its image: the same words are its text alternative
  const alt = headline ? t`Offer ${position} of ${count}: ${headline}. ${offer}` : t`Offer ${position} of ${count}`;
  const image = (
    <FallbackImage
      className={styles.bannerImage}
      src={current.images[0]?.full_original_url}
      placeholder={BANNER_PLACEHOLDER_IMAGE}
      alt={alt}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      fetchPriority={index === 0 ? 'high' : 'auto'}
    />
  );
  const target = bannerTarget(current);
  return (
    <section className={styles.carousel} aria-roledescription={t`carousel`} aria-label={t`Offers`}>
      {target === null ? (
        image
      ) : target.external ? (
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      ) : (
        <Link href={target.href}>{image}</Link>
      )}
      <div className={styles.dots} role="group" aria-label={t`Choose an offer`}>
        {banners.map((banner, i) => {
          const n = i + 1;
          return (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={t`Offer ${n}`}
              aria-pressed={i === index % count}
              onClick={() => setIndex(i)}
            />
          );
        })}
      </div>
    </section>
  );
}
