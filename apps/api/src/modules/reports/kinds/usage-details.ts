import type { Language } from '@kabinet/contract';
import { operatorKind, type KindWords, type QueryInput } from './report-kind.ts';

// spec §3 Usage detail row: a number's usage in a period (≤ 90 days, not before its ownership transfer)

interface UsageWords extends KindWords {
  usageTypes: Record<string, string>;
}

const WORDS: Record<Language, UsageWords> = {
  ru: {
    title: 'Детализация расходов',
    columns: { description: 'Описание', duration: 'Длительность, с', units: 'Объём', unit: 'Ед.' },
    usageTypes: {
      VOICE_OUT: 'Исходящий звонок',
      VOICE_IN: 'Входящий звонок',
      SMS_OUT: 'Исходящее SMS',
      DATA: 'Мобильный интернет',
      ROAMING_DATA: 'Интернет в роуминге',
      SERVICE_FEE: 'Абонентская плата за услугу',
    },
  },
  en: {
    title: 'Usage details',
    columns: { description: 'Description', duration: 'Duration, s', units: 'Volume', unit: 'Unit' },
    usageTypes: {
      VOICE_OUT: 'Outgoing call',
      VOICE_IN: 'Incoming call',
      SMS_OUT: 'Outgoing SMS',
      DATA: 'Mobile internet',
      ROAMING_DATA: 'Roaming internet',
      SERVICE_FEE: 'Service fee',
    },
  },
  kk: {
    title: 'Шығыстар детализациясы',
    columns: { description: 'Сипаттамасы', duration: 'Ұзақтығы, с', units: 'Көлемі', unit: 'Бірл.' },
    usageTypes: {
      VOICE_OUT: 'Шығыс қоңырау',
      VOICE_IN: 'Кіріс қоңырау',
      SMS_OUT: 'Шығыс SMS',
      DATA: 'Мобильді интернет',
      ROAMING_DATA: 'Роумингтегі интернет',
      SERVICE_FEE: 'Қызмет үшін абоненттік төлем',
    },
  },
};

const query = ({ msisdn, period }: QueryInput) => ({ kind: 'usage_details' as const, msisdn, period });

export const usageDetails = operatorKind({
  words: WORDS,
  query,
  emptyError: 'usage_details_not_found',
  // widths that keep a row on one line in the PDF (a wrapped cell costs pdfkit ~10× more)
  columns: (col) => [
    col('dateTime', 'datetime', 16),
    col('type', 'text', 22),
    col('description', 'text', 44),
    col('duration', 'number', 12),
    col('units', 'number', 10),
    col('unit', 'text', 6),
    col('amount', 'money', 14),
  ],
  row: (r, w) => ({
    dateTime: r.dateTime,
    type: w.usageTypes[r.type] ?? r.type,
    description: r.description,
    duration: r.durationSec,
    units: r.units,
    unit: r.unit,
    amount: r.amount,
  }),
});
