import { SUBSCRIBER_FLAGS } from '@kabinet/contract/features';
import type { billingAccounts, subscribers } from '../schema/index.ts';
import { LC_STATE } from '../schema/index.ts';
import { TARIFF } from './catalogue.ts';
import { DEMO_NUMBERS, type DemoCompany } from './demo-companies.ts';
import { DEVICE_TACS, MSISDN_PREFIXES, makeIccid, makeImei } from './identifiers.ts';
import type { Random } from './seeded-random.ts';

export type SubscriberRow = typeof subscribers.$inferInsert & { msisdn: string; activatedAt: Date };
export type AccountRow = typeof billingAccounts.$inferInsert;

const DAY = 86_400_000;
const tenge = (t: number) => t * 100;

// labels up to 20 characters and comments up to 50 (spec §9), Russian and Kazakh as companies write them
export const LABELS = [
  'Қызмет',
  'Бухгалтерия',
  'Директор',
  'Склад №2',
  'Жүргізуші',
  'Логистика',
  'Офис Алматы',
  'Есепші',
  'Қойма',
  'Отдел продаж',
  'IT отдел',
  'Күзет',
  'Менеджер',
  'Диспетчер',
  'Астана филиал',
  'Шымкент',
  'Экспедитор',
  'Заң бөлімі',
  'HR',
  'Ресепшн',
] as const;
export const COMMENTS = [
  'Служебный номер',
  'Қызметтік көлік',
  'Роутер в офисе',
  'Терминал оплаты',
  'Жаңа қызметкер',
  'Для командировок',
  'Резерв',
  'Выдан водителю Газели 123ABC02',
  'Қаржы бөлімінің басшысы',
  'Не отключать без согласования',
  'Топ-менеджмент',
  'Сезонный сотрудник',
  'Ноутбук с модемом',
] as const;

// the well-known numbers of the large company and what makes each one what it is
const SPECIAL: Record<string, Partial<SubscriberRow> & { isContract?: boolean }> = {
  [DEMO_NUMBERS.active]: {
    type: 'POSTPAID',
    tariffId: TARIFF.businessUnlim,
    lcStateId: LC_STATE.active,
    label: 'Директор',
    comment: 'Не отключать без согласования',
  },
  [DEMO_NUMBERS.prepaid]: {
    type: 'PREPAID',
    tariffId: TARIFF.prepaidStart,
    lcStateId: LC_STATE.active,
    label: 'Отдел продаж',
  },
  [DEMO_NUMBERS.blocked]: {
    type: 'POSTPAID',
    tariffId: TARIFF.standardCorp,
    lcStateId: LC_STATE.blocked,
    label: 'Склад №2',
  },
  [DEMO_NUMBERS.preDisconnected]: {
    type: 'POSTPAID',
    tariffId: TARIFF.standardCorp,
    lcStateId: LC_STATE.preDisconnected,
  },
  [DEMO_NUMBERS.workmate]: {
    type: 'POSTPAID',
    tariffId: TARIFF.workmate,
    lcStateId: LC_STATE.active,
    label: 'Менеджер',
  },
  [DEMO_NUMBERS.contractPhone]: {
    type: 'POSTPAID',
    tariffId: TARIFF.businessUnlim,
    lcStateId: LC_STATE.active,
    isContract: true,
  },
  [DEMO_NUMBERS.m2m]: {
    type: 'POSTPAID',
    tariffId: TARIFF.m2m,
    lcStateId: LC_STATE.active,
    isM2mSubscriber: true,
    label: 'Трекер',
    comment: 'Ноутбук с модемом',
  },
  [DEMO_NUMBERS.esim]: {
    type: 'PREPAID',
    tariffId: TARIFF.prepaidStart,
    lcStateId: LC_STATE.active,
    esim: true,
  },
  [DEMO_NUMBERS.kazakhLabel]: {
    type: 'POSTPAID',
    tariffId: TARIFF.businessUnlim,
    lcStateId: LC_STATE.active,
    label: 'Қызмет',
    comment: 'Қызметтік көлік',
  },
};

export interface CompanySubscribers {
  accounts: AccountRow[];
  subscribers: SubscriberRow[];
  /** msisdns with a contract phone */
  contractMsisdns: Set<string>;
}

/** Serial counters shared by all demo companies, so ICCIDs and account numbers never repeat. */
export interface SeedCounters {
  iccid: number;
  account: number;
  usedMsisdns: Set<string>;
}

function nextMsisdn(rnd: Random, used: Set<string>): string {
  for (;;) {
    // demo numbers use local parts 0000000-4999999; the bulk generator uses 5000000-9999999
    const full = `${rnd.pick(MSISDN_PREFIXES)}${String(rnd.int(0, 4_999_999)).padStart(7, '0')}`;
    if (!used.has(full)) {
      used.add(full);
      return full;
    }
  }
}

/** Billing accounts and subscribers of one demo company (spec §3 Subscriber). */
export function buildCompanySubscribers(
  company: DemoCompany,
  isLarge: boolean,
  /** well-known numbers of a small company, placed first */
  fixedMsisdns: readonly string[],
  rnd: Random,
  referenceDate: Date,
  counters: SeedCounters,
): CompanySubscribers {
  const ref = referenceDate.getTime();
  const accountOf = (
    paymentType: 'PREPAID' | 'POSTPAID',
    accountType: 'GENERAL' | 'INDIVIDUAL',
  ): AccountRow => ({
    accountNumber: `10${String(counters.account++).padStart(10, '0')}`,
    customerBin: company.bin,
    accountType,
    paymentType,
    balance: 0,
    openedAt: new Date(ref - rnd.int(400, 2000) * DAY),
  });
  const postpaid = [accountOf('POSTPAID', 'GENERAL')];
  for (let i = 1; i < Math.ceil(company.numbers / 600); i++)
    postpaid.push(accountOf('POSTPAID', 'INDIVIDUAL'));
  const prepaid = [accountOf('PREPAID', 'INDIVIDUAL')];
  for (let i = 1; i < Math.ceil(company.numbers / 900); i++) prepaid.push(accountOf('PREPAID', 'INDIVIDUAL'));

  const fixed = isLarge ? Object.keys(SPECIAL) : fixedMsisdns;
  for (const m of fixed) counters.usedMsisdns.add(m);
  const rows: SubscriberRow[] = [];
  const contractMsisdns = new Set<string>();

  for (let i = 0; i < company.numbers; i++) {
    const msisdn = fixed[i] ?? nextMsisdn(rnd, counters.usedMsisdns);
    const special = SPECIAL[msisdn] ?? {};
    const isM2m = special.isM2mSubscriber ?? (isLarge && rnd.chance(0.05));
    const type = special.type ?? (isM2m || rnd.chance(0.55) ? 'POSTPAID' : 'PREPAID');
    const tariffId =
      special.tariffId ??
      (isM2m
        ? TARIFF.m2m
        : type === 'PREPAID'
          ? rnd.chance(0.85)
            ? TARIFF.prepaidStart
            : TARIFF.standardCorp
          : isLarge && rnd.chance(0.08)
            ? TARIFF.workmate
            : rnd.chance(0.7)
              ? TARIFF.businessUnlim
              : TARIFF.standardCorp);
    const isContract =
      special.isContract ?? (isLarge && tariffId === TARIFF.businessUnlim && rnd.chance(0.04));
    if (isContract) contractMsisdns.add(msisdn);
    const roll = rnd.next();
    const lcStateId =
      special.lcStateId ??
      (isContract || tariffId === TARIFF.workmate
        ? LC_STATE.active
        : roll < 0.86
          ? LC_STATE.active
          : roll < 0.98
            ? LC_STATE.blocked
            : LC_STATE.preDisconnected);
    const esim = special.esim ?? (!isM2m && rnd.chance(0.1));
    const activatedAt = new Date(ref - rnd.int(30, 1500) * DAY - rnd.int(0, 86_399) * 1000);
    const lcStateDate =
      lcStateId === LC_STATE.active && rnd.chance(0.7)
        ? activatedAt
        : new Date(ref - rnd.int(1, 120) * DAY - rnd.int(0, 86_399) * 1000);
    const account = type === 'PREPAID' ? rnd.pick(prepaid) : rnd.pick(postpaid);
    const device = isM2m ? DEVICE_TACS[6] : rnd.pick(DEVICE_TACS.slice(0, 6));
    const hasImei = isM2m || rnd.chance(0.85);
    const label = 'label' in special ? special.label : rnd.chance(0.6) ? rnd.pick(LABELS) : null;
    const comment = 'comment' in special ? special.comment : rnd.chance(0.35) ? rnd.pick(COMMENTS) : null;
    const balances =
      type === 'PREPAID'
        ? {
            availableByCreditLimitOrPiaBalance: tenge(rnd.int(0, 30_000)) + rnd.int(0, 99),
            personalLimit: null,
            personalAvailableBalance: null,
            creditLimit: null,
            remainingUnitsToSpend: null,
            spendingUnitsLimit: null,
            debtBalance: null,
          }
        : postpaidBalances(rnd);
    rows.push({
      msisdn,
      customerBin: company.bin,
      accountNumber: account.accountNumber,
      accountType: account.accountType,
      iccid: makeIccid(1, counters.iccid++),
      iccidChangeDate: rnd.chance(0.3) ? new Date(ref - rnd.int(10, 700) * DAY) : null,
      pin1: rnd.digits(4),
      pin2: rnd.digits(4),
      puk1: rnd.digits(8),
      puk2: rnd.digits(8),
      imei: hasImei ? makeImei(device.tac, rnd.int(0, 999_999)) : null,
      esim,
      regNo: `${String(activatedAt.getUTCFullYear()).slice(2)}-${rnd.digits(7)}`,
      tariffId,
      type,
      isM2mSubscriber: isM2m,
      lcStateId,
      lcStateDate,
      state:
        lcStateId === LC_STATE.active ? 'ACTIVE' : company.isDebtor ? 'SUSPENDED_DUE_TO_DEBT' : 'SUSPENDED',
      status:
        lcStateId === LC_STATE.active
          ? 'ACTIVE'
          : lcStateId === LC_STATE.blocked
            ? 'BLOCKED'
            : 'PRE_DISCONNECTED',
      label,
      comment,
      ...balances,
      isSmsUssdMgmBanEnabled: rnd.chance(0.05),
      isAppAccessBlocked: rnd.chance(0.03),
      hasAppCallDetailsAccess: !rnd.chance(0.05),
      // spec §6 / §8: M2M numbers are not subject to device registration nor eSIM change
      subscriberFlags: isM2m
        ? Object.keys(SUBSCRIBER_FLAGS).filter((f) => !['H', 'F', 'W'].includes(f))
        : null,
      activatedAt,
      updatedAt: referenceDate,
    });
  }
  rows.sort((a, b) => (a.msisdn < b.msisdn ? -1 : 1));
  return { accounts: [...postpaid, ...prepaid], subscribers: rows, contractMsisdns };
}

function postpaidBalances(rnd: Random) {
  const creditLimit = tenge(rnd.pick([10_000, 20_000, 30_000, 50_000, 100_000]));
  const spent = Math.floor(creditLimit * rnd.next() * 0.9);
  const personalLimit = rnd.chance(0.7) ? tenge(rnd.pick([5_000, 10_000, 15_000])) : null;
  const spendingUnitsLimit = rnd.chance(0.5) ? tenge(rnd.pick([20_000, 40_000])) : null;
  return {
    creditLimit,
    availableByCreditLimitOrPiaBalance: creditLimit - spent,
    remainingUnitsToSpend: spendingUnitsLimit === null ? null : Math.max(0, spendingUnitsLimit - spent),
    personalLimit,
    personalAvailableBalance:
      personalLimit === null ? null : Math.max(0, personalLimit - Math.floor(spent / 3)),
    spendingUnitsLimit,
    debtBalance: rnd.chance(0.1) ? tenge(rnd.int(500, 15_000)) : 0,
  };
}
