import { z } from 'zod';
import { isValidLuhn } from './luhn.ts';

// spec §5 Device: the IMEI must be correct: 15 digits whose last is a Luhn check digit.
export const isValidImei = (value: string): boolean => /^\d{15}$/.test(value) && isValidLuhn(value);

export const imeiSchema = z
  .string()
  .regex(/^\d{15}$/, 'invalid_imei')
  .refine(isValidImei, 'invalid_imei')
  .meta({ example: '490154203237518' });
