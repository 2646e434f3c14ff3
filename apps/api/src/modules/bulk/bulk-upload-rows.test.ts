import { describe, expect, it } from 'vitest';
import { checkRow, isTemplateHeader, msisdnOf } from './bulk-upload-rows.ts';

describe('an uploaded row (decision 023)', () => {
  it('reads a number in every form the template allows (spec §5: 10 digits starting with 7)', () => {
    for (const written of [
      '7011234567',
      '87011234567',
      '77011234567',
      '+7 701 123 45 67',
      '+7 (701) 123-45-67',
      "'+77011234567",
    ])
      expect(msisdnOf(written), written).toBe('7011234567');
    for (const written of [
      '12345',
      '+87011234567',
      '8701123456',
      '701123456x',
      '+7011234567',
      '9011234567',
      '',
    ])
      expect(msisdnOf(written), written).toBeNull();
  });

  it('knows the header in every language and the actions by id or by name', () => {
    expect(isTemplateHeader(['Номер', 'Действие', 'Аргумент'])).toBe(true);
    expect(isTemplateHeader(['number', 'action'])).toBe(true);
    expect(isTemplateHeader([' НӨМІР ', 'әрекет', 'аргумент'])).toBe(true);
    expect(isTemplateHeader(['телефон', 'что'])).toBe(false);
    expect(checkRow(2, ['7011234567', 'Заблокировать'], false)).toMatchObject({
      action: 'block',
      code: null,
    });
    expect(checkRow(3, ['7011234567', 'Бұғаттау'], false)).toMatchObject({ action: 'block', code: null });
  });

  it('leaves a row out with the first reason: formula, number, action, argument', () => {
    expect(checkRow(2, ['7011234567', 'block'], true).code).toBe('bulk_row_formula');
    expect(checkRow(2, ['70112', 'block'], false).code).toBe('bulk_row_bad_number');
    expect(checkRow(2, ['7011234567', 'explode'], false).code).toBe('bulk_action_unknown');
    expect(checkRow(2, ['7011234567', 'label_set', ''], false).code).toBe('bulk_argument_required');
    expect(checkRow(2, ['7011234567', 'label_set', 'x'.repeat(21)], false).code).toBe('label_too_long');
  });
});
