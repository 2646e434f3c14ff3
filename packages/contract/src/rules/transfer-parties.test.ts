import { describe, expect, it } from 'vitest';
import {
  checkTransfer,
  transferableTiyn,
  transferRefusalCodes,
  type TransferParty,
} from './transfer-parties.ts';

const party = (over: Partial<TransferParty> = {}): TransferParty => ({
  lcStateId: 20,
  accountNumber: '100000000001',
  availableByCreditLimitOrPiaBalance: 10_000,
  creditLimit: null,
  ...over,
});

describe('transfer parties (spec §5)', () => {
  it('the sender gives only what its available funds exceed the credit limit by', () => {
    expect(transferableTiyn(party())).toBe(10_000);
    expect(transferableTiyn(party({ creditLimit: 4_000 }))).toBe(6_000);
    expect(transferableTiyn(party({ creditLimit: 20_000 }))).toBe(0);
    expect(transferableTiyn(party({ availableByCreditLimitOrPiaBalance: null }))).toBe(0);
  });

  it('refuses in order: unknown, blocked, same account, not enough', () => {
    const to = party({ accountNumber: '100000000002' });
    expect(checkTransfer(null, to, 1)).toEqual({ errorName: 'no_msisdn_in_bin', field: 'msisdnFrom' });
    expect(checkTransfer(party(), null, 1)).toEqual({ errorName: 'no_msisdn_in_bin', field: 'msisdnTo' });
    expect(checkTransfer(party({ lcStateId: 42 }), to, 1)).toMatchObject({ field: 'msisdnFrom' });
    expect(checkTransfer(party(), { ...to, lcStateId: 44 }, 1)).toEqual({
      errorName: 'not_active_msisdn',
      field: 'msisdnTo',
    });
    expect(checkTransfer(party(), party(), 1)).toEqual({ errorName: 'same_channel_id', field: 'msisdnTo' });
    expect(checkTransfer(party({ creditLimit: 4_000 }), to, 6_001)).toEqual({
      errorName: 'not_enough_balance_cred_limit',
      field: 'tenge',
    });
    expect(checkTransfer(party({ creditLimit: 4_000 }), to, 6_000)).toBeNull();
  });

  it('answers with the spec §8 table code and the field text', () => {
    expect(transferRefusalCodes({ errorName: 'not_active_msisdn', field: 'msisdnTo' })).toEqual({
      code: 'transfer_inactive_number',
      fieldError: { field: 'msisdnTo', code: 'transfer_recipient_blocked' },
    });
    expect(transferRefusalCodes({ errorName: 'msisdn-blocked', field: null })).toEqual({
      code: 'transfer_inactive_number',
      fieldError: null,
    });
    expect(transferRefusalCodes({ errorName: 'something-new', field: 'tenge' })).toEqual({
      code: 'transfer_billing_error',
      fieldError: null,
    });
  });
});
