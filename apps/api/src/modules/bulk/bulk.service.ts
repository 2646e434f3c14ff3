import {
  roleAllows,
  BULK_ACTION_ROUTES,
  type BulkCreateBody,
  type BulkItemState,
  type BulkJob,
  type BulkCatalogueProduct,
  type BulkPreview,
  type BulkUploadPreview,
  BULK_CSV_MEDIA_TYPE,
  MEDIA_TYPES,
  type Language,
  type bulkItemsListSchema,
  type bulkJobsListSchema,
} from '@kabinet/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { BulkPort } from '../../operator/bulk-port.ts';
import type { NumbersPort } from '../../operator/numbers-port.ts';
import { requestHash } from '../../platform/idempotency.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { assertListedInScope, withinScope } from '../../platform/number-scope.ts';
import { companyNameOf } from '../../platform/company-names.ts';
import type { FileResponse } from '../../platform/routes.ts';
import { bulkResultFile } from './bulk-result-file.ts';
import { sendBulkRun } from './bulk.job.ts';
import { createBulkRepository, toBulkJob, type JobRow } from './bulk.repository.ts';
import { bulkTargetOf } from './bulk-targets.ts';
import { createBulkUploadRepository } from './bulk-upload.repository.ts';
import { createBulkUploads } from './bulk-upload.service.ts';
import { bulkTemplate } from './bulk-template.ts';

/** Numbers resolved and written per statement when a job is made from a search. */
const RESOLVE_BATCH = 5_000;

export interface BulkService {
  upload(company: CompanyContext, userId: string, file: unknown): Promise<BulkUploadPreview>;
  template(opts: { format: 'xlsx' | 'csv'; language: Language }): Promise<FileResponse>;
  fromUpload(company: CompanyContext, userId: string, key: string, uploadId: string): Promise<BulkJob>;
  preview(company: CompanyContext, body: BulkCreateBody): Promise<BulkPreview>;
  catalogue(company: CompanyContext): Promise<BulkCatalogueProduct[]>;
  create(company: CompanyContext, userId: string, key: string, body: BulkCreateBody): Promise<BulkJob>;
  retry(company: CompanyContext, userId: string, key: string, jobId: string): Promise<BulkJob>;
  get(company: CompanyContext, userId: string, jobId: string): Promise<BulkJob>;
  list(
    company: CompanyContext,
    userId: string,
    page: { pageNumber: number; pageSize: number },
  ): Promise<z.infer<typeof bulkJobsListSchema>>;
  items(
    company: CompanyContext,
    userId: string,
    jobId: string,
    query: { state?: BulkItemState | undefined; pageNumber: number; pageSize: number },
  ): Promise<z.infer<typeof bulkItemsListSchema>>;
  cancel(company: CompanyContext, userId: string, jobId: string): Promise<BulkJob>;
  resultFile(
    company: CompanyContext,
    userId: string,
    jobId: string,
    opts: { format: 'xlsx' | 'csv'; language: Language },
  ): Promise<FileResponse>;
}

export interface BulkServiceDeps {
  db: Db;
  operator: Pick<NumbersPort, 'selectSubscribers'> &
    Pick<BulkPort, 'countBulkSelection' | 'bulkCatalogue' | 'bulkNumbersOf'>;
  queue: Pick<JobQueue, 'send'> | null;
}

export function createBulkService({ db, operator, queue }: BulkServiceDeps): BulkService {
  const repo = createBulkRepository(db);
  const uploads = createBulkUploadRepository(db);

  const view = async (row: JobRow): Promise<BulkJob> => {
    const [counts, lastMinute] = await Promise.all([repo.counts(row.id), repo.finishedLastMinute(row.id)]);
    return toBulkJob(row, counts, lastMinute);
  };
  /**
   * The job as the user may see it: every job of the company, or for a user with a number scope
   * the jobs they started (decision 023: their numbers were all in scope then); any other is 404.
   */
  const found = async (company: CompanyContext, userId: string, jobId: string): Promise<JobRow> => {
    const row = await repo.findJob(company.bin, jobId, company.numberScope ? userId : null);
    if (!row) throw new ApiError('bulk_job_not_found');
    return row;
  };

  /**
   * The Idempotency-Key's job: a re-sent request answers with the job it made, a key used for
   * another request is refused. `fill` writes the items inside the job's transaction.
   */
  async function keyed(
    company: CompanyContext,
    userId: string,
    key: string,
    fingerprint: string,
    job: {
      action: BulkCreateBody['action'] | null;
      argument: string | null;
      retryOf: string | null;
      uploadId?: string;
    },
    fill: (tx: Db, jobId: string) => Promise<number>,
  ): Promise<BulkJob> {
    const replay = async () => {
      const existing = await repo.findByKey(company.bin, key);
      if (!existing) return null;
      if (existing.requestHash !== fingerprint) throw new ApiError('idempotency_key_reused');
      return view(existing);
    };
    const before = await replay();
    if (before) return before;
    if (!queue) throw new ApiError('service_unavailable');
    const jobId = await inTransaction(db, async (tx, executor) => {
      const id = await repo.insertJob(tx, {
        bin: company.bin,
        userId,
        key,
        requestHash: fingerprint,
        ...job,
      });
      if (!id) return null;
      const total = await fill(tx, id);
      if (total === 0)
        throw new ApiError(
          job.retryOf ? 'bulk_nothing_to_retry' : job.uploadId ? 'bulk_file_empty' : 'bulk_selection_empty',
        );
      await repo.setTotal(tx, id, total);
      // the job's first slice commits with it: a job never exists without its work
      await sendBulkRun(queue, id, { executor });
      return id;
    });
    // a concurrent request with the same key made it first: its job is the answer
    if (!jobId) return (await replay())!;
    return view(await found(company, userId, jobId));
  }

  /** the single action's feature (spec §6): a company without it cannot start the bulk one either */
  const requireFeature = (company: CompanyContext, body: BulkCreateBody) => {
    const route = BULK_ACTION_ROUTES[body.action];
    if (route.feature !== 'none' && !company.profile?.features.includes(route.feature))
      throw new ApiError('feature_not_available');
    // decision 029: and its permission (limits and cost centres: finance.move, not numbers.manage)
    if (!roleAllows(company.role, route.permission)) throw new ApiError('forbidden_by_role');
    return route;
  };

  const fileUploads = createBulkUploads(db, operator);

  return {
    upload: (company, userId, file) => fileUploads.upload(company, userId, file),
    template: ({ format, language }) => bulkTemplate(language, format),

    async preview(company, body) {
      const route = requireFeature(company, body);
      // decision 029: as the job itself — a listed number out of scope is 404, a search the scope's
      if ('msisdns' in body.selection) await assertListedInScope(db, company, body.selection.msisdns);
      const selection =
        'msisdns' in body.selection
          ? body.selection
          : { search: withinScope(company, body.selection.search) };
      const counts = await operator.countBulkSelection(company.bin, selection, {
        flag: route.flag ?? null,
        defaultFlags: company.profile?.subscriberFlags ?? [],
        target: bulkTargetOf(body.action, body.argument ?? null),
      });
      if (counts.total === 0) throw new ApiError('bulk_selection_empty');
      const { total, duplicates, notInCompany, withoutFlag, alreadyInState } = counts;
      return {
        ...counts,
        toAct: total - duplicates - notInCompany - withoutFlag - alreadyInState,
      };
    },

    catalogue: (company) => operator.bulkCatalogue(company.bin),

    async create(company, userId, key, body) {
      requireFeature(company, body);
      const argument = body.argument?.trim() || null;
      return keyed(
        company,
        userId,
        key,
        requestHash(body),
        { action: body.action, argument, retryOf: null },
        async (tx, jobId) => {
          if ('msisdns' in body.selection) {
            // decision 029: a listed number outside a scoped user's groups is refused as foreign
            await assertListedInScope(tx, company, body.selection.msisdns);
            const seen = new Set<string>();
            const items = body.selection.msisdns.map((msisdn) => {
              const duplicate = seen.has(msisdn);
              seen.add(msisdn);
              return { msisdn, duplicate };
            });
            await repo.insertItems(tx, jobId, 1, items);
            return items.length;
          }
          // spec §5 search, resolved here in keyset batches: never the company's numbers in memory
          let total = 0;
          let after: string | null = null;
          for (;;) {
            const batch = await operator.selectSubscribers(
              company.bin,
              // decision 029: a scoped user's "all matching" is their groups' numbers only
              withinScope(company, body.selection.search),
              after,
              RESOLVE_BATCH,
            );
            if (batch.length === 0) break;
            await repo.insertItems(
              tx,
              jobId,
              total + 1,
              batch.map((msisdn) => ({ msisdn, duplicate: false })),
            );
            total += batch.length;
            after = batch[batch.length - 1]!;
            if (batch.length < RESOLVE_BATCH) break;
          }
          return total;
        },
      );
    },

    async fromUpload(company, userId, key, uploadId) {
      if (!(await uploads.findUpload(company.bin, uploadId))) throw new ApiError('bulk_upload_not_found');
      const common = await uploads.commonAction(uploadId);
      return keyed(
        company,
        userId,
        key,
        requestHash({ uploadId }),
        { ...common, retryOf: null, uploadId },
        (tx, jobId) => uploads.copyAcceptedRows(tx, uploadId, jobId),
      ).catch((error: unknown) => {
        // the clean-up deleted the upload between the look-up and the job (decision 023)
        if ((error as { code?: string }).code === '23503') throw new ApiError('bulk_upload_not_found');
        throw error;
      });
    },

    async retry(company, userId, key, jobId) {
      const source = await found(company, userId, jobId);
      if (source.state === 'queued' || source.state === 'running')
        throw new ApiError('bulk_nothing_to_retry');
      return keyed(
        company,
        userId,
        key,
        requestHash({ retryOf: jobId }),
        { action: source.action, argument: source.argument, retryOf: jobId },
        (tx, newId) => repo.copyFailedItems(tx, jobId, newId, company.numberScope),
      );
    },

    async get(company, userId, jobId) {
      return view(await found(company, userId, jobId));
    },

    async list(company, userId, { pageNumber, pageSize }) {
      const { rows, total } = await repo.listJobs(
        company.bin,
        company.numberScope ? userId : null,
        pageSize,
        (pageNumber - 1) * pageSize,
      );
      return { jobs: await Promise.all(rows.map(view)), total };
    },

    async items(company, userId, jobId, { state, pageNumber, pageSize }) {
      await found(company, userId, jobId);
      const { rows, total } = await repo.listItems(
        jobId,
        { state, groupIds: company.numberScope },
        pageSize,
        (pageNumber - 1) * pageSize,
      );
      const numbers = await operator.bulkNumbersOf(
        company.bin,
        rows.map((row) => row.msisdn),
      );
      return {
        items: rows.map((row) => ({ ...row, label: numbers.get(row.msisdn)?.label ?? null })),
        total,
      };
    },

    async resultFile(company, userId, jobId, opts) {
      const job = await found(company, userId, jobId);
      const body = bulkResultFile(repo, job, {
        ...opts,
        groupIds: company.numberScope,
        company: await companyNameOf(db, company.bin),
        labelsOf: async (msisdns) =>
          new Map(
            [...(await operator.bulkNumbersOf(company.bin, msisdns))].map(([msisdn, number]) => [
              msisdn,
              number.label,
            ]),
          ),
      });
      return {
        body,
        contentType: opts.format === 'xlsx' ? MEDIA_TYPES.xls : BULK_CSV_MEDIA_TYPE,
        filename: `bulk-${job.createdAt.slice(0, 10)}-${job.id.slice(0, 8)}.${opts.format}`,
      };
    },

    async cancel(company, userId, jobId) {
      await found(company, userId, jobId);
      const cancelled = await inTransaction(db, (tx) => repo.cancel(tx, company.bin, jobId));
      if (!cancelled) throw new ApiError('bulk_job_finished');
      return view(await found(company, userId, jobId));
    },
  };
}
