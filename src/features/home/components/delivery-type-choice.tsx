import { useLingui } from '@lingui/react/macro';
import type { DeliveryType } from '../../../../machines/fulfilment/machine';
import { deliveryTypeSelector, isDeliveryTypeSelectableSelector } from '../../../../machines/fulfilment/selectors';
import { FulfilmentContext } from '../../../app/ordering/context';
import * as styles from '../home-page.css';

/** Delivery or pickup (hidden while takeaway forces pickup). */
export function DeliveryTypeChoice() {
  const { t } = useLingui();
  const actor = FulfilmentContext.useActorRef();
  const selectable = FulfilmentContext.useSelector(isDeliveryTypeSelectableSelector);
  const current = FulfilmentContext.useSelector(deliveryTypeSelector);
  const canDelivery = FulfilmentContext.useSelector((s) => s.can({ type: 'deliveryType.select', deliveryType: 'typeDelivery' }));
  const canPickup = FulfilmentContext.useSelector((s) => s.can({ type: 'deliveryType.select', deliveryType: 'typePickup' }));
  if (!selectable) return null;
  const options: { type: DeliveryType; label: string; enabled: boolean }[] = [
    { type: 'typeDelivery', label: t`Delivery`, enabled: canDelivery },
    { type: 'typePickup', label: t`Pickup at the store`, enabled: canPickup },
  ];
  return (
    <fieldset className={styles.typeChoice}>
      <legend className={styles.label}>{t`How would you like to receive your order?`}</legend>
      {options.map((option) => (
        <label key={option.type} className={styles.typeOption}>
          <input
            type="radio"
            name="delivery-type"
            value={option.type}
            checked={current === option.type}
            disabled={current !== option.type && !option.enabled}
            onChange={() => actor.send({ type: 'deliveryType.select', deliveryType: option.type })}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
