import type { Language, LocalizedText, TopUpRecord } from '@kabinet/contract';
import type { TopUpRow } from '../../../operator/reports-port.ts';
import {
  columnsIn,
  mapRows,
  queryInput,
  type KindTable,
  type KindWords,
  type QueryInput,
  type ReportKindServer,
} from './report-kind.ts';

// spec §3 Top-up record: a prepaid number's top-ups, on screen and downloaded (spec §9 `topup`); the
// number's payments report of a PREPAID number is this table too (subscriber-payments.ts)

interface TopUpWords extends KindWords {
  topUpTypes: Record<string, string>;
}

const WORDS: Record<Language, TopUpWords> = {
  ru: {
    title: 'Детализация пополнений',
    columns: { balanceBefore: 'Баланс до', balanceAfter: 'Баланс после' },
    topUpTypes: {
      CARD: 'Банковская карта',
      TERMINAL: 'Терминал',
      BANK_TRANSFER: 'Банковский перевод',
      BALANCE_TRANSFER: 'Перевод баланса',
      BONUS: 'Бонус',
    },
  },
  en: {
    title: 'Top-up details',
    columns: { balanceBefore: 'Balance before', balanceAfter: 'Balance after' },
    topUpTypes: {
      CARD: 'Bank card',
      TERMINAL: 'Terminal',
      BANK_TRANSFER: 'Bank transfer',
      BALANCE_TRANSFER: 'Balance transfer',
      BONUS: 'Bonus',
    },
  },
  kk: {
    title: 'Толықтырулар детализациясы',
    columns: { balanceBefore: 'Бұрынғы баланс', balanceAfter: 'Кейінгі баланс' },
    topUpTypes: {
      CARD: 'Банк картасы',
      TERMINAL: 'Терминал',
      BANK_TRANSFER: 'Банк аударымы',
      BALANCE_TRANSFER: 'Баланс аударымы',
      BONUS: 'Бонус',
    },
  },
};

/** the top-ups' columns and rows in a language */
export function topUpTable(rows: AsyncIterable<TopUpRow>, language: Language): KindTable {
  const w = WORDS[language];
  const col = columnsIn(language, w.columns);
  return {
    columns: [
      col('dateTime', 'datetime'),
      col('type', 'text', 20),
      col('comments', 'text', 24),
      col('amount', 'money'),
      col('balanceBefore', 'money'),
      col('balanceAfter', 'money'),
    ],
    rows: mapRows(rows, (r) => ({
      dateTime: r.rechargeDate,
      type: w.topUpTypes[r.type] ?? r.type,
      comments: r.comments,
      amount: r.amount,
      balanceBefore: r.balanceBefore,
      balanceAfter: r.balanceAfter,
    })),
  };
}

const topUpType = (type: string): LocalizedText => ({
  ru: WORDS.ru.topUpTypes[type] ?? type,
  en: WORDS.en.topUpTypes[type] ?? type,
  kk: WORDS.kk.topUpTypes[type] ?? type,
});

/** a top-up as the screen shows it (spec §3 Top-up record), its type in every language */
export const toTopUpRecord = (r: TopUpRow): TopUpRecord => ({
  rechargeDate: r.rechargeDate.toISOString(),
  type: topUpType(r.type),
  comments: r.comments,
  amount: r.amount,
  balanceBefore: r.balanceBefore,
  balanceAfter: r.balanceAfter,
});

const query = ({ msisdn, period }: QueryInput) => ({ kind: 'top_ups' as const, msisdn, period });

export const topUps: ReportKindServer = {
  words: WORDS,
  query,
  table: (subject, source) =>
    topUpTable(source.reportRows(subject.bin, query(queryInput(subject))), subject.language),
};
