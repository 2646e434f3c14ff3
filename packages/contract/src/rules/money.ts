import { z } from 'zod';
import { TIYN_PER_TENGE } from '../constants.ts';

// Money is integer tiyn everywhere (DESIGN §3: 1 tenge = 100 tiyn); the web formats it for display.

/** tiyn → '1500.05' (a plain decimal, for queries and inputs; display formatting is the web's). */
export function tiynToTengeString(tiyn: number): string {
  const sign = tiyn < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(tiyn));
  return `${sign}${Math.floor(abs / TIYN_PER_TENGE)}.${String(abs % TIYN_PER_TENGE).padStart(2, '0')}`;
}

/** A money amount in integer tiyn (may be negative, e.g. a debt balance). */
export const tiynSchema = z.number().int().meta({ description: 'integer tiyn (1 tenge = 100 tiyn)' });
