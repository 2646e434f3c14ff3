/**
 * Phone numbers, spec §9 "Phone format": +7 with groups, shown as "+7 (7xx) xxx-xx-xx".
 * Accepts the 10-digit msisdn the API uses ("7012345678"), the 11-digit form with a leading
 * 7 or 8, and anything with spaces, dashes or a leading "+". Other input is returned as is.
 */
export function toMsisdn(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return digits.slice(1);
  return null;
}

export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const msisdn = toMsisdn(value);
  if (!msisdn) return value;
  return `+7 (${msisdn.slice(0, 3)}) ${msisdn.slice(3, 6)}-${msisdn.slice(6, 8)}-${msisdn.slice(8, 10)}`;
}
