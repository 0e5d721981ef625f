import { useLingui } from '@lingui/react/macro';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import * as styles from './favourite-heart.css';
import { useFavourites, useFavouritesKey, type Favourite } from './use-favourites';

/** What the heart needs of a dish (a menu item or a dish detail). */
export type FavouriteDish = Pick<Favourite, 'menucd' | 'menuname' | 'price' | 'has_topping'> & Partial<Favourite>;

/** The customer's favourites as every heart of a list reads them, or null where the hearts are not shown. */
interface FavouritesShared {
  favourite: ReadonlySet<string>;
  pending: boolean;
  toggle: (dish: FavouriteDish, favourite: boolean) => void;
}

const FavouritesContext = createContext<FavouritesShared | null | undefined>(undefined);

/**
 * Reads the favourites once for every heart inside (the menu's dozens of cards): one query observer and one set
 * of machine subscriptions instead of one per card, which made each update of the session or the cache re-render
 * every card (blocking time on /main-menu).
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const key = useFavouritesKey();
  const { list, toggle } = useFavourites(key);
  const { mutate } = toggle;
  const shared = useMemo<FavouritesShared | null>(
    () =>
      key
        ? {
            favourite: new Set((list.data ?? []).map((f) => f.menucd)),
            pending: list.isPending,
            toggle: (dish, favourite) => mutate({ item: { isFavorite: favourite, ...dish }, isFavorite: !favourite }),
          }
        : null,
    [key, list.data, list.isPending, mutate],
  );
  return <FavouritesContext.Provider value={shared}>{children}</FavouritesContext.Provider>;
}

/**
 * The heart on a menu card and the dish detail: shown to a logged-in customer while
 * useFavoriteMenu is on; sets or clears the dish as a favourite.
 */
export function FavouriteHeart({ dish, onImage = false }: { dish: FavouriteDish; onImage?: boolean }) {
  const shared = useContext(FavouritesContext);
  if (shared === undefined) return <OwnFavouriteHeart dish={dish} onImage={onImage} />;
  if (shared === null) return null;
  return <HeartButton dish={dish} onImage={onImage} shared={shared} />;
}

/** A heart outside a FavouritesProvider (the dish detail) reads the favourites itself. */
function OwnFavouriteHeart({ dish, onImage }: { dish: FavouriteDish; onImage: boolean }) {
  return (
    <FavouritesProvider>
      <FavouriteHeart dish={dish} onImage={onImage} />
    </FavouritesProvider>
  );
}

function HeartButton({ dish, onImage, shared }: { dish: FavouriteDish; onImage: boolean; shared: FavouritesShared }) {
  const { t } = useLingui();
  const name = dish.menuname;
  const favourite = shared.favourite.has(dish.menucd);
  return (
    <button
      type="button"
      className={onImage ? `${styles.heart} ${styles.heartOnImage}` : styles.heart}
      aria-pressed={favourite}
      aria-label={t`Favourite: ${name}`}
      disabled={shared.pending}
      onClick={() => shared.toggle(dish, favourite)}
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
