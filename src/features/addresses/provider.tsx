import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromCallback } from 'xstate';
import { addressBookMachine, type AddressBookEvent, type AddressBookInput } from '../../../machines/address-book/machine';
import { createAddressBookActors } from '../../components/address/address-book-actors';
import { api } from '../../lib/api-client';
import { selectedAddressSelector } from '../../../machines/session/selectors';
import { SessionContext } from '../../app/session/context';
import { inspection } from '../../lib/inspection';

/** The saved addresses of /address-manage (machines/address-book). */
export const AddressBookContext = createActorContext(addressBookMachine);

/** The book of one customer; the session's list and selection follow every save and delete. */
export function AddressBookProvider({ customerId, input, children }: { customerId: number; input: AddressBookInput; children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const [logic] = useState(() =>
    addressBookMachine.provide({
      actors: {
        ...createAddressBookActors(api, customerId, {
          onListChanged: () => session.send({ type: 'addresses.reload' }),
          onDuplicate: (id) => session.send({ type: 'addresses.reload', select: id }),
        }),
        // Actor to actor: the book follows the session's selection without React in between.
        watchSelection: fromCallback<AddressBookEvent>(({ sendBack }) => {
          let reported: number | null | undefined;
          const report = (snapshot: ReturnType<typeof session.getSnapshot>) => {
            const id = selectedAddressSelector(snapshot)?.id ?? null;
            if (id !== reported) sendBack({ type: 'selection.change', id });
            reported = id;
          };
          report(session.getSnapshot());
          const subscription = session.subscribe(report);
          return () => subscription.unsubscribe();
        }),
      },
    }),
  );
  return (
    <AddressBookContext.Provider logic={logic} options={{ input, ...inspection() }}>
      {children}
    </AddressBookContext.Provider>
  );
}
