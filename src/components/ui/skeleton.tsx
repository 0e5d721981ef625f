import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import { narrowPageContainer } from '../../styles/page.css';
import * as styles from './skeleton.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: string;
  /** Sizes the shape instead of `width` and `height` (e.g. the same media rules as the content). */
  className?: string;
}

/** One grey shape standing in for content that is on its way; sized like what replaces it. */
export function Skeleton({ width, height, radius, className }: SkeletonProps) {
  const size = className ? { width, height } : { width: width ?? '100%', height: height ?? '1em' };
  return <span className={className ? `${styles.block} ${className}` : styles.block} style={{ ...size, borderRadius: radius }} />;
}

/** Lines of text: the last one shorter, as a paragraph ends. */
export function SkeletonText({ lines = 3, lineHeight = '1em' }: { lines?: number; lineHeight?: string }) {
  return (
    <span className={styles.lines}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={lineHeight} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/**
 * The loading state of a screen or a part of it: a status whose words (`label`) are shown above the shapes, so a
 * wait always says what it waits for; the shapes are hidden from assistive technology.
 */
export function SkeletonRegion({ label, children }: { label?: string; children: ReactNode }) {
  const { t } = useLingui();
  const name = label ?? t`Loading`;
  return (
    <div className={styles.region} role="status" aria-busy="true" aria-label={name}>
      <p className={styles.label}>{name}</p>
      <div className={styles.region} aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

/** Dish cards as the menu lays them out (compact rows on a phone). */
export function DishCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.dishGrid}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.dishCard}>
          <Skeleton className={styles.dishImage} />
          <div className={styles.lines}>
            <Skeleton height="1.2em" width="80%" />
            <Skeleton height="1em" width="40%" />
            <Skeleton height="36px" width="96px" radius="999px" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A row of chip-shaped buttons (categories, classes). */
export function ChipsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.chips}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height="36px" width="88px" radius="999px" />
      ))}
    </div>
  );
}

/** Cards of label and text lines: forms, order status, payment result. */
export function CardsSkeleton({ cards = 2, lines = 3 }: { cards?: number; lines?: number }) {
  return (
    <>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton height="1.25em" width="45%" />
          <SkeletonText lines={lines} />
        </div>
      ))}
    </>
  );
}

/** Rows of a list with a leading mark (stores, order lines). */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.lines}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`${styles.card} ${styles.row}`}>
          <Skeleton height="40px" width="40px" radius="999px" />
          <span className={styles.grow}>
            <SkeletonText lines={2} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** A form screen while its reads load (checkout): title, then its sections as cards. */
export function FormPageSkeleton({ label, cards = 3 }: { label?: string; cards?: number }) {
  return (
    <div className={narrowPageContainer}>
      <SkeletonRegion label={label}>
        <Skeleton height="2.1rem" width="50%" />
        <CardsSkeleton cards={cards} lines={3} />
      </SkeletonRegion>
    </div>
  );
}
