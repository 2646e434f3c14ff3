import type { Readable } from 'node:stream';
import type { BulkItemState, ErrorCode, Language } from '@kabinet/contract';
import { renderCsv, renderXlsx, type DocumentRow } from '../../platform/documents/index.ts';
import type { BulkRepository, JobRow } from './bulk.repository.ts';
import { BULK_TEXTS, ERROR_TEXTS, FILE_TEXTS } from './bulk-texts.ts';

/** The numbers' labels now, a batch at a time (the operator keeps them; decision 023). */
type LabelsOf = (msisdns: readonly string[]) => Promise<Map<string, string | null>>;

/** Items read per statement: the file streams, whatever the job's size. */
const BATCH = 1_000;

async function* itemRows(
  repo: BulkRepository,
  job: JobRow,
  language: Language,
  labelsOf: LabelsOf,
  groupIds: readonly string[] | null,
): AsyncGenerator<DocumentRow> {
  const texts = BULK_TEXTS[language];
  let after = 0;
  for (;;) {
    const items = await repo.itemsAfter(job.id, after, BATCH, groupIds);
    const labels = await labelsOf(items.map((item) => item.msisdn));
    for (const item of items)
      yield {
        msisdn: item.msisdn,
        label: labels.get(item.msisdn) ?? '',
        action: texts.actions[item.action],
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

export function bulkResultFile(
  repo: BulkRepository,
  job: JobRow,
  opts: {
    format: 'xlsx' | 'csv';
    language: Language;
    company: string;
    labelsOf: LabelsOf;
    /** decision 029: a scoped user's file holds the numbers of their groups only */
    groupIds: readonly string[] | null;
  },
): Readable {
  const columns = columnsOf(opts.language);
  const rows = itemRows(repo, job, opts.language, opts.labelsOf, opts.groupIds);
  if (opts.format === 'xlsx')
    return renderXlsx({
      title: FILE_TEXTS[opts.language].title,
      company: opts.company,
      bin: job.customerBin,
      language: opts.language,
      columns,
      rows,
    });
  // CSV as Excel in a Russian locale opens it: UTF-8 with BOM, ';', CRLF; formula-safe cells
  return renderCsv({ columns, rows, separator: ';' });
}
