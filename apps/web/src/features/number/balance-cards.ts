import type { Subscriber } from '@kabinet/contract';

/** spec §2 balance cards in their order; each shows only when its figure is defined. */
export const BALANCE_CARDS = [
  'tariff',
  'remainingUnitsToSpend',
  'personalLimit',
  'personalAvailableBalance',
  'creditLimit',
  'availableByCreditLimitOrPiaBalance',
  'spendingUnitsLimit',
  'debtBalance',
] as const;
export type BalanceCardKey = (typeof BALANCE_CARDS)[number];

export type BalanceCard =
  | { key: 'tariff'; tariffName: NonNullable<Subscriber['tariff']> }
  | { key: Exclude<BalanceCardKey, 'tariff'>; tiyn: number };

type BalanceSource = Pick<Subscriber, 'tariff' | Exclude<BalanceCardKey, 'tariff'>>;

export function balanceCards(subscriber: BalanceSource): BalanceCard[] {
  const cards: BalanceCard[] = [];
  for (const key of BALANCE_CARDS) {
    if (key === 'tariff') {
      if (subscriber.tariff) cards.push({ key, tariffName: subscriber.tariff });
      continue;
    }
    const tiyn = subscriber[key];
    if (typeof tiyn === 'number' && Number.isFinite(tiyn)) cards.push({ key, tiyn });
  }
  return cards;
}
