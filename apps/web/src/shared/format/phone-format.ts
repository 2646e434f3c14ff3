import { formatMsisdn, normalizeMsisdn } from '@kabinet/contract/rules/msisdn-format';

/**
 * Phone numbers, spec §9 "Phone format": the contract's formatting (+7 (7xx) xxx-xx-xx), the same
 * the server's documents use. Accepts the 10-digit msisdn, the 11-digit form with a leading 7 or
 * 8, and anything with spaces, dashes or a leading "+"; other input is returned as is.
 */
export const toMsisdn = (value: string): string | null => normalizeMsisdn(value);

export function formatPhone(value: string | null | undefined): string {
  return value ? formatMsisdn(value) : '';
}
