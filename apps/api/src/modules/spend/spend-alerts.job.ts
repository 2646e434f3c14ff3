import { sql } from 'drizzle-orm';
import { isLanguage } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { QUEUES } from '../../jobs/queues.ts';
import type { SpendCrossing, SpendPort } from '../../operator/spend-port.ts';
import { recordAction } from '../../platform/audit.ts';
import { companyNameOf } from '../../platform/company-names.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { spendCalendar } from './spend-month.ts';

/** How often the operator's crossings are read: an alert a few seconds after the charge. */
export const SPEND_ALERTS_EVERY_MS = 5_000;
const BATCH = 200;
const SINGLETON = 'spend-alerts';

export interface SpendAlertsDeps {
  db: Db;
  operator: Pick<SpendPort, 'listSpendCrossings' | 'acknowledgeSpendCrossings' | 'liftSpendBlocks'>;
  mail: Pick<Mail, 'enqueue'>;
  fixedToday: string | null;
}

/**
 * One pass (decision 030): the bars of past months lifted (the 1st came) and logged; each new
 * crossing's alert written once — its unique row and its e-mails to the company's users, in the
 * language each last worked in (provisioned administrators: status DONE, decision 029), in one transaction — and a bar on outgoing logged; then acknowledged.
 * Run twice, it sends nothing twice (the unique row), so a killed worker's pass is simply run again.
 */
export async function runSpendAlerts(deps: SpendAlertsDeps): Promise<{ alerts: number; lifted: number }> {
  const calendar = spendCalendar(deps.fixedToday);
  const lifted = await deps.operator.liftSpendBlocks(calendar.month());
  for (const { bin, msisdn } of lifted)
    await recordAction(deps.db, {
      customerBin: bin,
      userId: null,
      msisdn,
      action: 'spend_outgoing_unblocked',
      success: true,
      params: { msisdn, reason: 'new_month' },
    });

  let alerts = 0;
  for (;;) {
    const crossings = await deps.operator.listSpendCrossings(BATCH);
    for (const crossing of crossings) if (await alertOnce(deps, crossing)) alerts += 1;
    await deps.operator.acknowledgeSpendCrossings(crossings.map((c) => c.id));
    if (crossings.length < BATCH) break;
  }
  return { alerts, lifted: lifted.length };
}

async function alertOnce(deps: SpendAlertsDeps, crossing: SpendCrossing): Promise<boolean> {
  const companyName = await companyNameOf(deps.db, crossing.bin);
  return inTransaction(deps.db, async (tx, executor) => {
    const { rows } = await tx.execute(sql`
      insert into portal.spend_alerts (customer_bin, msisdn, month, threshold)
      values (${crossing.bin}, ${crossing.msisdn}, ${crossing.month}::date, ${crossing.threshold})
      on conflict (msisdn, month, threshold) do nothing returning id`);
    if (rows.length === 0) return false;
    const { rows: users } = await tx.execute<{ id: string; email: string; language: string | null }>(sql`
      select u.id, u.email, u.language from accounts.user_customers uc join accounts.users u on u.id = uc.user_id
        left join portal.team_roles r on r.user_id = uc.user_id and r.customer_bin = uc.customer_bin
      where uc.customer_bin = ${crossing.bin} and u.status = 'DONE'
        -- the company's administrators (no role row: administrator, decision 029)
        and coalesce(r.role, 'administrator') = 'administrator'
      order by u.id`);
    for (const user of users)
      await deps.mail.enqueue(
        {
          to: user.email,
          language: isLanguage(user.language) ? user.language : 'ru',
          template: 'spend_alert',
          data: {
            msisdn: crossing.msisdn,
            companyName,
            threshold: crossing.threshold,
            spent: crossing.spent,
            monthlyLimit: crossing.monthlyLimit,
            month: crossing.month.slice(0, 7),
            blocked: crossing.blocked,
          },
          userId: user.id,
          bin: crossing.bin,
        },
        { transaction: { tx, executor } },
      );
    if (crossing.blocked)
      await recordAction(tx, {
        customerBin: crossing.bin,
        userId: null,
        msisdn: crossing.msisdn,
        action: 'spend_outgoing_blocked',
        success: true,
        params: { msisdn: crossing.msisdn, monthlyLimit: crossing.monthlyLimit, spent: crossing.spent },
      });
    return true;
  });
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
