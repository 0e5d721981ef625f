import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import { useSettingsState } from '../../settings/provider';
import { isAccountScreenOn, type AccountLinkKey } from '../account-links';

/**
 * Opens an account screen only while its setting is on (SPEC §9: the same rule as its menu entry);
 * off, it goes to /, as the server refuses the screen's calls (403 FEATURE_OFF).
 */
export function AccountScreenGate({ screen, children }: { screen: AccountLinkKey; children: ReactNode }) {
  const { settings, isPending } = useSettingsState();
  if (isPending) return <ProgressBar />;
  if (!isAccountScreenOn(screen, settings)) return <Redirect to={paths.home} replace />;
  return <>{children}</>;
}
