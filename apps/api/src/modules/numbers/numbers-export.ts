import { kazakhstanToday, MEDIA_TYPES, type NumbersExportQuery, type NumbersSearch } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { recordAction } from '../../platform/audit.ts';
import { companyNameOf } from '../../platform/company-names.ts';
import { renderCsv, renderXlsx, type DocumentRow } from '../../platform/documents/index.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { withinScope } from '../../platform/number-scope.ts';
import type { FileResponse } from '../../platform/routes.ts';
import { exportSubscribers } from './numbers-export-rows.ts';
import { EXPORT_TEXTS, exportColumns } from './numbers-export-texts.ts';

// decision 024: the filtered numbers list as XLSX or CSV, any size. Rows come from a cursor over the
// portal's index (decision 034) and go straight into the streaming writer, so memory does not grow with the company; the
// action log gets one entry when the file has been written (or broken off), with its row count.

interface ExportRequest {
  db: Db;
  company: CompanyContext;
  userId: string;
  filters: NumbersSearch;
  query: NumbersExportQuery;
}

/** What the action log keeps of the request: the format and the filters that were set. */
function logParams(filters: NumbersSearch, query: NumbersExportQuery): Record<string, unknown> {
  const set = Object.entries(filters).filter(
    ([key, value]) => value !== null && !(key === 'msisdnPart' && value === '7'),
  );
  return {
    format: query.format,
    ...(query.format === 'csv' ? { separator: query.separator } : {}),
    sort: query.sort,
    direction: query.direction,
    filters: Object.fromEntries(set),
  };
}

export async function exportNumbers(request: ExportRequest): Promise<FileResponse> {
  const { db, company, userId, filters, query } = request;
  const texts = EXPORT_TEXTS[query.language];
  const params = logParams(filters, query);
  // decision 029: a scoped user's export holds their groups' numbers only
  const source = exportSubscribers(db, company.bin, withinScope(company, filters), query);

  async function* rows(): AsyncGenerator<DocumentRow> {
    let count = 0;
    let isComplete = false;
    try {
      for await (const row of source) {
        count++;
        yield { ...row, type: texts.paymentType[row.type] };
      }
      isComplete = true;
    } finally {
      // a browser that went away leaves an entry too: the export was asked for and broken off
      await recordAction(db, {
        customerBin: company.bin,
        userId,
        action: 'numbers_export',
        success: isComplete,
        params: { ...params, rows: count },
      }).catch(() => {});
    }
  }

  const columns = exportColumns(query.language);
  const name = `numbers-${company.bin}-${kazakhstanToday()}`;
  if (query.format === 'csv')
    return {
      body: renderCsv({ columns, rows: rows(), separator: query.separator === 'comma' ? ',' : ';' }),
      contentType: MEDIA_TYPES.csv,
      filename: `${name}.csv`,
    };
  return {
    body: renderXlsx({
      title: texts.title,
      company: await companyNameOf(db, company.bin),
      bin: company.bin,
      language: query.language,
      columns,
      rows: rows(),
    }),
    contentType: MEDIA_TYPES.xls,
    filename: `${name}.xlsx`,
  };
}
