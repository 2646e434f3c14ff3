import { describe, expect, it } from 'vitest';
import { pendingNotice } from './numbers-notices.tsx';

describe('numbers-screen notices (spec §2)', () => {
  const none = () => false;
  it('shows the penalty notice first, then the debtor notice', () => {
    expect(pendingNotice({ isDebtor: true, penaltyNotice: true }, none)).toBe('penalty');
    expect(pendingNotice({ isDebtor: true, penaltyNotice: true }, (n) => n === 'penalty')).toBe('debtor');
    expect(pendingNotice({ isDebtor: true, penaltyNotice: true }, () => true)).toBeNull();
  });
  it('shows nothing without debtor data', () => {
    expect(pendingNotice(null, none)).toBeNull();
    expect(pendingNotice({ isDebtor: false, penaltyNotice: false }, none)).toBeNull();
  });
});
