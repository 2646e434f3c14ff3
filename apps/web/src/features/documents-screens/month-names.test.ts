import { describe, expect, it } from 'vitest';
import { billMonthText, monthName } from './month-names.ts';

describe('billMonthText (spec §3 Debt: billDate as "Month, year")', () => {
  it('names the month in the chosen language', () => {
    expect(billMonthText('2026-10-01', 'ru')).toBe('Октябрь, 2026');
    expect(billMonthText('2026-10-01', 'en')).toBe('October, 2026');
    expect(billMonthText('2026-10-01', 'kk')).toBe('Қазан, 2026');
  });
  it('has twelve distinct names per language', () => {
    for (const language of ['ru', 'en', 'kk'] as const)
      expect(new Set(Array.from({ length: 12 }, (_, i) => monthName(i + 1, language))).size).toBe(12);
  });
});
