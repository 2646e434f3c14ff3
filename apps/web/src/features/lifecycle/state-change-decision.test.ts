import { describe, expect, it } from 'vitest';
import type { BlockedProducts } from '@kabinet/contract';
import {
  blockedProductsMessage,
  gateOfFailure,
  isSupportConflict,
  stateChangeGate,
} from './state-change-decision.ts';

const blocked = (status: BlockedProducts['blockedChangeStatus']): BlockedProducts => ({
  blockedChangeStatus: status,
  messageActive: { ru: 'нельзя блокировать', en: 'cannot block', kk: 'бұғаттауға болмайды' },
  messageSuspend: { ru: 'нельзя разблокировать', en: 'cannot unblock', kk: 'бұғаттан шығаруға болмайды' },
});

describe('state change eligibility (spec §3 Blocked products for status change)', () => {
  it('allows the change when nothing forbids it', () => {
    expect(blockedProductsMessage(blocked(null), 'suspend', 'ru')).toBeNull();
    expect(blockedProductsMessage(undefined, 'activate', 'ru')).toBeNull();
  });

  it('forbids both directions for FULL with the message of each direction in the current language', () => {
    expect(blockedProductsMessage(blocked('FULL'), 'suspend', 'en')).toBe('cannot block');
    expect(blockedProductsMessage(blocked('FULL'), 'activate', 'kk')).toBe('бұғаттан шығаруға болмайды');
  });

  it('forbids only blocking for SUSPEND and only unblocking for ACTIVE', () => {
    expect(blockedProductsMessage(blocked('SUSPEND'), 'suspend', 'ru')).toBe('нельзя блокировать');
    expect(blockedProductsMessage(blocked('SUSPEND'), 'activate', 'ru')).toBeNull();
    expect(blockedProductsMessage(blocked('ACTIVE'), 'activate', 'en')).toBe('cannot unblock');
    expect(blockedProductsMessage(blocked('ACTIVE'), 'suspend', 'en')).toBeNull();
  });

  it('gives an empty message (the generic text) when the operator sent none', () => {
    expect(blockedProductsMessage({ ...blocked('FULL'), messageActive: null }, 'suspend', 'ru')).toBe('');
  });

  it('recognises the CONFLICT codes that send the user to corporate support', () => {
    expect(isSupportConflict('workmate_block_not_allowed')).toBe(true);
    expect(isSupportConflict('contract_phone_unblock_not_allowed')).toBe(true);
    expect(isSupportConflict('block_failed')).toBe(false);
  });
});

describe('state change gate (spec §4 lifecycle, §8 CONFLICT)', () => {
  const eligible = {
    ...blocked(null),
    canSuspend: true,
    canActivate: false,
    suspendRefusal: null,
    activateRefusal: null,
  } as const;

  it('asks the question when the change is possible', () => {
    expect(stateChangeGate(eligible, 'suspend', 'ru')).toEqual({ kind: 'allowed' });
    expect(stateChangeGate(undefined, 'suspend', 'ru')).toEqual({ kind: 'allowed' });
  });

  it('sends Workmate and contract-phone numbers to corporate support', () => {
    const workmate = {
      ...eligible,
      canSuspend: false,
      suspendRefusal: 'workmate_block_not_allowed' as const,
    };
    expect(stateChangeGate(workmate, 'suspend', 'en')).toEqual({
      kind: 'support',
      code: 'workmate_block_not_allowed',
    });
    const contract = {
      ...blocked('FULL'),
      canSuspend: false,
      canActivate: false,
      suspendRefusal: 'contract_phone_block_not_allowed' as const,
      activateRefusal: null,
    };
    expect(stateChangeGate(contract, 'suspend', 'kk').kind).toBe('support');
  });

  it('shows the blocked-products message of the direction, else the refusal code', () => {
    const atlas = {
      ...blocked('SUSPEND'),
      canSuspend: false,
      canActivate: false,
      suspendRefusal: 'status_change_blocked_by_products' as const,
      activateRefusal: null,
    };
    expect(stateChangeGate(atlas, 'suspend', 'en')).toEqual({ kind: 'blocked', message: 'cannot block' });
    expect(stateChangeGate(atlas, 'activate', 'en')).toEqual({ kind: 'refused', code: 'unblock_failed' });
  });

  it('reads a refused PUT the same way', () => {
    expect(gateOfFailure('workmate_unblock_not_allowed', undefined, 'activate', 'ru')).toEqual({
      kind: 'support',
      code: 'workmate_unblock_not_allowed',
    });
    expect(
      gateOfFailure(
        'status_change_blocked_by_products',
        { blockedProducts: blocked('FULL') },
        'activate',
        'ru',
      ),
    ).toEqual({ kind: 'blocked', message: 'нельзя разблокировать' });
    expect(gateOfFailure('block_failed', undefined, 'suspend', 'ru')).toBeNull();
  });

  it('carries the operator’s HTML text of a Workmate refusal in the user’s language (spec §2)', () => {
    const html = { ru: '<p>нельзя</p>', en: '<p>cannot</p>', kk: '<p>болмайды</p>' };
    const workmate = {
      ...blocked(null),
      canSuspend: false,
      canActivate: false,
      suspendRefusal: 'workmate_block_not_allowed' as const,
      activateRefusal: 'unblock_failed' as const,
      suspendRefusalHtml: html,
      activateRefusalHtml: null,
    };
    expect(stateChangeGate(workmate, 'suspend', 'kk')).toEqual({
      kind: 'support',
      code: 'workmate_block_not_allowed',
      html: '<p>болмайды</p>',
    });
    expect(gateOfFailure('workmate_block_not_allowed', { refusalHtml: html }, 'suspend', 'ru')).toEqual({
      kind: 'support',
      code: 'workmate_block_not_allowed',
      html: '<p>нельзя</p>',
    });
  });
});
