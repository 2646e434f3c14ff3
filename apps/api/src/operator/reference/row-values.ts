import {
  kazakhstanToday,
  SUBSCRIBER_FLAGS,
  type LocalizedText,
  type SubscriberBalance,
  type SubscriberFlag,
} from '@kabinet/contract';

// Rows of the operator tables become contract shapes here; rows never leave operator/reference.

export const localized = (ru: string, en: string, kk: string): LocalizedText => ({ ru, en, kk });

export const toDateTime = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** 'YYYY-MM-DD' in UTC (spec §5: dates are sent as YYYY-MM-DD): a date column's day. */
export const toIsoDate = (value: Date | null): string | null =>
  value ? value.toISOString().slice(0, 10) : null;

/** the Kazakhstan day (UTC+5) a moment falls on: what happened at 03:00 in Almaty on the 2nd is the 2nd */
export const toKazakhstanDate = (value: Date | null): string | null =>
  value ? kazakhstanToday(value) : null;

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
