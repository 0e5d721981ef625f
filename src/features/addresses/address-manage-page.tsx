import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { placeSelector } from '../../../machines/fulfilment/selectors';
import type { Address } from '../../../machines/address-book/machine';
import { selectedAddressSelector } from '../../../machines/session/selectors';
import { GOOGLE_MAPS_API_KEY } from '../../adapters/maps/maps-key';
import { AddressForm } from '../../components/address/address-form';
import { ListSkeleton, SkeletonRegion } from '../../components/ui/skeleton';
import * as form from '../../components/ui/form.css';
import * as ui from '../../components/ui/ui.css';
import { FulfilmentContext } from '../../app/ordering/context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountScreenGate } from '../../app/session/components/account-screen-gate';
import { RequireLogin } from '../../app/session/components/require-login';
import { SessionContext } from '../../app/session/context';
import { useSettings } from '../../app/settings/provider';
import { AddressBookContext, AddressBookProvider } from './provider';
import * as styles from './addresses.css';

function AddressCard({ address }: { address: Address }) {
  const { t } = useLingui();
  const actor = AddressBookContext.useActorRef();
  const canEdit = AddressBookContext.useSelector((s) => s.can({ type: 'address.edit', id: address.id }));
  const canSetDefault = AddressBookContext.useSelector((s) => s.can({ type: 'address.setDefault', id: address.id }));
  const canDelete = AddressBookContext.useSelector((s) => s.can({ type: 'address.delete', id: address.id }));
  const selected = AddressBookContext.useSelector((s) => s.context.selectedAddressId === address.id);
  const busy = AddressBookContext.useSelector((s) => s.hasTag('busy'));
  return (
    <li className={styles.card} data-testid="saved-address">
      <div className={styles.cardHead}>
        <strong className={styles.wrap}>{address.contact_name}</strong>
        <span className={styles.badges}>
          {address.is_default ? <span className={styles.badge}>{t`Default`}</span> : null}
          {selected ? <span className={styles.badge}>{t`Selected for ordering`}</span> : null}
        </span>
      </div>
      <span className={styles.wrap}>{address.phone_number}</span>
      <span className={styles.wrap}>{address.address}</span>
      {address.contact_string ? <span className={styles.muted}>{address.contact_string}</span> : null}
      <div className={form.actions}>
        <button
          type="button"
          className={ui.button.secondary}
          disabled={!canEdit}
          onClick={() => actor.send({ type: 'address.edit', id: address.id })}
        >
          {t`Edit`}
        </button>
        {address.is_default ? null : (
          <button
            type="button"
            className={ui.button.ghost}
            disabled={!canSetDefault || busy}
            onClick={() => actor.send({ type: 'address.setDefault', id: address.id })}
          >
            {t`Set as default`}
          </button>
        )}
        <button
          type="button"
          className={ui.button.ghost}
          disabled={!canDelete}
          onClick={() => actor.send({ type: 'address.delete', id: address.id })}
        >
          {t`Delete`}
        </button>
      </div>
      {selected ? (
        <p className={form.hint}>{t`This address is selected for your order, so it cannot be deleted.`}</p>
      ) : null}
    </li>
  );
}

function DeleteDialog() {
  const { t } = useLingui();
  const actor = AddressBookContext.useActorRef();
  const open = AddressBookContext.useSelector(
    (s) => s.matches('confirmingDelete') || s.matches('deleting') || s.matches('deleteFailed'),
  );
  const deleting = AddressBookContext.useSelector((s) => s.matches('deleting'));
  const failed = AddressBookContext.useSelector((s) => s.matches('deleteFailed'));
  const address = AddressBookContext.useSelector(
    (s) => s.context.addresses.find((a) => a.id === s.context.deletingId) ?? null,
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (next || deleting ? undefined : actor.send({ type: 'delete.cancel' }))}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <Dialog.Title>{t`Delete this address?`}</Dialog.Title>
          <Dialog.Description className={styles.wrap}>{address?.address ?? ''}</Dialog.Description>
          {failed ? (
            <p role="alert" className={ui.alert.error}>
              {t`The address could not be deleted. Please try again.`}
            </p>
          ) : null}
          <div className={ui.dialogActions}>
            <button
              type="button"
              className={ui.button.secondary}
              disabled={deleting}
              onClick={() => actor.send({ type: 'delete.cancel' })}
            >
              {t`Cancel`}
            </button>
            <button
              type="button"
              className={ui.button.primary}
              disabled={deleting}
              onClick={() => actor.send({ type: 'delete.confirm' })}
            >
              {t`Delete`}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AddressBook({ addMode }: { addMode: boolean }) {
  const { t } = useLingui();
  const actor = AddressBookContext.useActorRef();
  const addresses = AddressBookContext.useSelector((s) => s.context.addresses);
  const loading = AddressBookContext.useSelector((s) => s.hasTag('loading'));
  const loadFailed = AddressBookContext.useSelector((s) => s.matches('loadFailed'));
  const listed = AddressBookContext.useSelector((s) => s.matches('list'));
  const formOpen = AddressBookContext.useSelector(
    (s) => s.context.draft !== null && (s.matches('editing') || s.matches('saving') || s.matches('failed')),
  );
  const saved = AddressBookContext.useSelector((s) => s.matches({ list: 'saved' }));
  const deleted = AddressBookContext.useSelector((s) => s.matches({ list: 'deleted' }));
  const canCreate = AddressBookContext.useSelector((s) => s.can({ type: 'address.create' }));
  const addModeOpened = useRef(false);
  useEffect(() => {
    if (!addMode || !listed || addModeOpened.current) return;
    addModeOpened.current = true;
    actor.send({ type: 'address.create' });
  }, [addMode, listed, actor]);

  if (loading)
    return (
      <SkeletonRegion label={t`Loading your addresses`}>
        <ListSkeleton rows={3} />
      </SkeletonRegion>
    );
  if (loadFailed)
    return (
      <div role="alert" className={ui.alert.error}>
        <p>{t`Your saved addresses are not available right now.`}</p>
        <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'list.retry' })}>
          {t`Try again`}
        </button>
      </div>
    );
  return (
    <>
      {saved || deleted ? (
        <div role="status" className={`${ui.alert.info} ${styles.notice}`}>
          <span>{saved ? t`The address was saved.` : t`The address was deleted.`}</span>
          <button type="button" className={ui.button.ghost} onClick={() => actor.send({ type: 'notice.dismiss' })}>
            {t`OK`}
          </button>
        </div>
      ) : null}
      {formOpen ? <AddressBookForm /> : null}
      {addresses.length === 0 ? <p className={ui.alert.info}>{t`You have no saved addresses yet.`}</p> : null}
      <ul className={styles.list} aria-label={t`Saved addresses`}>
        {addresses.map((address) => (
          <AddressCard key={address.id} address={address} />
        ))}
      </ul>
      {formOpen ? null : (
        <div className={form.actions}>
          <button
            type="button"
            className={ui.button.primary}
            disabled={!canCreate}
            onClick={() => actor.send({ type: 'address.create' })}
          >
            {t`Add a new address`}
          </button>
        </div>
      )}
      <DeleteDialog />
    </>
  );
}

function AddressBookForm() {
  const actor = AddressBookContext.useActorRef();
  const { useGooglemaps } = useSettings();
  return <AddressForm actor={actor} googleMapsKey={useGooglemaps ? GOOGLE_MAPS_API_KEY : undefined} />;
}

/** /address-manage (isAddMode opens the new-address form): the customer's saved addresses (SPEC §2 Manage address), while useFeatureAddressManage is on. */
export default function AddressManagePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Address management`);
  const addMode = new URLSearchParams(useSearch()).get('isAddMode') === 'true';
  const selected = SessionContext.useSelector(selectedAddressSelector);
  const place = FulfilmentContext.useSelector(placeSelector);
  return (
    <AccountScreenGate screen="addressManage">
      <RequireLogin title={t`Address management`}>
        {(customer) => (
          <section className={styles.page} aria-labelledby="address-manage-title">
            <h1 id="address-manage-title" className={styles.title}>
              {t`Address management`}
            </h1>
            <AddressBookProvider
              key={customer.id}
              customerId={customer.id}
              input={{
                selectedAddressId: selected?.id ?? null,
                offeredPlace: place
                  ? {
                      lat: place.lat,
                      lng: place.lng,
                      address: place.formatted_address,
                      google_data: { place_id: place.place_id, name: place.name },
                    }
                  : null,
                contact: { name: customer.full_name ?? '', phone: customer.phone ?? customer.user_name ?? '' },
              }}
            >
              <AddressBook addMode={addMode} />
            </AddressBookProvider>
          </section>
        )}
      </RequireLogin>
    </AccountScreenGate>
  );
}
