import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { orderingMachine, type LoadDishNamesInput, type LoadSoldOutCodesInput, type RepeatedOrder, type RepeatOrderInput, type ResumedOrder, type ResumeOrderInput } from '../../../machines/ordering/machine';
import type { FulfilmentSettings } from '../../../machines/fulfilment/machine';
import type { Settings } from '../../../domain/settings';
import { GOOGLE_MAPS_API_KEY } from '../../adapters/maps/maps-key';
import { ProgressBar } from '../../components/ui/progress-bar';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { clearCheckoutEntry, markCheckoutEntry } from '../../lib/checkout-entry';
import { getMenuItemsQueryOptions } from '../../lib/api/get-menu';
import { useFirstScreen, type FirstScreen } from '../../lib/first-screen';
import { isLocale } from '../../lib/i18n';
import { inspection } from '../../lib/inspection';
import { logActorFailure } from '../../lib/logger';
import { useNavigation } from '../../lib/navigation';
import { isOnlineNow, watchNetwork } from '../../lib/network-status';
import { SessionContext } from '../session/context';
import { useSettingsState } from '../settings/provider';
import { createCartLogic, readCartAtStart } from './cart-actors';
import { clearDraft, writeDraft } from './checkout-draft';
import { OrderingContext } from './context';
import { loadDishNames } from './dish-names';
import { createFulfilmentLogic } from './fulfilment-logic';
import { createChosenStoreKeeper, createFulfilmentStore, keptStoreAsServerKnows, settingsKey } from './fulfilment-persistence';
import { loadOrderToRepeat } from './repeat-order';
import { loadOrderToResume, readContinuedOrder, writeContinuedOrder } from './resume-order';

/**
 * The ordering system as the app composes it: each machine with the app's actors, and with the app's storage and
 * router as actions (the chosen store, the cart, the checkout's draft and the continued order are kept for a reload, and
 * the checkout forgotten once its order is placed; a confirmed location opens the menu), so no view follows a machine to
 * save or navigate.
 */
/** What the ordering system starts from that the browser keeps: the chosen store, the cart, an order being continued. */
interface Kept {
  fulfilment: ReturnType<ReturnType<typeof createFulfilmentStore>['read']>;
  cart: ReturnType<typeof readCartAtStart>;
  continuedOrder: ReturnType<typeof readContinuedOrder>;
}

function OrderingSystem({ settings, children }: { settings: FulfilmentSettings; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const navigation = useNavigation();
  const session = SessionContext.useActorRef();
  const first = useFirstScreen();
  const [setup] = useState(() => {
    const store = createFulfilmentStore(settings);
    const logicFrom = (kept: Kept) => {
      const fulfilment = createFulfilmentLogic({
        queryClient,
        language: () => i18n.locale,
        snapshot: kept.fulfilment,
        googleMapsKey: settings.useGooglemaps ? GOOGLE_MAPS_API_KEY : undefined,
        openMenu: () => navigation.navigate(paths.mainMenu),
        // a reorder opens the checkout from the order it repeats: that screen is the checkout's entry
        openCheckout: () => {
          markCheckoutEntry(paths.orderDetail);
          navigation.navigate(paths.checkout);
        },
      });
      const chosenStore = createChosenStoreKeeper({ store }, (snapshot) => fulfilment.getPersistedSnapshot(snapshot as never));
      return orderingMachine.provide({
        actors: {
          fulfilment,
          cart: createCartLogic(),
          watchNetwork,
          loadSoldOutCodes: fromPromise<string[], LoadSoldOutCodesInput>(async ({ input }) => {
            const lang = isLocale(i18n.locale) ? i18n.locale : 'ja';
            const items = await queryClient.fetchQuery(getMenuItemsQueryOptions({ brandcd: input.brandCode, storecd: input.storeCode, lang }));
            return items.filter((item) => item.soldout).map((item) => item.menucd);
          }),
          resumeOrder: fromPromise<ResumedOrder, ResumeOrderInput>(({ input }) => loadOrderToResume(api, queryClient, input)),
          repeatOrder: fromPromise<RepeatedOrder, RepeatOrderInput>(({ input }) => loadOrderToRepeat(api, queryClient, input)),
          loadDishNames: fromPromise<Record<string, string>, LoadDishNamesInput>(({ input }) => loadDishNames(queryClient, input)),
        },
        actions: {
          keepChosenStore: (_, { kept }) => {
            if (kept === 'forget') chosenStore.forget();
            else if (kept !== 'unchanged') chosenStore.persist(kept.snapshot);
          },
          keepCheckoutDraft: (_, { kept }) => {
            if (kept) writeDraft(kept);
          },
          forgetCheckout: () => {
            clearCheckoutEntry();
            clearDraft();
          },
          persistContinuedOrder: (_, { order }) => writeContinuedOrder(order),
          openCartScreen: () => navigation.navigate(paths.myCart),
          logActorFailure,
        },
      });
    };
    const optionsFrom = (kept: Kept, online: boolean) => ({
      input: { fulfilment: { settings, language: i18n.locale }, session, online, continuedOrder: kept.continuedOrder, storedCart: kept.cart },
    });
    // What the server knew (the kept store without the address, no cart): the server's start, and the hydrating
    // render's view of a page it drew; the browser's own start reads what it keeps.
    const drawn = (screen: FirstScreen): Kept => ({ fulfilment: keptStoreAsServerKnows(settings, i18n.locale, screen), cart: null, continuedOrder: null });
    const kept = first?.onServer ? drawn(first.screen) : { fulfilment: store.read(), cart: readCartAtStart(), continuedOrder: readContinuedOrder() };
    const server = first && !first.onServer ? { logic: logicFrom(drawn(first.screen)), options: optionsFrom(drawn(first.screen), true) } : undefined;
    return { logic: logicFrom(kept), options: optionsFrom(kept, first?.onServer ? true : isOnlineNow()), server };
  });
  return (
    <OrderingContext.Provider logic={setup.logic} options={{ ...setup.options, ...inspection() }} server={setup.server}>
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
