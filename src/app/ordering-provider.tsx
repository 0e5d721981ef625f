import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fromPromise, type AnyActor } from 'xstate';
import { orderingMachine, type LoadDishNamesInput, type LoadSoldOutCodesInput, type ResumedOrder, type ResumeOrderInput } from '../../machines/ordering/machine';
import { removedDishesSelector, resumeFailedSelector } from '../../machines/ordering/selectors';
import type { FulfilmentSettings } from '../../machines/fulfilment/machine';
import { menuCheckFailedSelector } from '../../machines/fulfilment/selectors';
import { ProgressBar } from '../components/ui/progress-bar';
import * as ui from '../components/ui/ui.css';
import { paths } from '../config/paths';
import { createCartLogic, readCartAtStart } from '../features/cart/provider';
import { createFulfilmentStore, keptStoreAsServerKnows, settingsKey } from '../features/fulfilment/persistence';
import { GOOGLE_MAPS_API_KEY } from '../adapters/maps/maps-key';
import { createFulfilmentLogic } from '../features/fulfilment/provider';
import { getMenuItemsQueryOptions } from '../features/menu/api/get-menu';
import { SessionContext } from '../features/session';
import { useSettingsState } from '../features/settings/settings-provider';
import type { Settings } from '../features/settings/settings';
import { useFirstScreen, type FirstScreen } from '../lib/first-screen';
import { isLocale } from '../lib/i18n';
import { logActorFailure } from '../lib/logger';
import { isOnlineNow, watchNetwork } from '../lib/network-status';
import { FulfilmentContext, OrderingContext } from '../lib/ordering-context';
import { api } from '../lib/api-client';
import { loadDishNames } from './dish-names';
import { loadOrderToResume, readContinuedOrder, writeContinuedOrder } from './resume-order';
import * as styles from './ordering-provider.css';
import { inspection } from '../lib/inspection';

/**
 * Saves the chosen store for a reload; forgets it when the address starts over. A burst of snapshots (the machines
 * starting, a checkout opening) is written once, in a task of its own after it (serialising the store list
 * on each snapshot was a share of /checkout's long tasks), and at once when the page is left.
 */
function PersistChosenStore({ store }: { store: ReturnType<typeof createFulfilmentStore> }) {
  const actor = FulfilmentContext.useActorRef();
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | null = null;
    let latest: ReturnType<typeof actor.getSnapshot> | 'forget' | null = null;
    const write = () => {
      if (pending !== null) clearTimeout(pending);
      pending = null;
      if (latest === 'forget') store.clear();
      // the snapshot as it was when it was ready, as a save at that moment would have written it
      else if (latest) store.save((actor as unknown as AnyActor).logic.getPersistedSnapshot(latest));
      latest = null;
    };
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches({ storeChosen: 'ready' })) latest = snapshot;
      else if (snapshot.matches('address')) latest = 'forget';
      else return;
      pending ??= setTimeout(write, 0);
    });
    window.addEventListener('pagehide', write);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', write);
      if (pending !== null) write();
    };
  }, [actor, store]);
  return null;
}

/** A confirmed location opens the menu. */
function OpenMenuOnConfirm() {
  const [, navigate] = useLocation();
  const fulfilment = FulfilmentContext.useActorRef();
  useEffect(() => {
    const confirmed = fulfilment.on('location.confirmed', () => navigate(paths.mainMenu));
    return () => confirmed.unsubscribe();
  }, [fulfilment, navigate]);
  return null;
}

/** The dishes removed from the cart because the new store lacks them; an open order found on home that could not be put back. */
export function RemovedDishesNotice() {
  const ordering = OrderingContext.useActorRef();
  const removed = OrderingContext.useSelector(removedDishesSelector);
  const resumeFailed = OrderingContext.useSelector(resumeFailedSelector);
  if (resumeFailed) {
    return (
      <div className={`${ui.alert.error} ${styles.notice}`} role="alert">
        <p>
          <Trans>The order could not be put back in your cart. Please try again later.</Trans>
        </p>
        <button type="button" className={ui.button.ghost} onClick={() => ordering.send({ type: 'notice.dismiss' })}>
          <Trans>OK</Trans>
        </button>
      </div>
    );
  }
  if (removed.length === 0) return null;
  const list = removed.join(', ');
  return (
    <div className={`${ui.alert.info} ${styles.notice}`} role="alert">
      <p>
        <Trans>These dishes are not available at this store and were removed from your cart: {list}</Trans>
      </p>
      <button type="button" className={ui.button.ghost} onClick={() => ordering.send({ type: 'notice.dismiss' })}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}

/**
 * SPEC §8 "Menu availability check failed": the cart's dishes could not be checked at the chosen store, so the
 * customer is told that the store will contact them about a dish it lacks; gone once a check succeeds.
 */
export function MenuCheckFailedNotice() {
  const failed = FulfilmentContext.useSelector(menuCheckFailedSelector);
  if (!failed) return null;
  return (
    <div className={`${ui.alert.info} ${styles.notice}`} role="status">
      <p>
        <Trans>We could not check that the dishes in your cart are available at this store. If a dish is unavailable, we will contact you.</Trans>
      </p>
    </div>
  );
}

/** What the ordering system starts from that the browser keeps: the chosen store, the cart, an order being continued. */
interface Kept {
  fulfilment: ReturnType<ReturnType<typeof createFulfilmentStore>['read']>;
  cart: ReturnType<typeof readCartAtStart>;
  continuedOrder: ReturnType<typeof readContinuedOrder>;
}

function OrderingSystem({ settings, children }: { settings: FulfilmentSettings; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const session = SessionContext.useActorRef();
  const first = useFirstScreen();
  const [setup] = useState(() => {
    const store = createFulfilmentStore(settings);
    const language = () => i18n.locale;
    const logicFrom = (kept: Kept) =>
      orderingMachine.provide({
        actors: {
          fulfilment: createFulfilmentLogic(queryClient, language, kept.fulfilment, settings.useGooglemaps ? GOOGLE_MAPS_API_KEY : undefined),
          cart: createCartLogic(),
          watchNetwork,
          loadSoldOutCodes: fromPromise<string[], LoadSoldOutCodesInput>(async ({ input }) => {
            const lang = isLocale(i18n.locale) ? i18n.locale : 'ja';
            const items = await queryClient.fetchQuery(getMenuItemsQueryOptions({ brandcd: input.brandCode, storecd: input.storeCode, lang }));
            return items.filter((item) => item.soldout).map((item) => item.menucd);
          }),
          resumeOrder: fromPromise<ResumedOrder, ResumeOrderInput>(({ input }) => loadOrderToResume(api, queryClient, input)),
          loadDishNames: fromPromise<Record<string, string>, LoadDishNamesInput>(({ input }) => loadDishNames(queryClient, input)),
        },
        actions: { persistContinuedOrder: (_, { order }) => writeContinuedOrder(order), logActorFailure },
      });
    const optionsFrom = (kept: Kept, online: boolean) => ({
      input: { fulfilment: { settings, language: i18n.locale }, session, online, continuedOrder: kept.continuedOrder, storedCart: kept.cart },
    });
    // what the server knew: the kept store (without the address), an empty cart
    const drawn = (screen: FirstScreen): Kept => ({ fulfilment: keptStoreAsServerKnows(settings, i18n.locale, screen), cart: null, continuedOrder: null });
    const kept = first?.onServer ? drawn(first.screen) : { fulfilment: store.read(), cart: readCartAtStart(), continuedOrder: readContinuedOrder() };
    const server = first && !first.onServer ? { logic: logicFrom(drawn(first.screen)), options: optionsFrom(drawn(first.screen), true) } : undefined;
    return { store, logic: logicFrom(kept), options: optionsFrom(kept, first?.onServer ? true : isOnlineNow()), server };
  });
  return (
    <OrderingContext.Provider logic={setup.logic} options={{ ...setup.options, ...inspection() }} server={setup.server}>
      <PersistChosenStore store={setup.store} />
      <OpenMenuOnConfirm />
      {children}
    </OrderingContext.Provider>
  );
}

/** The feature settings fulfilment takes, fixed for its life (and the key its kept snapshot is saved under). */
export const fulfilmentSettingsOf = (settings: Settings): FulfilmentSettings => ({
  useDefaultStore: settings.useDefaultStore,
  useFeatureTakeaway: settings.useFeatureTakeaway,
  useGooglemaps: settings.useGooglemaps,
  deliveryFee: { useFeatureDeliveryFee: settings.useFeatureDeliveryFee, useDeliveryFeeV1: settings.useDeliveryFeeV1, fee: settings.fee },
  deliveryRadiusKm: settings.deliveryRadiusKm,
});

/**
 * Starts the ordering system (fulfilment and cart) once the feature settings are known (they
 * are fulfilment's fixed input); a change of those settings starts a fresh system.
 */
export function OrderingProvider({ children }: { children: ReactNode }) {
  const { settings, isPending } = useSettingsState();
  if (isPending) return <ProgressBar />;
  const fulfilmentSettings = fulfilmentSettingsOf(settings);
  return (
    <OrderingSystem key={settingsKey(fulfilmentSettings)} settings={fulfilmentSettings}>
      {children}
    </OrderingSystem>
  );
}
