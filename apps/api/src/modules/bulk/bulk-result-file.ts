import { Readable } from 'node:stream';
import type { BulkAction, BulkItemState, ErrorCode, Language } from '@kabinet/contract';
// one source of the texts: the web app's catalogues (decision 023), read at build time
import ruBulk from '../../../../web/src/locales/ru/bulk.json' with { type: 'json' };
import enBulk from '../../../../web/src/locales/en/bulk.json' with { type: 'json' };
import kkBulk from '../../../../web/src/locales/kk/bulk.json' with { type: 'json' };
import ruErrors from '../../../../web/src/locales/ru/errors.json' with { type: 'json' };
import enErrors from '../../../../web/src/locales/en/errors.json' with { type: 'json' };
import kkErrors from '../../../../web/src/locales/kk/errors.json' with { type: 'json' };
import { renderXlsx, spreadsheetSafeText, type DocumentRow } from '../../platform/documents/index.ts';
import type { BulkRepository, JobRow } from './bulk.repository.ts';

const BULK_TEXTS = { ru: ruBulk, en: enBulk, kk: kkBulk };
const ERROR_TEXTS: Record<Language, Record<string, string>> = { ru: ruErrors, en: enErrors, kk: kkErrors };
const FILE_TEXTS: Record<Language, { title: string; number: string; label: string; action: string }> = {
  ru: { title: 'Результат массового действия', number: 'Номер', label: 'Метка', action: 'Действие' },
  en: { title: 'Bulk action result', number: 'Number', label: 'Label', action: 'Action' },
  kk: { title: 'Жаппай әрекет нәтижесі', number: 'Нөмір', label: 'Белгі', action: 'Әрекет' },
};

/** The numbers' labels now, a batch at a time (the operator keeps them; decision 023). */
type LabelsOf = (msisdns: readonly string[]) => Promise<Map<string, string | null>>;

/** Items read per statement: the file streams, whatever the job's size. */
const BATCH = 1_000;

async function* itemRows(
  repo: BulkRepository,
  job: JobRow,
  language: Language,
  labelsOf: LabelsOf,
): AsyncGenerator<DocumentRow> {
  const texts = BULK_TEXTS[language];
  const action = texts.actions[job.action as BulkAction];
  let after = 0;
  for (;;) {
    const items = await repo.itemsAfter(job.id, after, BATCH);
    const labels = await labelsOf(items.map((item) => item.msisdn));
    for (const item of items)
      yield {
        msisdn: item.msisdn,
        label: labels.get(item.msisdn) ?? '',
        action,
        result: texts.item_states[item.state as BulkItemState],
        reason: item.code ? (ERROR_TEXTS[language][item.code as ErrorCode] ?? item.code) : '',
      };
    if (items.length < BATCH) return;
    after = items[items.length - 1]!.seq;
  }
}

function columnsOf(language: Language) {
  const texts = BULK_TEXTS[language];
  const file = FILE_TEXTS[language];
  return [
    { key: 'msisdn', header: file.number, type: 'text' as const, width: 14 },
    { key: 'label', header: file.label, type: 'text' as const, width: 22 },
    { key: 'action', header: file.action, type: 'text' as const, width: 28 },
    { key: 'result', header: texts.column_result, type: 'text' as const, width: 14 },
    { key: 'reason', header: texts.column_reason, type: 'text' as const, width: 60 },
  ];
}

/** CSV as Excel in a Russian locale opens it: UTF-8 with BOM, ';', CRLF; formula-safe cells. */
function csvCell(value: unknown): string {
  const text = spreadsheetSafeText(String(value ?? ''));
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function bulkResultFile(
  repo: BulkRepository,
  job: JobRow,
  opts: { format: 'xlsx' | 'csv'; language: Language; company: string; labelsOf: LabelsOf },
): Readable {
  const columns = columnsOf(opts.language);
  const rows = itemRows(repo, job, opts.language, opts.labelsOf);
  if (opts.format === 'xlsx')
    return renderXlsx({
      title: FILE_TEXTS[opts.language].title,
      company: opts.company,
      bin: job.customerBin,
      language: opts.language,
      columns,
      rows,
    });
  async function* csv() {
    yield `\uFEFF${columns.map((column) => csvCell(column.header)).join(';')}\r\n`;
    for await (const row of rows) yield `${columns.map((column) => csvCell(row[column.key])).join(';')}\r\n`;
  }
  return Readable.from(csv());
}
