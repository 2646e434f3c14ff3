import { describe, expect, it } from 'vitest';
import { formatPhone, toMsisdn } from './phone-format.ts';
import { formatPhoneDashed, PHONE_MASK, PHONE_MASK_DASHED } from './phone-mask.ts';
import { formatMoney } from './money-format.ts';
import { formatDate, formatDateTime, toApiDate } from './date-format.ts';

describe('formatPhone (spec §9: +7 with groups)', () => {
  it('formats a 10-digit msisdn', () => {
    expect(formatPhone('7012345678')).toBe('+7 (701) 234-56-78');
  });
  it('formats the 11-digit forms with 7 or 8 and stray characters', () => {
    expect(formatPhone('77471234567')).toBe('+7 (747) 123-45-67');
    expect(formatPhone('87771234567')).toBe('+7 (777) 123-45-67');
    expect(formatPhone('+7 701 234-56-78')).toBe('+7 (701) 234-56-78');
  });
  it('leaves anything else alone', () => {
    expect(formatPhone('9099')).toBe('9099');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(toMsisdn('12345')).toBeNull();
    expect(toMsisdn('97012345678')).toBeNull();
  });
});

describe('formatMoney (integer tiyn to tenge)', () => {
  const nbsp = '\u00a0';
  it('uses a space group and decimal comma in ru and kk', () => {
    expect(formatMoney(123450, 'ru')).toBe(`1${nbsp}234,50${nbsp}₸`);
    expect(formatMoney(123456789, 'kk')).toBe(`1${nbsp}234${nbsp}567,89${nbsp}₸`);
  });
  it('uses a comma group and decimal point in en', () => {
    expect(formatMoney(123450, 'en')).toBe(`1,234.50${nbsp}₸`);
    expect(formatMoney(100000000, 'en')).toBe(`1,000,000.00${nbsp}₸`);
  });
  it('shows small, zero and negative amounts', () => {
    expect(formatMoney(1, 'ru')).toBe(`0,01${nbsp}₸`);
    expect(formatMoney(0, 'en')).toBe(`0.00${nbsp}₸`);
    expect(formatMoney(-50005, 'ru')).toBe(`\u2212500,05${nbsp}₸`);
  });
  it('shows a dash with the tenge sign when the amount is missing (spec §2)', () => {
    expect(formatMoney(null)).toBe(`—${nbsp}₸`);
    expect(formatMoney(undefined, 'en')).toBe(`—${nbsp}₸`);
    expect(formatMoney(Number.NaN)).toBe(`—${nbsp}₸`);
  });
  it('falls back to ru separators for an unknown language', () => {
    expect(formatMoney(100000, 'de')).toBe(`1${nbsp}000,00${nbsp}₸`);
  });
});

describe('date formatters (spec §9)', () => {
  it('formats dates as DD.MM.YYYY', () => {
    expect(formatDate('2024-03-29')).toBe('29.03.2024');
    expect(formatDate(new Date(2023, 11, 1))).toBe('01.12.2023');
  });
  it('formats date and time as DD.MM.YYYY HH:mm', () => {
    expect(formatDateTime('2024-03-29T07:05:09')).toBe('29.03.2024 07:05');
  });
  it('shows an instant in Almaty time whatever the browser’s zone (decision 021)', () => {
    // 18:30 UTC is 23:30 in Almaty (UTC+5): still the 1st, not the browser's day or hour
    expect(formatDateTime('2026-03-01T18:30:00.000Z')).toBe('01.03.2026 23:30');
    expect(formatDateTime('2026-03-01T19:30:00Z')).toBe('02.03.2026 00:30');
    // a calendar day is the company's day, never shifted
    expect(formatDate('2026-03-01')).toBe('01.03.2026');
  });
  it('returns an empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('sends dates as YYYY-MM-DD', () => {
    expect(toApiDate(new Date(2024, 0, 5))).toBe('2024-01-05');
  });
});

describe('phone masks (spec §5, §9)', () => {
  it('types the national part of the shown number', () => {
    expect(PHONE_MASK).toBe('(000) 000-00-00');
    expect(`+7 ${PHONE_MASK}`).toBe(formatPhone('7012345678').replace(/\d/g, '0').replace('+0', '+7'));
  });
  it('shows a transfer number as its dashed mask does', () => {
    expect(formatPhoneDashed('7012345678')).toBe('701-234-5678');
    expect(PHONE_MASK_DASHED).toBe(formatPhoneDashed('0000000000'));
  });
});
