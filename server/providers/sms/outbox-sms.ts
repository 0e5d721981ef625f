import { maskPhone } from '../../../domain/phone';
import type { Queryable } from '../../db/database';

/** A text message to a phone, or an e-mail to the customer of a phone. `code` is kept for the sandbox only. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  phone: string;
  email?: string | null;
  body: string;
  code: string;
  at: string;
}

/** The SMS (and e-mail) port of DESIGN.md "Outside services". */
export interface MessagePort {
  /** Sends (here: queues) a message; `db` is the caller's transaction so a refused request leaves no message. */
  send(message: OutgoingMessage, db: Queryable, log?: InfoLogger): Promise<void>;
}

/** Minimal logger shape (Fastify's request logger fits). */
export interface InfoLogger {
  info(object: object, message: string): void;
}

/**
 * Default provider: each message waits in the sms_outbox table, listed at /sandbox/sms.
 * The log says that a message was queued, with the phone masked; it never holds the code or the text.
 */
export function createOutboxMessages(): MessagePort {
  return {
    async send(message, db, log) {
      await db.query(
        'insert into sms_outbox (channel, phone, email, body, code, created_at) values ($1, $2, $3, $4, $5, $6::timestamptz)',
        [message.channel, message.phone, message.email ?? null, message.body, message.code, message.at],
      );
      log?.info({ channel: message.channel, phone: maskPhone(message.phone) }, `${message.channel === 'sms' ? 'SMS' : 'E-mail'} queued in the outbox (see /sandbox/sms)`);
    },
  };
}
