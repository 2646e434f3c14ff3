import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  diffDays,
  isIsoDate,
  isoDateSchema,
  startOfMonth,
} from './iso-date.ts';

describe('iso dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isoDateSchema.safeParse('2024-04-31').error?.issues[0]?.message).toBe('invalid_date');
  });
  it('adds days across months and years', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('clamps months to the last day', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-01-15', -6)).toBe('2023-07-15');
    expect(addMonths('2024-11-30', 3)).toBe('2025-02-28');
    expect(addYears('2024-02-29', -18)).toBe('2006-02-28');
  });
  it('counts days between dates', () => {
    expect(diffDays('2024-01-01', '2024-01-31')).toBe(30);
    expect(diffDays('2024-03-31', '2024-03-01')).toBe(-30);
    expect(startOfMonth('2024-05-17')).toBe('2024-05-01');
  });
  it('throws on bad input instead of computing garbage', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
  });
});
