import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { cartLinesSelector } from '../../machines/cart/selectors';
import { chosenStoreSelector, deliveryFeeSelector } from '../../machines/fulfilment/selectors';
import * as ui from '../components/ui/ui.css';
import { paths } from '../config/paths';
import { CartContext } from '../features/cart/provider';
import { FulfilmentContext } from '../features/fulfilment/provider';
import { getMenuItemsQueryOptions } from '../features/menu/api/get-menu';
import { partitionUnavailable } from '../features/menu/menu-item';
import { isLocale } from '../lib/i18n';
import * as styles from './ordering-bridge.css';

/**
 * Connects the fulfilment and cart machines: cart dishes and language to fulfilment, store
 * tax and fee to the cart, confirmed location to the menu, unavailable dishes to the cart
 * (sold-out lines struck through, dishes the store lacks removed, with a notice).
 */
export function OrderingBridge() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const fulfilment = FulfilmentContext.useActorRef();
  const cart = CartContext.useActorRef();
  const store = FulfilmentContext.useSelector(chosenStoreSelector);
  const deliveryFee = FulfilmentContext.useSelector(deliveryFeeSelector);
  const lines = CartContext.useSelector(cartLinesSelector);
  const [removed, setRemoved] = useState<string[]>([]);
  const menuCodes = [...new Set(lines.map((l) => l.menucd))].join(',');

  useEffect(() => {
    fulfilment.send({ type: 'cart.sync', menuCodes: menuCodes ? menuCodes.split(',') : [] });
  }, [fulfilment, menuCodes]);

  useEffect(() => {
    cart.send({ type: 'store.set', tax: store?.tax ?? null, deliveryFee });
  }, [cart, store, deliveryFee]);

  const [language, setLanguage] = useState(i18n.locale);
  useEffect(() => {
    if (i18n.locale === language) return;
    setLanguage(i18n.locale);
    fulfilment.send({ type: 'language.change', language: i18n.locale });
  }, [fulfilment, i18n.locale, language]);

  useEffect(() => {
    const confirmed = fulfilment.on('location.confirmed', () => navigate(paths.mainMenu));
    const unavailable = fulfilment.on('menu.unavailable', ({ codes }) => {
      const current = fulfilment.getSnapshot().context.store;
      const lang = isLocale(i18n.locale) ? i18n.locale : 'ja';
      const menu = current
        ? queryClient.fetchQuery(getMenuItemsQueryOptions({ brandcd: current.brand_code, storecd: current.code, lang }))
        : Promise.resolve([]);
      menu
        .catch(() => [])
        .then((items) => {
          const { soldOut, missing } = partitionUnavailable(codes, items);
          const names = cart
            .getSnapshot()
            .context.lines.filter((l) => missing.includes(l.menucd))
            .map((l) => l.menunm);
          if (soldOut.length > 0) cart.send({ type: 'cart.markUnavailable', codes: soldOut });
          if (missing.length > 0) cart.send({ type: 'cart.removeUnavailable', codes: missing });
          if (names.length > 0) setRemoved([...new Set(names)]);
        });
    });
    return () => {
      confirmed.unsubscribe();
      unavailable.unsubscribe();
    };
  }, [fulfilment, cart, queryClient, navigate, i18n]);

  if (removed.length === 0) return null;
  const list = removed.join(', ');
  return (
    <div className={`${ui.alert.info} ${styles.notice}`} role="alert">
      <p>
        <Trans>These dishes are not available at this store and were removed from your cart: {list}</Trans>
      </p>
      <button
        type="button"
        className={ui.button.ghost}
        onClick={() => {
          setRemoved([]);
          fulfilment.send({ type: 'notice.dismiss' });
        }}
      >
        <Trans>OK</Trans>
      </button>
    </div>
  );
}
