import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { fulfilmentMachine, type FulfilmentSettings } from '../../../machines/fulfilment/machine';
import { ProgressBar } from '../../components/ui/progress-bar';
import { api } from '../../lib/api-client';
import { useSettingsState } from '../settings/settings-provider';
import { createFulfilmentActors } from './actors';
import { createFulfilmentStore, settingsKey } from './persistence';

/** Store and delivery type of the order (machines/fulfilment), shared by every screen. */
export const FulfilmentContext = createActorContext(fulfilmentMachine);

/** Saves the chosen store for a reload; forgets it when the address starts over. */
function PersistChosenStore({ store }: { store: ReturnType<typeof createFulfilmentStore> }) {
  const actor = FulfilmentContext.useActorRef();
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches({ storeChosen: 'ready' })) store.save(actor.getPersistedSnapshot());
      else if (snapshot.matches('address')) store.clear();
    });
    return () => subscription.unsubscribe();
  }, [actor, store]);
  return null;
}

function FulfilmentActor({ settings, children }: { settings: FulfilmentSettings; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const [setup] = useState(() => {
    const store = createFulfilmentStore(settings);
    const logic = fulfilmentMachine.provide({ actors: createFulfilmentActors(api, queryClient, () => i18n.locale) });
    return { store, logic, snapshot: store.read(), language: i18n.locale };
  });
  return (
    <FulfilmentContext.Provider
      logic={setup.logic}
      options={{ input: { settings, language: setup.language }, snapshot: setup.snapshot }}
    >
      <PersistChosenStore store={setup.store} />
      {children}
    </FulfilmentContext.Provider>
  );
}

/**
 * Starts the fulfilment machine once the feature settings are known (they are its fixed
 * input); a change of those settings starts a fresh machine.
 */
export function FulfilmentProvider({ children }: { children: ReactNode }) {
  const { settings, isPending } = useSettingsState();
  if (isPending) return <ProgressBar />;
  const fulfilmentSettings: FulfilmentSettings = {
    useDefaultStore: settings.useDefaultStore,
    useFeatureTakeaway: settings.useFeatureTakeaway,
    useGooglemaps: settings.useGooglemaps,
    deliveryFee: { useFeatureDeliveryFee: settings.useFeatureDeliveryFee, useDeliveryFeeV1: settings.useDeliveryFeeV1, fee: settings.fee },
  };
  return (
    <FulfilmentActor key={settingsKey(fulfilmentSettings)} settings={fulfilmentSettings}>
      {children}
    </FulfilmentActor>
  );
}
