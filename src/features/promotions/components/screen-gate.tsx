import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import { isAccountScreenOn } from '../../../app/session/account-links';
import { useSettingsState } from '../../../app/settings/provider';

/** The account menu entry whose setting opens a promotion screen (redeem follows the list's). */
export type PromotionScreen = 'promotion' | 'yourPromotion';

/**
 * Renders a promotion screen only while its settings are on (SPEC §6, §9: useCrmPromotion, and
 * useTradingPromotion for the redeemable list and redeem); off, the screen goes to /, as its menu entry goes.
 */
export function PromotionScreenGate({ screen, children }: { screen: PromotionScreen; children: ReactNode }) {
  const { settings, isPending } = useSettingsState();
  if (isPending) return <ProgressBar />;
  if (!isAccountScreenOn(screen, settings)) return <Redirect to={paths.home} replace />;
  return <>{children}</>;
}
