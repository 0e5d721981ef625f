import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { TOPPING_LIMIT } from '../../../domain/constants';
import { menuLanguage } from '../../../domain/settings';
import type { CartLine } from '../../../domain/cart-line';
import {
  cartLineToSelection,
  chooseMandatory,
  initialSelection,
  isSelectionValid,
  selectionToCartLine,
  setDishQuantity,
  setOptionalQuantity,
  type DishDetail,
} from '../../../domain/toppings';
import { cartLineSelector, isCartLoadingSelector, storeTaxSelector } from '../../../machines/cart/selectors';
import { chosenStoreSelector } from '../../../machines/fulfilment/selectors';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CardsSkeleton, Skeleton, SkeletonRegion, SkeletonText } from '../../components/ui/skeleton';
import { Stepper } from '../../components/ui/stepper';
import * as ui from '../../components/ui/ui.css';
import { EDIT_LINE_PARAM, paths } from '../../config/paths';
import { formatPrice } from '../../lib/format';
import { isLocale } from '../../lib/i18n';
import { useSettings } from '../../app/settings/provider';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CartContext, FulfilmentContext } from '../../app/ordering/context';
import { getDefaultBrandAndStoreQueryOptions } from '../../lib/api/get-stores';
import { FavouriteHeart } from '../../app/favourites/favourite-heart';
import { getDishDetailQueryOptions, toDomainDetail } from '../../lib/api/get-menu';
import { CartBar } from './components/cart-bar';
import { favouriteDishOf } from './menu-item';
import * as styles from './menu.css';
import { DISH_IMAGE_SIZE, DISH_PLACEHOLDER_IMAGE } from '../../lib/media';
import { SoldOutStamp } from '../../components/ui/sold-out-stamp';

/**
 * The dish's choices and the button that puts them in the cart: a new line, or with `editing` (the cart page's
 * "Change") that line, opened on its own choices and replaced in place.
 */
function DishForm({ detail, soldOut, editing }: { detail: DishDetail; soldOut: boolean; editing: CartLine | null }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const cart = CartContext.useActorRef();
  const storeTax = CartContext.useSelector(storeTaxSelector);
  const [selection, setSelection] = useState(() => (editing ? cartLineToSelection(detail, editing) : initialSelection(detail)));
  const change = editing
    ? ({ type: 'cart.replaceLine', menuid: editing.menuid, detail, selection, stuckb: editing.stuckb } as const)
    : ({ type: 'cart.add', detail, selection } as const);
  const canAdd = CartContext.useSelector((s) => s.can(change));
  const price = isSelectionValid(detail, selection) ? selectionToCartLine(detail, selection, { storeTax }).totalPrice : null;
  const { food } = detail;
  const dishName = food.menunm;
  const priceText = formatPrice(price);

  return (
    <form
      className={styles.page}
      onSubmit={(event) => {
        event.preventDefault();
        cart.send(change);
        // the changed line is seen where it was changed; Back from the cart does not reopen a line that is gone
        if (editing) navigate(paths.myCart, { replace: true });
        else navigate(paths.mainMenu);
      }}
    >
      {detail.topping.mandatory.map((group, groupIndex) => (
        <fieldset key={group.group_name} className={styles.group}>
          <legend className={styles.groupTitle}>
            {group.group_name} <span className={styles.muted}>{t`(choose one)`}</span>
          </legend>
          {group.items.map((item) => (
            <label key={item.menucd} className={styles.toppingRow}>
              <span>
                <input
                  type="radio"
                  name={`mandatory-${groupIndex}`}
                  checked={selection.mandatory[groupIndex] === item.menucd}
                  onChange={() => setSelection((s) => chooseMandatory(detail, s, groupIndex, item.menucd))}
                />{' '}
                {item.menunm}
              </span>
              <span className={styles.muted}>+{formatPrice(item.price)}</span>
            </label>
          ))}
        </fieldset>
      ))}
      {detail.topping.option.map((group) => (
        <fieldset key={group.group_name} className={styles.group}>
          <legend className={styles.groupTitle}>
            {group.group_name} <span className={styles.muted}>{t`(up to ${TOPPING_LIMIT} each)`}</span>
          </legend>
          {group.items.map((item) => {
            const quantity = selection.optional[item.menucd] ?? 0;
            return (
              <div key={item.menucd} className={styles.toppingRow}>
                <span>
                  {item.menunm} <span className={styles.muted}>+{formatPrice(item.price)}</span>
                </span>
                <Stepper
                  label={item.menunm}
                  value={quantity}
                  canDecrease={quantity > 0}
                  canIncrease={setOptionalQuantity(detail, selection, item.menucd, quantity + 1).optional[item.menucd] !== quantity}
                  onDecrease={() => setSelection((s) => setOptionalQuantity(detail, s, item.menucd, quantity - 1))}
                  onIncrease={() => setSelection((s) => setOptionalQuantity(detail, s, item.menucd, quantity + 1))}
                />
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className={styles.toppingRow}>
        <span className={styles.groupTitle}>
          <Trans>Quantity</Trans>
        </span>
        <Stepper
          label={dishName}
          value={selection.quantity}
          canDecrease={setDishQuantity(selection, selection.quantity - 1).quantity !== selection.quantity}
          canIncrease={setDishQuantity(selection, selection.quantity + 1).quantity !== selection.quantity}
          onDecrease={() => setSelection((s) => setDishQuantity(s, s.quantity - 1))}
          onIncrease={() => setSelection((s) => setDishQuantity(s, s.quantity + 1))}
        />
      </div>
      <div className={styles.addBar}>
        <p className={styles.price} aria-live="polite">
          <Trans>Price: {priceText}</Trans>
        </p>
        <button type="submit" className={ui.button.primary} disabled={soldOut || !canAdd}>
          {soldOut ? t`Sold out` : editing ? t`Update the cart` : t`Add to cart`}
        </button>
      </div>
    </form>
  );
}

/** The detail's loading state: image, name, price and description, then the topping groups. */
function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonRegion label={t`Loading the dish`}>
      <div className={styles.detail}>
        <Skeleton className={styles.detailImage} />
        <div className={styles.page}>
          <Skeleton height="2.1rem" width="70%" />
          <Skeleton height="1.2em" width="30%" />
          <SkeletonText lines={3} />
        </div>
      </div>
      <CardsSkeleton cards={2} lines={3} />
    </SkeletonRegion>
  );
}

/** /detail?product_code=: description, toppings, quantity and live price of one dish. */
export default function DetailPage() {
  const { t, i18n } = useLingui();
  const search = new URLSearchParams(useSearch());
  const code = search.get('product_code');
  const editedId = search.get(EDIT_LINE_PARAM);
  const cartLoading = CartContext.useSelector(isCartLoadingSelector);
  // a line that is gone (removed, or already changed) or of another dish leaves the page adding the dish as usual
  const edited = CartContext.useSelector((s) => (editedId ? cartLineSelector(s, editedId) : null));
  const editing = edited?.menucd === code ? edited : null;
  const chosen = FulfilmentContext.useSelector(chosenStoreSelector);
  const fallback = useQuery({ ...getDefaultBrandAndStoreQueryOptions(), enabled: !chosen && Boolean(code) });
  const store = chosen ?? fallback.data?.store ?? null;
  const lang = menuLanguage(useSettings(), isLocale(i18n.locale) ? i18n.locale : 'ja');
  const detail = useQuery({
    ...getDishDetailQueryOptions(code ?? '', store ?? { brand_id: 0, code: '' }, lang),
    enabled: Boolean(code && store),
  });
  const name = detail.data?.food.menunm;
  useDocumentTitle(name ?? t`Dish`);

  // without a dish to show, the menu
  if (!code) return <Redirect to={paths.mainMenu + '/'} replace />;
  if (detail.isError) {
    return (
      <div className={styles.page}>
        <p role="alert" className={ui.alert.error}>
          <Trans>This dish could not be loaded. Please try again later.</Trans>
        </p>
      </div>
    );
  }
  if (!detail.data || (editedId && cartLoading)) return <DetailSkeleton />;
  const { food } = detail.data;
  const soldOut = food.soldout === true;
  return (
    <div className={styles.page}>
      <div className={styles.detail}>
        <div className={styles.imageBox}>
          <FallbackImage className={styles.detailImage} src={food.image} placeholder={DISH_PLACEHOLDER_IMAGE} alt={food.menunm} {...DISH_IMAGE_SIZE} />
          {soldOut ? <SoldOutStamp className={styles.soldOutMark} /> : null}
          <FavouriteHeart dish={favouriteDishOf(detail.data)} onImage />
        </div>
        <div>
          <h1 className={styles.title}>{food.menunm}</h1>
          <p className={styles.price}>{formatPrice(food.price)}</p>
          {food.description ? <p>{food.description}</p> : null}
        </div>
      </div>
      <DishForm
        key={`${food.menucd}-${lang}-${editing?.menuid ?? ''}`}
        detail={toDomainDetail(detail.data)}
        soldOut={soldOut}
        editing={editing}
      />
      <CartBar />
    </div>
  );
}
