import {
  SUBSCRIBER_FLAGS,
  type LocalizedText,
  type SubscriberBalance,
  type SubscriberFlag,
} from '@kabinet/contract';

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
