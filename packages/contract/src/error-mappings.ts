import type { DeviceErrorCode, TransferErrorCode } from './errors.ts';

// spec §8 "Balance transfer": data.errorName → message
const TRANSFER_ERROR_NAMES: Record<string, TransferErrorCode> = {
  not_enough_balance_cred_limit: 'transfer_insufficient_balance',
  'not-enough-balance': 'transfer_insufficient_balance',
  not_active_msisdn: 'transfer_inactive_number',
  'msisdn-blocked': 'transfer_inactive_number',
  get_pay_channel_id_fail: 'transfer_channel_id_failure',
  no_msisdn_in_bin: 'transfer_channel_id_failure',
  'no-msisdn-in-bin': 'transfer_channel_id_failure',
  'customer-org-null': 'transfer_channel_id_failure',
  same_channel_id: 'transfer_same_channel',
  'same-channel-id': 'transfer_same_channel',
};

/** The catalogue code for a transfer's data.errorName; anything else is the generic billing error. */
export function transferErrorCode(errorName: string | null | undefined): TransferErrorCode {
  if (!errorName) return 'transfer_billing_error';
  return Object.hasOwn(TRANSFER_ERROR_NAMES, errorName)
    ? TRANSFER_ERROR_NAMES[errorName]!
    : 'transfer_billing_error';
}

// spec §8 "Devices": a numeric code or a name → failure text
const DEVICE_ERROR_KEYS: Record<string, DeviceErrorCode> = {
  '20001': 'device_another_owner',
  ANOTHER_OWNER_MSISDN: 'device_another_owner',
  '20002': 'device_already_registered',
  IMEI_MSISDN_ALREADY_EXIST: 'device_already_registered',
  '20003': 'device_owner_conflict',
  IMEI_OWNER_CONFLICT: 'device_owner_conflict',
  '20004': 'device_pair_locked',
  IMEI_MSISDN_PAIR_LOCKED: 'device_pair_locked',
  '20005': 'device_not_registered',
  IMEI_MSISDN_IS_NOT_REGISTERED: 'device_not_registered',
  '20007': 'device_locked_other_msisdn',
  IMEI_HAS_LOCKED_WITH_OTHER_MSISDN: 'device_locked_other_msisdn',
  '20016': 'device_invalid_imei_format',
  INVALID_FORMAT_IMEI: 'device_invalid_imei_format',
  UNREG_DUPLICATE_IMEI: 'device_duplicate_prohibited',
  DUPLICATE_IMEI_UNREG: 'device_duplicate_prohibited',
  DOCUMENT_MISMATCH_WITH_TRIPLET: 'device_bin_mismatch',
  UNREG_BIN_MISMATCH: 'device_bin_mismatch',
  NEW_MSISDN_IMEI_ALREADY_REGISTERED: 'device_reregistration_already_registered',
  PPN_VALIDATION_FAILURE: 'device_validation_failure',
  'REG ORDER NOT FOUND': 'device_duplicate_order_not_found',
};

/**
 * The catalogue code for a device-registry failure code (20001) or name (ANOTHER_OWNER_MSISDN),
 * or null when it is not in the table: spec §8 shows an unknown message raw (the server answers
 * device_unknown_error with the raw message as detail).
 */
export function deviceErrorCode(codeOrName: string | number | null | undefined): DeviceErrorCode | null {
  if (codeOrName === null || codeOrName === undefined) return null;
  const key = String(codeOrName).trim().toUpperCase();
  return Object.hasOwn(DEVICE_ERROR_KEYS, key) ? DEVICE_ERROR_KEYS[key]! : null;
}

const DEVICE_ORDER_FAILURES: Record<string, DeviceErrorCode> = {
  REGISTER: 'device_registration_failed',
  REMOVE: 'device_removal_failed',
  REREGISTRATION: 'device_reregistration_failed',
  REGISTER_PROVEN: 'device_duplicate_failed',
};

/**
 * spec §4 Device order: "anything else is failure; each has its own text" — the failure text of
 * an order the register ended without a code, by its request type.
 */
export function deviceOrderFailureCode(requestType: string): DeviceErrorCode {
  return Object.hasOwn(DEVICE_ORDER_FAILURES, requestType)
    ? DEVICE_ORDER_FAILURES[requestType]!
    : 'device_registration_failed';
}
