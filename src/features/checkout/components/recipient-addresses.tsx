import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, waitFor } from 'xstate';
import { addressBookMachine, type AddressListOutput } from '../../../../machines/address-book/machine';
import type { Customer } from '../../../../machines/session/machine';
import {
  addressesSelector,
  areAddressesLoadedSelector,
  customerSelector,
  didAddressesFailSelector,
  selectedAddressSelector,
} from '../../../../machines/session/selectors';
import { GOOGLE_MAPS_API_KEY } from '../../../adapters/maps/maps-key';
import { AddressForm } from '../../../components/address/address-form';
import { createAddressBookActors } from '../../../components/address/address-book-actors';
import * as formStyles from '../../../components/ui/form.css';
import * as ui from '../../../components/ui/ui.css';
import { api } from '../../../lib/api-client';
import { SessionContext } from '../../../app/session/context';
import { useSettings } from '../../../app/settings/provider';
import * as styles from '../checkout.css';
import { inspection } from '../../../lib/inspection';

type SessionActor = ReturnType<typeof SessionContext.useActorRef>;

const isSettled = (snapshot: ReturnType<SessionActor['getSnapshot']>) => areAddressesLoadedSelector(snapshot) || didAddressesFailSelector(snapshot);

/** The session's saved addresses once its list has loaded (at once if it has); fails if the session's load failed. */
async function sessionAddresses(session: SessionActor, signal: AbortSignal): Promise<AddressListOutput> {
  const settled = await waitFor(session, isSettled, { signal });
  if (!areAddressesLoadedSelector(settled)) throw new Error('The session could not load the saved addresses');
  return { addresses: addressesSelector(settled) };
}

/**
 * A new saved address inline (SPEC §5 Address), with the same form and machine as /address-manage
 * (machines/address-book): saved, or a copy of one the server names (409 DUPLICATE_ADDRESS), it
 * becomes the selected recipient.
 */
function useInlineAddressBook(customer: Customer | null, onSelected: () => void) {
  const session = SessionContext.useActorRef();
  const selected = SessionContext.useSelector(selectedAddressSelector);
  const [logic] = useState(() =>
    addressBookMachine.provide({
      actors: {
        ...createAddressBookActors(api, customer?.id ?? 0, {
          onListChanged: (savedId) => {
            session.send(savedId === undefined ? { type: 'addresses.reload' } : { type: 'addresses.reload', select: savedId });
            if (savedId !== undefined) onSelected();
          },
          onDuplicate: (id) => {
            session.send({ type: 'addresses.reload', select: id });
            onSelected();
          },
        }),
        // The session loads the same list as the app starts: asking the server for it again was a second request
        // each time the checkout opened.
        loadAddresses: fromPromise<AddressListOutput, void>(({ signal }) => sessionAddresses(session, signal)),
      },
    }),
  );
  return useActorRef(logic, {
    input: {
      selectedAddressId: selected?.id ?? null,
      contact: customer ? { name: customer.full_name ?? '', phone: customer.phone ?? customer.user_name ?? '' } : null,
    },
    ...inspection(),
  });
}

/**
 * The recipient address list of a logged-in customer (SPEC §2 Checkout, address management):
 * the saved addresses with the session's selection (the default after login), and a new one
 * added inline. Choosing one sends address.select to the session; the ordering system makes the
 * selected one (the preselected default too) the fulfilment destination, whose nearest store serves the order.
 */
export function RecipientAddresses({ error, onSelected }: { error: string | undefined; onSelected: () => void }) {
  const { t } = useLingui();
  const { useGooglemaps } = useSettings();
  const session = SessionContext.useActorRef();
  const addresses = SessionContext.useSelector(addressesSelector);
  const selected = SessionContext.useSelector(selectedAddressSelector);
  const failed = SessionContext.useSelector(didAddressesFailSelector);
  const customer = SessionContext.useSelector(customerSelector);
  const book = useInlineAddressBook(customer, onSelected);
  const adding = useSelector(book, (s) => s.context.draft !== null && (s.matches('editing') || s.matches('saving') || s.matches('failed')));
  const canAdd = useSelector(book, (s) => s.can({ type: 'address.create' }));

  const select = (id: number) => {
    session.send({ type: 'address.select', id });
    onSelected();
  };

  return (
    <section className={styles.section} aria-labelledby="recipients-heading">
      <h2 id="recipients-heading">{t`Recipient address`}</h2>
      {failed ? (
        <div className={ui.alert.info}>
          <p>{t`Your saved addresses are not available right now.`}</p>
          <button type="button" className={ui.button.secondary} onClick={() => session.send({ type: 'addresses.reload' })}>
            {t`Try again`}
          </button>
        </div>
      ) : addresses.length === 0 ? (
        <p>{t`You have no saved addresses yet. The order goes to the delivery address above.`}</p>
      ) : (
        <fieldset className={styles.addressList} aria-describedby={error ? 'customerAddressId-error' : undefined}>
          <legend className={formStyles.label}>{t`Choose a recipient`}</legend>
          {addresses.map((a) => (
            <label key={a.id}>
              <input type="radio" name="recipient" checked={selected?.id === a.id} onChange={() => select(a.id)} /> {a.contact_name} · {a.phone_number} ·{' '}
              {a.address}
              {a.is_default ? <span className={styles.muted}> ({t`default`})</span> : null}
            </label>
          ))}
        </fieldset>
      )}
      {addresses.length > 0 && !selected ? <p className={formStyles.hint}>{t`No saved address chosen: the order goes to the delivery address above.`}</p> : null}
      {error && !adding ? (
        <p id="customerAddressId-error" className={formStyles.fieldError}>
          {t`Choose a recipient address.`}
        </p>
      ) : null}
      {adding ? (
        <AddressForm actor={book} showDefault={false} googleMapsKey={useGooglemaps ? GOOGLE_MAPS_API_KEY : undefined} />
      ) : failed ? null : (
        <div className={formStyles.actions}>
          <button type="button" className={ui.button.secondary} disabled={!canAdd} onClick={() => book.send({ type: 'address.create' })}>
            {t`Add a new address`}
          </button>
        </div>
      )}
    </section>
  );
}
