import * as styles from '../home-page.css';

/** The size banners are drawn at (3:1). */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/** The carousel's box while the banners are on their way: the same size, so nothing below moves. */
export function BannerPlaceholder() {
  return (
    <div className={styles.carousel} aria-hidden="true">
      <div className={`${styles.bannerImage} ${styles.bannerPlaceholder}`} />
      <div className={styles.dots} />
    </div>
  );
}
