import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { orderingMachine, type LoadDishNamesInput, type LoadSoldOutCodesInput, type RepeatedOrder, type RepeatOrderInput, type ResumedOrder, type ResumeOrderInput } from '../../../machines/ordering/machine';
import type { FulfilmentSettings } from '../../../machines/fulfilment/machine';
import { GOOGLE_MAPS_API_KEY } from '../../adapters/maps/maps-key';
import { ProgressBar } from '../../components/ui/progress-bar';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { clearCheckoutEntry, markCheckoutEntry } from '../../lib/checkout-entry';
import { getMenuItemsQueryOptions } from '../../lib/api/get-menu';
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
import { createChosenStoreKeeper, createFulfilmentStore, settingsKey } from './fulfilment-persistence';
import { loadOrderToRepeat } from './repeat-order';
import { loadOrderToResume, readContinuedOrder, writeContinuedOrder } from './resume-order';

/**
 * The ordering system as the app composes it: each machine with the app's actors, and with the app's storage and
 * router as actions (the chosen store, the cart, the checkout's draft and the continued order are kept for a reload, and
 * the checkout forgotten once its order is placed; a confirmed location opens the menu), so no view follows a machine to
 * save or navigate.
 */
function OrderingSystem({ settings, children }: { settings: FulfilmentSettings; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const navigation = useNavigation();
  const session = SessionContext.useActorRef();
  const [setup] = useState(() => {
    const store = createFulfilmentStore(settings);
    const fulfilment = createFulfilmentLogic({
      queryClient,
      language: () => i18n.locale,
      snapshot: store.read(),
      googleMapsKey: settings.useGooglemaps ? GOOGLE_MAPS_API_KEY : undefined,
      openMenu: () => navigation.navigate(paths.mainMenu),
      // a reorder opens the checkout from the order it repeats: that screen is the checkout's entry
      openCheckout: () => {
        markCheckoutEntry(paths.orderDetail);
        navigation.navigate(paths.checkout);
      },
    });
    const chosenStore = createChosenStoreKeeper({ store }, (snapshot) => fulfilment.getPersistedSnapshot(snapshot as never));
    const logic = orderingMachine.provide({
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
    return { logic, language: i18n.locale, continuedOrder: readContinuedOrder(), storedCart: readCartAtStart() };
  });
  const input = {
    fulfilment: { settings, language: setup.language },
    session,
    online: isOnlineNow(),
    continuedOrder: setup.continuedOrder,
    storedCart: setup.storedCart,
  };
  return (
    <OrderingContext.Provider logic={setup.logic} options={{ input, ...inspection() }}>
      {children}
    </OrderingContext.Provider>
  );
}

/**
 * Starts the ordering system (fulfilment and cart) once the feature settings are known (they
 * are fulfilment's fixed input); a change of those settings starts a fresh system.
 */
export function OrderingProvider({ children }: { children: ReactNode }) {
  const { settings, isPending } = useSettingsState();
  if (isPending) return <ProgressBar />;
  const fulfilmentSettings: FulfilmentSettings = {
    useDefaultStore: settings.useDefaultStore,
    useFeatureTakeaway: settings.useFeatureTakeaway,
    useGooglemaps: settings.useGooglemaps,
    deliveryFee: { useFeatureDeliveryFee: settings.useFeatureDeliveryFee, useDeliveryFeeV1: settings.useDeliveryFeeV1, fee: settings.fee },
    deliveryRadiusKm: settings.deliveryRadiusKm,
  };
  return (
    <OrderingSystem key={settingsKey(fulfilmentSettings)} settings={fulfilmentSettings}>
      {children}
    </OrderingSystem>
  );
}
