import { formatMsisdn } from '@kabinet/contract/rules/msisdn-format';

// The input masks of every phone field (imask: `0` is one digit), in one place. Each field keeps
// unmasked digits (`unmask`), so what it sends is the msisdn whatever the mask shows.

/** One digit per digit of a formatted number: "+7 (701) 234-56-78" → "+0 (000) 000-00-00". */
const digitsToMask = (formatted: string) => formatted.replace(/\d/g, '0');

/**
 * spec §9: the 10-digit msisdn as the portal shows it after "+7 " — "(701) 234-56-78". Built from
 * the contract's own format, so a field types what `formatPhone` displays.
 */
export const PHONE_MASK = digitsToMask(formatMsisdn('7000000000')).replace(/^\+0 /, '');

/** spec §5 balance transfer: "111-111-1111", the 10-digit msisdn in three groups. */
export const PHONE_MASK_DASHED = '000-000-0000';

/** spec §5 device re-registration: the previous owner's 11-digit number, country digit first. */
export const PHONE_MASK_WITH_COUNTRY = '0-000-000-00-00';

/** A 10-digit msisdn shown as PHONE_MASK_DASHED shows it: "701-234-5678". */
export const formatPhoneDashed = (msisdn: string): string =>
  `${msisdn.slice(0, 3)}-${msisdn.slice(3, 6)}-${msisdn.slice(6)}`;
