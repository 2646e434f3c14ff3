import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatDocumentDateTime } from './cell-values.ts';

describe('document dates in Kazakhstan time (spec §9)', () => {
  it('keeps the day of an evening moment (UTC+5 after 19:00 UTC is still that day there)', () => {
    expect(formatDocumentDateTime(new Date('2026-11-23T15:36:00Z'))).toBe('23.11.2026 20:36');
    expect(formatDocumentDateTime(new Date('2026-11-23T19:30:00Z'))).toBe('24.11.2026 00:30');
    expect(formatDocumentDate('2026-11-23')).toBe('23.11.2026');
  });
});
