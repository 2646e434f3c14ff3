import { describe, expect, it } from 'vitest';
import type { FeatureName, SubscriberFlag } from '@kabinet/contract';
import { toAccess } from '../../shared/access/access.ts';
import { NUMBER_MODAL_ENTRIES } from '../../shared/number-modals/number-modal-store.ts';
import {
  canShowNumberDetail,
  canViewContractPhone,
  serviceChangeRefusal,
  numberDisplayStatus,
  numberMenuEntries,
  stateChangeActionOf,
} from './number-status.ts';

const access = (...features: FeatureName[]) => ({ features: new Set(features) });
const number = (
  lcStateId: number,
  flags: SubscriberFlag[],
  iccid: string | null = '89997020000000000001',
) => ({
  lcState: { lcStateId, name: { ru: '', en: '', kk: '' }, lcStateDate: null },
  flags,
  iccid,
  type: 'POSTPAID' as const,
});

describe('number status (spec §2/§4 lifecycle)', () => {
  it('shows 20 as active and 42 and the pre-disconnected 44 as blocked', () => {
    expect(numberDisplayStatus({ ...number(20, []), state: 'ACTIVE' })).toBe('ACTIVE');
    expect(numberDisplayStatus({ ...number(42, []), state: 'SUSPENDED' })).toBe('BLOCKED');
    expect(numberDisplayStatus({ ...number(44, []), state: 'PRE_DISCONNECTED' })).toBe('BLOCKED');
  });

  it('shows a change being applied as PENDING and offers neither block nor unblock then (decision 027)', () => {
    const both = access('block_msisdn', 'unblock_msisdn');
    expect(numberDisplayStatus({ ...number(42, []), state: 'PENDING' })).toBe('PENDING');
    expect(numberDisplayStatus({ ...number(20, []), state: 'PENDING' })).toBe('PENDING');
    expect(stateChangeActionOf({ ...number(42, ['C', 'T']), state: 'PENDING' }, both)).toBeNull();
    expect(stateChangeActionOf({ ...number(20, ['C', 'T']), state: 'PENDING' }, both)).toBeNull();
    expect(stateChangeActionOf({ ...number(20, ['C', 'T']), state: 'ACTIVE' }, both)).toBe('suspend');
  });

  it('offers block for 20 with block_msisdn and flag C only', () => {
    expect(stateChangeActionOf(number(20, ['C']), access('block_msisdn'))).toBe('suspend');
    expect(stateChangeActionOf(number(20, []), access('block_msisdn'))).toBeNull();
    expect(stateChangeActionOf(number(20, ['C']), access('unblock_msisdn'))).toBeNull();
  });

  it('offers unblock for 42 with unblock_msisdn and flag T only, nothing for 44', () => {
    expect(stateChangeActionOf(number(42, ['T']), access('unblock_msisdn'))).toBe('activate');
    expect(stateChangeActionOf(number(42, ['C']), access('block_msisdn', 'unblock_msisdn'))).toBeNull();
    expect(stateChangeActionOf(number(44, ['C', 'T']), access('block_msisdn', 'unblock_msisdn'))).toBeNull();
  });

  it('lists only the existing screens in the actions menu, each with its feature and flag', () => {
    const all = access('change_sim', 'esim_change');
    expect(numberMenuEntries(number(20, ['E', 'F']), all)).toEqual([
      'sim_change',
      'esim_change',
      'esim_release',
    ]);
    expect(numberMenuEntries(number(20, ['E', 'F'], null), all)).toEqual(['esim_change', 'esim_release']);
    expect(numberMenuEntries(number(20, ['E']), access('esim_change'))).toEqual([]);
  });

  it('adds the number modals with the card menu rules: app bans for state 20 only (decision 014)', () => {
    const all = access(
      'mykcell_usage_details_access',
      'mykcell_access',
      'manage_secret_code',
      'sms_ussd_control',
      'call_forwarding',
    );
    const flags: SubscriberFlag[] = ['L', 'K', 'J', 'Q', 'D'];
    // every modal entry, in the menu's order
    expect(numberMenuEntries(number(20, flags), all)).toEqual([...NUMBER_MODAL_ENTRIES]);
    expect(numberMenuEntries(number(42, flags), all)).toEqual([
      'secret_code_send',
      'secret_code_delete',
      'sms_ussd_ban',
      'call_forwarding',
    ]);
    expect(numberMenuEntries(number(20, ['L', 'J']), access('mykcell_usage_details_access'))).toEqual([
      'call_details_block',
    ]);
  });

  it('offers the report modals by letters V, S, N and their features; top-ups only for PREPAID', () => {
    const reports = access('usage_details', 'subscriber_payments_history', 'payments_report');
    const prepaid = { ...number(20, ['V', 'S', 'N']), type: 'PREPAID' as const };
    const postpaid = { ...number(20, ['V', 'S', 'N']), type: 'POSTPAID' as const };
    expect(numberMenuEntries(prepaid, reports)).toEqual([
      'usage_details',
      'top_up_details',
      'payments_report',
    ]);
    expect(numberMenuEntries(postpaid, reports)).toEqual(['usage_details', 'payments_report']);
    expect(numberMenuEntries({ ...prepaid, flags: ['S'] }, reports)).toEqual(['top_up_details']);
    expect(numberMenuEntries(prepaid, access('usage_details'))).toEqual(['usage_details']);
  });

  it('shows the contract phone block with flag W and view_contract_phone', () => {
    expect(canViewContractPhone(number(20, ['W']), access('view_contract_phone'))).toBe(true);
    expect(canViewContractPhone(number(20, []), access('view_contract_phone'))).toBe(false);
    expect(canViewContractPhone(number(20, ['W']), access())).toBe(false);
  });
});

describe('detail page and service toggles', () => {
  const profile = (customerFlags: string[], subscriberFlags: string[]) =>
    toAccess({
      profileName: 'p',
      accessNumbersPage: true,
      accessDocumentsPage: true,
      features: [],
      customerFlags: customerFlags as never,
      subscriberFlags: subscriberFlags as never,
    });

  it("opens a number's detail only with the profile's Y and the number's own Y (defect 10)", () => {
    expect(canShowNumberDetail({ flags: ['Y'] }, profile(['Y'], ['Y']))).toBe(true);
    expect(canShowNumberDetail({ flags: ['C'] }, profile(['Y'], ['Y']))).toBe(false);
    expect(canShowNumberDetail({ flags: ['Y'] }, profile([], []))).toBe(false);
  });

  it('refuses service changes on a blocked number before anyone tries (defect 8)', () => {
    expect(serviceChangeRefusal(number(20, []))).toBeNull();
    expect(serviceChangeRefusal(number(42, []))).toBe('msisdn_blocked');
    expect(serviceChangeRefusal(number(44, []))).toBe('msisdn_blocked');
  });
});
