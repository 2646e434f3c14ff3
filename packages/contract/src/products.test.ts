import { describe, expect, it } from 'vitest';
import { isStatusChangeBlocked, serviceSchema } from './products.ts';

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

describe('service schema', () => {
  it('requires money as integer tiyn', () => {
    const service = {
      id: 's1',
      productOfferingId: 'PO_1',
      name: { ru: 'Интернет', en: 'Internet', kk: 'Интернет' },
      productType: 'PACKAGE',
      category: 'INTERNET',
      feeType: 'MONTHLY_FEE',
      fee: 199000,
      connectionDate: '2025-01-10',
      availableUntil: null,
      validityDays: 30,
      trafficVolume: { amount: 10, unit: 'GB', isUnlimited: false },
      bonuses: [],
      isEnabled: true,
      state: 'ENABLE',
    };
    expect(serviceSchema.safeParse(service).success).toBe(true);
    expect(serviceSchema.safeParse({ ...service, fee: 1990.5 }).success).toBe(false);
    expect(serviceSchema.safeParse({ ...service, state: 'ON' }).success).toBe(false);
  });
});
