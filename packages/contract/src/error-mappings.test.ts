import { describe, expect, it } from 'vitest';
import { deviceErrorCode, transferErrorCode } from './error-mappings.ts';
import { ERROR_CODES, errorCodeSchema, isErrorCode, SESSION_ERRORS } from './errors.ts';
import { SUCCESS_CODES } from './success-codes.ts';

describe('error catalogue', () => {
  it('has unique snake_case codes', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(new Set(SUCCESS_CODES).size).toBe(SUCCESS_CODES.length);
    for (const code of SUCCESS_CODES) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
  });
  it('keeps the original session codes', () => {
    for (const code of [
      'unauthorized',
      'offer_not_approved',
      'feature_not_available',
      'msisdn_not_in_company',
    ])
      expect(SESSION_ERRORS).toContain(code);
  });
  it('separates errors from successes', () => {
    for (const code of SUCCESS_CODES) expect(isErrorCode(code)).toBe(false);
    expect(errorCodeSchema.safeParse('transfer_success').success).toBe(false);
    expect(errorCodeSchema.safeParse('invalid_email_format').success).toBe(true);
  });
});

describe('transferErrorCode (spec §8 errorName table)', () => {
  it.each([
    ['not_enough_balance_cred_limit', 'transfer_insufficient_balance'],
    ['not-enough-balance', 'transfer_insufficient_balance'],
    ['not_active_msisdn', 'transfer_inactive_number'],
    ['msisdn-blocked', 'transfer_inactive_number'],
    ['get_pay_channel_id_fail', 'transfer_channel_id_failure'],
    ['no_msisdn_in_bin', 'transfer_channel_id_failure'],
    ['no-msisdn-in-bin', 'transfer_channel_id_failure'],
    ['customer-org-null', 'transfer_channel_id_failure'],
    ['same_channel_id', 'transfer_same_channel'],
    ['same-channel-id', 'transfer_same_channel'],
  ])('%s → %s', (name, code) => {
    expect(transferErrorCode(name)).toBe(code);
  });
  it('maps anything else to the generic billing error', () => {
    expect(transferErrorCode('something_new')).toBe('transfer_billing_error');
    expect(transferErrorCode('toString')).toBe('transfer_billing_error');
    expect(transferErrorCode(null)).toBe('transfer_billing_error');
    expect(transferErrorCode('')).toBe('transfer_billing_error');
  });
});

describe('deviceErrorCode (spec §8 device table)', () => {
  it.each([
    [20001, 'device_another_owner'],
    ['20001', 'device_another_owner'],
    ['ANOTHER_OWNER_MSISDN', 'device_another_owner'],
    [20002, 'device_already_registered'],
    ['IMEI_MSISDN_ALREADY_EXIST', 'device_already_registered'],
    [20003, 'device_owner_conflict'],
    ['IMEI_OWNER_CONFLICT', 'device_owner_conflict'],
    [20004, 'device_pair_locked'],
    ['IMEI_MSISDN_PAIR_LOCKED', 'device_pair_locked'],
    [20005, 'device_not_registered'],
    ['IMEI_MSISDN_IS_NOT_REGISTERED', 'device_not_registered'],
    [20007, 'device_locked_other_msisdn'],
    ['IMEI_HAS_LOCKED_WITH_OTHER_MSISDN', 'device_locked_other_msisdn'],
    [20016, 'device_invalid_imei_format'],
    ['INVALID_FORMAT_IMEI', 'device_invalid_imei_format'],
    ['UNREG_DUPLICATE_IMEI', 'device_duplicate_prohibited'],
    ['DUPLICATE_IMEI_UNREG', 'device_duplicate_prohibited'],
    ['DOCUMENT_MISMATCH_WITH_TRIPLET', 'device_bin_mismatch'],
    ['UNREG_BIN_MISMATCH', 'device_bin_mismatch'],
    ['NEW_MSISDN_IMEI_ALREADY_REGISTERED', 'device_reregistration_already_registered'],
    ['PPN_VALIDATION_FAILURE', 'device_validation_failure'],
    ['Reg order not found', 'device_duplicate_order_not_found'],
  ])('%s → %s', (key, code) => {
    expect(deviceErrorCode(key)).toBe(code);
  });
  it('returns null for unknown codes, so the raw message is shown', () => {
    expect(deviceErrorCode(20006)).toBeNull();
    expect(deviceErrorCode('SOMETHING_ELSE')).toBeNull();
    expect(deviceErrorCode(undefined)).toBeNull();
  });
});
