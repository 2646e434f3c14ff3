import { roleAllows, BULK_ACTION_ROUTES, type BulkCreateBody, type BulkJob } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { requestHash } from '../../platform/idempotency.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import { withinScope } from '../../platform/number-scope.ts';
import type { BulkJobAccess } from './bulk-job-access.ts';
import { sendBulkRun } from './bulk.job.ts';
import type { BulkRepository } from './bulk.repository.ts';
import type { BulkService, BulkServiceDeps } from './bulk.service.ts';
import { bulkTargetOf } from './bulk-targets.ts';
import { createBulkUploadRepository } from './bulk-upload.repository.ts';
import { countBulkSelection } from './bulk-selection.repository.ts';
import { selectSubscribers } from '../numbers/numbers-selection.repository.ts';

/** Numbers resolved and written per statement when a job is made from a search. */
const RESOLVE_BATCH = 5_000;

/**
 * Decision 023: a job made — its pre-count, then from a selection, an upload or the failed numbers
 * of another job — each under its Idempotency-Key, its items written with it in one transaction.
 */
export function createBulkJobStarts(
  { db, queue }: Pick<BulkServiceDeps, 'db' | 'queue'>,
  repo: BulkRepository,
  { view, found }: BulkJobAccess,
): Pick<BulkService, 'preview' | 'create' | 'fromUpload' | 'retry'> {
  const uploads = createBulkUploadRepository(db);

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

  return {
    async preview(company, body) {
      const route = requireFeature(company, body);
      // decision 029: a listed number out of scope is refused by the tenancy guard (the route's
      // bodyNumbers, decision 037); a search is narrowed to the scope
      const selection =
        'msisdns' in body.selection
          ? body.selection
          : { search: withinScope(company, body.selection.search) };
      const counts = await countBulkSelection(db, company.bin, selection, {
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
            const batch = await selectSubscribers(
              db,
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
  };
}
