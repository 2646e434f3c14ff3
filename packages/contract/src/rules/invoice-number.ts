import { z } from 'zod';
import { INVOICE_NUMBER_LENGTH } from '../constants.ts';

// spec §5 Work certificate: the invoice number has a mask of 27 digits; underscores (the mask's
// placeholders) and spaces are removed; it is required. Find by invoice: digits only.

export const normalizeInvoiceNumber = (input: string): string => input.replace(/[_\s]/g, '');

export const isValidInvoiceNumber = (value: string): boolean =>
  new RegExp(`^\\d{${INVOICE_NUMBER_LENGTH}}$`).test(value);

/** As the API carries it (act-of-work invoiceNumber). */
export const invoiceNumberSchema = z
  .string()
  .min(1, 'field_required')
  .regex(/^\d+$/, 'invalid_invoice_number')
  .length(INVOICE_NUMBER_LENGTH, 'invalid_invoice_number');

/** Form input: the masked value, underscores and spaces removed, then checked. */
export const invoiceNumberInputSchema = z
  .string()
  .transform(normalizeInvoiceNumber)
  .pipe(invoiceNumberSchema);

/** Find number by invoice: digits only (no length rule is shown), at most the invoice length. */
export const invoiceLookupNumberSchema = z
  .string()
  .min(1, 'field_required')
  .max(INVOICE_NUMBER_LENGTH, 'invalid_invoice_number')
  .regex(/^\d+$/, 'invalid_invoice_number');

/** The work certificate form (spec §5): the masked invoice number. */
export const workCertificateFormSchema = z.object({ invoiceNumber: invoiceNumberInputSchema });

/** The find-by-invoice form (spec §5): digits only, surrounding spaces ignored. */
export const invoiceLookupFormSchema = z.object({
  invoiceNumber: z
    .string()
    .transform((value) => value.trim())
    .pipe(invoiceLookupNumberSchema),
});
