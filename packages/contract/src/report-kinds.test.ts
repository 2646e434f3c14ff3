import { describe, expect, it } from 'vitest';
import {
  checkKindPeriod,
  COMPANY_STATUS_KEYS,
  defaultKindPeriod,
  kindOfStatusKey,
  kindsOfTab,
  pickerWindow,
  REPORT_KIND_NAMES,
  REPORT_KINDS,
  reportFileName,
  statusOfState,
} from './report-kinds.ts';
import { addDays } from './rules/iso-date.ts';
import { ERROR_STATUS } from './error-statuses.ts';
import { FEATURE_NAMES } from './features.ts';

describe('the report registry (issue 13): one table every layer reads', () => {
  it('names each kind once: feature, status key, tab and file name', () => {
    for (const kind of REPORT_KIND_NAMES) {
      const def = REPORT_KINDS[kind];
      expect(FEATURE_NAMES).toContain(def.feature);
      expect(kindOfStatusKey(def.statusKey)).toBe(kind);
      expect(def.maxRecords).toBe(50_000);
    }
    // spec §7 status keys
    expect(COMPANY_STATUS_KEYS).toEqual(
      expect.arrayContaining([
        'balanceReport',
        'paymentsReport',
        'reconciliationAct',
        'invoiceDocuments',
        'devicesReport',
      ]),
    );
    expect(kindsOfTab('subscribers_report')).toEqual(['subscribers_report', 'balance']);
    // spec §9 export names: `topup`, whatever the period
    expect(reportFileName('top_ups', 'pdf', { startDate: '2026-01-01', endDate: '2026-01-31' })).toBe(
      'topup.pdf',
    );
    expect(statusOfState('building')).toBe('PROCESSING');
    expect(statusOfState('sent')).toBe('READY');
    expect(statusOfState(null)).toBe('NONE');
  });

  it('answers every period refusal with a catalogue code', () => {
    const codes = new Set<string>();
    for (const kind of REPORT_KIND_NAMES)
      for (const p of [
        { startDate: '2000-01-01', endDate: '2026-03-02' },
        { startDate: '2026-03-01', endDate: '2026-03-09' },
      ]) {
        const code = checkKindPeriod(kind, p, '2026-03-02');
        if (code) codes.add(code);
      }
    for (const code of codes) expect(ERROR_STATUS).toHaveProperty(code);
  });
});

describe('spec §5 day-of-month rules on a fixed day', () => {
  const lastMonthAct = { startDate: '2026-02-01', endDate: '2026-02-28' };
  it('a past month’s reconciliation act only after the 1st of the next month', () => {
    expect(checkKindPeriod('reconciliation_act', lastMonthAct, '2026-03-01')).toBe(
      'reconciliation_not_yet_available',
    );
    expect(checkKindPeriod('reconciliation_act', lastMonthAct, '2026-03-02')).toBeNull();
    // the window: from 3 years back, start of month
    expect(pickerWindow('reconciliation_act', '2026-03-02').minDate).toBe('2023-03-01');
  });

  it('the previous month’s invoice register after the 3rd; before the 4th the default is two months back', () => {
    expect(checkKindPeriod('invoice_register', lastMonthAct, '2026-03-03')).toBe(
      'invoice_register_not_yet_available',
    );
    expect(checkKindPeriod('invoice_register', lastMonthAct, '2026-03-04')).toBeNull();
    expect(defaultKindPeriod('invoice_register', '2026-03-03')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(defaultKindPeriod('invoice_register', '2026-03-04')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });

  it('usage details: 90 days, not before the ownership transfer', () => {
    const today = '2026-03-02';
    expect(checkKindPeriod('usage_details', { startDate: '2025-12-02', endDate: today }, today)).toBeNull();
    expect(checkKindPeriod('usage_details', { startDate: '2025-12-01', endDate: today }, today)).toBe(
      'usage_details_outside_90_days',
    );
    expect(
      checkKindPeriod('usage_details', { startDate: '2026-02-09', endDate: today }, today, '2026-02-10'),
    ).toBe('usage_details_before_transfer');
    expect(pickerWindow('usage_details', today, '2026-02-10').minDate).toBe('2026-02-10');
  });

  it('usage details picker: 80 days back at the start of the month, inside the 90 days (decision 021)', () => {
    // 80 days before 25.03.2026 is 04.01.2026: the picker starts at 01.01.2026
    expect(pickerWindow('usage_details', '2026-03-25')).toEqual({
      minDate: '2026-01-01',
      maxDate: '2026-03-25',
    });
    // 80 days before 02.03.2026 is 12.12.2025; its 1st would be 91 days back: held at the 90th day
    expect(pickerWindow('usage_details', '2026-03-02').minDate).toBe('2025-12-02');
    // 80 days before 31.08.2026 is 12.06.2026: 01.06.2026, 91 days back, held at 02.06.2026
    expect(pickerWindow('usage_details', '2026-08-31').minDate).toBe('2026-06-02');
    expect(pickerWindow('usage_details', '2026-08-20').minDate).toBe('2026-06-01');
    // the ownership transfer still moves it up
    expect(pickerWindow('usage_details', '2026-03-25', '2026-02-01').minDate).toBe('2026-02-01');
    // never fewer than 80 days, never a day the 90-day rule refuses
    for (let day = 0; day < 366; day++) {
      const today = addDays('2026-01-01', day);
      const { minDate } = pickerWindow('usage_details', today);
      expect(minDate <= addDays(today, -80)).toBe(true);
      expect(checkKindPeriod('usage_details', { startDate: minDate, endDate: today }, today)).toBeNull();
    }
  });

  it('top-ups: 2 months; Atlas Pro: 30 days, not after today, 18 years back', () => {
    const today = '2026-03-02';
    expect(checkKindPeriod('top_ups', { startDate: '2026-01-02', endDate: today }, today)).toBeNull();
    expect(checkKindPeriod('top_ups', { startDate: '2026-01-01', endDate: today }, today)).toBe(
      'period_start_too_early',
    );
    expect(checkKindPeriod('atlas_pro', { startDate: '2026-01-31', endDate: today }, today)).toBeNull();
    expect(checkKindPeriod('atlas_pro', { startDate: '2026-01-30', endDate: today }, today)).toBe(
      'report_period_atlas_pro',
    );
    expect(checkKindPeriod('atlas_pro', { startDate: '2026-03-01', endDate: '2026-03-03' }, today)).toBe(
      'period_end_in_future',
    );
    expect(checkKindPeriod('atlas_pro', { startDate: '2008-03-01', endDate: '2008-03-02' }, today)).toBe(
      'period_start_too_early',
    );
    expect(
      checkKindPeriod('atlas_pro', { startDate: '2008-03-02', endDate: '2008-03-03' }, today),
    ).toBeNull();
  });
});
