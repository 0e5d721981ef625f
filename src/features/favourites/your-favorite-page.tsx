import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { addedNoticeSelector } from '../../../machines/cart/selectors';
import { chosenStoreSelector } from '../../../machines/fulfilment/selectors';
import { FallbackImage } from '../../components/ui/fallback-image';
import { ListSkeleton, SkeletonRegion } from '../../components/ui/skeleton';
import * as form from '../../components/ui/form.css';
import * as ui from '../../components/ui/ui.css';
import { detailPath } from '../../config/paths';
import { formatPrice } from '../../lib/format';
import { CartContext, FulfilmentContext } from '../../app/ordering/context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RequireLogin } from '../../app/session/components/require-login';
import { useSettings } from '../../app/settings/provider';
import * as styles from './favourites.css';
import { useFavourites, useFavouritesKey, type Favourite } from '../../app/favourites/use-favourites';
import { DISH_PLACEHOLDER_IMAGE } from '../../lib/media';

/** The menu's stand-in for a dish without a picture. */

function FavouriteRow({ item, canOrder }: { item: Favourite; canOrder: boolean }) {
  const { t } = useLingui();
  const cart = CartContext.useActorRef();
  const key = useFavouritesKey();
  const { toggle } = useFavourites(key);
  const name = item.menuname;
  const image = item.image ?? item.img ?? '';
  const add = () =>
    cart.send({
      type: 'cart.add',
      detail: {
        food: { menucd: item.menucd, menunm: name, description: item.description ?? undefined, price: item.baika ?? item.price, image, tax_rate: item.tax_rate, stuckb: item.stuckb },
        topping: { mandatory: [], option: [] },
      },
      quantity: 1,
      stuckb: item.stuckb,
    });
  return (
    <li className={styles.row} data-testid="favourite">
      <FallbackImage className={styles.image} src={image} placeholder={DISH_PLACEHOLDER_IMAGE} alt={name} width={72} height={72} loading="lazy" />
      <div className={styles.body}>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.price}>{formatPrice(item.baika ?? item.price)}</p>
        <div className={styles.actions}>
          {canOrder ? (
            item.has_topping ? (
              <Link href={detailPath(item.menucd)} className={ui.button.secondary} aria-label={t`Choose options for ${name}`}>
                {t`Choose options`}
              </Link>
            ) : (
              <button type="button" className={ui.button.primary} aria-label={t`Add ${name} to the cart`} onClick={add}>
                {t`Add`}
              </button>
            )
          ) : null}
          <button
            type="button"
            className={ui.button.ghost}
            aria-label={t`Remove ${name} from favourites`}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ item, isFavorite: false })}
          >
            {t`Remove`}
          </button>
        </div>
      </div>
    </li>
  );
}

function FavouriteList() {
  const { t } = useLingui();
  const { useFavoriteMenu } = useSettings();
  const key = useFavouritesKey();
  const { list } = useFavourites(key);
  const cart = CartContext.useActorRef();
  const added = CartContext.useSelector(addedNoticeSelector);
  // a delivery order is under way once a store serves it: only then can a dish be added
  const canOrder = FulfilmentContext.useSelector(chosenStoreSelector) !== null;
  if (!useFavoriteMenu) return <p className={ui.alert.info}>{t`Favourites are not available right now.`}</p>;
  if (!key || list.isPending)
    return (
      <SkeletonRegion label={t`Loading your favourites`}>
        <ListSkeleton rows={3} />
      </SkeletonRegion>
    );
  if (list.isError)
    return (
      <div role="alert" className={ui.alert.error}>
        <p>{t`Your favourites could not be loaded. Please try again later.`}</p>
        <button type="button" className={ui.button.secondary} onClick={() => void list.refetch()}>
          {t`Try again`}
        </button>
      </div>
    );
  const addedName = added?.name ?? '';
  return (
    <>
      {added ? (
        <div role="status" className={ui.alert.info}>
          <span>{t`${addedName} was added to the cart.`}</span>{' '}
          <button type="button" className={form.linkButton} onClick={() => cart.send({ type: 'addedNotice.dismiss' })}>
            {t`OK`}
          </button>
        </div>
      ) : null}
      {list.data.length === 0 ? (
        <p className={ui.alert.info}>{t`You have no favourite dishes yet. Tap the heart on a dish to keep it here.`}</p>
      ) : (
        <ul className={styles.list} aria-label={t`Favourite dishes`}>
          {list.data.map((item) => (
            <FavouriteRow key={item.menucd} item={item} canOrder={canOrder} />
          ))}
        </ul>
      )}
    </>
  );
}

/** /your-favorite: the customer's favourite dishes (SPEC §2 Your favorite). */
export default function YourFavoritePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Favourites`);
  return (
    <RequireLogin title={t`Favourites`}>
      {() => (
        <section className={styles.page} aria-labelledby="favourites-title">
          <h1 id="favourites-title" className={styles.title}>
            {t`Favourites`}
          </h1>
          <FavouriteList />
          <div className={form.actions}>
            <button type="button" className={ui.button.ghost} onClick={() => window.history.back()}>
              {t`Back`}
            </button>
          </div>
        </section>
      )}
    </RequireLogin>
  );
}
