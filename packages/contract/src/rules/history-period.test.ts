import { describe, expect, it } from 'vitest';
import {
  actionHistoryWindow,
  checkHistoryPeriod,
  defaultHistoryPeriod,
  paymentHistoryWindow,
} from './history-period.ts';

describe('history windows (spec §5)', () => {
  it('payment history: from the first of the month 3 months back through today', () => {
    expect(paymentHistoryWindow('2026-11-20')).toEqual({ minDate: '2026-08-01', maxDate: '2026-11-20' });
    expect(paymentHistoryWindow('2026-01-31')).toEqual({ minDate: '2025-10-01', maxDate: '2026-01-31' });
  });

  it('action history: 2 months back', () => {
    expect(actionHistoryWindow('2026-11-20')).toEqual({ minDate: '2026-09-20', maxDate: '2026-11-20' });
  });

  it('refuses a start before the window, an end after today and a reversed period', () => {
    const window = paymentHistoryWindow('2026-11-20');
    expect(checkHistoryPeriod({ startDate: '2026-08-01', endDate: '2026-11-20' }, window)).toBeNull();
    expect(checkHistoryPeriod({ startDate: '2026-07-31', endDate: '2026-11-20' }, window)).toBe(
      'period_start_too_early',
    );
    expect(checkHistoryPeriod({ startDate: '2026-11-01', endDate: '2026-11-21' }, window)).toBe(
      'period_end_in_future',
    );
    expect(checkHistoryPeriod({ startDate: '2026-11-10', endDate: '2026-11-01' }, window)).toBe(
      'invalid_period',
    );
  });

  it('defaults to one month back through today', () => {
    expect(defaultHistoryPeriod('2026-11-20', actionHistoryWindow('2026-11-20'))).toEqual({
      startDate: '2026-10-20',
      endDate: '2026-11-20',
    });
  });
});
