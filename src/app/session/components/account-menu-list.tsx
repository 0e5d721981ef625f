import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type RefObject } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useSettings } from '../../settings/provider';
import { accountLinks } from '../account-links';
import { SessionContext } from '../context';
import { canLogOutSelector } from '../../../../machines/session/selectors';
import { useAccountLinkLabel } from './account-link-label';
import * as styles from './account-menu.css';

/**
 * The logged-in entries of the account dropdown: every SPEC §2 entry whose setting is on, then
 * logout. A press outside `root` or Escape closes it.
 */
export default function AccountMenuList({ id, root, onClose }: { id: string; root: RefObject<HTMLElement | null>; onClose: () => void }) {
  const { t } = useLingui();
  const settings = useSettings();
  const label = useAccountLinkLabel();
  const session = SessionContext.useActorRef();
  // while the kept session is being refreshed at start there is nothing to log out of yet
  const canLogOut = SessionContext.useSelector(canLogOutSelector);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, onClose]);

  return (
    <ul id={id} className={styles.menu} aria-label={t`Account`}>
      <li className={styles.heading}>
        <Link href={paths.profile} className={styles.item}>
          <Trans>My account</Trans>
        </Link>
      </li>
      {accountLinks(settings).map((entry) => (
        <li key={entry.key}>
          <Link href={entry.href} className={styles.item}>
            {label(entry.key)}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={styles.item} disabled={!canLogOut} onClick={() => session.send({ type: 'session.logout' })}>
          <Trans>Log out</Trans>
        </button>
      </li>
    </ul>
  );
}
