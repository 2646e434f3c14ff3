import { describe, expect, it } from 'vitest';
import { subscriberSearchSchema } from './search.ts';

const issue = (input: object) => subscriberSearchSchema.safeParse(input).error?.issues[0]?.message;

describe('numbers search (spec §5)', () => {
  it('fills defaults: mask 7 and nulls for empty fields', () => {
    expect(subscriberSearchSchema.parse({ msisdnPart: '', label: ' ', iccid: '' })).toEqual({
      msisdnPart: '7',
      accountNumber: null,
      iccid: null,
      typeAccount: null,
      label: null,
      comment: null,
    });
  });
  it('keeps filled fields', () => {
    const out = subscriberSearchSchema.parse({
      msisdnPart: '7012345678',
      accountNumber: '1'.repeat(18),
      iccid: '8'.repeat(20),
      typeAccount: 'POSTPAID',
      label: 'x'.repeat(20),
      comment: 'y'.repeat(20),
    });
    expect(out.msisdnPart).toBe('7012345678');
    expect(out.typeAccount).toBe('POSTPAID');
    expect(out.comment).toHaveLength(20);
  });
  it('enforces the limits with catalogue codes', () => {
    expect(issue({ msisdnPart: '70123456789' })).toBe('search_msisdn_too_long');
    expect(issue({ msisdnPart: '70x' })).toBe('invalid_msisdn_part');
    expect(issue({ accountNumber: '1'.repeat(19) })).toBe('search_account_too_long');
    expect(issue({ accountNumber: '12-3' })).toBe('invalid_account_number');
    expect(issue({ iccid: '8'.repeat(21) })).toBe('search_iccid_too_long');
    expect(issue({ label: 'x'.repeat(21) })).toBe('search_label_too_long');
    // the search comment limit is 20, not the edit limit of 50
    expect(issue({ comment: 'y'.repeat(21) })).toBe('search_comment_too_long');
    expect(issue({ typeAccount: 'CORPORATE' })).toBe('invalid_account_type');
  });
});
