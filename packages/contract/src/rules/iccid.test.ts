import { describe, expect, it } from 'vitest';
import { formatIccid, iccidInputSchema, iccidSchema, isValidIccid, normalizeIccid } from './iccid.ts';
import { luhnCheckDigit } from './luhn.ts';

const body = '8999702123456789012';
const valid = body + luhnCheckDigit(body);

describe('ICCID', () => {
  it('accepts 20 digits with the prefix and a Luhn digit', () => {
    expect(valid).toHaveLength(20);
    expect(isValidIccid(valid)).toBe(true);
  });
  it('rejects a wrong check digit, prefix or length', () => {
    expect(isValidIccid(body + ((luhnCheckDigit(body) + 1) % 10))).toBe(false);
    const other = '8999701123456789012';
    expect(isValidIccid(other + luhnCheckDigit(other))).toBe(false);
    const short = '899970212345678901';
    expect(isValidIccid(short + luhnCheckDigit(short))).toBe(false);
  });
  it('removes spaces and formats in groups of four', () => {
    expect(normalizeIccid('8999 7021 2345')).toBe('899970212345');
    expect(formatIccid(valid)).toMatch(/^8999 7021 2345 6789 012\d$/);
    expect(iccidInputSchema.parse(formatIccid(valid))).toBe(valid);
    expect(iccidInputSchema.safeParse('8999 702').error?.issues[0]?.message).toBe('invalid_iccid');
    expect(iccidSchema.safeParse(`${valid} `).success).toBe(false);
  });
});
