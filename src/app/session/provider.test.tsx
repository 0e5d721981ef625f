import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoadingSelector, isLoggedInSelector, isMemberSelector } from '../../../machines/session/selectors';
import { createTestRoot } from '../../../tests/support/react-root';
import { activateLocale, i18n } from '../../lib/i18n';
import { AccountMenuView } from './components/account-menu-view';
import { loadSessionChunk, SessionProvider } from './provider';
import { SessionContext } from './context';
import { writeStoredSession } from './session-storage';

describe('SessionProvider', () => {
  beforeAll(() => activateLocale('en'));
  beforeEach(() => {
    // a member's kept session; its token refresh gets no answer (the session then goes on as an offline start)
    writeStoredSession({
      access: 'access-1',
      refresh: 'refresh-1',
      user: { id: 7, full_name: 'Nguyễn Văn An', user_name: '+84901234567' },
      customer: { id: 7, user_name: '+84901234567', full_name: 'Nguyễn Văn An', total_point: 0, available_point: 0 },
    });
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('should draw its first render with the kept session restoring, so a member’s screen waits instead of sending the member home', async () => {
    const seen: Array<{ restoring: boolean; loggedIn: boolean }> = [];
    function Screen() {
      seen.push({ restoring: SessionContext.useSelector(isLoadingSelector), loggedIn: SessionContext.useSelector(isLoggedInSelector) });
      return null;
    }
    await loadSessionChunk();
    await view.render(
      <SessionProvider>
        <Screen />
      </SessionProvider>,
    );
    expect(seen[0]).toEqual({ restoring: true, loggedIn: false });
    // never drawn as a guest's session
    expect(seen.filter(({ restoring, loggedIn }) => !restoring && !loggedIn)).toEqual([]);
  });

  it('should draw the kept member in its first render, so the header names them at once and starting the session changes nothing drawn', async () => {
    const drawn: boolean[] = [];
    function Probe() {
      drawn.push(SessionContext.useSelector(isMemberSelector));
      return null;
    }
    await loadSessionChunk();
    await view.render(
      <I18nProvider i18n={i18n}>
        <SessionProvider>
          <Probe />
          <AccountMenuView />
        </SessionProvider>
      </I18nProvider>,
    );
    // one render only: the actor's start (and its refresh, still under way) changed nothing the probe selects
    expect(drawn).toEqual([true]);
    const trigger = view.container.querySelector('button');
    expect(trigger?.textContent).toContain('Nguyễn Văn An');
    expect(view.container.textContent).not.toContain('Log in');
  });
});

const view = createTestRoot();
