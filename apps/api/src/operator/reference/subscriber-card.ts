import {
  SUBSCRIBER_FLAGS,
  displayStatusOf,
  type LocalizedText,
  type SubscriberBalance,
  type SubscriberCard,
  type SubscriberFlag,
} from '@kabinet/contract';
import type { CardRow } from './subscriber-search-sql.ts';

// Rows of the operator tables become contract shapes here; rows never leave operator/reference.

export const localized = (ru: string, en: string, kk: string): LocalizedText => ({ ru, en, kk });

export const toDateTime = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** 'YYYY-MM-DD' in UTC (spec §5: dates are sent as YYYY-MM-DD). */
export const toIsoDate = (value: Date | null): string | null =>
  value ? value.toISOString().slice(0, 10) : null;

/** spec §3 Subscriber balance fields, in tiyn; null where the operator has no such figure. */
export function balanceOf(s: SubscriberBalance): SubscriberBalance {
  return {
    remainingUnitsToSpend: s.remainingUnitsToSpend,
    personalLimit: s.personalLimit,
    personalAvailableBalance: s.personalAvailableBalance,
    creditLimit: s.creditLimit,
    availableByCreditLimitOrPiaBalance: s.availableByCreditLimitOrPiaBalance,
    spendingUnitsLimit: s.spendingUnitsLimit,
    debtBalance: s.debtBalance,
  };
}

const isSubscriberFlag = (flag: string): flag is SubscriberFlag => Object.hasOwn(SUBSCRIBER_FLAGS, flag);

/** spec §6: the number's own letter flags, or else those of the company's feature profile. */
export function flagsOf(
  own: readonly string[] | null,
  defaults: readonly SubscriberFlag[],
): SubscriberFlag[] {
  return own === null ? [...defaults] : own.filter(isSubscriberFlag);
}

/** A card of the numbers list (spec §2 "Each card shows"). */
export function toCard(row: CardRow, defaultFlags: readonly SubscriberFlag[]): SubscriberCard {
  return {
    msisdn: row.msisdn,
    lcState: {
      lcStateId: row.lcStateId,
      name: localized(row.lcNameRu, row.lcNameEn, row.lcNameKk),
      lcStateDate: row.lcStateDate === null ? null : new Date(row.lcStateDate).toISOString(),
    },
    // spec §2 Number detail: active only for 20, anything else is shown as blocked
    status: displayStatusOf(row.lcStateId),
    tariff: {
      id: row.tariffId,
      name: localized(row.tariffNameRu, row.tariffNameEn, row.tariffNameKk),
      isWorkmate: row.isWorkmate,
    },
    type: row.type,
    accountNumber: row.accountNumber,
    iccid: row.iccid,
    label: row.label,
    comment: row.comment,
    isM2MSubscriber: row.isM2MSubscriber,
    remainingUnitsToSpend: row.remainingUnitsToSpend,
    creditLimit: row.creditLimit,
    availableByCreditLimitOrPiaBalance: row.availableByCreditLimitOrPiaBalance,
    flags: flagsOf(row.subscriberFlags, defaultFlags),
  };
}
