/** Characters of the e-mail verification code (SPEC §2 /verify-email). */
export const EMAIL_CODE_LENGTH = 6;

/**
 * The e-mail code as typed: letters and digits only, upper case, at most 6 characters.
 * @example normaliseEmailCode(' ab-12c9 ') // 'AB12C9'
 */
export function normaliseEmailCode(input: string): string {
  return input
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, EMAIL_CODE_LENGTH);
}
