import { describe, expect, it } from 'vitest';
import {
  invoiceLookupNumberSchema,
  invoiceNumberInputSchema,
  invoiceNumberSchema,
  isValidInvoiceNumber,
  normalizeInvoiceNumber,
} from './invoice-number.ts';

const n27 = '123456789012345678901234567';

describe('work-certificate invoice number', () => {
  it('needs exactly 27 digits', () => {
    expect(isValidInvoiceNumber(n27)).toBe(true);
    expect(isValidInvoiceNumber(n27.slice(1))).toBe(false);
    expect(invoiceNumberSchema.safeParse(`${n27}8`).error?.issues[0]?.message).toBe('invalid_invoice_number');
    expect(invoiceNumberSchema.safeParse('').error?.issues[0]?.message).toBe('field_required');
  });
  it('removes mask underscores and spaces', () => {
    expect(normalizeInvoiceNumber('1234 5678 ___')).toBe('12345678');
    expect(invoiceNumberInputSchema.parse(`${n27.slice(0, 10)} ${n27.slice(10)}`)).toBe(n27);
    expect(invoiceNumberInputSchema.safeParse('1234_____').error?.issues[0]?.message).toBe(
      'invalid_invoice_number',
    );
  });
  it('find-by-invoice takes digits only', () => {
    expect(invoiceLookupNumberSchema.safeParse('12345').success).toBe(true);
    expect(invoiceLookupNumberSchema.safeParse('12-345').error?.issues[0]?.message).toBe(
      'invalid_invoice_number',
    );
  });
});
