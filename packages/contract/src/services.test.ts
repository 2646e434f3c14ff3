import { describe, expect, it } from 'vitest';
import { problemSchema } from './errors.ts';
import { productChangeQuerySchema, serviceSchema } from './services.ts';
import { stateEligibilitySchema } from './lifecycle.ts';

describe('services contract', () => {
  it('reads the DEACTIVATED confirmation flag from the query string', () => {
    expect(
      productChangeQuerySchema.parse({ productOfferingId: 'P1' }).deactivateIncompatible,
    ).toBeUndefined();
    expect(
      productChangeQuerySchema.parse({ productOfferingId: 'P1', deactivateIncompatible: 'true' })
        .deactivateIncompatible,
    ).toBe(true);
    expect(
      productChangeQuerySchema.safeParse({ productOfferingId: 'P1', deactivateIncompatible: 'maybe' })
        .success,
    ).toBe(false);
  });

  it('states eligibility with the refusal code of each direction', () => {
    const ok = stateEligibilitySchema.safeParse({
      blockedChangeStatus: null,
      messageActive: null,
      messageSuspend: null,
      canSuspend: false,
      canActivate: false,
      suspendRefusal: 'workmate_block_not_allowed',
      activateRefusal: 'unblock_failed',
    });
    expect(ok.success).toBe(true);
    expect(stateEligibilitySchema.safeParse({ ...ok.data, suspendRefusal: 'nope' }).success).toBe(false);
  });

  it('lets a problem name the incompatible products', () => {
    const problem = problemSchema.parse({
      status: 409,
      code: 'incompatible_product',
      message: 'incompatible_product',
      incompatibleProducts: [
        {
          productOfferingId: 'PKG_ATLAS_PRO',
          name: { ru: 'А', en: 'A', kk: 'А' },
          incompatibleType: 'BLOCKED',
        },
      ],
    });
    expect(problem.incompatibleProducts?.[0]?.productOfferingId).toBe('PKG_ATLAS_PRO');
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
