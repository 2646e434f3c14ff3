import type { BulkJob } from '@kabinet/contract';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { toBulkJob, type BulkRepository, type JobRow } from './bulk.repository.ts';

/** A job as the API answers it, and the job a user may see (decision 023). */
export function createBulkJobAccess(repo: BulkRepository) {
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
  return { view, found };
}

export type BulkJobAccess = ReturnType<typeof createBulkJobAccess>;
