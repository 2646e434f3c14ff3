import { describe, expect, it } from 'vitest';
import {
  canBlock,
  canUnblock,
  cardMenuEntries,
  displayStatusOf,
  isStatusChangeBlocked,
} from './lifecycle.ts';

describe('lifecycle', () => {
  it('shows 20 as active and anything else as blocked', () => {
    expect(displayStatusOf(20)).toBe('ACTIVE');
    expect(displayStatusOf(42)).toBe('BLOCKED');
    expect(displayStatusOf(44)).toBe('BLOCKED');
  });
  it('blocks only 20 and unblocks only 42', () => {
    expect([canBlock(20), canBlock(42), canUnblock(42), canUnblock(20), canUnblock(44)]).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });
  // the number modals of spec §2 without a state rule: the server refuses what a state forbids
  const ANY_STATE = ['secret_code_send', 'secret_code_delete', 'sms_ussd_ban', 'call_forwarding'];
  it('builds the card menu of spec §2', () => {
    expect(cardMenuEntries({ lcStateId: 20, iccid: '8999702', type: 'PREPAID' })).toEqual([
      'block',
      'call_details_block',
      'app_access_block',
      'sim_change',
      'top_up_details',
      ...ANY_STATE,
    ]);
    expect(cardMenuEntries({ lcStateId: 42, iccid: null, type: 'POSTPAID' })).toEqual([
      'unblock',
      ...ANY_STATE,
    ]);
    expect(cardMenuEntries({ lcStateId: 44, iccid: null, type: 'POSTPAID' })).toEqual(ANY_STATE);
  });
  it('reads a change being applied as PENDING and offers neither block nor unblock (decision 027)', () => {
    expect(displayStatusOf(42, 'PENDING')).toBe('PENDING');
    expect(displayStatusOf(20, 'PENDING')).toBe('PENDING');
    expect([canBlock(20, 'PENDING'), canUnblock(42, 'PENDING'), canBlock(20, 'ACTIVE')]).toEqual([
      false,
      false,
      true,
    ]);
    expect(cardMenuEntries({ lcStateId: 42, state: 'PENDING', iccid: null, type: 'POSTPAID' })).toEqual(
      ANY_STATE,
    );
    expect(cardMenuEntries({ lcStateId: 20, state: 'PENDING', iccid: null, type: 'POSTPAID' })).toEqual([
      'call_details_block',
      'app_access_block',
      ...ANY_STATE,
    ]);
  });
});

describe('blocked products for status change', () => {
  it('FULL forbids both, SUSPEND only block, ACTIVE only unblock, null nothing', () => {
    expect(isStatusChangeBlocked('FULL', 'suspend')).toBe(true);
    expect(isStatusChangeBlocked('FULL', 'activate')).toBe(true);
    expect(isStatusChangeBlocked('SUSPEND', 'suspend')).toBe(true);
    expect(isStatusChangeBlocked('SUSPEND', 'activate')).toBe(false);
    expect(isStatusChangeBlocked('ACTIVE', 'activate')).toBe(true);
    expect(isStatusChangeBlocked('ACTIVE', 'suspend')).toBe(false);
    expect(isStatusChangeBlocked(null, 'suspend')).toBe(false);
  });
});
