import { describe, expect, it } from 'vitest';
import { hasPendingOrder, orderCondition } from './device-view.ts';

describe('spec §4 Device order in the request history', () => {
  it('reads FINISHED as done and PENDING or CEIR_ASYNC_ACCEPTED as sent', () => {
    expect(orderCondition({ state: 'FINISHED', failureMessage: null, requestType: 'REGISTER' })).toEqual({
      kind: 'done',
    });
    expect(orderCondition({ state: 'PENDING', failureMessage: null, requestType: 'REGISTER' })).toEqual({
      kind: 'sent',
    });
    expect(
      orderCondition({ state: 'CEIR_ASYNC_ACCEPTED', failureMessage: null, requestType: 'REGISTER' }),
    ).toEqual({ kind: 'sent' });
  });

  it('gives each failure code or name of spec §8 its own text, an unknown message raw', () => {
    expect(orderCondition({ state: 'FAILED', failureMessage: '20001', requestType: 'REGISTER' })).toEqual({
      kind: 'failed',
      code: 'device_another_owner',
    });
    expect(
      orderCondition({ state: 'FAILED', failureMessage: 'IMEI_OWNER_CONFLICT', requestType: 'REGISTER' }),
    ).toEqual({
      kind: 'failed',
      code: 'device_owner_conflict',
    });
    expect(
      orderCondition({ state: 'FAILED', failureMessage: 'Reg order not found', requestType: 'REGISTER' }),
    ).toEqual({
      kind: 'failed',
      code: 'device_duplicate_order_not_found',
    });
    expect(
      orderCondition({ state: 'UNREG_BIN_MISMATCH', failureMessage: null, requestType: 'REGISTER' }),
    ).toEqual({
      kind: 'failed',
      code: 'device_bin_mismatch',
    });
    expect(
      orderCondition({ state: 'FAILED', failureMessage: 'CEIR gateway timeout', requestType: 'REGISTER' }),
    ).toEqual({
      kind: 'failed_raw',
      message: 'CEIR gateway timeout',
    });
  });

  it("gives an order ended without a code its request type's own failure text (spec §4)", () => {
    const rejected = (requestType: 'REGISTER' | 'REMOVE' | 'REREGISTRATION' | 'REGISTER_PROVEN') =>
      orderCondition({ state: 'REJECTED', failureMessage: null, requestType });
    expect(rejected('REGISTER')).toEqual({ kind: 'failed', code: 'device_registration_failed' });
    expect(rejected('REMOVE')).toEqual({ kind: 'failed', code: 'device_removal_failed' });
    expect(rejected('REREGISTRATION')).toEqual({ kind: 'failed', code: 'device_reregistration_failed' });
    expect(rejected('REGISTER_PROVEN')).toEqual({ kind: 'failed', code: 'device_duplicate_failed' });
  });

  it('polls while an order is pending', () => {
    const data = (state: string) => ({
      registrations: [],
      registrationsByImei: [],
      currentImei: null,
      currentImeiState: null,
      orders: [
        {
          insertTime: '2026-01-01T10:00:00',
          imei: '1',
          requestType: 'REGISTER' as const,
          state,
          failureMessage: null,
        },
      ],
    });
    expect(hasPendingOrder(data('PENDING'))).toBe(true);
    expect(hasPendingOrder(data('FINISHED'))).toBe(false);
    expect(hasPendingOrder(undefined)).toBe(false);
  });
});
