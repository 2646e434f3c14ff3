import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/transaction.ts';
import { QUEUES, type QueueName } from './queues.ts';

export interface SendOptions {
  /** not before this moment (pg-boss start_after) */
  runAt?: Date;
  /** at most one waiting job per key in a `short` queue */
  singletonKey?: string;
  /** enqueue inside this transaction (pg-boss's `db` option): the job exists exactly when it commits */
  executor?: SqlExecutor;
}

export interface JobQueue {
  /** null when a `short` queue already holds a waiting job with the same singleton key */
  send<T extends object>(queue: QueueName, data: T, opts?: SendOptions): Promise<string | null>;
  /** handles the queue's jobs in this process; a throw fails the batch, retried per the queue's policy */
  work<T extends object>(
    queue: QueueName,
    handler: (jobs: { id: string; data: T }[]) => Promise<void>,
  ): Promise<void>;
  /** a job sent to the queue on a cron schedule (UTC) by the supervising process: one schedule per queue */
  schedule(queue: QueueName, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  databaseUrl: string;
  /** run pg-boss maintenance (expiry, retention, cron) — in processes that work jobs */
  supervise: boolean;
  onError?: (error: Error) => void;
}

/**
 * The job queue (DESIGN §1 jobs: operator completions, later reports and mail): pg-boss 10 on the
 * application's database, schema `pgboss`. Every queue of ./queues.ts is created on start, since
 * pg-boss 10 refuses to send to or work a queue that does not exist.
 */
/** PostgreSQL away: administrator shutdown, starting up or shutting down, no connection (SQLSTATE 57P0x, 08xxx). */
function isDatabaseAway(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (/^57P0[1-3]$/.test(code) || code.startsWith('08'))) return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
  return /Connection terminated|connection timeout/i.test(error.message);
}

let guarding = false;

/**
 * pg-boss 10 completes or fails a worked job without awaiting it (manager.js onFetch): with
 * PostgreSQL away at that moment the rejection is unhandled and Node ends the whole server (found
 * by `npm run bench -- faults`, decision 025). Such a job stays active and pg-boss hands it out
 * again after its expiry, and every handler is safe to run twice (decisions 008, 010, 018), so a
 * rejection of that kind is logged; any other still ends the process as before.
 */
function survivePgBossWithoutDatabase(onError?: (error: Error) => void): void {
  if (guarding) return;
  guarding = true;
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseAway(reason) && /pg-boss/.test((reason as Error).stack ?? '')) {
      onError?.(reason as Error);
      return;
    }
    throw reason;
  });
}

export async function startJobQueue(opts: JobQueueOptions): Promise<JobQueue> {
  survivePgBossWithoutDatabase(opts.onError);
  const boss = new PgBoss({
    connectionString: opts.databaseUrl,
    schema: 'pgboss',
    application_name: 'kabinet-jobs',
    max: 4,
    supervise: opts.supervise,
    schedule: opts.supervise,
    migrate: true,
  });
  boss.on('error', (error) => opts.onError?.(error));
  await boss.start();
  try {
    for (const queue of Object.values(QUEUES)) {
      const { name, ...options } = queue;
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options });
    }
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }

  return {
    send: (queue, data, sendOpts = {}) =>
      boss.send(queue, data, {
        ...(sendOpts.runAt ? { startAfter: sendOpts.runAt } : {}),
        ...(sendOpts.singletonKey ? { singletonKey: sendOpts.singletonKey } : {}),
        ...(sendOpts.executor ? { db: sendOpts.executor as PgBoss.Db } : {}),
      }),
    async work(queue, handler) {
      const { pollingIntervalSeconds, batchSize } = QUEUES[queueKey(queue)].worker;
      await boss.work<object>(queue, { pollingIntervalSeconds, batchSize }, async (jobs) =>
        handler(jobs.map((job) => ({ id: job.id, data: job.data as never }))),
      );
    },
    schedule: (queue, cron) => boss.schedule(queue, cron, {}, { tz: 'UTC' }),
    // waits for the jobs in hand (graceful), then closes the queue's own connections
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

function queueKey(name: QueueName): keyof typeof QUEUES {
  const key = (Object.keys(QUEUES) as (keyof typeof QUEUES)[]).find((k) => QUEUES[k].name === name);
  if (!key) throw new Error(`unknown queue ${name}`);
  return key;
}
