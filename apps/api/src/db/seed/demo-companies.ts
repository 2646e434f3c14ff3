import { makeBin } from './identifiers.ts';

/** The feature profiles of the demo (portal.feature_profiles, spec §6). */
export const DEMO_PROFILES = {
  full: 'b2b_full',
  documentsOnly: 'b2b_documents_only',
  debtor: 'b2b_debtor',
} as const;

export interface DemoCompany {
  bin: string;
  /** short name shown in the company selector */
  alias: string;
  nameRu: string;
  nameEn: string;
  nameKk: string;
  /** what the company shows in the demo */
  role: string;
  /** demo user names assigned to the company */
  users: readonly string[];
  numbers: number;
  /** null: no b2b_selfcare client service (spec §2: no-access screen) */
  profileName: string | null;
  isOfferApproved: boolean;
  isDebtor: boolean;
}

/** The demo companies (DESIGN §3). BINs carry a valid check digit (spec §5). */
export const DEMO_COMPANIES = {
  large: {
    bin: makeBin('0704', 12345),
    alias: 'Дала Логистикс',
    nameRu: 'ТОО «Дала Логистикс»',
    nameEn: 'Dala Logistics LLP',
    nameKk: '«Дала Логистикс» ЖШС',
    role: 'large company, every feature on',
    users: ['admin', 'finance', 'operator', 'auditor', 'head'],
    numbers: 2400,
    profileName: DEMO_PROFILES.full,
    isOfferApproved: true,
    isDebtor: false,
  },
  small: {
    bin: makeBin('1511', 20431),
    alias: 'Көктем Консалтинг',
    nameRu: 'ТОО «Көктем Консалтинг»',
    nameEn: 'Koktem Consulting LLP',
    nameKk: '«Көктем Консалтинг» ЖШС',
    role: 'small company with documents access only',
    users: ['admin'],
    numbers: 12,
    profileName: DEMO_PROFILES.documentsOnly,
    isOfferApproved: true,
    isDebtor: false,
  },
  unapproved: {
    bin: makeBin('1903', 31877),
    alias: 'Алатау Медиа',
    nameRu: 'АО «Алатау Медиа»',
    nameEn: 'Alatau Media JSC',
    nameKk: '«Алатау Медиа» АҚ',
    role: 'the b2b_selfcare offer is not approved yet',
    users: ['admin'],
    numbers: 25,
    profileName: DEMO_PROFILES.full,
    isOfferApproved: false,
    isDebtor: false,
  },
  noService: {
    bin: makeBin('1208', 44102),
    alias: 'Каспий Агро',
    nameRu: 'ТОО «Каспий Агро»',
    nameEn: 'Caspian Agro LLP',
    nameKk: '«Каспий Агро» ЖШС',
    role: 'no b2b_selfcare client service',
    users: ['noservice'],
    numbers: 8,
    profileName: null,
    isOfferApproved: false,
    isDebtor: false,
  },
  debtor: {
    bin: makeBin('1004', 57209),
    alias: 'Жетісу Құрылыс',
    nameRu: 'ТОО «Жетісу Құрылыс»',
    nameEn: 'Zhetysu Kurylys LLP',
    nameKk: '«Жетісу Құрылыс» ЖШС',
    role: 'debtor with the penalty notice on',
    users: ['debtor'],
    numbers: 60,
    profileName: DEMO_PROFILES.debtor,
    isOfferApproved: true,
    isDebtor: true,
  },
} as const satisfies Record<string, DemoCompany>;

export type DemoCompanyKey = keyof typeof DEMO_COMPANIES;

/**
 * Well-known numbers (10-digit national form) that tests and the UI journeys refer to by name.
 * All but the last two belong to the large company.
 */
export const DEMO_NUMBERS = {
  /** POSTPAID, state 20, label 'Директор' */
  active: '7011234567',
  /** PREPAID, state 20, with top-ups */
  prepaid: '7001000005',
  /** state 42 */
  blocked: '7021000042',
  /** state 44, pre-disconnected: shown as blocked */
  preDisconnected: '7781000044',
  /** Workmate tariff: block/unblock refused with CONFLICT (spec §8) */
  workmate: '7051000001',
  /** two contract phones (one ACTIVE, one TERMINATED) */
  contractPhone: '7071000002',
  /** M2M: device registration not available */
  m2m: '7761000003',
  /** eSIM */
  esim: '7471000004',
  /** label in Kazakh letters: 'Қызмет' */
  kazakhLabel: '7751000006',
  /** a number of the small (documents-only) company */
  smallCompany: '7082000001',
  /** a number of the debtor company */
  debtorCompany: '7752000001',
} as const;
