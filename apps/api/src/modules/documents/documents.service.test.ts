import { describe, expect, it } from 'vitest';
import { vatOf, vatRateOn } from './document-files.ts';
import { priceDebt } from './documents.service.ts';

const debt = (dueDate: string) => ({
  accountNumber: '100000000001',
  billMonth: '2026-01-01',
  invoiceNumber: null,
  dueDate,
  debt: 1_000_000,
});

describe('priceDebt (spec §9: 0.1% of the debt a day, at most 10%)', () => {
  it.each([
    ['2026-11-20', 0, 1_000_000],
    ['2026-11-25', 0, 1_000_000], // not yet due
    ['2026-11-19', 1, 1_001_000],
    ['2026-08-13', 99, 1_099_000],
    ['2026-08-12', 100, 1_100_000],
    ['2026-06-23', 150, 1_100_000],
  ])('due %s → %i days overdue, %i tiyn with the penalty', (dueDate, days, total) => {
    expect(priceDebt(debt(dueDate), '2026-11-20')).toMatchObject({
      daysOverdue: days,
      debtWithPenalty: total,
    });
  });
});

describe('VAT of a work certificate', () => {
  it('is 12% until 2025 and 16% from 2026, inside the amount', () => {
    expect(vatRateOn('2025-12-31')).toBe(12);
    expect(vatRateOn('2026-01-31')).toBe(16);
    expect(vatOf(112_00, 12)).toBe(12_00);
    expect(vatOf(116_00, 16)).toBe(16_00);
  });
});
