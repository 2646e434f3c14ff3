import type { Language } from '@kabinet/contract';
import {
  columnsIn,
  mapRows,
  type KindWords,
  type ReportKindServer,
  type ReportSource,
} from './report-kind.ts';

// spec §3 Report types REGISTERED_DEVICES: the company's devices in the registry (CEIR), no period;
// the rows come from the devices port, so the request is not counted against the limit

const WORDS: Record<Language, KindWords> = {
  ru: {
    title: 'Отчёт по зарегистрированным устройствам',
    columns: { imei: 'IMEI', state: 'Состояние', pending: 'В обработке', registeredAt: 'Дата регистрации' },
  },
  en: {
    title: 'Registered devices report',
    columns: { imei: 'IMEI', state: 'State', pending: 'Pending', registeredAt: 'Registered on' },
  },
  kk: {
    title: 'Тіркелген құрылғылар бойынша есеп',
    columns: { imei: 'IMEI', state: 'Күйі', pending: 'Өңделуде', registeredAt: 'Тіркелген күні' },
  },
};

const DEVICES_BATCH = 1000;

/** the company's registered devices, in keyset batches of the devices port */
async function* registeredDevices(source: ReportSource, bin: string, groupIds: readonly string[] | null) {
  let after: { msisdn: string; imei: string } | null = null;
  for (;;) {
    const batch = await source.listRegisteredDevices(bin, { after, limit: DEVICES_BATCH, groupIds });
    yield* batch;
    if (batch.length < DEVICES_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { msisdn: last.msisdn, imei: last.imei };
  }
}

export const devices: ReportKindServer = {
  words: WORDS,
  query: () => null,
  table(subject, source) {
    const w = WORDS[subject.language];
    const col = columnsIn(subject.language, w.columns);
    return {
      columns: [
        col('msisdn', 'text', 18),
        col('imei', 'text', 18),
        col('state', 'text', 16),
        col('pending', 'text', 12),
        col('registeredAt', 'datetime'),
      ],
      rows: mapRows(registeredDevices(source, subject.bin, subject.groupIds ?? null), (r) => ({
        msisdn: r.msisdn,
        imei: r.imei,
        state: r.state,
        pending: r.isPending ? w.columns.pending : '',
        registeredAt: r.registeredAt,
      })),
    };
  },
};
