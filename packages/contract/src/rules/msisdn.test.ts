import { describe, expect, it } from 'vitest';
import { formatMsisdn, isValidMsisdn, msisdnInputSchema, msisdnSchema, normalizeMsisdn } from './msisdn.ts';

describe('msisdn', () => {
  it('normalises +7, 8 and 11-digit input to 10 digits', () => {
    expect(normalizeMsisdn('7012345678')).toBe('7012345678');
    expect(normalizeMsisdn('+7 (701) 234-56-78')).toBe('7012345678');
    expect(normalizeMsisdn('87012345678')).toBe('7012345678');
    expect(normalizeMsisdn('77012345678')).toBe('7012345678');
    expect(normalizeMsisdn('701-234-5678')).toBe('7012345678');
  });
  it('rejects numbers that are not Kazakh mobile numbers', () => {
    expect(normalizeMsisdn('6012345678')).toBeNull();
    expect(normalizeMsisdn('97012345678')).toBeNull();
    expect(normalizeMsisdn('701234567')).toBeNull();
    expect(normalizeMsisdn('70123456789')).toBeNull(); // 11 digits starting 7 but then 0…: 0123456789 is not 7…
    expect(normalizeMsisdn('70a2345678')).toBeNull();
    expect(isValidMsisdn('7012345678')).toBe(true);
    expect(isValidMsisdn('77012345678')).toBe(false);
  });
  it('formats as +7 (7xx) xxx-xx-xx', () => {
    expect(formatMsisdn('7012345678')).toBe('+7 (701) 234-56-78');
    expect(formatMsisdn('87471112233')).toBe('+7 (747) 111-22-33');
    expect(formatMsisdn('abc')).toBe('abc');
  });
  it('has strict and input schemas answering invalid_msisdn', () => {
    expect(msisdnSchema.safeParse('7012345678').success).toBe(true);
    expect(msisdnSchema.safeParse('+77012345678').error?.issues[0]?.message).toBe('invalid_msisdn');
    expect(msisdnInputSchema.parse('+7 701 234 56 78')).toBe('7012345678');
    expect(msisdnInputSchema.safeParse('123').error?.issues[0]?.message).toBe('invalid_msisdn');
  });
});
