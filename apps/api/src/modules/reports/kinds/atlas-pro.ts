import type { Language } from '@kabinet/contract';
import { operatorKind, type KindWords, type QueryInput } from './report-kind.ts';

// spec §9 Atlas Pro: each number's days abroad with the pack (≤ 30 days, not after today)

interface AtlasProWords extends KindWords {
  /** spec §2 /atlas_pro disclaimer, printed under the title of the Atlas Pro report */
  note: string;
}

const WORDS: Record<Language, AtlasProWords> = {
  ru: {
    title: 'Детализация роуминг-пакета Atlas Pro',
    columns: {
      country: 'Страна',
      fee: 'Пакет, 950 ₸/сутки',
      addOns: 'Доп. пакеты',
      addOnFee: 'Доп. пакеты, ₸',
      dataMb: 'Трафик, МБ',
      fullSpeedMb: 'На полной скорости, МБ',
    },
    note: 'Atlas Pro: 950 ₸ в сутки, первые 100 МБ на полной скорости, далее 128 кбит/с; доп. пакет 400 ₸ в сутки — 50 МБ.',
  },
  en: {
    title: 'Atlas Pro roaming package details',
    columns: {
      country: 'Country',
      fee: 'Pack, 950 ₸/day',
      addOns: 'Add-ons',
      addOnFee: 'Add-ons, ₸',
      dataMb: 'Data, MB',
      fullSpeedMb: 'At full speed, MB',
    },
    note: 'Atlas Pro: 950 ₸ a day, the first 100 MB at full speed, then 128 kbps; an add-on is 400 ₸ a day for 50 MB.',
  },
  kk: {
    title: 'Atlas Pro роуминг пакетінің детализациясы',
    columns: {
      country: 'Ел',
      fee: 'Пакет, тәулігіне 950 ₸',
      addOns: 'Қосымша пакеттер',
      addOnFee: 'Қосымша пакеттер, ₸',
      dataMb: 'Трафик, МБ',
      fullSpeedMb: 'Толық жылдамдықпен, МБ',
    },
    note: 'Atlas Pro: тәулігіне 950 ₸, алғашқы 100 МБ толық жылдамдықпен, одан кейін 128 кбит/с; қосымша пакет тәулігіне 400 ₸ — 50 МБ.',
  },
};

const mb = (kb: number) => Math.round((kb / 1024) * 100) / 100;

const query = ({ period }: QueryInput) => ({ kind: 'atlas_pro' as const, period });

export const atlasPro = operatorKind({
  words: WORDS,
  query,
  title: (w) => `${w.title}. ${w.note}`,
  columns: (col) => [
    col('date', 'date'),
    col('msisdn', 'text', 18),
    col('country', 'text', 8),
    col('fee', 'money'),
    col('addOns', 'number'),
    col('addOnFee', 'money'),
    col('dataMb', 'number'),
    col('fullSpeedMb', 'number'),
  ],
  row: (r) => ({
    date: r.day,
    msisdn: r.msisdn,
    country: r.country,
    fee: r.fee,
    addOns: r.addOns,
    addOnFee: r.addOnFee,
    dataMb: mb(r.dataKb),
    fullSpeedMb: mb(r.fullSpeedKb),
  }),
});
