import { z } from 'zod';
import { OLD_MSISDN_LENGTH } from '../constants.ts';

// spec §5 Device re-registration: the previous owner's number is exactly 11 digits (mask
// 1-111-111-11-11) and the document number (IIN, or the BIN of a sole proprietor) exactly 12
// digits; digits only, dashes stripped; both must be valid to enable the button. A failed check
// digit is a warning the form shows, not a refusal (decision 022): the register, which knows the
// owners, answers a wrong document.

/** Strips the mask's dashes and spaces. */
export const stripMask = (input: string): string => input.replace(/[-\s]/g, '');

export const isValidOldMsisdn = (value: string): boolean =>
  new RegExp(`^\\d{${OLD_MSISDN_LENGTH}}$`).test(value);

export const oldMsisdnSchema = z.string().regex(/^\d{11}$/, 'invalid_old_msisdn');
export const oldDocNumberSchema = z.string().regex(/^\d{12}$/, 'invalid_old_doc_number');

/** The re-registration form: masked input in, digits out. */
export const reregistrationFormSchema = z.object({
  oldMsisdn: z.string().transform(stripMask).pipe(oldMsisdnSchema),
  oldDocNumber: z.string().transform(stripMask).pipe(oldDocNumberSchema),
});

/** Whether the form's button is enabled. */
export const canReregister = (oldMsisdn: string, oldDocNumber: string): boolean =>
  reregistrationFormSchema.safeParse({ oldMsisdn, oldDocNumber }).success;

/** The previous owner's number as the register keeps it: the 11 digits' country digit dropped (spec §5). */
export const oldMsisdnToMsisdn = (oldMsisdn: string): string => oldMsisdn.slice(1);
