import type { Queryable } from '../db/database';
import { settingDefaults } from '../db/settings-defaults';

/** Settings the server itself acts on, read fresh on each request so that /sandbox/ changes apply at once. */
export interface ServerSettings {
  useFutureDeliveryInXDays: number;
  defaultStoreCode: string;
  timeIntervalPayloadMinutes: number;
}

const defaultOf = (code: string) => settingDefaults.find((s) => s.code === code)!.value;

export async function readSettings(db: Queryable): Promise<ServerSettings> {
  const rows = await db.query<{ code: string; value: string }>(
    "select code, value from setting where code in ('useFutureDeliveryInXDays', 'defaultStoreCode', 'time_interval_payload')",
  );
  const value = (code: string) => rows.find((r) => r.code === code)?.value ?? defaultOf(code);
  return {
    useFutureDeliveryInXDays: Number(value('useFutureDeliveryInXDays')) || Number(defaultOf('useFutureDeliveryInXDays')),
    defaultStoreCode: value('defaultStoreCode'),
    timeIntervalPayloadMinutes: Number(value('time_interval_payload')),
  };
}
