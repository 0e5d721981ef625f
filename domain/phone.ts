/**
 * Vietnamese phone numbers (SPEC §5 "Phone"): an optional country code and 10 digits,
 * normalised to the international +84 form. Used by the client (inputs, login, register)
 * and by the server (every phone it stores or looks up is in +84 form).
 */
import { PHONE_DIGITS } from './constants';

/** Vietnam's country calling code. */
export const COUNTRY_CODE = '84';
/** Prefix of a phone in international form. */
export const INTERNATIONAL_PREFIX = `+${COUNTRY_CODE}`;
/** Length of a phone typed with the country code in front of the 10 national digits (84 0xxxxxxxxx). */
export const INTERNATIONAL_INPUT_LENGTH = 12;

/** Subscriber digits after the leading 0 (or after 84): 9, the first not 0. */
const SUBSCRIBER = `[1-9][0-9]{${PHONE_DIGITS - 2}}`;
const ACCEPTED = new RegExp(`^(?:\\+?${COUNTRY_CODE}0?|0)(${SUBSCRIBER})$`);
/** Separators people type inside a phone number. */
const SEPARATORS = /[\s.\-()]/g;

/** Keeps digits only, as the phone inputs do on key-up (SPEC §5). */
export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The phone in international form (+84 and 9 digits), or null when it is not a Vietnamese phone.
 * Accepts 0xxxxxxxxx (10 digits), 84xxxxxxxxx, +84xxxxxxxxx and, with the national 0 kept after the
 * country code, 840xxxxxxxxx (the 12-character form SPEC §5 converts) and +840xxxxxxxxx.
 * Spaces, dots, dashes and brackets are ignored.
 */
export function normalisePhone(input: string): string | null {
  const match = ACCEPTED.exec(input.trim().replace(SEPARATORS, ''));
  return match ? `${INTERNATIONAL_PREFIX}${match[1]}` : null;
}

/** Whether the input is a Vietnamese phone in one of the forms {@link normalisePhone} accepts. */
export function isValidPhone(input: string): boolean {
  return normalisePhone(input) !== null;
}

/**
 * SPEC §5: a 12-character phone is converted to international form before the existence check;
 * any other input is returned unchanged (trimmed).
 */
export function phoneForLookup(input: string): string {
  const trimmed = input.trim();
  if (trimmed.length !== INTERNATIONAL_INPUT_LENGTH) return trimmed;
  return normalisePhone(trimmed) ?? trimmed;
}

/** The national form 0xxxxxxxxx of a phone, or null when it is not a Vietnamese phone. */
export function nationalPhone(input: string): string | null {
  const international = normalisePhone(input);
  return international ? `0${international.slice(INTERNATIONAL_PREFIX.length)}` : null;
}

/** A phone for logs and operator pages: country code, first two and last two digits (+8490*****67). */
export function maskPhone(input: string): string {
  const phone = normalisePhone(input);
  if (!phone) return '*'.repeat(Math.min(input.length, PHONE_DIGITS));
  const subscriber = phone.slice(INTERNATIONAL_PREFIX.length);
  return `${INTERNATIONAL_PREFIX}${subscriber.slice(0, 2)}${'*'.repeat(subscriber.length - 4)}${subscriber.slice(-2)}`;
}
