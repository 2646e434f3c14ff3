import { describe, expect, it } from 'vitest';
import {
  flowStatusOf,
  meansReserved,
  offersReserve,
  readPlace,
  wizardSteps,
  writePlace,
} from './esim-flow.ts';

const status = (
  state: 'SUCCESS' | 'NOT_READY' | 'NOT_FOUND' | 'EMPTY' | 'HAS_BALANCE',
  isBalanceEnough = true,
) => ({
  state,
  icc: state !== 'SUCCESS' && state !== 'NOT_READY' ? null : '89997020000000000001',
  activationCode: state === 'SUCCESS' ? 'LPA:1$smdp.example.kz$AAAAA-BBBBB-CCCCC-DDDDD' : null,
  expiresAt: state === 'SUCCESS' ? '2026-11-24T10:00:00.000Z' : null,
  isBalanceEnough,
});

describe('eSIM flow statuses (spec §4)', () => {
  it('reads the status check', () => {
    expect(flowStatusOf({ isLoading: true })).toBe('loading');
    expect(flowStatusOf({ data: status('NOT_FOUND'), isLoading: false })).toBe('readyForReserve');
    expect(flowStatusOf({ data: status('NOT_FOUND', false), isLoading: false })).toBe('balanceNotEnough');
    expect(flowStatusOf({ data: status('NOT_READY'), isLoading: false })).toBe('inProcess');
    expect(flowStatusOf({ data: status('SUCCESS'), isLoading: false })).toBe('success');
    expect(flowStatusOf({ data: status('EMPTY'), isLoading: false })).toBe('empty');
    expect(flowStatusOf({ data: status('HAS_BALANCE'), isLoading: false })).toBe('hasBalance');
  });

  it("reads spec §8's known refusals by their text, any 400 as 'bad request', never 'Error: <code>'", () => {
    const of = (errorCode: string) => flowStatusOf({ errorCode, isLoading: false });
    expect(of('esim_operation_in_progress')).toBe('operationInProgress');
    expect(of('esim_store_visit_required')).toBe('hasBalance');
    expect(of('invalid_msisdn')).toBe('badRequest');
    expect(of('invalid_activation_code')).toBe('badRequest');
    expect(of('something_new')).toEqual({ unknown: 'something_new' });
    // a second reserve refused because the first one holds the number: the wizard goes on
    expect(meansReserved('esim_operation_in_progress')).toBe(true);
    expect(meansReserved('esim_order_exists')).toBe(true);
    expect(meansReserved('esim_issue_failed')).toBe(false);
  });

  it('reads the failures, and shows anything else as an unknown status', () => {
    const of = (errorCode: string) => flowStatusOf({ errorCode, isLoading: false });
    expect(of('esim_timeout')).toBe('timeout');
    expect(of('esim_qr_not_found')).toBe('qrNotFound');
    expect(of('esim_replacement_unavailable')).toBe('stateFail');
    expect(of('esim_insufficient_funds')).toBe('balanceNotEnough');
    expect(of('esim_issue_failed')).toBe('reserveFail');
    expect(of('esim_order_exists')).toBe('orderExists');
    expect(of('rate_limited')).toEqual({ unknown: 'rate_limited' });
  });

  it('offers a reserve when nothing is reserved, after a timeout and when the QR code expired', () => {
    expect(['readyForReserve', 'timeout', 'qrNotFound'].every((s) => offersReserve(s as never))).toBe(true);
    expect(
      ['balanceNotEnough', 'inProcess', 'success', 'stateFail'].some((s) => offersReserve(s as never)),
    ).toBe(false);
  });
});

describe('eSIM wizard steps (spec §4, §9)', () => {
  it('has 4 steps, 5 with a reserve', () => {
    expect(wizardSteps(false)).toEqual(['os', 'instructions', 'agreement', 'success']);
    expect(wizardSteps(true)).toEqual(['os', 'instructions', 'qr', 'agreement', 'success']);
  });

  it('keeps its place in the URL; without an OS only step 0, out-of-range steps go to 0', () => {
    expect(readPlace(new URLSearchParams('step=2&os=ios'))).toEqual({
      step: 2,
      os: 'ios',
      withReserve: false,
    });
    expect(readPlace(new URLSearchParams('step=4&os=android&reserve=1'))).toEqual({
      step: 4,
      os: 'android',
      withReserve: true,
    });
    expect(readPlace(new URLSearchParams('step=4&os=ios')).step).toBe(0);
    expect(readPlace(new URLSearchParams('step=2')).step).toBe(0);
    expect(readPlace(new URLSearchParams('step=1&os=windows')).os).toBeNull();
    const written = writePlace(new URLSearchParams('x=1'), { step: 3, os: 'ios', withReserve: true });
    expect(written.toString()).toBe('x=1&step=3&os=ios&reserve=1');
  });
});
