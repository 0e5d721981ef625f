import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { chosenStoreSelector, storesSelector } from '../../../../machines/fulfilment/selectors';
import * as ui from '../../../components/ui/ui.css';
import { FulfilmentContext } from '../context';
import * as styles from './fulfilment.css';

/** Stores listed before "Show more". Our decision. */
export const STORE_PICKER_INITIAL = 5;

/** The takeaway store picker: radio options with a Show more expander (store.pick). */
export function StorePicker() {
  const { t } = useLingui();
  const actor = FulfilmentContext.useActorRef();
  const stores = FulfilmentContext.useSelector(storesSelector);
  const chosen = FulfilmentContext.useSelector(chosenStoreSelector);
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? stores : stores.slice(0, STORE_PICKER_INITIAL);
  return (
    <fieldset className={styles.radioList}>
      <legend className={styles.panelTitle}>
        <Trans>Choose a store</Trans>
      </legend>
      {shown.map((store) => (
        <label key={store.code} className={styles.radioOption}>
          <input
            type="radio"
            name="store"
            value={store.code}
            checked={chosen?.code === store.code}
            onChange={() => actor.send({ type: 'store.pick', storeCode: store.code })}
          />
          <span>
            {store.name}
            <br />
            <span className={styles.muted}>{store.address}</span>
          </span>
        </label>
      ))}
      {stores.length > STORE_PICKER_INITIAL ? (
        <button type="button" className={ui.button.ghost} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t`Show fewer` : t`Show more`}
        </button>
      ) : null}
    </fieldset>
  );
}
