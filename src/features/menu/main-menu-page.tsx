import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { matchesDishName } from '../../../domain/dish-search';
import { menuLanguage } from '../../../domain/settings';
import type { Store } from '../../../machines/fulfilment/machine';
import { isCartLoadingSelector } from '../../../machines/cart/selectors';
import { chosenStoreSelector, isLoadingSelector } from '../../../machines/fulfilment/selectors';
import { isLoggedInSelector, isLoadingSelector as isSessionLoadingSelector } from '../../../machines/session/selectors';
import { ChipsSkeleton, DishCardsSkeleton, Skeleton, SkeletonRegion } from '../../components/ui/skeleton';
import * as form from '../../components/ui/form.css';
import * as ui from '../../components/ui/ui.css';
import { isLocale } from '../../lib/i18n';
import { useSettings } from '../../app/settings/provider';
import { routeHistory } from '../../lib/route-history';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNearScreen } from '../../lib/use-near-screen';
import { useProgressiveCount } from '../../lib/use-progressive-count';
import { useStateMarker } from '../../lib/state-marker';
import { CartContext, FulfilmentContext } from '../../app/ordering/context';
import { FavouritesProvider } from '../../app/favourites/favourite-heart';
import { SessionContext } from '../../app/session/context';
import { getCategoriesQueryOptions, getClassesQueryOptions, getMenuItemsQueryOptions, type MenuItem } from '../../lib/api/get-menu';
import { CartBar } from './components/cart-bar';
import { CategoryBar } from './components/category-bar';
import { ClosedStoreNotice } from '../../components/store/closed-store-notice';
import { IconLegendContext } from './components/icon-legend';
import { FIRST_SCREEN_DISHES, MenuSectionView } from './components/menu-section-view';
import { menuGuardRedirect } from './menu-guard';
import { menuItemToDetail } from './menu-item';
import { dishesDrawn, menuSections } from './menu-sections';
import * as styles from './menu.css';

// Loaded when first opened: the dialog library is no part of the menu's first load.
const IconLegendDialog = lazy(() => import('./components/icon-legend-dialog').then((m) => ({ default: m.IconLegendDialog })));

/**
 * SPEC §2 menu guard (menu-guard.ts decides; this only applies it). A component of its own that draws nothing: the
 * session and cart changes it follows (the kept session refreshed at start) redraw it, not the whole menu.
 */
function MenuGuard({ store }: { store: Store | null }) {
  const [location] = useLocation();
  const storeLoading = FulfilmentContext.useSelector(isLoadingSelector);
  const cartLoading = CartContext.useSelector(isCartLoadingSelector);
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const sessionLoading = SessionContext.useSelector(isSessionLoadingSelector);
  const redirect = menuGuardRedirect({
    hasStore: store !== null,
    pending: storeLoading || cartLoading || sessionLoading,
    cameFrom: routeHistory.cameFrom(location),
    loggedIn,
  });
  return redirect ? <Redirect key={redirect} to={redirect} replace /> : null;
}

/** The menu's loading state, shaped like the title, category bar and first dishes. */
export function MenuSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonRegion label={t`Loading the menu`}>
      <Skeleton height="2.1rem" width="40%" />
      <ChipsSkeleton count={5} />
      <DishCardsSkeleton count={4} />
    </SkeletonRegion>
  );
}

function MenuBrowser({ store }: { store: Store }) {
  const { i18n, t } = useLingui();
  const cart = CartContext.useActorRef();
  const marker = useStateMarker('cart', cart);
  const lang = menuLanguage(useSettings(), isLocale(i18n.locale) ? i18n.locale : 'ja');
  const key = { brandcd: store.brand_code, storecd: store.code, lang };
  const categories = useQuery(getCategoriesQueryOptions(key));
  const classes = useQuery(getClassesQueryOptions(key));
  const items = useQuery(getMenuItemsQueryOptions(key));
  const [chosenClass, setChosenClass] = useState<Record<string, string>>({});
  // what is typed in the search box: a filter of the page, read by nothing else
  const [query, setQuery] = useState('');
  // the icon legend's dialog: opened from any card, or from beside the search
  const [legendOpen, setLegendOpen] = useState(false);
  const openLegend = useCallback(() => setLegendOpen(true), []);
  const found = useMemo(
    () => (items.data ?? []).filter((item) => matchesDishName(item.menuname, query)),
    [items.data, query],
  );
  const searching = query.trim() !== '';
  const sections = useMemo(
    () => menuSections(categories.data ?? [], classes.data ?? [], found, chosenClass),
    [categories.data, classes.data, found, chosenClass],
  );
  // the first screen on the first render, the first category whole in the next task; the others as they near the screen
  const firstScreenOnly = useProgressiveCount(2, 1) === 1;
  const near = useNearScreen(useMemo(() => sections.slice(1).map((section) => section.id), [sections]));
  // the few dishes found are drawn whole: they are what the customer looks for
  const drawnDishes = searching
    ? sections.map((section) => section.items.length)
    : dishesDrawn(sections, { firstScreenOnly, near }, FIRST_SCREEN_DISHES);

  // stable, so that the memoised sections and cards are not drawn again by each render of the page
  const add = useCallback(
    (item: MenuItem) =>
      cart.send({ type: 'cart.add', detail: menuItemToDetail(item), quantity: 1, stuckb: item.stuckb }),
    [cart],
  );
  const chooseClass = useCallback(
    (bumoncd: string, bunruicd: string) => setChosenClass((chosen) => ({ ...chosen, [bumoncd]: bunruicd })),
    [],
  );

  if (items.isError || categories.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>
          <Trans>Menu</Trans>
        </h1>
        <p role="alert" className={ui.alert.error}>
          <Trans>The menu could not be loaded. Please try again later.</Trans>
        </p>
      </div>
    );
  }
  if (categories.isPending || items.isPending) return <MenuSkeleton />;

  return (
    <div className={styles.page} {...marker}>
      <h1 className={styles.title}>
        <Trans>Menu</Trans>
      </h1>
      <ClosedStoreNotice store={store} />
      <div className={form.field} role="search">
        <label className={form.label} htmlFor="menu-search">
          <Trans>Search dishes</Trans>
        </label>
        <input
          id="menu-search"
          type="search"
          className={form.input}
          value={query}
          placeholder={t`Dish name, e.g. pho bo`}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <button type="button" className={ui.button.ghost} onClick={openLegend}>
        <Trans>What the icons mean</Trans>
      </button>
      {legendOpen ? (
        <Suspense fallback={null}>
          <IconLegendDialog open onOpenChange={setLegendOpen} />
        </Suspense>
      ) : null}
      {searching && sections.length === 0 ? (
        <p role="status" className={ui.alert.info}>
          <Trans>No dish matches “{query}”.</Trans>
        </p>
      ) : null}
      <CategoryBar sections={sections} />
      <FavouritesProvider>
        <IconLegendContext.Provider value={openLegend}>
          <div className={styles.sections}>
            {sections.map((section, index) => (
              <MenuSectionView
                key={section.id}
                first={index === 0}
                drawnDishes={drawnDishes[index] ?? 0}
                section={section}
                chosenClass={chosenClass[section.category.bumoncd] ?? ''}
                onChooseClass={chooseClass}
                onAdd={add}
              />
            ))}
          </div>
        </IconLegendContext.Provider>
      </FavouritesProvider>
      <CartBar announce />
    </div>
  );
}

/** /main-menu: categories, classes and dish cards of the chosen store. */
export default function MainMenuPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Menu`);
  const store = FulfilmentContext.useSelector(chosenStoreSelector);
  return (
    <>
      <MenuGuard store={store} />
      {store ? <MenuBrowser key={store.code} store={store} /> : <MenuSkeleton />}
    </>
  );
}
