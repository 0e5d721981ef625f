/**
 * What one QA browser's requests see differently: feature settings and the order clock speed
 * that /sandbox/qa's "start this path" chose for its qa_session. Set for a request by the sandbox's hook
 * (server/sandbox/overrides.ts, registered only where the sandbox is on); elsewhere there is none.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface SandboxOverrides {
  /** Setting code → value as the setting table keeps it ("true", "7"). */
  settings: Readonly<Record<string, string>>;
  /** Divides the lifecycle's minutes for the orders this browser places (ORDER_CLOCK_SPEED for one browser). */
  orderClockSpeed: number | null;
}

const overridesOfRequest = new AsyncLocalStorage<SandboxOverrides>();

/** The overrides of the request being answered, if its browser has any. */
export const currentSandboxOverrides = (): SandboxOverrides | null => overridesOfRequest.getStore() ?? null;

export const runWithSandboxOverrides = <T>(overrides: SandboxOverrides, run: () => T): T =>
  overridesOfRequest.run(overrides, run);

/** Setting rows with this request's overridden values put in their place. */
export function withSettingOverrides<Row extends { code: string; value: string }>(rows: Row[]): Row[] {
  const settings = currentSandboxOverrides()?.settings;
  if (!settings || Object.keys(settings).length === 0) return rows;
  return rows.map((row) => (Object.hasOwn(settings, row.code) ? { ...row, value: settings[row.code] } : row));
}
