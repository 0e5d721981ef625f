import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isMemberSelector, userSelector } from '../../../../machines/session/selectors';
import { loginPath } from '../../../lib/return-path';
import { SessionContext } from '../context';
import AccountMenuList from './account-menu-list';
import * as styles from './account-menu.css';
import { visuallyHidden } from '../../../styles/utilities.css';

function PersonIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" strokeLinecap="round" />
    </svg>
  );
}

/** The header's account dropdown (SPEC §2 Header): every entry whose setting is on, then logout; login only when signed out. */
export function AccountMenuView() {
  const { t } = useLingui();
  const id = useId();
  const [location] = useLocation();
  const member = SessionContext.useSelector(isMemberSelector);
  const user = SessionContext.useSelector(userSelector);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // a navigation closes the menu, in the render that shows the new page (not an effect on every mount)
  const [shownOn, setShownOn] = useState(location);
  if (shownOn !== location) {
    setShownOn(location);
    setOpen(false);
  }

  if (!member) {
    return (
      <Link href={loginPath(location)} className={styles.trigger}>
        <PersonIcon />
        <span className={styles.triggerText}>
          <Trans>Log in</Trans>
        </span>
      </Link>
    );
  }

  const name = user?.full_name ?? '';
  return (
    <div ref={root} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
      >
        <PersonIcon />
        {/* the visible name starts the accessible name (WCAG 2.5.3) */}
        <span className={styles.triggerText}>{name}</span>
        <span className={visuallyHidden}> {t`Account menu`}</span>
      </button>
      {open ? (
        <AccountMenuList id={`${id}-menu`} root={root} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
