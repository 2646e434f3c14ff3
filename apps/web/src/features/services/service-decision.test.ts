import { describe, expect, it } from 'vitest';
import type { IncompatibleProduct } from '@kabinet/contract';
import {
  canReconnect,
  canToggle,
  decideServiceRequest,
  needsIncompatibilityCheck,
} from './service-decision.ts';

const conflict = (
  id: string,
  incompatibleType: IncompatibleProduct['incompatibleType'],
): IncompatibleProduct => ({
  productOfferingId: id,
  name: { ru: id, en: id, kk: id },
  incompatibleType,
});

describe('service request decision (spec §4 Service)', () => {
  it('asks a plain confirmation without conflicts', () => {
    expect(decideServiceRequest('connect', [])).toEqual({ kind: 'confirm' });
    expect(decideServiceRequest('reconnect', [])).toEqual({ kind: 'confirm' });
  });

  it('always asks before disconnecting and checks no incompatibility', () => {
    expect(needsIncompatibilityCheck('disconnect')).toBe(false);
    expect(decideServiceRequest('disconnect', [conflict('A', 'BLOCKED')])).toEqual({ kind: 'confirm' });
    expect(needsIncompatibilityCheck('connect')).toBe(true);
    expect(needsIncompatibilityCheck('reconnect')).toBe(true);
  });

  it('names the DEACTIVATED products that connecting will disable', () => {
    const decision = decideServiceRequest('connect', [
      conflict('PKG_INTERNET_5GB', 'DEACTIVATED'),
      conflict('X', 'OTHER'),
    ]);
    expect(decision).toEqual({
      kind: 'confirm-replace',
      conflicts: [conflict('PKG_INTERNET_5GB', 'DEACTIVATED')],
    });
  });

  it('refuses connecting and reconnecting while a BLOCKED pack is active, naming it', () => {
    const blocked = conflict('PKG_ATLAS_PRO', 'BLOCKED');
    for (const intent of ['connect', 'reconnect'] as const)
      expect(decideServiceRequest(intent, [conflict('A', 'DEACTIVATED'), blocked])).toEqual({
        kind: 'refuse',
        conflicts: [blocked],
      });
  });

  it('lets the toggle go only the ways the product action allows (spec §3 Product)', () => {
    expect(canToggle('full', false)).toBe(true);
    expect(canToggle('full', true)).toBe(true);
    expect(canToggle('enable', false)).toBe(true);
    expect(canToggle('enable', true)).toBe(false);
    expect(canToggle('disable', true)).toBe(true);
    expect(canToggle('disable', false)).toBe(false);
    expect(canToggle('other', false)).toBe(false);
    expect(canToggle(undefined, true)).toBe(true);
  });

  it('offers reconnect for active renewable products only', () => {
    expect(canReconnect({ isActive: true, isRenewable: true })).toBe(true);
    expect(canReconnect({ isActive: true, isRenewable: false })).toBe(false);
    expect(canReconnect({ isActive: false, isRenewable: true })).toBe(false);
    expect(canReconnect(undefined)).toBe(false);
  });
});
