import { randomInt } from 'node:crypto';
import { levelOf } from '../../domain/points';
import { checkProfileName } from '../../domain/account-validation';
import { PROFILE_NAME_MAX } from '../../domain/constants';
import type { components } from '../../openapi/schema';
import { ApiError, badRequest } from '../api-error';
import { WORDS } from '../words';
import type { Database, Queryable } from '../db/database';
import type { InfoLogger, MessagePort } from '../providers/sms/outbox-sms';
import type { Clock } from '../context';
import {
  EMAIL_SENDS_PER_ADDRESS_PER_HOUR,
  EMAIL_SENDS_PER_PHONE_PER_HOUR,
  codeHash,
  invalidOtp,
  lockPhone,
  recordSend,
  sameHash,
  type OtpService,
} from './otp';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

type Customer = components['schemas']['Customer'];
type Gender = NonNullable<Customer['gender']>;

/** Length of the e-mail verification code (SPEC §2 /verify-email: 6 characters). */
export const EMAIL_CODE_LENGTH = 6;
/** Letters and digits of e-mail codes, without the look-alikes 0/O and 1/I. Our decision. */
const EMAIL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** An e-mail verification code is valid 30 minutes. Our decision. */
export const EMAIL_CODE_VALIDITY_SECONDS = 30 * 60;
/** Wrong tries an e-mail code allows. Our decision (as the phone OTP). */
export const EMAIL_CODE_MAX_WRONG_ATTEMPTS = 5;

interface CustomerRow {
  id: number;
  phone: string;
  full_name: string;
  email: string | null;
  is_active_email: boolean;
  password_hash: string;
  date_of_birth: string | null;
  gender: string | null;
  member_card: string | null;
  membership_id: string | null;
  level: string | null;
  total_point: number;
  available_point: number;
  created_at: number;
  default_address: number | null;
  [key: string]: unknown;
}

const CUSTOMER_COLUMNS = `id, phone, full_name, email, is_active_email, password_hash,
  to_char(date_of_birth, 'DD-MM-YYYY') as date_of_birth, gender, member_card, membership_id, level,
  total_point, available_point, extract(epoch from created_at)::float8 as created_at,
  (select a.id from customer_address a where a.customer_id = customer.id and a.is_default) as default_address`;

/** The customer as the contract shows it, without the password. */
export function customerView(row: CustomerRow): Customer {
  return {
    id: row.id,
    user_name: row.phone,
    phone: row.phone,
    full_name: row.full_name,
    email: row.email,
    is_active_email: row.is_active_email,
    date_of_birth: row.date_of_birth,
    gender: row.gender as Gender | null,
    member_card: row.member_card,
    // The address list itself is loaded with GET v2/address/; the customer names the default one.
    default_address: row.default_address ?? null,
    membership_id: row.membership_id,
    // the level the points reach (domain/points), not a stored value that could fall behind the ledger
    royalty_level: levelOf(row.total_point).code,
    total_point: row.total_point,
    available_point: row.available_point,
  };
}

/** DD-MM-YYYY to YYYY-MM-DD when it names a real day not after today; otherwise null. */
export function parseBirthDate(text: string, today: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  return iso <= today && year >= '1900' ? iso : null;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

export function createAccounts({ db, clock, secret, messages, otp }: { db: Database; clock: Clock; secret: string; messages: MessagePort; otp: OtpService }) {
  async function byPhone(q: Queryable, phone: string): Promise<CustomerRow | undefined> {
    const [row] = await q.query<CustomerRow>(`select ${CUSTOMER_COLUMNS} from customer where phone = $1`, [phone]);
    return row;
  }

  async function byId(q: Queryable, id: number): Promise<CustomerRow | undefined> {
    const [row] = await q.query<CustomerRow>(`select ${CUSTOMER_COLUMNS} from customer where id = $1`, [id]);
    return row;
  }

  /** Queues a new e-mail verification code for the customer's e-mail; earlier codes stop working. */
  async function queueEmailCode(tx: Queryable, customer: { id: number; phone: string; email: string }, log?: InfoLogger) {
    const now = clock().toString();
    await tx.query('update email_verification set consumed_at = $2::timestamptz where customer_id = $1 and consumed_at is null', [customer.id, now]);
    const code = Array.from({ length: EMAIL_CODE_LENGTH }, () => EMAIL_CODE_ALPHABET[randomInt(EMAIL_CODE_ALPHABET.length)]).join('');
    await tx.query(
      `insert into email_verification (customer_id, email, code_hash, expires_at, created_at)
       values ($1, $2, $3, $4::timestamptz + interval '${EMAIL_CODE_VALIDITY_SECONDS} seconds', $4::timestamptz)`,
      [customer.id, customer.email, codeHash(secret, 'email', String(customer.id), customer.email.toLowerCase(), code), now],
    );
    const body = [
      `Subject: Xac nhan email / Confirm your e-mail`,
      `Ma xac nhan email cua ban: ${code} (hieu luc 30 phut).`,
      `Your e-mail confirmation code: ${code} (valid for 30 minutes).`,
    ].join('\n');
    await messages.send({ channel: 'email', phone: customer.phone, email: customer.email, body, code, at: now }, tx, log);
  }

  return {
    byId: (id: number) => byId(db, id),
    byPhone: (phone: string) => byPhone(db, phone),

    async exists(phone: string) {
      return (await db.query('select 1 from customer where phone = $1', [phone])).length > 0;
    },

    /** The customer when phone and password match; the same work is done when no account matches. */
    async authenticate(phone: string, password: string): Promise<CustomerRow | undefined> {
      const row = await byPhone(db, phone);
      const ok = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
      return row && ok ? row : undefined;
    },

    async register(input: { phone: string; fullName: string; email: string | null; password: string; idToken: string; log?: InfoLogger }) {
      const passwordHash = await hashPassword(input.password);
      const confirmation = await otp.checkIdToken(input.idToken);
      try {
        return await db.transaction(async (tx) => {
          await lockPhone(tx, input.phone);
          if (await byPhone(tx, input.phone)) {
            throw new ApiError(409, 'PHONE_ALREADY_REGISTERED', WORDS.phoneRegistered);
          }
          await otp.consumeIdToken(tx, confirmation, input.phone, 'register');
          const [{ id }] = await tx.query<{ id: number }>(
            `insert into customer (phone, full_name, email, password_hash, created_at)
             values ($1, $2, $3, $4, $5::timestamptz) returning id`,
            [input.phone, input.fullName.trim(), input.email, passwordHash, clock().toString()],
          );
          if (input.email) await queueEmailCode(tx, { id, phone: input.phone, email: input.email }, input.log);
          return (await byId(tx, id))!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'PHONE_ALREADY_REGISTERED', WORDS.phoneRegistered);
        throw error;
      }
    },

    async changePassword(customerId: number, current: string, next: string) {
      const row = await byId(db, customerId);
      if (!row) throw new ApiError(401, 'UNAUTHORIZED', WORDS.sessionExpired);
      if (!(await verifyPassword(current, row.password_hash))) {
        throw new ApiError(400, 'WRONG_PASSWORD', WORDS.wrongPassword, 'password');
      }
      await db.query('update customer set password_hash = $2, password_changed_at = $3::timestamptz, session_version = session_version + 1 where id = $1', [
        customerId,
        await hashPassword(next),
        clock().toString(),
      ]);
    },

    /** Refuses every access and refresh token issued so far (logout everywhere). */
    async endAllSessions(customerId: number) {
      await db.query('update customer set session_version = session_version + 1 where id = $1', [customerId]);
    },

    async resetPassword(phone: string, token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const confirmation = await otp.checkIdToken(token);
      await db.transaction(async (tx) => {
        await lockPhone(tx, phone);
        if (!(await byPhone(tx, phone))) throw new ApiError(404, 'PHONE_NOT_REGISTERED', WORDS.phoneNotRegistered);
        await otp.consumeIdToken(tx, confirmation, phone, 'reset_password');
        await tx.query('update customer set password_hash = $2, password_changed_at = $3::timestamptz, session_version = session_version + 1 where phone = $1', [
          phone,
          passwordHash,
          clock().toString(),
        ]);
      });
    },

    async updateProfile(
      customerId: number,
      input: { full_name: string; date_of_birth?: string | null; gender?: Gender | null; email?: string | null; log?: InfoLogger },
    ) {
      const nameProblem = checkProfileName(input.full_name);
      if (nameProblem) throw badRequest(nameProblem === 'required' ? WORDS.fullNameRequired : WORDS.fullNameTooLong(PROFILE_NAME_MAX), 'full_name');
      const today = clock().toZonedDateTimeISO('Asia/Ho_Chi_Minh').toPlainDate().toString();
      let birthDate: string | null | undefined = input.date_of_birth;
      if (typeof input.date_of_birth === 'string') {
        birthDate = parseBirthDate(input.date_of_birth, today);
        if (!birthDate) throw badRequest(WORDS.birthDateInvalid, 'date_of_birth');
      }
      return db.transaction(async (tx) => {
        const row = await byId(tx, customerId);
        if (!row) throw new ApiError(401, 'UNAUTHORIZED', WORDS.sessionExpired);
        const email = input.email === undefined ? row.email : input.email ? input.email.trim() : null;
        const emailChanged = (email ?? '').toLowerCase() !== (row.email ?? '').toLowerCase();
        // A field left out of the request keeps its value; null clears it.
        await tx.query(
          `update customer set full_name = $2,
             date_of_birth = case when $3::boolean then $4::date else date_of_birth end,
             gender = case when $5::boolean then $6 else gender end,
             email = $7,
             is_active_email = case when $8::boolean then false else is_active_email end
           where id = $1`,
          [
            customerId,
            input.full_name.trim(),
            birthDate !== undefined,
            birthDate ?? null,
            input.gender !== undefined,
            input.gender ?? null,
            email,
            emailChanged,
          ],
        );
        if (emailChanged && email) await queueEmailCode(tx, { id: customerId, phone: row.phone, email }, input.log);
        return (await byId(tx, customerId))!;
      });
    },

    async resendEmailCode(phone: string, clientIp: string, log?: InfoLogger) {
      await db.transaction(async (tx) => {
        await lockPhone(tx, phone);
        const row = await byPhone(tx, phone);
        if (!row) throw new ApiError(404, 'PHONE_NOT_REGISTERED', WORDS.phoneNotRegistered);
        if (!row.email) throw badRequest(WORDS.noEmail, 'email');
        await recordSend(tx, {
          channel: 'email',
          phone,
          clientIp,
          now: clock().toString(),
          perPhone: EMAIL_SENDS_PER_PHONE_PER_HOUR,
          perAddress: EMAIL_SENDS_PER_ADDRESS_PER_HOUR,
        });
        await queueEmailCode(tx, { id: row.id, phone, email: row.email }, log);
      });
    },

    async confirmEmail(phone: string, email: string, code: string) {
      const now = clock().toString();
      type Outcome = 'ok' | 'wrong' | 'expired' | 'blocked' | 'missing' | 'other_email';
      const outcome = await db.transaction<Outcome>(async (tx) => {
        const row = await byPhone(tx, phone);
        if (!row?.email) return 'missing';
        if (row.email.toLowerCase() !== email.trim().toLowerCase()) return 'other_email';
        if (row.is_active_email) return 'ok';
        const [pending] = await tx.query<{ id: number; code_hash: string; attempts: number; expired: boolean }>(
          `select id, code_hash, attempts, expires_at <= $2::timestamptz as expired from email_verification
            where customer_id = $1 and consumed_at is null order by created_at desc, id desc limit 1 for update`,
          [row.id, now],
        );
        if (!pending) return 'missing';
        if (pending.expired) return 'expired';
        if (pending.attempts >= EMAIL_CODE_MAX_WRONG_ATTEMPTS) return 'blocked';
        if (!sameHash(codeHash(secret, 'email', String(row.id), row.email.toLowerCase(), code.toUpperCase()), pending.code_hash)) {
          await tx.query('update email_verification set attempts = attempts + 1 where id = $1', [pending.id]);
          return 'wrong';
        }
        await tx.query('update email_verification set consumed_at = $2::timestamptz where id = $1', [pending.id, now]);
        await tx.query('update customer set is_active_email = true where id = $1', [row.id]);
        return 'ok';
      });
      if (outcome !== 'ok') throw invalidOtp(WORDS.emailCode[outcome], { reason: outcome });
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
