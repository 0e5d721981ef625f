import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  addressInputSelector,
  deliveryTypeSelector,
  suggestionsSelector,
} from '../../../../machines/fulfilment/selectors';
import * as combobox from '../../../components/ui/combobox.css';
import { FulfilmentContext } from '../../../app/ordering/context';
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
