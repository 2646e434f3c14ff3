import type { Db } from '../../db/client.ts';
import { daysBefore, pruneOlderThan } from '../../db/prune.ts';
import {
  pruneRequestKeys,
  REQUEST_KEYS_RETENTION_DAYS,
  requestKeysCutoff,
} from '../reference/request-keys-pruning.ts';

// Decision 032: the operator service answers a TMF622 order's externalId once, from
// `operator.tmf_product_orders`, and its reference operator a bulk item's key once, from
// `operator.request_keys`. The portal prunes those keys only when the operator runs in its process;
// here the service does, as a real operator bounds its idempotency records: hourly, in batches on
// the time indexes (migrations 0035, 0036), through the one shared pruneOlderThan. A finished order
// is kept as long as a request key (a week since it finished), so its answer outlives any key that
// could ask for it again; an order in progress is kept whatever its age.

export const ORDER_RETENTION_DAYS = REQUEST_KEYS_RETENTION_DAYS;
const BATCH = 5_000;
const HOUR_MS = 3_600_000;

/** deletes the finished orders last changed before `before`; answers how many */
export const pruneOrders = (db: Db, before: Date, batch = BATCH): Promise<number> =>
  pruneOlderThan(
    db,
    { table: 'operator.tmf_product_orders', at: 'updated_at', keep: "state = 'inProgress'" },
    before,
    batch,
  );

export const ordersCutoff = (now = new Date()) => daysBefore(ORDER_RETENTION_DAYS, now);

/** one pass: the old orders and the old request keys */
export async function pruneOperatorRecords(db: Db, now = new Date()) {
  return {
    orders: await pruneOrders(db, ordersCutoff(now)),
    requestKeys: await pruneRequestKeys(db, requestKeysCutoff(now)),
  };
}

/**
 * Runs `pass` at start and then hourly: the service's housekeeping has no job queue. A timer,
 * unref'd so it never holds the process; a failed pass is logged and tried again the next hour.
 */
export function everyHour(pass: () => Promise<unknown>, log: (error: unknown) => void, everyMs = HOUR_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = pass().catch(log);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    /** stops the timer and waits for a pass under way (before the pool closes) */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Prunes at start and then hourly; two services on one database prune the same rows harmlessly
 * (each batch deletes what is still there).
 */
export const schedulePruning = (db: Db, log: (error: unknown) => void, everyMs = HOUR_MS) =>
  everyHour(() => pruneOperatorRecords(db), log, everyMs);
