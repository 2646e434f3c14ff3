import {
  displayStatusOf,
  SUBSCRIBER_FLAGS,
  type SubscriberCard,
  type SubscriberFlag,
} from '@kabinet/contract';
import type { CardRow } from './numbers-search-sql.ts';

const isSubscriberFlag = (flag: string): flag is SubscriberFlag => Object.hasOwn(SUBSCRIBER_FLAGS, flag);

/** spec §6: a number without letter flags of its own takes the company profile's */
export const flagsOf = (
  own: readonly string[] | null,
  defaults: readonly SubscriberFlag[],
): SubscriberFlag[] => (own === null ? [...defaults] : own.filter(isSubscriberFlag));

/** A card of the numbers list (spec §2 "Each card shows"). */
export function toCard(row: CardRow, defaultFlags: readonly SubscriberFlag[]): SubscriberCard {
  return {
    msisdn: row.msisdn,
    lcState: {
      lcStateId: row.lcStateId,
      name: { ru: row.lcNameRu, en: row.lcNameEn, kk: row.lcNameKk },
      lcStateDate: row.lcStateDate === null ? null : new Date(row.lcStateDate).toISOString(),
    },
    state: row.state,
    // spec §2 Number detail: active only for 20, anything else is shown as blocked; PENDING while a
    // change is being applied (decision 027)
    status: displayStatusOf(row.lcStateId, row.state),
    tariff: {
      id: row.tariffId,
      name: { ru: row.tariffNameRu, en: row.tariffNameEn, kk: row.tariffNameKk },
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
    costCentre:
      row.costCentreId === null
        ? null
        : { id: row.costCentreId, code: row.costCentreCode ?? '', name: row.costCentreName ?? '' },
  };
}
