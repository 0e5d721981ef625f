import { useQuery } from '@tanstack/react-query';
import { formatHotline } from '../../config/brand';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ProgressBar } from '../../components/ui/progress-bar';
import { getSettingsQueryOptions } from './api/get-settings';
import { DEFAULT_SETTINGS, type Settings } from './settings';

interface SettingsState {
  settings: Settings;
  /** True until the first answer (or failure) of the settings call. */
  isPending: boolean;
}

const SettingsContext = createContext<SettingsState>({ settings: DEFAULT_SETTINGS, isPending: false });

/**
 * Loads the feature switches once for the whole app. Screens render at once with the seeded
 * defaults (domain/settings) while a thin progress bar shows the pending load; a failed load keeps them.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery(getSettingsQueryOptions());
  const value = useMemo(() => ({ settings: data ?? DEFAULT_SETTINGS, isPending }), [data, isPending]);
  return (
    <SettingsContext.Provider value={value}>
      {isPending ? <ProgressBar /> : null}
      {children}
    </SettingsContext.Provider>
  );
}

export function useSettingsState(): SettingsState {
  return useContext(SettingsContext);
}

/** The feature switches of SPEC §9 (defaults until loaded). */
export function useSettings(): Settings {
  return useContext(SettingsContext).settings;
}

/**
 * The customer hotline of the `hotline` setting (SPEC §9): the digits a link dials and the number grouped
 * for reading, so that a changed setting shows on every screen and in every message at once.
 */
export function useHotline(): { dial: string; display: string } {
  const { hotline } = useSettings();
  return { dial: hotline, display: formatHotline(hotline) };
}
