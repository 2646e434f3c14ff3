import { z } from 'zod';

// spec §5/§9: BIN and IIN are 12 digits with a check digit (Kazakhstan algorithm):
// weights 1..11 over the first 11 digits, mod 11; a result of 10 retries with weights 3..11,1,2;
// a second 10 means the number is never issued.
const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/** The check digit for the first 11 digits, or null when no valid number exists with them. */
export function binIinCheckDigit(first11: string): number | null {
  if (!/^\d{11}$/.test(first11)) return null;
  const digits = [...first11].map(Number);
  const sum = (weights: number[]) => digits.reduce((acc, d, i) => acc + d * weights[i]!, 0) % 11;
  const first = sum(FIRST_WEIGHTS);
  if (first !== 10) return first;
  const second = sum(SECOND_WEIGHTS);
  return second === 10 ? null : second;
}

export function isValidBinIin(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  return binIinCheckDigit(value.slice(0, 11)) === Number(value[11]);
}

export const binSchema = z
  .string()
  .regex(/^\d{12}$/, 'invalid_bin')
  .refine(isValidBinIin, 'invalid_bin');
/** spec §5/§9: an IIN is exactly 12 digits; its check digit only warns (hasBinIinCheckWarning) */
export const iinSchema = z.string().regex(/^\d{12}$/, 'invalid_iin');

/** 12 digits whose check digit fails: what a form warns about and still sends (decision 022). */
export const hasBinIinCheckWarning = (value: string): boolean =>
  /^\d{12}$/.test(value) && !isValidBinIin(value);
