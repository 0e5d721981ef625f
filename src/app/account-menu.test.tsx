import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  sessionMachine,
  type Address,
  type LoadAddressesInput,
  type RefreshTokenInput,
  type RefreshTokenOutput,
} from '../../machines/session/machine';
import { keptMemberSession } from '../../machines/test-support/session-fixtures';
import { createTestRoot } from '../../tests/support/react-root';
import { activateLocale, i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { getSettingsQueryOptions } from './settings/api/get-settings';
import { SettingsProvider } from './settings/provider';
import { parseSettings } from './settings/settings';
import { SessionContext } from './session/context';
import { AccountMenuView } from './session/components/account-menu-view';

const view = createTestRoot();
const trigger = () => view.container.querySelector<HTMLButtonElement>('button[aria-expanded]');
const menu = () => view.container.querySelector('ul[aria-label="Account"]');

beforeAll(() => activateLocale('en'));

describe("the header's account menu (SPEC §2 Header)", () => {
  it('should close when the customer goes to another page, and stay closed on coming back', async () => {
    const logic = sessionMachine.provide({
      actors: {
        refreshToken: fromPromise<RefreshTokenOutput, RefreshTokenInput>(async () => ({
          access: 'access-2',
          refresh: 'refresh-2',
        })),
        loadAddresses: fromPromise<Address[], LoadAddressesInput>(async () => []),
      },
      actions: { persistSession: () => undefined },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(getSettingsQueryOptions().queryKey, parseSettings([]));
    const location = memoryLocation({ path: '/main-menu', record: true });
    await view.render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <SettingsProvider>
            <Router hook={location.hook}>
              <SessionContext.Provider logic={logic} options={{ input: { restore: true, stored: keptMemberSession } }}>
                <AccountMenuView />
              </SessionContext.Provider>
            </Router>
          </SettingsProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(trigger()?.getAttribute('aria-expanded')).toBe('false');

    await act(async () => trigger()!.click());
    expect(trigger()?.getAttribute('aria-expanded')).toBe('true');
    expect(menu()).not.toBeNull();

    await act(async () => location.navigate('/cart'));
    expect(trigger()?.getAttribute('aria-expanded')).toBe('false');
    expect(menu()).toBeNull();

    await act(async () => location.navigate('/main-menu'));
    expect(menu()).toBeNull();

    await act(async () => trigger()!.click());
    expect(menu()).not.toBeNull();
    await act(async () => trigger()!.click());
    expect(menu()).toBeNull();
  });
});
