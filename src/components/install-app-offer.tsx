import { Trans, useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { storage } from '../adapters/storage';
import { installPrompt } from '../lib/install-prompt';
import * as ui from './ui/ui.css';

/** Once declined, the offer is not made again on this device. */
const DECLINED_KEY = 'installOfferDeclined';

/**
 * Offers putting the app on the home screen, where the browser allows it: shown only where a customer follows an
 * order they placed (never on arrival), until they install it or say not now.
 */
export function InstallAppOffer() {
  const { t } = useLingui();
  const available = useSyncExternalStore(installPrompt.subscribe, installPrompt.available, () => false);
  const [declined, setDeclined] = useState(() => storage.get(DECLINED_KEY) === 'true');
  if (!available || declined) return null;
  return (
    <section className={ui.card} aria-label={t`Install the app`} data-testid="install-offer">
      <p>
        <Trans>Put the app on your home screen to follow your orders and order again in one tap.</Trans>
      </p>
      <div className={ui.dialogActions}>
        <button type="button" className={ui.button.primary} onClick={() => void installPrompt.prompt()}>
          <Trans>Install the app</Trans>
        </button>
        <button
          type="button"
          className={ui.button.secondary}
          onClick={() => {
            storage.set(DECLINED_KEY, 'true');
            setDeclined(true);
          }}
        >
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  );
}
