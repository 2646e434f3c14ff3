import type { Db } from '../../db/client.ts';
import type { JobQueue, SendOptions } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';
import { createAccountsRepository } from '../accounts/accounts.repository.ts';
import type { BulkActions, BulkJobContext } from './bulk-actions.ts';
import { createBulkWorkRepository, type ClaimedItem } from './bulk-work.repository.ts';
import { createBulkRepository } from './bulk.repository.ts';
import { workBulkUploadCleanup } from './bulk-upload-cleanup.job.ts';

export interface BulkRunJob {
  jobId: string;
}

/** Numbers per second: per company (each company's jobs share it) and in total, per worker process. */
export interface BulkRate {
  perCompany: number;
  total: number;
  /** a claimed number whose worker has not answered for this long is claimed again (it was killed) */
  leaseSeconds: number;
  /** an upload no job was made of is deleted after this many hours; the clean-up runs this often */
  uploadKeepHours: number;
  uploadCleanupSeconds: number;
}

/** How long one queue job works a bulk job before it yields its turn to others (and sends itself again). */
const SLICE_MS = 10_000;
/** Items claimed at a time: a killed worker leaves at most this many to be claimed again after the lease. */
const CLAIM_BATCH = 10;

/** A slice rides out a database outage of up to OUTAGE_ATTEMPTS × OUTAGE_WAIT_MS (a minute). */
const OUTAGE_ATTEMPTS = 30;
const OUTAGE_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spaces calls at most `rate` a second: each caller waits for its own slot. */
function createPacer(rate: number) {
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + 1000 / rate;
    if (at > now) await sleep(at - now);
  };
}

/** Sends a bulk job's next slice; at most one waits per bulk job. */
export function sendBulkRun(
  queue: Pick<JobQueue, 'send'>,
  jobId: string,
  opts: Pick<SendOptions, 'runAt' | 'executor'> = {},
) {
  return queue.send<BulkRunJob>(QUEUES.bulkRun.name, { jobId }, { singletonKey: jobId, ...opts });
}

export interface BulkWorkerDeps {
  db: Db;
  actions: BulkActions;
  rate: BulkRate;
}

/**
 * Works the bulk queue (decision 023): claims a job's next numbers in PostgreSQL, acts on each at
 * the bounded rate, writes its outcome; ends the job when none is left. On start, every open job
 * gets a slice, so a job survives a kill -9 of the server or a PostgreSQL restart.
 */
export async function workBulkJobs(queue: JobQueue, deps: BulkWorkerDeps): Promise<void> {
  const repo = createBulkWorkRepository(deps.db);
  const jobRepo = createBulkRepository(deps.db);
  const accounts = createAccountsRepository(deps.db);
  const total = createPacer(deps.rate.total);
  const perCompany = new Map<string, () => Promise<void>>();
  const pace = async (bin: string) => {
    let pacer = perCompany.get(bin);
    if (!pacer) perCompany.set(bin, (pacer = createPacer(deps.rate.perCompany)));
    await pacer();
    await total();
  };

  async function runSlice(jobId: string): Promise<void> {
    const row = await repo.openJob(jobId);
    if (!row) return;
    // the starter's access now: a user removed from the company since acts on nothing more
    const access = await accounts.findCompanyAccess(row.userId, row.customerBin);
    const company = access ? { bin: row.customerBin, ...access } : null;
    /** the number's action: its row's in a job from a file, else the job's */
    const contextOf = (item: ClaimedItem): BulkJobContext | null => {
      const action = item.action ?? row.action;
      return company && action
        ? {
            id: row.id,
            company,
            userId: row.userId,
            action,
            argument: item.action ? item.argument : row.argument,
          }
        : null;
    };
    const deadline = Date.now() + SLICE_MS;
    while (Date.now() < deadline) {
      const items = await repo.claim(jobId, CLAIM_BATCH, deps.rate.leaseSeconds);
      if (items.length === 0) break;
      for (const item of items) {
        await pace(row.customerBin);
        // a cancel between the claim and this number's turn: the claimed numbers are not acted on
        const job = contextOf(item);
        const outcome = !(await repo.isOpen(jobId))
          ? ({ state: 'skipped', code: 'bulk_cancelled' } as const)
          : job
            ? await deps.actions.run(job, { ...item, isResumed: item.attempts > 1 })
            : ({ state: 'refused', code: 'company_not_assigned' } as const);
        await repo.finishItem(jobId, item.seq, outcome.state, outcome.code);
      }
      if (!(await repo.isOpen(jobId))) return;
    }
    if (await repo.finishJobIfDone(jobId)) return;
    // numbers left, or claimed by a worker that may have died: look again after the lease at most
    if (await repo.hasWaitingItems(jobId)) {
      const items = await jobRepo.counts(jobId);
      const runAt =
        items.queued > 0 ? undefined : new Date(Date.now() + Math.min(5, deps.rate.leaseSeconds) * 1000);
      await sendBulkRun(queue, jobId, runAt ? { runAt } : {});
    }
  }

  /**
   * A slice that loses PostgreSQL (a restart) waits for it and goes on, rather than failing: its
   * queue job could not be marked failed anyway, and would wait for pg-boss's expiry to run again.
   * The number in hand is claimed again after the lease (and not acted on twice: `isResumed`).
   */
  async function runSliceThroughOutages(jobId: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runSlice(jobId);
      } catch (error) {
        if (attempt >= OUTAGE_ATTEMPTS) throw error;
        await sleep(OUTAGE_WAIT_MS);
      }
    }
  }

  await queue.work<BulkRunJob>(QUEUES.bulkRun.name, async (jobs) => {
    for (const job of jobs) await runSliceThroughOutages(job.data.jobId);
  });
  for (const jobId of await repo.openJobIds()) await sendBulkRun(queue, jobId);
  await workBulkUploadCleanup(queue, {
    db: deps.db,
    keepHours: deps.rate.uploadKeepHours,
    everySeconds: deps.rate.uploadCleanupSeconds,
  });
}
