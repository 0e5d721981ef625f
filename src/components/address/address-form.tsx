import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { NAME_MAX } from '../../../domain/constants';
import { addressFormProblem, type addressBookMachine, type AddressFormProblem } from '../../../machines/address-book/machine';
import { hasErrorCode } from '../../../machines/shared/api-error';
import type { Prediction } from '../../../machines/fulfilment/machine';
import * as combobox from '../ui/combobox.css';
import * as form from '../ui/form.css';
import { PhoneInput } from '../ui/phone-input';
import * as ui from '../ui/ui.css';
import { DUPLICATE_ADDRESS_CODE } from './address-book-actors';
import { placeOfPrediction, usePlacePredictions } from './use-place-predictions';
import * as styles from './address.css';

export type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;

/** What the customer reads about a form that cannot be saved yet. */
function useProblemText() {
  const { t } = useLingui();
  return (problem: AddressFormProblem): string => {
    if (problem.reason === 'duplicate') return t`This address is saved already.`;
    if (problem.reason === 'full') return t`You have saved the most addresses allowed. Delete one first.`;
    if (problem.field === 'address') return problem.reason === 'outside_vietnam' ? t`The address must be in Vietnam.` : t`Choose the address from the suggestions.`;
    if (problem.field === 'contact_name') return problem.reason === 'too_long' ? t`The contact name is too long.` : t`Enter the contact name.`;
    return problem.reason === 'invalid' ? t`Enter a valid phone number.` : t`Enter the contact phone number.`;
  };
}

/**
 * The saved-address form (SPEC §5 Address) of machines/address-book, shared by /address-manage and
 * the checkout: the place is taken whole from a suggestion (its text and coordinates), with the
 * contact name, phone and a note. Save is enabled by the machine's guard. With `googleMapsKey`
 * (useGooglemaps on) the suggestions and the picked place come from Google in the browser.
 */
export function AddressForm({ actor, showDefault = true, googleMapsKey }: { actor: AddressBookActor; showDefault?: boolean; googleMapsKey?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const problemText = useProblemText();
  const draft = useSelector(actor, (s) => s.context.draft);
  const editing = useSelector(actor, (s) => s.context.editingId !== null);
  const problem = useSelector(actor, (s) => addressFormProblem(s.context));
  const canSave = useSelector(actor, (s) => s.can({ type: 'draft.save' }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [pickFailed, setPickFailed] = useState(false);
  const predictions = usePlacePredictions(query, i18n.locale, googleMapsKey);
  const expanded = predictions.length > 0;
  if (!draft) return null;

  const pick = async (prediction: Prediction) => {
    setActive(-1);
    try {
      const place = await placeOfPrediction(prediction.place_id, i18n.locale, googleMapsKey);
      actor.send({
        type: 'place.pick',
        place: { lat: place.lat, lng: place.lng, address: place.formatted_address, google_data: { place_id: place.place_id, name: place.name } },
      });
      setQuery('');
      setPickFailed(false);
    } catch {
      setPickFailed(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % predictions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? predictions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      void pick(predictions[active]!);
    }
  };

  const duplicate = hasErrorCode(error, DUPLICATE_ADDRESS_CODE);
  return (
    <div className={styles.form} role="group" aria-label={editing ? t`Edit the address` : t`New address`}>
      <div className={combobox.combobox}>
        <label className={form.label} htmlFor={`${id}-place`}>
          {t`Address`}
        </label>
        <input
          id={`${id}-place`}
          className={form.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-describedby={`${id}-picked`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-${active}` : undefined}
          placeholder={t`Street, ward, landmark…`}
          value={query}
          onChange={(event) => {
            setActive(-1);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={`${id}-list`} role="listbox" aria-label={t`Address suggestions`} className={combobox.listbox} hidden={!expanded}>
          {predictions.map((p, i) => (
            <li
              key={p.place_id}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              className={combobox.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void pick(p)}
            >
              <strong>{p.main_text}</strong>
              <span className={styles.muted}>{p.secondary_text}</span>
            </li>
          ))}
        </ul>
        <p id={`${id}-picked`} className={styles.place} data-testid="picked-place">
          {draft.place ? draft.place.address : t`No address chosen yet.`}
        </p>
        {pickFailed ? <p className={form.fieldError}>{t`Address not found. Please enter it again.`}</p> : null}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-name`}>
          {t`Contact name`}
        </label>
        <input
          id={`${id}-name`}
          className={form.input}
          maxLength={NAME_MAX}
          value={draft.contact_name}
          onChange={(event) => actor.send({ type: 'draft.edit', values: { contact_name: event.target.value } })}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-phone`}>
          {t`Contact phone number`}
        </label>
        <PhoneInput
          id={`${id}-phone`}
          maxLength={20}
          value={draft.phone_number}
          onValueChange={(value) => actor.send({ type: 'draft.edit', values: { phone_number: value } })}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-note`}>
          {t`Note for the driver (optional)`}
        </label>
        <input
          id={`${id}-note`}
          className={form.input}
          maxLength={200}
          value={draft.contact_string}
          onChange={(event) => actor.send({ type: 'draft.edit', values: { contact_string: event.target.value } })}
        />
      </div>
      {showDefault ? (
        <label className={form.checkbox}>
          <input
            type="checkbox"
            checked={draft.is_default}
            onChange={(event) => actor.send({ type: 'draft.edit', values: { is_default: event.target.checked } })}
          />
          {t`Use as the default address`}
        </label>
      ) : null}
      {problem && !busy ? <p className={form.hint}>{problemText(problem)}</p> : null}
      {error ? (
        <p role="alert" className={ui.alert.error}>
          {duplicate ? t`This address is saved already: the saved one is selected.` : t`The address could not be saved. Please try again.`}
        </p>
      ) : null}
      <div className={form.actions}>
        <button type="button" className={ui.button.primary} disabled={!canSave} onClick={() => actor.send({ type: 'draft.save' })}>
          {t`Save the address`}
        </button>
        <button type="button" className={ui.button.secondary} disabled={busy} onClick={() => actor.send({ type: 'draft.cancel' })}>
          {t`Cancel`}
        </button>
      </div>
    </div>
  );
}
