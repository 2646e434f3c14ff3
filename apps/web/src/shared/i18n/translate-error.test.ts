import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { failureCode } from './translate-error.ts';

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
