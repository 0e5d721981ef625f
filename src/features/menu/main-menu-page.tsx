import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Store } from '../../../machines/fulfilment/machine';
import { isCartLoadingSelector, isOrderSentSelector } from '../../../machines/cart/selectors';
import { chosenStoreSelector, isLoadingSelector } from '../../../machines/fulfilment/selectors';
import { isLoggedInSelector, isLoadingSelector as isSessionLoadingSelector } from '../../../machines/session/selectors';
import { ProgressBar } from '../../components/ui/progress-bar';
import * as ui from '../../components/ui/ui.css';
import { isLocale } from '../../lib/i18n';
import { routeHistory } from '../../lib/route-history';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CartContext } from '../cart';
import { FulfilmentContext } from '../fulfilment';
import { SessionContext } from '../session';
import { getCategoriesQueryOptions, getClassesQueryOptions, getMenuItemsQueryOptions, type MenuItem } from './api/get-menu';
import { MenuCard } from './components/menu-card';
import { menuGuardRedirect } from './menu-guard';
import { menuItemToDetail } from './menu-item';
import * as styles from './menu.css';

/** SPEC §2 menu guard (menu-guard.ts decides; this only applies it). */
function useMenuGuard(store: Store | null) {
  const [location, navigate] = useLocation();
  const storeLoading = FulfilmentContext.useSelector(isLoadingSelector);
  const cartLoading = CartContext.useSelector(isCartLoadingSelector);
  const orderSent = CartContext.useSelector(isOrderSentSelector);
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const sessionLoading = SessionContext.useSelector(isSessionLoadingSelector);
  const redirect = menuGuardRedirect({
    orderSent,
    hasStore: store !== null,
    pending: storeLoading || cartLoading || sessionLoading,
    cameFrom: routeHistory.cameFrom(location),
    loggedIn,
  });
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
}

function MenuBrowser({ store }: { store: Store }) {
  const { t, i18n } = useLingui();
  const cart = CartContext.useActorRef();
  const lang = isLocale(i18n.locale) ? i18n.locale : 'ja';
  const key = { brandcd: store.brand_code, storecd: store.code, lang };
  const categories = useQuery(getCategoriesQueryOptions(key));
  const classes = useQuery(getClassesQueryOptions(key));
  const [category, setCategory] = useState<string | null>(null);
  const [menuClass, setMenuClass] = useState('');
  const bumoncd = category ?? categories.data?.[0]?.bumoncd ?? '';
  const items = useQuery({ ...getMenuItemsQueryOptions(key, bumoncd, menuClass), enabled: categories.isSuccess });
  const [added, setAdded] = useState<string | null>(null);

  const add = (item: MenuItem) => {
    cart.send({ type: 'cart.add', detail: menuItemToDetail(item), quantity: 1, stuckb: item.stuckb });
    setAdded(item.menuname);
  };
  const classesOfCategory = (classes.data ?? []).filter((c) => c.bumoncd === bumoncd);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Menu</Trans>
      </h1>
      {categories.isPending || items.isPending ? <ProgressBar /> : null}
      <div className={styles.chips} role="group" aria-label={t`Categories`}>
        {(categories.data ?? []).map((c) => (
          <button
            key={c.bumoncd}
            type="button"
            className={ui.chip}
            aria-pressed={c.bumoncd === bumoncd}
            onClick={() => {
              setCategory(c.bumoncd);
              setMenuClass('');
            }}
          >
            {c.bumonnm}
          </button>
        ))}
      </div>
      {classesOfCategory.length > 0 ? (
        <div className={styles.chips} role="group" aria-label={t`Classes`}>
          <button type="button" className={ui.chip} aria-pressed={menuClass === ''} onClick={() => setMenuClass('')}>
            {t`All`}
          </button>
          {classesOfCategory.map((c) => (
            <button key={c.bunruicd} type="button" className={ui.chip} aria-pressed={c.bunruicd === menuClass} onClick={() => setMenuClass(c.bunruicd)}>
              {c.bunruinm}
            </button>
          ))}
        </div>
      ) : null}
      <p role="status" className={styles.muted}>
        {added ? <Trans>{added} was added to your cart.</Trans> : null}
      </p>
      {items.isError || categories.isError ? (
        <p role="alert" className={ui.alert.error}>
          <Trans>The menu could not be loaded. Please try again later.</Trans>
        </p>
      ) : null}
      <ul className={styles.grid} aria-label={t`Dishes`}>
        {(items.data ?? []).map((item) => (
          <MenuCard key={item.menucd} item={item} onAdd={add} />
        ))}
      </ul>
    </div>
  );
}

/** /main-menu: categories, classes and dish cards of the chosen store. */
export default function MainMenuPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Menu`);
  const store = FulfilmentContext.useSelector(chosenStoreSelector);
  useMenuGuard(store);
  return store ? <MenuBrowser key={store.code} store={store} /> : <ProgressBar />;
}
