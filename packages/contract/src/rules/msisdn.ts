import { z } from 'zod';
import { MSISDN, normalizeMsisdn } from './msisdn-format.ts';

export { formatMsisdn, isValidMsisdn, normalizeMsisdn } from './msisdn-format.ts';

/** A number as the API carries it (paths, queries, bodies, responses): exactly 10 digits, 7 first. */
export const msisdnSchema = z.string().regex(MSISDN, 'invalid_msisdn').meta({ example: '7012345678' });

/** Form input: anything normalizeMsisdn accepts, parsed to the national form (not for route schemas). */
export const msisdnInputSchema = z.string().transform((value, ctx) => {
  const n = normalizeMsisdn(value);
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: 'invalid_msisdn' });
    return z.NEVER;
  }
  return n;
});

/** The params of every route under /api/subscribers/:msisdn. */
export const msisdnParamsSchema = z.object({ msisdn: msisdnSchema });
