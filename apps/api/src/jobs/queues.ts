/** a pruning on an hourly schedule: one waiting run (a missed hour is the next), two retries */
const HOURLY_PRUNING = {
  policy: 'short',
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: false,
  expireInSeconds: 600,
  worker: { pollingIntervalSeconds: 5, batchSize: 1 },
} as const;

/**
 * The job queues (DESIGN §1). New background work adds its queue here; the queue is
 * created on start with its policy and retry options, and `worker` says how a process works it.
 */
export const QUEUES = {
  /**
   * The reference operator's pending operations (spec §4 Service: pending → connected), due after
   * OPERATOR_DELAY_MS. `short`: one waiting job per number + product (singleton key).
   */
  operatorCompletions: {
    name: 'operator-completions',
    policy: 'short',
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 60,
    worker: { pollingIntervalSeconds: 0.5, batchSize: 5 },
  },
  /**
   * Mail delivery (decision 010): one job per outbox message; a failed attempt (relay down) is
   * retried with exponential backoff — 2 s, 4 s, 8 s … about 17 minutes in all — then the message
   * is marked failed. One job per batch, so one message's failure never retries another's.
   */
  mailDelivery: {
    name: 'mail-delivery',
    policy: 'standard',
    retryLimit: 9,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 120,
    worker: { pollingIntervalSeconds: 0.5, batchSize: 1 },
  },
  /**
   * Reports by e-mail (spec §4, decision 018): one job per report request; it renders the files and
   * writes the e-mail. A failed build is retried twice, then the request is failed (report not sent).
   */
  reportBuild: {
    name: 'report-build',
    policy: 'standard',
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 600,
    worker: { pollingIntervalSeconds: 0.5, batchSize: 1 },
  },
  /**
   * Bulk jobs (decision 023): a job works one bulk job for a slice of time, then sends itself again
   * while numbers are left, so long jobs take turns and a killed worker's slice is simply run again
   * (its items are claimed in PostgreSQL, never twice). `short`: one waiting slice per bulk job.
   */
  bulkRun: {
    name: 'bulk-run',
    policy: 'short',
    retryLimit: 20,
    retryDelay: 5,
    retryBackoff: false,
    expireInSeconds: 120,
    worker: { pollingIntervalSeconds: 0.5, batchSize: 1 },
  },
  /**
   * Uploads never confirmed (decision 023): one job at a time deletes the uploads older than
   * BULK_UPLOAD_KEEP_HOURS that no job was made of, with their rows, then sends itself again
   * BULK_UPLOAD_CLEANUP_SECONDS later. `short`: one waits.
   */
  bulkUploadCleanup: {
    name: 'bulk-upload-cleanup',
    policy: 'short',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 600,
    worker: { pollingIntervalSeconds: 1, batchSize: 1 },
  },
  /**
   * Webhook deliveries (decision 031): one job per attempt of one event to one endpoint. A failed
   * attempt sends the next one itself, due after the delivery's own backoff (10 s × 3ⁿ, about a
   * day in all), so pg-boss's retries are only for a worker that died mid-attempt.
   */
  webhookDelivery: {
    name: 'webhook-delivery',
    policy: 'standard',
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 120,
    // a batch's attempts run side by side; pg-boss fetches one batch per poll, so the batch size and
    // the interval bound a worker's deliveries per second (20 per 0.5 s measured 40/s; batches of 200
    // outlived the expiry under load and were sent again: decision 031)
    worker: { pollingIntervalSeconds: 0.5, batchSize: 50 },
  },
  /**
   * Spend alerts (decision 030): one job at a time reads the operator's limit crossings, writes each
   * alert's e-mails once (a unique row per number, month and threshold), logs the bars on outgoing
   * and their lifting on the 1st, then sends itself again a few seconds later. `short`: one waits.
   */
  spendAlerts: {
    name: 'spend-alerts',
    policy: 'short',
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 120,
    worker: { pollingIntervalSeconds: 1, batchSize: 1 },
  },
  /**
   * decision 034: a sync of one company's index of its lines (the first fill, a reconciliation),
   * page by page from the operator's list. `short`: one waiting sync per company (singleton key);
   * a 100,000-line company takes under a minute, the expiry leaves it ten.
   */
  companyLinesSync: {
    name: 'company-lines-sync',
    policy: 'short',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 600,
    worker: { pollingIntervalSeconds: 1, batchSize: 1 },
  },
  /**
   * decision 034: the lines the portal's actions changed read again into the index, a pass a
   * second that sends itself again. `short`: one waits.
   */
  companyLinesRefresh: {
    name: 'company-lines-refresh',
    policy: 'short',
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 300,
    worker: { pollingIntervalSeconds: 0.5, batchSize: 1 },
  },
  /** decision 034: hourly, a sync asked for every company the portal serves (the reconciliation) */
  companyLinesReconcile: {
    name: 'company-lines-reconcile',
    ...HOURLY_PRUNING,
  },
  /**
   * decision 030: one company's spend read from the billing into the portal (12 months the first
   * time, then the open two). `short`: one waits per company (singleton key).
   */
  spendSync: {
    name: 'spend-sync',
    policy: 'short',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 1800,
    worker: { pollingIntervalSeconds: 1, batchSize: 1 },
  },
  /** decision 030: the schedule's pass asking a spend sync of every company the portal serves */
  spendSyncPass: {
    name: 'spend-sync-pass',
    ...HOURLY_PRUNING,
  },
  /**
   * decision 032: the hub events the portal has applied (`portal.operator_events`) pruned past their
   * retention, on a pg-boss schedule (hourly). `short`: one waiting run; a missed hour is the next.
   */
  operatorEventsPruning: {
    name: 'operator-events-pruning',
    ...HOURLY_PRUNING,
  },
  /**
   * decision 023: the in-process reference operator's request keys (`operator.request_keys`) pruned
   * past their retention, on a pg-boss schedule (hourly), as operatorEventsPruning.
   */
  requestKeysPruning: {
    name: 'request-keys-pruning',
    ...HOURLY_PRUNING,
  },
  /**
   * decision 037: the in-process reference billing closes its days (operator/reference/spend/
   * billing-days.ts) on a pg-boss schedule (hourly; a day closes at 00:00 in Kazakhstan, 19:00 UTC).
   * Each day is claimed in the transaction that rates it, so a doubled run rates nothing twice.
   */
  billingDayClose: {
    name: 'billing-day-close',
    ...HOURLY_PRUNING,
    expireInSeconds: 1800,
  },
  /**
   * decision 036: the transfers whose answer was lost, asked of the operator by their key — a pass
   * every few seconds that sends itself again (`short`: one waits), so a lost answer is settled
   * soon after the operator is back.
   */
  transferResolution: {
    name: 'transfer-resolution',
    policy: 'short',
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: false,
    expireInSeconds: 120,
    worker: { pollingIntervalSeconds: 1, batchSize: 1 },
  },
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];
