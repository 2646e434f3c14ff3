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
export async function startJobQueue(opts: JobQueueOptions): Promise<JobQueue> {
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
    // waits for the jobs in hand (graceful), then closes the queue's own connections
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

function queueKey(name: QueueName): keyof typeof QUEUES {
  const key = (Object.keys(QUEUES) as (keyof typeof QUEUES)[]).find((k) => QUEUES[k].name === name);
  if (!key) throw new Error(`unknown queue ${name}`);
  return key;
}
