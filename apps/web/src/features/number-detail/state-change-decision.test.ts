import { describe, expect, it } from 'vitest';
import type { BlockedProducts } from '@kabinet/contract';
import { blockedProductsMessage, isSupportConflict } from './state-change-decision.ts';

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
