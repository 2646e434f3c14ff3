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
 * spec §4 SIM modal: on a 500 status the form stays as it is with the error flag (the server may not
 * have failed for good); any other answer, success or refusal, closes the modal and resets it.
 */
export const keepsFormOn = (status: number | null): boolean => status !== null && status >= 500;
