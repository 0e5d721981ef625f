import { createActorContext } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { addressBookMachine, type AddressBookInput } from '../../../machines/address-book/machine';
import { createAddressBookActors } from '../../components/address/address-book-actors';
import { api } from '../../lib/api-client';
import { selectedAddressSelector } from '../../../machines/session/selectors';
import { SessionContext } from '../session';

/** The saved addresses of /address-manage (machines/address-book). */
export const AddressBookContext = createActorContext(addressBookMachine);

/** The book of one customer; the session's list and selection follow every save and delete. */
export function AddressBookProvider({ customerId, input, children }: { customerId: number; input: AddressBookInput; children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const [logic] = useState(() =>
    addressBookMachine.provide({
      actors: createAddressBookActors(api, customerId, {
        onListChanged: () => session.send({ type: 'addresses.reload' }),
        onDuplicate: (id) => session.send({ type: 'addresses.reload', select: id }),
      }),
    }),
  );
  return (
    <AddressBookContext.Provider logic={logic} options={{ input }}>
      <FollowSessionSelection />
      {children}
    </AddressBookContext.Provider>
  );
}

/** The address selected for ordering lives in the session; the book's delete guard protects whichever it is now. */
function FollowSessionSelection() {
  const actor = AddressBookContext.useActorRef();
  const selectedId = SessionContext.useSelector((s) => selectedAddressSelector(s)?.id ?? null);
  useEffect(() => {
    actor.send({ type: 'selection.change', id: selectedId });
  }, [actor, selectedId]);
  return null;
}
