import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { sessionMachine, type Address, type LoadAddressesInput, type RefreshTokenInput, type RefreshTokenOutput } from '../../machines/session/machine';
import { keptMemberSession } from '../../machines/test-support/session-fixtures';
import { createTestRoot } from '../../tests/support/react-root';
import { activateLocale, i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { SessionContext } from './session/context';
import { getSettingsQueryOptions } from './settings/api/get-settings';
import { SettingsProvider } from './settings/provider';
import { parseSettings } from './settings/settings';
import QrScannerButton from '../features/loyalty/lazy/qr-scanner-button';

const view = createTestRoot();
const button = () => [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Scan a QR code');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) await settle();
}

beforeAll(() => activateLocale('en'));

describe("the header's QR scanner button (SPEC §2 Header)", () => {
  it('should be drawn for the kept session at once, disabled while its refresh is asked, then open the scanner', async () => {
    let answerRefresh: (tokens: RefreshTokenOutput) => void = () => undefined;
    const logic = sessionMachine.provide({
      actors: {
        refreshToken: fromPromise<RefreshTokenOutput, RefreshTokenInput>(() => new Promise((resolve) => (answerRefresh = resolve))),
        loadAddresses: fromPromise<Address[], LoadAddressesInput>(async () => []),
      },
      actions: { persistSession: () => undefined },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(getSettingsQueryOptions().queryKey, parseSettings([{ code: 'useQrcode', value: 'true' }]));
    await view.render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <SettingsProvider>
            <SessionContext.Provider logic={logic} options={{ input: { restore: true, stored: keptMemberSession } }}>
              <QrScannerButton />
            </SessionContext.Provider>
          </SettingsProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    await until(() => button() !== undefined);
    expect(button()?.disabled).toBe(true);

    await act(async () => answerRefresh({ access: 'access-2', refresh: 'refresh-2' }));
    await until(() => button()?.disabled === false);
    expect(button()?.disabled).toBe(false);
    await act(async () => button()!.click());
    await until(() => document.querySelector('[role="dialog"]') !== null);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });
});
