import { describe, expect, it } from 'vitest';
import { balanceCards } from './balance-cards.ts';

const none = {
  tariff: null,
  remainingUnitsToSpend: null,
  personalLimit: null,
  personalAvailableBalance: null,
  creditLimit: null,
  availableByCreditLimitOrPiaBalance: null,
  spendingUnitsLimit: null,
  debtBalance: null,
};

describe('balance cards (spec §2: each only if defined)', () => {
  it('shows nothing when nothing is defined', () => {
    expect(balanceCards(none)).toEqual([]);
  });

  it('keeps the spec order and shows zero amounts', () => {
    const cards = balanceCards({
      ...none,
      tariff: { id: 'T', name: { ru: 'Бизнес', en: 'Business', kk: 'Бизнес' }, isWorkmate: false },
      debtBalance: 0,
      creditLimit: 500_000,
      remainingUnitsToSpend: 100,
    });
    expect(cards.map((c) => c.key)).toEqual([
      'tariff',
      'remainingUnitsToSpend',
      'creditLimit',
      'debtBalance',
    ]);
    expect(cards.at(-1)).toEqual({ key: 'debtBalance', tiyn: 0 });
  });

  it('shows every card when all are defined', () => {
    const cards = balanceCards({
      tariff: { id: 'T', name: { ru: 'a', en: 'a', kk: 'a' }, isWorkmate: false },
      remainingUnitsToSpend: 1,
      personalLimit: 2,
      personalAvailableBalance: 3,
      creditLimit: 4,
      availableByCreditLimitOrPiaBalance: -5,
      spendingUnitsLimit: 6,
      debtBalance: 7,
    });
    expect(cards).toHaveLength(8);
  });
});
