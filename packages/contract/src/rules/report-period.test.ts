import { describe, expect, it } from 'vitest';
import {
  checkAtlasProPeriod,
  checkComparisonPeriod,
  checkInvoiceRegisterPeriod,
  checkOneTypeReportPeriod,
  checkReconciliationPeriod,
  checkReportPeriod,
  checkUsageDetailsPeriod,
  defaultInvoiceRegisterMonth,
  defaultReportPeriod,
  isInvoiceRegisterAvailable,
} from './report-period.ts';
import { periodSchema, periodSchemaFor } from './report-period-schema.ts';

const today = '2025-06-15';
const p = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('general report period (6 months)', () => {
  it('accepts exactly 6 months back and rejects a day earlier', () => {
    expect(checkReportPeriod(p('2024-12-15', today), today)).toBeNull();
    expect(checkReportPeriod(p('2024-12-14', today), today)).toBe('period_too_long');
  });
  it('rejects reversed and future periods', () => {
    expect(checkReportPeriod(p('2025-06-10', '2025-06-01'), today)).toBe('invalid_period');
    expect(checkReportPeriod(p('2025-06-10', '2025-06-16'), today)).toBe('period_end_in_future');
  });
});

describe('one report type (30 days) and comparison (3 years)', () => {
  it('caps one type at 30 days', () => {
    expect(checkOneTypeReportPeriod(p('2025-05-16', today), today)).toBeNull();
    expect(checkOneTypeReportPeriod(p('2025-05-15', today), today)).toBe('period_too_long_one_type');
  });
  it('caps comparison at 3 years', () => {
    expect(checkComparisonPeriod(p('2022-06-15', today), today)).toBeNull();
    expect(checkComparisonPeriod(p('2022-06-14', today), today)).toBe('comparison_period_too_long');
  });
});

describe('usage details (last 90 days)', () => {
  it('allows 90 days back and no earlier', () => {
    expect(checkUsageDetailsPeriod(p('2025-03-17', today), today)).toBeNull();
    expect(checkUsageDetailsPeriod(p('2025-03-16', '2025-04-01'), today)).toBe(
      'usage_details_outside_90_days',
    );
  });
  it('limits the start to the ownership transfer date', () => {
    expect(checkUsageDetailsPeriod(p('2025-05-01', today), today, '2025-05-10')).toBe(
      'usage_details_before_transfer',
    );
    expect(checkUsageDetailsPeriod(p('2025-05-10', today), today, '2025-05-10')).toBeNull();
  });
});

describe('Atlas Pro', () => {
  it('rejects more than 30 days with reportPeriodAtlasPro', () => {
    expect(checkAtlasProPeriod(p('2025-05-16', today), today)).toBeNull();
    expect(checkAtlasProPeriod(p('2025-05-14', today), today)).toBe('report_period_atlas_pro');
  });
  it('rejects an end after today and a start more than 18 years back', () => {
    expect(checkAtlasProPeriod(p('2025-06-10', '2025-06-16'), today)).toBe('period_end_in_future');
    expect(checkAtlasProPeriod(p('2007-06-14', '2007-06-20'), today)).toBe('period_start_too_early');
    expect(checkAtlasProPeriod(p('2007-06-15', '2007-06-20'), today)).toBeNull();
  });
});

describe('reconciliation act', () => {
  it('allows from the start of the month 3 years back', () => {
    expect(checkReconciliationPeriod(p('2022-06-01', today), today)).toBeNull();
    expect(checkReconciliationPeriod(p('2022-05-31', today), today)).toBe('reconciliation_period_too_long');
  });
  it('makes a past month available only after the 1st of the following month', () => {
    expect(checkReconciliationPeriod(p('2025-05-01', '2025-05-31'), '2025-06-01')).toBe(
      'reconciliation_not_yet_available',
    );
    expect(checkReconciliationPeriod(p('2025-05-01', '2025-05-31'), '2025-06-02')).toBeNull();
    expect(checkReconciliationPeriod(p('2025-04-01', '2025-04-30'), '2025-06-01')).toBeNull();
  });
});

describe('invoice register', () => {
  it('is available after the 3rd of the following month', () => {
    expect(isInvoiceRegisterAvailable('2025-05', '2025-06-03')).toBe(false);
    expect(isInvoiceRegisterAvailable('2025-05', '2025-06-04')).toBe(true);
    expect(isInvoiceRegisterAvailable('2025-04', '2025-06-01')).toBe(true);
    expect(isInvoiceRegisterAvailable('2025-06', '2025-06-30')).toBe(false);
    expect(isInvoiceRegisterAvailable('2024-12', '2025-01-04')).toBe(true);
  });
  it('defaults to two months back before the 4th', () => {
    expect(defaultInvoiceRegisterMonth('2025-06-03')).toBe('2025-04');
    expect(defaultInvoiceRegisterMonth('2025-06-04')).toBe('2025-05');
    expect(defaultInvoiceRegisterMonth('2025-01-02')).toBe('2024-11');
  });
  it('checks the 36-month window and availability', () => {
    expect(checkInvoiceRegisterPeriod(p('2022-06-01', '2025-05-31'), today)).toBeNull();
    expect(checkInvoiceRegisterPeriod(p('2022-05-31', '2025-05-31'), today)).toBe(
      'invoice_register_period_too_long',
    );
    expect(checkInvoiceRegisterPeriod(p('2025-05-01', '2025-06-10'), today)).toBe(
      'invoice_register_not_yet_available',
    );
  });
});

describe('schemas', () => {
  it('defaults to one month back through today', () => {
    expect(defaultReportPeriod('2025-03-31')).toEqual(p('2025-02-28', '2025-03-31'));
  });
  it('rejects a reversed period once, with invalid_period', () => {
    const issues = periodSchemaFor('general', today).safeParse(p('2025-06-10', '2025-06-01')).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['invalid_period']);
    expect(periodSchema.safeParse(p('2025-02-30', today)).error?.issues[0]?.message).toBe('invalid_date');
  });
  it('applies the kind-specific rule', () => {
    const schema = periodSchemaFor('atlasPro', today);
    expect(schema.safeParse(p('2025-05-01', today)).error?.issues[0]?.message).toBe(
      'report_period_atlas_pro',
    );
    expect(schema.safeParse(p('2025-06-01', today)).success).toBe(true);
  });
});
