import { useLingui } from '@lingui/react/macro';
import * as styles from './favourites.css';
import { useFavourites, useFavouritesKey, type Favourite } from './use-favourites';

/** What the heart needs of a dish (a menu item or a dish detail). */
export type FavouriteDish = Pick<Favourite, 'menucd' | 'menuname' | 'price' | 'has_topping'> & Partial<Favourite>;

/**
 * The heart on a menu card and the dish detail (issue 11): shown to a logged-in customer while
 * useFavoriteMenu is on; sets or clears the dish as a favourite.
 */
export function FavouriteHeart({ dish, onImage = false }: { dish: FavouriteDish; onImage?: boolean }) {
  const { t } = useLingui();
  const key = useFavouritesKey();
  const { list, toggle } = useFavourites(key);
  if (!key) return null;
  const name = dish.menuname;
  const favourite = (list.data ?? []).some((f) => f.menucd === dish.menucd);
  return (
    <button
      type="button"
      className={onImage ? `${styles.heart} ${styles.heartOnImage}` : styles.heart}
      aria-pressed={favourite}
      aria-label={t`Favourite: ${name}`}
      disabled={list.isPending}
      onClick={() => toggle.mutate({ item: { isFavorite: favourite, ...dish }, isFavorite: !favourite })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
