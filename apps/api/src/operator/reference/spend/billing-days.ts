import { addDays } from '@kabinet/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { QUEUES } from '../../../jobs/queues.ts';
import { accrueDay } from './charge-simulation.ts';

// The reference billing's day close (decision 030: charges arrive day by day; decision 037):
// once a Kazakhstan day is over, its traffic is rated — every company's numbers, one statement —
// so a running demo's overview, limits and alerts move on their own. A day is claimed in
// `operator.billing_days` in the transaction that rates it: rated once whatever the number of
// processes that close, and a demo that was off for days catches up each day once when it is back.

/** the longest catch-up at one close: a demo away for longer starts again from yesterday */
export const MAX_CATCH_UP_DAYS = 31;

/**
 * Rates every closed day after the last one rated, up to yesterday (`today` is Kazakhstan's day).
 * Without a day rated yet (a dataset that did not say when its charges end), yesterday becomes the
 * last one and nothing is rated. Answers the days rated, oldest first.
 */
export async function closeBillingDays(db: Db, today: string): Promise<string[]> {
  const yesterday = addDays(today, -1);
  const [last] = (
    await db.execute<{ day: string | null }>(
      sql`select to_char(max(day), 'YYYY-MM-DD') as day from operator.billing_days`,
    )
  ).rows;
  if (!last?.day) {
    await db.execute(
      sql`insert into operator.billing_days (day) values (${yesterday}::date) on conflict do nothing`,
    );
    return [];
  }
  const earliest = addDays(today, -MAX_CATCH_UP_DAYS);
  const closed: string[] = [];
  for (
    let day = addDays(last.day > earliest ? last.day : earliest, 1);
    day <= yesterday;
    day = addDays(day, 1)
  ) {
    const rated = await inTransaction(db, async (tx) => {
      const claim = await tx.execute(
        sql`insert into operator.billing_days (day) values (${day}::date) on conflict do nothing returning day`,
      );
      if (claim.rows.length === 0) return false;
      const bins = (
        await tx.execute<{ bin: string }>(sql`select bin from operator.customers order by bin`)
      ).rows.map((r) => r.bin);
      await accrueDay(tx, { bins, day });
      return true;
    });
    if (rated) closed.push(day);
  }
  return closed;
}

/** hourly, a few minutes past: the day that ended at 19:00 UTC is rated by 19:05 */
export const BILLING_DAY_CLOSE_CRON = '5 * * * *';

/**
 * Works the day close and puts it on its schedule, and closes once at once (a demo started after
 * a night off has yesterday's charges within seconds). Only with the reference operator in
 * process: the operator service closes its own days (tmf-service), a real billing its.
 */
export async function workBillingDayClose(queue: JobQueue, db: Db, today: () => string): Promise<void> {
  await queue.work(QUEUES.billingDayClose.name, async () => {
    await closeBillingDays(db, today());
  });
  await queue.schedule(QUEUES.billingDayClose.name, BILLING_DAY_CLOSE_CRON);
  await queue.send(QUEUES.billingDayClose.name, {});
}
