import {
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
import { bulkNumbersOf } from './bulk-selection.repository.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { companyNameOf } from '../../platform/company-names.ts';
import type { FileResponse } from '../../platform/routes.ts';
import { bulkResultFile } from './bulk-result-file.ts';
import { createBulkJobAccess } from './bulk-job-access.ts';
import { createBulkJobStarts } from './bulk-job-starts.ts';
import { createBulkRepository } from './bulk.repository.ts';
import { createBulkUploads } from './bulk-upload.service.ts';
import { bulkTemplate } from './bulk-template.ts';

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
  operator: Pick<BulkPort, 'bulkCatalogue'>;
  queue: Pick<JobQueue, 'send'> | null;
}

export function createBulkService({ db, operator, queue }: BulkServiceDeps): BulkService {
  const repo = createBulkRepository(db);
  const access = createBulkJobAccess(repo);
  const { view, found } = access;
  const starts = createBulkJobStarts({ db, queue }, repo, access);
  const fileUploads = createBulkUploads(db);

  return {
    upload: (company, userId, file) => fileUploads.upload(company, userId, file),
    template: ({ format, language }) => bulkTemplate(language, format),
    ...starts,

    catalogue: (company) => operator.bulkCatalogue(company.bin),

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
      const numbers = await bulkNumbersOf(
        db,
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
            [...(await bulkNumbersOf(db, company.bin, msisdns))].map(([msisdn, number]) => [
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
