import type { Database } from '../db/database';
import type { Clock } from '../context';
import { lockKey, refuseBeyondLimit } from './hourly-limit';

/** Failed logins for one phone per hour, whether or not it has an account. Our decision. */
export const LOGIN_FAILURES_PER_PHONE_PER_HOUR = 10;
/** Failed logins from one client address per hour. Our decision. */
export const LOGIN_FAILURES_PER_ADDRESS_PER_HOUR = 30;
/** Phone look-ups (check_phone_number) from one client address per hour. Our decision. */
export const PHONE_CHECKS_PER_ADDRESS_PER_HOUR = 30;

export type AttemptAction = 'login' | 'check_phone';

const limits: Record<AttemptAction, { perSubject: number; perAddress: number }> = {
  login: { perSubject: LOGIN_FAILURES_PER_PHONE_PER_HOUR, perAddress: LOGIN_FAILURES_PER_ADDRESS_PER_HOUR },
  check_phone: { perSubject: Number.POSITIVE_INFINITY, perAddress: PHONE_CHECKS_PER_ADDRESS_PER_HOUR },
};

/** Hourly limits of logins and phone look-ups, per phone and per client address, like the code sends. */
export function createAttemptLimits({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /**
     * Counts an attempt, or refuses it with 429 when the phone or the address has used up its hour.
     * The attempt is counted before the work it guards, so parallel requests cannot slip past the limit;
     * {@link forgive} takes it back when it turned out well (a successful login).
     */
    async reserve(action: AttemptAction, subject: string, clientIp: string): Promise<number> {
      const now = clock().toString();
      return db.transaction(async (tx) => {
        await lockKey(tx, `attempt:${action}:subject:${subject}`);
        await lockKey(tx, `attempt:${action}:ip:${clientIp}`);
        const { perSubject, perAddress } = limits[action];
        const common = { table: 'attempt_log', timeColumn: 'attempted_at', now };
        await refuseBeyondLimit(tx, { ...common, where: 'action = $2 and subject = $3', params: [action, subject], limit: perSubject });
        await refuseBeyondLimit(tx, { ...common, where: 'action = $2 and client_ip = $3', params: [action, clientIp], limit: perAddress });
        const [{ id }] = await tx.query<{ id: number }>(
          'insert into attempt_log (action, subject, client_ip, attempted_at) values ($1, $2, $3, $4::timestamptz) returning id',
          [action, subject, clientIp, now],
        );
        return id;
      });
    },

    async forgive(attemptId: number): Promise<void> {
      await db.query('delete from attempt_log where id = $1', [attemptId]);
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
