import { describe, expect, it } from 'vitest';
import {
  amountPartsToTiyn,
  parseTengeAmount,
  transferAmountSchema,
  transferFormSchema,
} from './transfer-amount.ts';
import { tiynToTengeString } from './money.ts';

describe('transfer amount parts (spec §5)', () => {
  it('combines tenge and tiyn into integer tiyn', () => {
    expect(amountPartsToTiyn('1500', '50')).toEqual({ ok: true, tiyn: 150050 });
    expect(amountPartsToTiyn('1500', '')).toEqual({ ok: true, tiyn: 150000 });
    expect(amountPartsToTiyn('', '1')).toEqual({ ok: true, tiyn: 1 });
    expect(amountPartsToTiyn('1000000', '')).toEqual({ ok: true, tiyn: 100_000_000 });
  });
  it('enforces the bounds', () => {
    expect(amountPartsToTiyn('', '')).toEqual({ ok: false, code: 'amount_too_small' });
    expect(amountPartsToTiyn('0', '00')).toEqual({ ok: false, code: 'amount_too_small' });
    expect(amountPartsToTiyn('1000000', '01')).toEqual({ ok: false, code: 'amount_too_large' });
    expect(amountPartsToTiyn('1000001', '')).toEqual({ ok: false, code: 'amount_too_large' });
    expect(amountPartsToTiyn('10000000', '')).toEqual({ ok: false, code: 'invalid_tenge_part' });
    expect(amountPartsToTiyn('12a', '')).toEqual({ ok: false, code: 'invalid_tenge_part' });
    expect(amountPartsToTiyn('1', '100')).toEqual({ ok: false, code: 'invalid_tiyn_part' });
    expect(amountPartsToTiyn('1', '-1')).toEqual({ ok: false, code: 'invalid_tiyn_part' });
  });
});

describe('parseTengeAmount', () => {
  it('parses decimals with a dot, comma or spaces', () => {
    expect(parseTengeAmount('0.01')).toEqual({ ok: true, tiyn: 1 });
    expect(parseTengeAmount('1500.5')).toEqual({ ok: true, tiyn: 150050 });
    expect(parseTengeAmount('1 500,05')).toEqual({ ok: true, tiyn: 150005 });
    expect(parseTengeAmount('1000000')).toEqual({ ok: true, tiyn: 100_000_000 });
    // no floating-point drift: 0.29 * 100 is 28.999… in floats
    expect(parseTengeAmount('0.29')).toEqual({ ok: true, tiyn: 29 });
  });
  it('rejects bad and out-of-range amounts', () => {
    expect(parseTengeAmount('1.234')).toEqual({ ok: false, code: 'invalid_amount' });
    expect(parseTengeAmount('-5')).toEqual({ ok: false, code: 'invalid_amount' });
    expect(parseTengeAmount('abc')).toEqual({ ok: false, code: 'invalid_amount' });
    expect(parseTengeAmount('0')).toEqual({ ok: false, code: 'amount_too_small' });
    expect(parseTengeAmount('1000000.01')).toEqual({ ok: false, code: 'amount_too_large' });
    expect(parseTengeAmount('99999999999999999999')).toEqual({ ok: false, code: 'amount_too_large' });
  });
  it('formats tiyn back to a decimal', () => {
    expect(tiynToTengeString(150005)).toBe('1500.05');
    expect(tiynToTengeString(1)).toBe('0.01');
    expect(tiynToTengeString(-250)).toBe('-2.50');
  });
});

describe('transfer schemas', () => {
  it('bounds the tiyn amount', () => {
    expect(transferAmountSchema.safeParse(1).success).toBe(true);
    expect(transferAmountSchema.safeParse(0).error?.issues[0]?.message).toBe('amount_too_small');
    expect(transferAmountSchema.safeParse(100_000_001).error?.issues[0]?.message).toBe('amount_too_large');
    expect(transferAmountSchema.safeParse(1.5).error?.issues[0]?.message).toBe('invalid_amount');
  });
  it('validates the form: same number and bad parts', () => {
    const res = transferFormSchema.safeParse({
      msisdnFrom: '7012345678',
      msisdnTo: '7012345678',
      tenge: '',
      tiyn: '',
    });
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['msisdnTo', 'same_msisdn'],
      ['tenge', 'amount_too_small'],
    ]);
    expect(
      transferFormSchema.safeParse({
        msisdnFrom: '7012345678',
        msisdnTo: '7472345678',
        tenge: '10',
        tiyn: '5',
      }).success,
    ).toBe(true);
  });
});
