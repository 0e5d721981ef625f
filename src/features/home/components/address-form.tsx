import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  addressInputSelector,
  addressStatusSelector,
  allowedKmSelector,
  restrictedAreaSelector,
  isGeocoderFailedSelector,
  chosenStoreSelector,
  deliveryTypeSelector,
  distanceSelector,
  suggestionsSelector,
} from '../../../../machines/fulfilment/selectors';
import { ListSkeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import * as combobox from '../../../components/ui/combobox.css';
import { StoreCard } from '../../../components/store/store-card';
import { StoreCalendarNotice } from '../../../components/store/store-calendar-notice';
import { StoreOpenStatus, useStoreOpenState } from '../../../components/store/store-open-status';
import * as ui from '../../../components/ui/ui.css';
import { formatKm } from '../../../lib/format';
import { FulfilmentContext } from '../../fulfilment';
import * as styles from '../home-page.css';

/** Place autocomplete (Vietnam, from 5 letters) as an accessible combobox. */
export function AddressForm() {
  const { t } = useLingui();
  const listId = useId();
  const actor = FulfilmentContext.useActorRef();
  const value = FulfilmentContext.useSelector(addressInputSelector);
  const suggestions = FulfilmentContext.useSelector(suggestionsSelector);
  const open = FulfilmentContext.useSelector((s) => s.matches({ address: 'suggestionsShown' })) && suggestions.length > 0;
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const expanded = open && !dismissed;
  const pickUp = FulfilmentContext.useSelector(deliveryTypeSelector) === 'typePickup';

  const pick = (placeId: string) => {
    actor.send({ type: 'place.pick', placeId });
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) {
      if (event.key === 'ArrowDown' && open) setDismissed(false);
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(suggestions[active].place_id);
    } else if (event.key === 'Escape') {
      setDismissed(true);
    }
  };

  return (
    <div className={combobox.combobox}>
      <label htmlFor={`${listId}-input`} className={styles.label}>
        {pickUp ? <Trans>Your location (to find the nearest store)</Trans> : <Trans>Delivery address</Trans>}
      </label>
      <input
        id={`${listId}-input`}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${listId}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t`Street, ward, landmark…`}
        value={value}
        onChange={(event) => {
          setDismissed(false);
          setActive(-1);
          actor.send({ type: 'address.change', value: event.target.value });
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${listId}-list`} role="listbox" aria-label={t`Address suggestions`} className={combobox.listbox} hidden={!expanded}>
        {expanded
          ? suggestions.map((s, i) => (
              <li
                key={s.place_id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={combobox.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(s.place_id)}
              >
                <strong>{s.main_text}</strong>
                <span className={styles.muted}>{s.secondary_text}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

/** The outcome of the address lookup, with a retry where one helps (SPEC §8). */
export function AddressStatus() {
  const { t } = useLingui();
  const actor = FulfilmentContext.useActorRef();
  const status = FulfilmentContext.useSelector(addressStatusSelector);
  const allowedKm = FulfilmentContext.useSelector(allowedKmSelector);
  const restrictedArea = FulfilmentContext.useSelector(restrictedAreaSelector);
  const geocoderFailed = FulfilmentContext.useSelector(isGeocoderFailedSelector);
  const store = FulfilmentContext.useSelector(chosenStoreSelector);
  const distance = FulfilmentContext.useSelector(distanceSelector);
  const storesUnavailable = FulfilmentContext.useSelector((s) => s.matches('storesUnavailable'));
  const openState = useStoreOpenState(store);
  const pickUp = FulfilmentContext.useSelector(deliveryTypeSelector) === 'typePickup';

  if (storesUnavailable) {
    return (
      <div className={ui.alert.error} role="alert">
        <p>
          <Trans>The stores could not be loaded. Please try again later.</Trans>
        </p>
        <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'stores.retry' })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  switch (status) {
    case 'pending':
      return (
        <SkeletonRegion label={t`Finding the nearest store`}>
          <ListSkeleton rows={1} />
        </SkeletonRegion>
      );
    case 'storeChosen': {
      if (!store) return null;
      const name = store.name;
      const km = distance === null ? null : formatKm(distance);
      if (pickUp) {
        return (
          <>
            <StoreCard store={store} distance={distance} />
            <StoreCalendarNotice store={store} />
          </>
        );
      }
      return (
        <div>
          <p role="status" className={styles.found}>
            {km === null ? <Trans>Your store: {name}</Trans> : <Trans>Nearest store: {name} ({km} km)</Trans>}
          </p>
          <StoreOpenStatus state={openState} />
          <StoreCalendarNotice store={store} />
        </div>
      );
    }
    case 'outOfRange': {
      const km = allowedKm ?? 0;
      return (
        <p role="alert" className={ui.alert.error}>
          <Trans>This address is farther than the {km} km we deliver to. Please choose another address.</Trans>
        </p>
      );
    }
    case 'restricted': {
      const area = restrictedArea ?? '';
      return (
        <p role="alert" className={ui.alert.error}>
          <Trans>Delivery is unavailable in {area} (a restricted area). Please choose another address, or pick up at the store.</Trans>
        </p>
      );
    }
    case 'noPath':
      return (
        <p role="alert" className={ui.alert.error}>
          <Trans>Delivery path not found. Please choose another address.</Trans>
        </p>
      );
    case 'notFound':
      return (
        <p role="alert" className={ui.alert.error}>
          {geocoderFailed ? (
            <Trans>Geocoder failed: the point on the map could not be turned into an address. Please enter the address.</Trans>
          ) : (
            <Trans>Address not found. Please enter it again.</Trans>
          )}
        </p>
      );
    case 'noSuggestions':
      return (
        <p role="status" className={styles.muted}>
          <Trans>No results found</Trans>
        </p>
      );
    case 'lookupFailed':
      return (
        <div className={ui.alert.error} role="alert">
          <p>
            <Trans>Finding the store did not finish. Please try again.</Trans>
          </p>
          <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'lookup.retry' })}>
            {t`Try again`}
          </button>
        </div>
      );
    default:
      return null;
  }
}
