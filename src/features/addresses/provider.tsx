import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { addressBookMachine, type AddressBookInput } from '../../../machines/address-book/machine';
import { createAddressBookActors } from '../../components/address/address-book-actors';
import { api } from '../../lib/api-client';
import { SessionContext } from '../session';

/** The saved addresses of /address-manage (machines/address-book). */
export const AddressBookContext = createActorContext(addressBookMachine);

/** The book of one customer; the session's list and selection follow every save and delete. */
export function AddressBookProvider({ customerId, input, children }: { customerId: number; input: AddressBookInput; children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const [logic] = useState(() =>
    addressBookMachine.provide({
      actors: createAddressBookActors(api, customerId, {
        onListChanged: (select) => session.send(select === undefined ? { type: 'addresses.reload' } : { type: 'addresses.reload', select }),
      }),
    }),
  );
  return (
    <AddressBookContext.Provider logic={logic} options={{ input }}>
      {children}
    </AddressBookContext.Provider>
  );
}
