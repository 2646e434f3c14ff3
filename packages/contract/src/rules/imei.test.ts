import { describe, expect, it } from 'vitest';
import { imeiSchema, isValidImei } from './imei.ts';
import { isValidLuhn, luhnCheckDigit } from './luhn.ts';

describe('IMEI', () => {
  it('accepts 15 digits with a Luhn digit', () => {
    expect(isValidImei('490154203237518')).toBe(true);
    expect(imeiSchema.safeParse('356938035643809').success).toBe(true);
  });
  it('rejects a wrong check digit and wrong lengths', () => {
    expect(isValidImei('490154203237517')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
    expect(isValidImei('4901542032375180')).toBe(false);
    expect(imeiSchema.safeParse('49015420323751x').error?.issues[0]?.message).toBe('invalid_imei');
  });
});

describe('Luhn', () => {
  it('computes check digits of known numbers', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isValidLuhn('79927398713')).toBe(true);
    expect(isValidLuhn('79927398710')).toBe(false);
    expect(isValidLuhn('7')).toBe(false);
  });
});
