import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { deliveryTypeSelector } from '../../../../machines/fulfilment/selectors';
import { destinationOf } from '../../../../machines/ordering/rules';
import { isLoggedInSelector, selectedAddressSelector } from '../../../../machines/session/selectors';
import * as ui from '../../../components/ui/ui.css';
import { FulfilmentContext } from '../../../app/ordering/context';
import { SessionContext } from '../../../app/session/context';
import * as styles from '../home-page.css';

/**
 * A returning member's saved address (the default one, or the one chosen last) as one tap: fulfilment measures it
 * and opens the menu as soon as its store is chosen, with no confirm.
 */
export function SavedAddressStart() {
  const { t } = useLingui();
  const fulfilment = FulfilmentContext.useActorRef();
  const loggedIn = SessionContext.useSelector(isLoggedInSelector);
  const address = SessionContext.useSelector(selectedAddressSelector);
  const event = useMemo(() => (address ? { type: 'destination.set' as const, place: destinationOf(address), onward: 'menu' as const } : null), [address]);
  const enabled = FulfilmentContext.useSelector((s) => event !== null && s.can(event));
  // a pickup is measured from the address too, but "deliver to" would misname it: the form serves a pickup
  const delivery = FulfilmentContext.useSelector((s) => deliveryTypeSelector(s) === 'typeDelivery');
  if (!loggedIn || !address || !event || !delivery) return null;
  const where = address.address;
  return (
    <div className={styles.actions}>
      <button type="button" className={ui.button.primary} disabled={!enabled} onClick={() => fulfilment.send(event)}>
        {t`Deliver to ${where}`}
      </button>
    </div>
  );
}
