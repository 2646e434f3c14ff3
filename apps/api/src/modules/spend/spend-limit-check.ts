import { sql } from 'drizzle-orm';
import { isLanguage } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { BansPort } from '../../operator/bans-port.ts';
import type { SpendPort } from '../../operator/spend-port.ts';
import { recordAction } from '../../platform/audit.ts';
import { companyNameOf } from '../../platform/company-names.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import type { LimitRow, SpendRepository } from './spend.repository.ts';

/** A number's charges reached 80 % or 100 % of its limit in a month: alerted once. */
export interface SpendCrossing {
  bin: string;
  msisdn: string;
  month: string;
  threshold: 80 | 100;
  monthlyLimit: number;
  spent: number;
  /** outgoing traffic was barred at this crossing */
  blocked: boolean;
}

export interface SpendCheckDeps {
  db: Db;
  repository: SpendRepository;
  operator: Pick<SpendPort, 'getMonthCharges'> & Pick<BansPort, 'setBan'>;
  mail: Pick<Mail, 'enqueue'>;
}

const THRESHOLDS = [80, 100] as const;

/**
 * Decision 030 (2026-12-02): the limits are the portal's, the charges the billing's. A check reads
 * the month's charges of a batch of limits from the operator (one read per company in the batch),
 * keeps them, alerts each threshold reached once (its row and its e-mails in one transaction), and
 * at 100 % with "block at the limit" orders the bar on outgoing — an ordinary ban order (TMF622,
 * characteristic ban.OUTGOING) keyed by the number, month and limit version, so the operator
 * applies it once however often it is asked.
 */
export function createSpendChecks(deps: SpendCheckDeps) {
  /** the ban order; true when the operator accepted it (a repeat included) */
  const order = async (limit: LimitRow, isSet: boolean, key: string): Promise<boolean> => {
    const outcome = await deps.operator.setBan(limit.bin, limit.msisdn, 'OUTGOING', isSet, key);
    return outcome?.ok === true;
  };

  return {
    /** lifts a bar (the limit raised or removed, or a new month); true when the operator lifted it */
    lift: (limit: LimitRow, reason: string) =>
      order(limit, false, `spend-lift:${limit.msisdn}:${limit.blockedMonth}:${reason}:${limit.version}`),

    async check(limits: readonly LimitRow[], month: string): Promise<number> {
      const byCompany = new Map<string, LimitRow[]>();
      for (const limit of limits) byCompany.set(limit.bin, [...(byCompany.get(limit.bin) ?? []), limit]);
      let alerts = 0;
      for (const [bin, own] of byCompany) {
        const charges = await deps.operator.getMonthCharges(
          bin,
          own.map((l) => l.msisdn),
          month,
        );
        await deps.repository.recordSpent(month, charges);
        const spentOf = new Map(charges.map((c) => [c.msisdn, c.spent]));
        for (const limit of own) {
          const spent = spentOf.get(limit.msisdn);
          if (spent === undefined) continue;
          // bigint-safe: tiyn × 100 stays far below 2^53
          const reached = THRESHOLDS.filter((t) => spent * 100 >= limit.monthlyLimit * t);
          let isBlocked = limit.blockedMonth === month;
          if (!isBlocked && limit.blockAtLimit && reached.includes(100)) {
            isBlocked = await order(limit, true, `spend-bar:${limit.msisdn}:${month}:${limit.version}`);
            if (isBlocked) await deps.repository.setBlocked(limit.msisdn, month);
          }
          for (const threshold of reached)
            if (
              !limit.alerted.includes(threshold) &&
              (await alertOnce(deps, {
                bin,
                msisdn: limit.msisdn,
                month,
                threshold,
                monthlyLimit: limit.monthlyLimit,
                spent,
                blocked: threshold === 100 && isBlocked,
              }))
            )
              alerts += 1;
        }
      }
      return alerts;
    },
  };
}

/**
 * A crossing's alert, once: its unique row and its e-mails to the company's administrators
 * (provisioned: status DONE, decision 029) in the language each last worked in, in one transaction,
 * and a bar on outgoing logged. Run twice, it sends nothing twice.
 */
async function alertOnce(deps: SpendCheckDeps, crossing: SpendCrossing): Promise<boolean> {
  const companyName = await companyNameOf(deps.db, crossing.bin);
  return inTransaction(deps.db, async (tx, executor) => {
    const { rows } = await tx.execute(sql`
      insert into portal.spend_alerts (customer_bin, msisdn, month, threshold, monthly_limit, spent, blocked)
      values (${crossing.bin}, ${crossing.msisdn}, ${crossing.month}::date, ${crossing.threshold},
        ${crossing.monthlyLimit}, ${crossing.spent}, ${crossing.blocked})
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
