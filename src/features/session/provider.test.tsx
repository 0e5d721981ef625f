import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoadingSelector, isLoggedInSelector } from '../../../machines/session/selectors';
import { createTestRoot } from '../../../tests/support/react-root';
import { loadSessionChunk, SessionContext, SessionProvider } from './provider';
import { writeStoredSession } from './session-storage';

describe('SessionProvider', () => {
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
});

const view = createTestRoot();
