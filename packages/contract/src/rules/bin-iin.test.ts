import { describe, expect, it } from 'vitest';
import { binIinCheckDigit, isValidBinIin } from './bin-iin.ts';
import { isValidLuhn, luhnCheckDigit } from './luhn.ts';

describe('BIN/IIN check digit', () => {
  it('accepts known valid numbers and rejects a changed digit', () => {
    // 12 digits whose check digit follows the first pass
    const body = '94060130000';
    const digit = binIinCheckDigit(body);
    expect(digit).not.toBeNull();
    expect(isValidBinIin(body + digit)).toBe(true);
    expect(isValidBinIin(body + ((digit! + 1) % 10))).toBe(false);
  });
  it('uses the second pass when the first gives 10', () => {
    // find a body whose first pass is 10 and check the second-pass weights are used
    let found = '';
    for (let n = 10000000000; n < 10000001000 && !found; n++) {
      const s = String(n);
      const first = [...s].reduce((a, d, i) => a + Number(d) * (i + 1), 0) % 11;
      if (first === 10) found = s;
    }
    const second =
      [...found].reduce((a, d, i) => a + Number(d) * [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2][i]!, 0) % 11;
    expect(binIinCheckDigit(found)).toBe(second === 10 ? null : second);
  });
  it('rejects wrong lengths and letters', () => {
    expect(isValidBinIin('12345')).toBe(false);
    expect(isValidBinIin('12345678901a')).toBe(false);
  });
});

describe('Luhn', () => {
  it('matches a published IMEI example', () => {
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(isValidLuhn('490154203237518')).toBe(true);
    expect(isValidLuhn('490154203237517')).toBe(false);
  });
});
