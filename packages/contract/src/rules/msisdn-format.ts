// spec §5/§9: a number (msisdn) is 10 digits in national form, starting with 7 (mask 111-111-1111);
// displayed as +7 (7xx) xxx-xx-xx. Input may come as +7…, 8…, or 11 digits: the leading digit of
// an 11-digit number is dropped ("msisdn reports strip the leading digit when 11 long").
// No zod here: the browser formats numbers on its first screen without loading the schemas.

export const MSISDN = /^7\d{9}$/;

export const isValidMsisdn = (value: string): boolean => MSISDN.test(value);

/** The 10-digit national form of a typed number, or null when it cannot be one. */
export function normalizeMsisdn(input: string): string | null {
  if (!/^[\d\s()+-]*$/.test(input)) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) digits = digits.slice(1);
  return isValidMsisdn(digits) ? digits : null;
}

/** "+7 (701) 234-56-78"; a value that is not a number is returned unchanged. */
export function formatMsisdn(value: string): string {
  const n = normalizeMsisdn(value);
  if (!n) return value;
  return `+7 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8, 10)}`;
}
