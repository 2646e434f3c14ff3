import { ICCID_LENGTH, ICCID_PREFIX } from '@kabinet/contract/constants';

// spec §4 SIM modal and §5 SIM change: the pure rules of the ICCID form.

/** The field starts at the prefix 8999 702 and comes back to it after an answer. */
export const ICCID_START = ICCID_PREFIX;

/** spec §5: 5 groups of 4 digits. */
export const ICCID_MASK = '0000 0000 0000 0000 0000';

/** Continue is enabled only at exactly 20 digits, and not while the last 500 is unanswered by an edit. */
export const canContinue = (digits: string, hasError: boolean): boolean =>
  !hasError && digits.length === ICCID_LENGTH && /^\d+$/.test(digits);

/**
 * spec §4 SIM modal: "on a 500 status the error flag is set and the button stays disabled; otherwise
 * the modal closes and resets" — exactly 500: a 502/503/504 (the operator or a gateway unreachable)
 * and every refusal close and reset like any other answer.
 */
export const keepsFormOn = (status: number | null): boolean => status === 500;
