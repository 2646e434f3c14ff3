import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';
import type { BansPort } from '../../operator/bans-port.ts';
import { MONTH_CHARGES_BATCH, type SpendPort } from '../../operator/spend-port.ts';
import { recordAction } from '../../platform/audit.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { createSpendChecks } from './spend-limit-check.ts';
import { spendCalendar } from './spend-month.ts';
import { createSpendRepository } from './spend.repository.ts';

/** How often the limits are checked against the month's charges: an alert a few seconds after them. */
export const SPEND_ALERTS_EVERY_MS = 5_000;
const SINGLETON = 'spend-alerts';

export interface SpendAlertsDeps {
  db: Db;
  operator: Pick<SpendPort, 'getMonthCharges'> & Pick<BansPort, 'setBan'>;
  mail: Pick<Mail, 'enqueue'>;
  fixedToday: string | null;
}

/**
 * One pass (decision 030, 2026-12-02): the bars of past months lifted (the 1st came: a ban order
 * each) and logged; then every limit of the portal, a batch of MONTH_CHARGES_BATCH at a time in
 * msisdn order, checked against the month's charges the billing answers for the batch (its alerts
 * once each, its bars ordered). Run twice, it sends nothing twice, so a killed worker's pass is
 * simply run again.
 */
export async function runSpendAlerts(deps: SpendAlertsDeps): Promise<{ alerts: number; lifted: number }> {
  const month = spendCalendar(deps.fixedToday).month();
  const repository = createSpendRepository(deps.db);
  const checks = createSpendChecks({ ...deps, repository });

  let lifted = 0;
  for (let after = ''; ;) {
    const barred = await repository.barredBefore(month, after, MONTH_CHARGES_BATCH);
    for (const limit of barred) {
      if (!(await checks.lift(limit, 'new_month'))) continue;
      await repository.setBlocked(limit.msisdn, null);
      await recordAction(deps.db, {
        customerBin: limit.bin,
        userId: null,
        msisdn: limit.msisdn,
        action: 'spend_outgoing_unblocked',
        success: true,
        params: { msisdn: limit.msisdn, reason: 'new_month' },
      });
      lifted += 1;
    }
    if (barred.length < MONTH_CHARGES_BATCH) break;
    after = barred.at(-1)!.msisdn;
  }

  let alerts = 0;
  for (let after = ''; ;) {
    const page = await repository.page(after, MONTH_CHARGES_BATCH, month);
    alerts += await checks.check(page, month);
    if (page.length < MONTH_CHARGES_BATCH) break;
    after = page.at(-1)!.msisdn;
  }
  return { alerts, lifted };
}

const sendNext = (queue: Pick<JobQueue, 'send'>, delayMs: number) =>
  queue.send(QUEUES.spendAlerts.name, {}, { singletonKey: SINGLETON, runAt: new Date(Date.now() + delayMs) });

/** Works the spend-alerts queue: a pass, then the next one a few seconds later; one is sent on start. */
export async function workSpendAlerts(queue: JobQueue, deps: SpendAlertsDeps): Promise<void> {
  await queue.work(QUEUES.spendAlerts.name, async () => {
    try {
      await runSpendAlerts(deps);
    } finally {
      await sendNext(queue, SPEND_ALERTS_EVERY_MS);
    }
  });
  await sendNext(queue, 0);
}
