import { ICCID_LENGTH, ICCID_PREFIX } from '../constants.ts';
import { isValidLuhn } from './luhn.ts';

// spec §5 SIM change: exactly 20 digits, prefix 8999 702, spaces removed when sent; the last
// digit is a Luhn check digit (DESIGN §3).

/** Removes the mask's spaces (and dashes). */
export const normalizeIccid = (input: string): string => input.replace(/[\s-]/g, '');

export function isValidIccid(value: string): boolean {
  return (
    value.length === ICCID_LENGTH &&
    /^\d+$/.test(value) &&
    value.startsWith(ICCID_PREFIX) &&
    isValidLuhn(value)
  );
}

/** "8999 7021 2345 6789 0123": 5 groups of 4 digits. */
export const formatIccid = (value: string): string =>
  normalizeIccid(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
