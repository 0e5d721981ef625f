import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, NAME_MAX } from '../../../../domain/constants';
import { isValidPhone } from '../../../../domain/phone';
import type { Place, Prediction } from '../../../../machines/fulfilment/machine';
import { addressesSelector, customerSelector, selectedAddressSelector, userSelector } from '../../../../machines/session/selectors';
import { PhoneInput } from '../../../components/ui/phone-input';
import * as formStyles from '../../../components/ui/form.css';
import * as combobox from '../../../components/ui/combobox.css';
import * as ui from '../../../components/ui/ui.css';
import { api } from '../../../lib/api-client';
import { isLocale } from '../../../lib/i18n';
import { SessionContext } from '../../session';
import * as styles from '../checkout.css';

/** The place suggestions (local maps service, Vietnam only) for `text`, after the debounce. */
function usePredictions(text: string, language: string): Prediction[] {
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  useEffect(() => {
    if ([...text.trim()].length < AUTOCOMPLETE_MIN_CHARS) {
      setPredictions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .GET('/maps/autocomplete', { params: { query: { input: text.trim(), language: isLocale(language) ? language : 'ja' } }, signal: controller.signal })
        .then(({ data }) => setPredictions(data?.predictions ?? []))
        .catch(() => setPredictions([]));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, language]);
  return predictions;
}

type NewAddressErrors = Partial<Record<'place' | 'contactName' | 'phone' | 'save', string>>;

/**
 * A new saved address (SPEC §5 Address): a place picked from the maps suggestions (coordinates
 * present, text unchanged after the pick), a contact name (1–40) and a valid phone.
 */
function NewAddressForm({ onSaved, onCancel, isFirst }: { onSaved: (id: number) => void; onCancel: () => void; isFirst: boolean }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const customer = SessionContext.useSelector(customerSelector);
  const user = SessionContext.useSelector(userSelector);
  const [text, setText] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [contactName, setContactName] = useState(customer?.full_name ?? user?.full_name ?? '');
  const [phone, setPhone] = useState(customer?.phone ?? user?.user_name ?? '');
  const [active, setActive] = useState(-1);
  const [errors, setErrors] = useState<NewAddressErrors>({});
  const [saving, setSaving] = useState(false);
  const predictions = usePredictions(place ? '' : text, i18n.locale);
  const expanded = !place && predictions.length > 0;

  const pick = async (prediction: Prediction) => {
    setActive(-1);
    try {
      const { data } = await api.GET('/maps/place-details', {
        params: { query: { place_id: prediction.place_id, language: isLocale(i18n.locale) ? i18n.locale : 'ja' } },
      });
      const picked = data!.result;
      setPlace(picked);
      setText(picked.formatted_address);
      setErrors((e) => ({ ...e, place: undefined }));
    } catch {
      setErrors((e) => ({ ...e, place: t`Address not found. Please enter it again.` }));
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

  const save = async () => {
    const next: NewAddressErrors = {};
    if (!place) next.place = t`Choose the address from the suggestions.`;
    if (!contactName.trim()) next.contactName = t`This field is required.`;
    else if (contactName.trim().length > NAME_MAX) next.contactName = t`This is too long.`;
    if (!isValidPhone(phone)) next.phone = t`Enter a valid phone number.`;
    setErrors(next);
    if (Object.keys(next).length > 0 || !place || !customer) return;
    setSaving(true);
    try {
      const { data } = await api.POST('/v2/address/google_address_create/', {
        body: {
          lat: place.lat,
          lng: place.lng,
          address: place.formatted_address,
          contact_name: contactName.trim(),
          phone_number: phone.trim(),
          google_data: { place_id: place.place_id, name: place.name },
          is_default: isFirst,
          customer: customer.id,
        },
      });
      onSaved(data!.data.id);
    } catch {
      setErrors({ save: t`The address could not be saved. Please try again.` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.addressCard} role="group" aria-label={t`New address`}>
      <div className={combobox.combobox}>
        <label className={formStyles.label} htmlFor={`${id}-place`}>
          {t`Address`}
        </label>
        <input
          id={`${id}-place`}
          className={formStyles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-${active}` : undefined}
          aria-invalid={errors.place ? true : undefined}
          placeholder={t`Street, ward, landmark…`}
          value={text}
          onChange={(event) => {
            // The text must stay as picked: editing it asks for a new pick.
            setPlace(null);
            setActive(-1);
            setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={`${id}-list`} role="listbox" aria-label={t`Address suggestions`} className={combobox.listbox} hidden={!expanded}>
          {expanded
            ? predictions.map((p, i) => (
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
              ))
            : null}
        </ul>
        {errors.place ? <p className={formStyles.fieldError}>{errors.place}</p> : null}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-name`}>
          {t`Contact name`}
        </label>
        <input
          id={`${id}-name`}
          className={formStyles.input}
          maxLength={NAME_MAX}
          value={contactName}
          aria-invalid={errors.contactName ? true : undefined}
          onChange={(event) => setContactName(event.target.value)}
        />
        {errors.contactName ? <p className={formStyles.fieldError}>{errors.contactName}</p> : null}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-phone`}>
          {t`Contact phone number`}
        </label>
        <PhoneInput id={`${id}-phone`} maxLength={20} value={phone} onValueChange={setPhone} aria-invalid={errors.phone ? true : undefined} />
        {errors.phone ? <p className={formStyles.fieldError}>{errors.phone}</p> : null}
      </div>
      {errors.save ? (
        <p role="alert" className={ui.alert.error}>
          {errors.save}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="button" className={ui.button.primary} disabled={saving} onClick={() => void save()}>
          {t`Save the address`}
        </button>
        <button type="button" className={ui.button.secondary} disabled={saving} onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </div>
  );
}

/**
 * The recipient address list of a logged-in customer (SPEC §2 Checkout, address management):
 * the saved addresses with the session's selection (the default after login), and a new one
 * added inline. Choosing one sends address.select to the session; the ordering system makes the
 * selected one (the preselected default too) the fulfilment destination, whose nearest store serves the order.
 */
export function RecipientAddresses({ error, onSelected }: { error: string | undefined; onSelected: () => void }) {
  const { t } = useLingui();
  const session = SessionContext.useActorRef();
  const addresses = SessionContext.useSelector(addressesSelector);
  const selected = SessionContext.useSelector(selectedAddressSelector);
  const failed = SessionContext.useSelector((s) => s.matches({ loggedIn: { addresses: 'failed' } }));
  const [adding, setAdding] = useState(false);

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
        <NewAddressForm
          isFirst={addresses.length === 0}
          onCancel={() => setAdding(false)}
          onSaved={(id) => {
            setAdding(false);
            session.send({ type: 'addresses.reload', select: id });
            onSelected();
          }}
        />
      ) : failed ? null : (
        <div className={formStyles.actions}>
          <button type="button" className={ui.button.secondary} onClick={() => setAdding(true)}>
            {t`Add a new address`}
          </button>
        </div>
      )}
    </section>
  );
}
