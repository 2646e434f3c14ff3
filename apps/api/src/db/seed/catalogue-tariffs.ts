import type { lifecycleStates, tariffs } from '../schema/index.ts';

/** spec §4 / DESIGN §9: 20 active, 42 blocked; pre-disconnected (44) is shown as blocked. */
export const LIFECYCLE_STATES: (typeof lifecycleStates.$inferInsert)[] = [
  { id: 20, code: 'ACTIVE', nameRu: 'Активен', nameEn: 'Active', nameKk: 'Белсенді', isActive: true },
  {
    id: 42,
    code: 'BLOCKED',
    nameRu: 'Заблокирован',
    nameEn: 'Blocked',
    nameKk: 'Бұғатталған',
    isActive: false,
  },
  {
    id: 44,
    code: 'PRE_DISCONNECTED',
    nameRu: 'Предрасторжение',
    nameEn: 'Pre-disconnected',
    nameKk: 'Ажырату алдында',
    isActive: false,
  },
];

export const TARIFF = {
  standardCorp: 'corp-standard',
  businessUnlim: 'corp-business-unlim',
  prepaidStart: 'corp-prepaid-start',
  workmate: 'corp-workmate',
  m2m: 'm2m-telemetry',
} as const;

export const TARIFFS: (typeof tariffs.$inferInsert)[] = [
  // spec §4 Contract phone: a missed payment moves the number to Standard Corp
  {
    id: TARIFF.standardCorp,
    nameRu: 'Стандарт Корп',
    nameEn: 'Standard Corp',
    nameKk: 'Стандарт Корп',
    monthlyFee: 250_000,
    isFallback: true,
    sortOrder: 1,
  },
  {
    id: TARIFF.businessUnlim,
    nameRu: 'Бизнес Безлимит',
    nameEn: 'Business Unlimited',
    nameKk: 'Бизнес Шексіз',
    paymentType: 'POSTPAID',
    monthlyFee: 690_000,
    sortOrder: 2,
  },
  {
    id: TARIFF.prepaidStart,
    nameRu: 'Корпоративный Старт',
    nameEn: 'Corporate Start',
    nameKk: 'Корпоративтік Старт',
    paymentType: 'PREPAID',
    monthlyFee: 199_000,
    sortOrder: 3,
  },
  // spec §6: Workmate numbers are blocked/unblocked only via corporate support
  {
    id: TARIFF.workmate,
    nameRu: 'Workmate',
    nameEn: 'Workmate',
    nameKk: 'Workmate',
    isWorkmate: true,
    paymentType: 'POSTPAID',
    monthlyFee: 450_000,
    sortOrder: 4,
  },
  {
    id: TARIFF.m2m,
    nameRu: 'M2M Телеметрия',
    nameEn: 'M2M Telemetry',
    nameKk: 'M2M Телеметрия',
    monthlyFee: 50_000,
    sortOrder: 5,
  },
];
