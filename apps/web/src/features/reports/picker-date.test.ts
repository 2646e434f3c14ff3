import { describe, expect, it } from 'vitest';
import { parsePickerText, pickerText } from './picker-date.ts';

describe('picker dates (spec §9 DD-MM-YYYY)', () => {
  it('shows an API date as the pickers do', () => {
    expect(pickerText('2026-02-03')).toBe('03-02-2026');
    expect(pickerText(null)).toBe('');
  });
  it('reads a whole typed date and nothing else', () => {
    expect(parsePickerText(' 03-02-2026 ')).toBe('2026-02-03');
    expect(parsePickerText('03-02-202')).toBeNull();
    expect(parsePickerText('30-02-2026')).toBeNull();
    expect(parsePickerText('2026-02-03')).toBeNull();
    expect(parsePickerText('')).toBeNull();
  });
});
