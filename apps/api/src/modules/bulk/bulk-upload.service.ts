import {
  roleAllows,
  BULK_ACTION_ROUTES,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MAX_ROWS,
  BULK_UPLOAD_SAMPLE_ROWS,
  type BulkUploadPreview,
  type ErrorCode,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { bulkNumbersOf } from './bulk-selection.repository.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { bulkTargetOf, isInTargetState } from './bulk-targets.ts';
import { fileRows, refuseTooManyRows } from './bulk-upload-file.ts';
import { checkRow, isEmptyRow, isTemplateHeader, type CheckedRow } from './bulk-upload-rows.ts';
import { createBulkUploadRepository } from './bulk-upload.repository.ts';

/** Rows checked against the company's numbers and written per statement. */
const BATCH = 1_000;

/**
 * Decision 023: an uploaded CSV or XLSX read row by row and checked in batches — the number's form,
 * the action and its argument by the single action's rules, then against the company's numbers
 * (not the company's, no letter flag, already in that state) — and kept for the confirmation.
 * Nothing is done to any number here.
 */
export function createBulkUploads(db: Db) {
  const repo = createBulkUploadRepository(db);

  /** The checks a row needs the company's numbers for, for a batch of rows. */
  async function checkAgainstCompany(company: CompanyContext, rows: CheckedRow[]): Promise<CheckedRow[]> {
    const wanted = rows.filter((row) => row.code === null).map((row) => row.msisdn!);
    const numbers = await bulkNumbersOf(db, company.bin, [...new Set(wanted)]);
    // decision 029: a scoped user's file is read as if the numbers outside their groups were foreign
    if (company.numberScope) {
      const inScope = await repo.inGroups(company.numberScope, [...numbers.keys()]);
      for (const msisdn of [...numbers.keys()]) if (!inScope.has(msisdn)) numbers.delete(msisdn);
    }
    return rows.map((row) => {
      if (row.code !== null || row.action === null) return row;
      const refuse = (code: ErrorCode) => ({ ...row, code });
      const route = BULK_ACTION_ROUTES[row.action];
      if (route.feature !== 'none' && !company.profile?.features.includes(route.feature))
        return refuse('feature_not_available');
      // decision 029: the single action's permission (limits and cost centres: finance.move)
      if (!roleAllows(company.role, route.permission)) return refuse('forbidden_by_role');
      const number = numbers.get(row.msisdn!);
      if (!number) return refuse('msisdn_not_in_company');
      // spec §6 letter flags: the number's own, else the company profile's (decision 007)
      const flags = number.ownFlags ?? company.profile?.subscriberFlags ?? [];
      if (route.flag && !flags.includes(route.flag)) return refuse('feature_not_available');
      const target = bulkTargetOf(row.action, row.argument);
      if (target && isInTargetState(number, target)) return refuse('bulk_already_in_state');
      return row;
    });
  }

  return {
    async upload(company: CompanyContext, userId: string, file: unknown): Promise<BulkUploadPreview> {
      if (!Buffer.isBuffer(file) || file.length === 0) throw new ApiError('bulk_file_empty');
      if (file.length > BULK_UPLOAD_MAX_BYTES) throw new ApiError('bulk_file_too_large');
      await refuseTooManyRows(file, BULK_UPLOAD_MAX_ROWS);
      return inTransaction(db, async (tx) => {
        const uploadId = await repo.insertUpload(tx, company.bin, userId);
        let hasHeader = false;
        let rowCount = 0;
        let emptyRows = 0;
        let batch: CheckedRow[] = [];
        const flush = async () => {
          await repo.insertRows(tx, uploadId, await checkAgainstCompany(company, batch));
          batch = [];
        };
        for await (const { rowNo, cells, hasFormula } of fileRows(file)) {
          if (isEmptyRow(cells)) {
            if (hasHeader) emptyRows++;
            continue;
          }
          if (!hasHeader) {
            if (!isTemplateHeader(cells)) throw new ApiError('bulk_file_bad_header');
            hasHeader = true;
            continue;
          }
          if (++rowCount > BULK_UPLOAD_MAX_ROWS) throw new ApiError('bulk_file_too_many_rows');
          batch.push(checkRow(rowNo, cells, hasFormula));
          if (batch.length >= BATCH) await flush();
        }
        if (!hasHeader) throw new ApiError('bulk_file_bad_header');
        if (rowCount === 0) throw new ApiError('bulk_file_empty');
        await flush();
        await repo.markDuplicates(tx, uploadId);
        const counts = await repo.counts(tx, uploadId);
        return {
          uploadId,
          rows: rowCount,
          accepted: counts.find((c) => c.code === null)?.n ?? 0,
          emptyRows,
          rejected: counts.flatMap(({ code, n }) => (code === null ? [] : [{ code, count: n }])),
          firstRows: await repo.firstRows(tx, uploadId, BULK_UPLOAD_SAMPLE_ROWS, false),
          firstRejected: await repo.firstRows(tx, uploadId, BULK_UPLOAD_SAMPLE_ROWS, true),
        };
      });
    },
  };
}

export type BulkUploads = ReturnType<typeof createBulkUploads>;
