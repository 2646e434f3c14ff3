import { describe, expect, it } from 'vitest';
import { binIinCheckDigit, hasBinIinCheckWarning } from './bin-iin.ts';
import { canReregister, isValidOldMsisdn, reregistrationFormSchema } from './reregistration.ts';

const iinBody = '90010130001';
const iin = iinBody + binIinCheckDigit(iinBody);
const wrongIin = iinBody + ((binIinCheckDigit(iinBody)! + 1) % 10);

describe('device re-registration input', () => {
  it('strips dashes and accepts 11 + 12 valid digits', () => {
    expect(reregistrationFormSchema.parse({ oldMsisdn: '8-701-234-56-78', oldDocNumber: iin })).toEqual({
      oldMsisdn: '87012345678',
      oldDocNumber: iin,
    });
    expect(canReregister('8-701-234-56-78', `${iin.slice(0, 6)}-${iin.slice(6)}`)).toBe(true);
  });
  it('rejects a 10-digit number and an IIN of other than 12 digits', () => {
    expect(isValidOldMsisdn('7012345678')).toBe(false);
    const res = reregistrationFormSchema.safeParse({ oldMsisdn: '7012345678', oldDocNumber: iin.slice(1) });
    expect(res.error?.issues.map((i) => i.message)).toEqual(['invalid_old_msisdn', 'invalid_old_doc_number']);
    expect(canReregister('87012345678', '12345')).toBe(false);
  });
  it('spec §5 IIN exactly 12 digits: a failed check digit warns, it does not refuse', () => {
    expect(canReregister('87012345678', wrongIin)).toBe(true);
    expect(hasBinIinCheckWarning(wrongIin)).toBe(true);
    expect(hasBinIinCheckWarning(iin)).toBe(false);
    expect(hasBinIinCheckWarning('12345')).toBe(false);
  });
});
