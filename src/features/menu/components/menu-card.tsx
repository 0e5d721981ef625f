import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'wouter';
import { FallbackImage } from '../../../components/ui/fallback-image';
import * as ui from '../../../components/ui/ui.css';
import { detailPath } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import { FavouriteHeart } from '../../../app/favourites/favourite-heart';
import type { MenuItem } from '../../../lib/api/get-menu';
import { DISH_IMAGE_SIZE, DISH_PLACEHOLDER_IMAGE } from '../../../lib/media';
import { SoldOutStamp } from '../../../components/ui/sold-out-stamp';
import * as styles from '../menu.css';
import { IconLegendButton } from './icon-legend';
import { ALLERGY_LABELS, STATUS_LABELS } from './menu-labels';

interface MenuCardProps {
  item: MenuItem;
  onAdd: (item: MenuItem) => void;
  /** `first`: the menu's largest first paint, fetched before the others; `eager`: on the first screen */
  imageLoading?: 'first' | 'eager' | 'lazy';
}

/** Memoised: a new list of sections (a class chosen, the classes' answer) keeps the cards of the same dishes. */
export const MenuCard = memo(function MenuCard({ item, onAdd, imageLoading = 'lazy' }: MenuCardProps) {
  const { t, i18n } = useLingui();
  const name = item.menuname;
  const status = item.menu_status ? STATUS_LABELS[item.menu_status] : undefined;
  return (
    <li className={`${ui.card} ${styles.card}${imageLoading === 'lazy' ? ` ${styles.cardBelowFirstScreen}` : ''}`}>
      <div className={styles.imageBox}>
        <FallbackImage
          className={styles.image}
          src={item.img}
          placeholder={DISH_PLACEHOLDER_IMAGE}
          alt={name}
          {...DISH_IMAGE_SIZE}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageLoading === 'first' ? 'high' : undefined}
        />
        <FavouriteHeart dish={{ ...item, price: item.baika }} onImage />
        {item.soldout ? <SoldOutStamp className={styles.soldOutMark} /> : null}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.name}>{name}</h3>
        {status || item.dataicon?.length ? (
          <div className={styles.iconsRow}>
            <ul className={styles.icons} aria-label={t`Labels and allergens`}>
              {status && item.menu_status ? (
                <li className={styles.iconItem} title={i18n._(status)}>
                  <span className={styles.statusIcon[item.menu_status]} aria-hidden="true" />
                  <span className={styles.iconLabel}>{i18n._(status)}</span>
                </li>
              ) : null}
              {(item.dataicon ?? []).map((code) =>
                ALLERGY_LABELS[code] ? (
                  <li key={code} className={styles.iconItem} title={i18n._(ALLERGY_LABELS[code])}>
                    <span className={styles.allergyIcon[code]} aria-hidden="true" />
                    <span className={styles.iconLabel}>{i18n._(ALLERGY_LABELS[code])}</span>
                  </li>
                ) : null,
              )}
            </ul>
            <IconLegendButton />
          </div>
        ) : null}
        <div className={styles.cardFooter}>
          <p className={styles.price}>{formatPrice(item.baika)}</p>
          {item.soldout ? (
            <button type="button" className={ui.button.primary} disabled aria-label={t`${name} is sold out`}>
              {t`Sold out`}
            </button>
          ) : item.has_topping ? (
            <Link
              href={detailPath(item.menucd)}
              className={ui.button.secondary}
              aria-label={t`Choose options for ${name}`}
            >
              {t`Choose options`}
            </Link>
          ) : (
            // The visible word begins the accessible name (WCAG 2.5.3 label in name).
            <button
              type="button"
              className={ui.button.primary}
              aria-label={t`Add ${name} to the cart`}
              onClick={() => onAdd(item)}
            >
              {t`Add`}
            </button>
          )}
        </div>
      </div>
    </li>
  );
});
