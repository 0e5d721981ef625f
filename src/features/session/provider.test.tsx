import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoadingSelector } from '../../../machines/session/selectors';
import { createTestRoot } from '../../../tests/support/react-root';
import { writeStoredSession } from './session-storage';

type Provider = typeof import('./provider');

/** What each render of a screen under SessionProvider read: whether the session was restoring. */
async function firstRenders(provider: Provider, start: boolean): Promise<boolean[]> {
  const { SessionContext, SessionProvider, loadSessionChunk, startPageSession } = provider;
  const seen: boolean[] = [];
  function Screen() {
    seen.push(SessionContext.useSelector(isLoadingSelector));
    return null;
  }
  await loadSessionChunk();
  if (start) startPageSession();
  await view.render(
    <SessionProvider>
      <Screen />
    </SessionProvider>,
  );
  return seen;
}

describe('SessionProvider', () => {
  beforeEach(() => {
    // the page's session is one per module instance, as it is one per page
    vi.resetModules();
    // a member's kept session, whose token refresh stays unanswered: the session is restoring until the test ends
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

  it('should draw the first render restoring when main.tsx started the page’s session before it', async () => {
    const seen = await firstRenders(await import('./provider'), true);
    // a screen that needs a member waits (RequireCustomer) instead of sending the member home
    expect(seen[0]).toBe(true);
  });

  it('should draw the first render before the restore without it (the session then restores in its effects)', async () => {
    const seen = await firstRenders(await import('./provider'), false);
    expect(seen[0]).toBe(false);
    expect(seen).toContain(true);
  });
});

const view = createTestRoot();
