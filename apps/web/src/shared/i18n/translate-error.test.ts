import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { TFunction } from 'i18next';
import { failureCode, translateError } from './translate-error.ts';

describe('failureCode (spec §8: the server’s code, a network failure, or the call’s default)', () => {
  it('reads the code of the problem the server answered', () => {
    const error = new ApiError(409, 'label_add_failed', {
      status: 409,
      code: 'label_add_failed',
      message: 'label_add_failed',
    });
    expect(failureCode(error, 'export_subscribers_error')).toBe('label_add_failed');
  });

  it('says service unavailable when no answer came', () => {
    expect(failureCode(new ApiError(0, 'service_unavailable'))).toBe('service_unavailable');
  });

  it('gives the call’s default, not a code guessed from the status, for an answer without a problem', () => {
    expect(failureCode(new ApiError(404, 'not_found'))).toBe('system_error');
    expect(failureCode(new ApiError(503, 'service_unavailable'), 'check_report_status_error')).toBe(
      'check_report_status_error',
    );
    expect(failureCode(new Error('boom'), 'export_subscribers_error')).toBe('export_subscribers_error');
  });
});

describe('translateError', () => {
  const t = ((key: string) => `«${key}»`) as unknown as TFunction;
  it("shows a date-error with the server's message (spec §8), other failures by their text alone", () => {
    const dateError = new ApiError(400, 'date_error', {
      status: 400,
      code: 'date_error',
      message: 'date_error',
      detail: 'date-error: usage is recorded from 2026-11-15',
    });
    expect(translateError(t, dateError)).toBe(
      '«errors:date_error» date-error: usage is recorded from 2026-11-15',
    );
    const other = new ApiError(502, 'usage_details_failed', {
      status: 502,
      code: 'usage_details_failed',
      message: 'usage_details_failed',
      detail: 'internal',
    });
    expect(translateError(t, other)).toBe('«errors:usage_details_failed»');
  });
});
