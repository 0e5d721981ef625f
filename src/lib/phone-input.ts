/**
 * What a phone input keeps on key-up (SPEC §5 "digits only on key-up"): digits, and a '+'
 * only in front for the international form.
 * @example keepPhoneCharacters('+84 90-123') // '+8490123'
 */
export function keepPhoneCharacters(value: string): string {
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  return plus + value.replace(/\D/g, '');
}
