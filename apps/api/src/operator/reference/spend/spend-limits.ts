import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { NumberSpendRecord, SpendCrossing, SpendPort } from '../../spend-port.ts';

type LimitRow = {
  monthly_limit: string | null;
  block_at_limit: boolean | null;
  blocked_month: string | null;
  spent: string;
};

/**
 * The reference billing's spend limits (decision 030): the month's charges against the limit; the
 * bar on outgoing is set by the usage trigger (migration 0024) the moment charges reach the limit,
 * and lifted here when the limit is raised or removed, or when the 1st comes.
 */
export function createSpendLimits(
  db: Db,
): Pick<
  SpendPort,
  | 'getNumberSpend'
  | 'setSpendLimit'
  | 'removeSpendLimit'
  | 'listSpendCrossings'
  | 'acknowledgeSpendCrossings'
  | 'liftSpendBlocks'
> {
  return {
    async getNumberSpend(bin, msisdn, month): Promise<NumberSpendRecord | null> {
      const { rows } = await db.execute<LimitRow>(sql`
        select l.monthly_limit, l.block_at_limit, to_char(l.blocked_month, 'YYYY-MM-DD') as blocked_month,
          coalesce((select m.amount from operator.spend_months m where m.msisdn = s.msisdn and m.month = ${month}::date), 0) as spent
        from operator.subscribers s left join operator.spend_limits l on l.msisdn = s.msisdn
        where s.msisdn = ${msisdn} and s.customer_bin = ${bin}`);
      const row = rows[0];
      if (!row) return null;
      return {
        spent: Number(row.spent),
        limit:
          row.monthly_limit === null
            ? null
            : {
                monthlyLimit: Number(row.monthly_limit),
                blockAtLimit: row.block_at_limit === true,
                blockedMonth: row.blocked_month,
              },
      };
    },

    async setSpendLimit(bin, msisdn, limit) {
      return db.transaction(async (tx) => {
        // the number's row locked: two changes of its limit apply one after the other
        const { rows: owned } = await tx.execute<{ spent: string }>(sql`
          select coalesce((select m.amount from operator.spend_months m where m.msisdn = s.msisdn and m.month = ${limit.month}::date), 0) as spent
          from operator.subscribers s where s.msisdn = ${msisdn} and s.customer_bin = ${bin} for update of s`);
        if (!owned[0]) return null;
        const spent = Number(owned[0].spent);
        const { rows: before } = await tx.execute<{ blocked_month: string | null }>(sql`
          select to_char(blocked_month, 'YYYY-MM-DD') as blocked_month from operator.spend_limits where msisdn = ${msisdn} for update`);
        const wasBlocked = before[0]?.blocked_month === limit.month;
        const reached = spent >= limit.monthlyLimit;
        const isBlocked = limit.blockAtLimit && reached;
        await tx.execute(sql`
          insert into operator.spend_limits (msisdn, customer_bin, monthly_limit, block_at_limit, since_month, blocked_month, updated_at)
          values (${msisdn}, ${bin}, ${limit.monthlyLimit}, ${limit.blockAtLimit}, ${limit.month}::date,
            ${isBlocked ? limit.month : null}::date, now())
          on conflict (msisdn) do update set monthly_limit = excluded.monthly_limit, block_at_limit = excluded.block_at_limit,
            since_month = excluded.since_month, blocked_month = excluded.blocked_month, updated_at = now()`);
        // a limit set below what is already spent crosses its thresholds now (each once a month)
        await tx.execute(sql`
          insert into operator.spend_crossings (msisdn, customer_bin, month, threshold, monthly_limit, spent, blocked)
          select ${msisdn}, ${bin}, ${limit.month}::date, t, ${limit.monthlyLimit}, ${spent}, t = 100 and ${isBlocked}
          from (values (80), (100)) th(t)
          -- bigint: a month of 215,000 ₸ or more times 100 is past the integer range
          where ${spent}::bigint * 100 >= ${limit.monthlyLimit}::bigint * t
          on conflict (msisdn, month, threshold) do nothing`);
        return { wasBlocked, isBlocked };
      });
    },

    async removeSpendLimit(bin, msisdn) {
      const { rows } = await db.execute<{ found: boolean; blocked_month: string | null }>(sql`
        with owned as (select msisdn from operator.subscribers where msisdn = ${msisdn} and customer_bin = ${bin}),
        gone as (delete from operator.spend_limits l using owned where l.msisdn = owned.msisdn
          returning to_char(l.blocked_month, 'YYYY-MM-DD') as blocked_month)
        select true as found, (select blocked_month from gone) as blocked_month from owned`);
      const row = rows[0];
      if (!row) return null;
      return { wasBlocked: row.blocked_month !== null };
    },

    async listSpendCrossings(limit) {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select id, customer_bin, msisdn, to_char(month, 'YYYY-MM-DD') as month, threshold, monthly_limit, spent, blocked
        from operator.spend_crossings where acknowledged_at is null order by id limit ${limit}`);
      return rows.map((r): SpendCrossing => ({
        id: Number(r.id),
        bin: String(r.customer_bin),
        msisdn: String(r.msisdn),
        month: String(r.month),
        threshold: Number(r.threshold) === 100 ? 100 : 80,
        monthlyLimit: Number(r.monthly_limit),
        spent: Number(r.spent),
        blocked: r.blocked === true,
      }));
    },

    async acknowledgeSpendCrossings(ids) {
      if (ids.length === 0) return;
      await db.execute(sql`
        update operator.spend_crossings set acknowledged_at = now()
        where id = any(${`{${ids.join(',')}}`}::bigint[]) and acknowledged_at is null`);
    },

    async liftSpendBlocks(month) {
      const { rows } = await db.execute<{ customer_bin: string; msisdn: string }>(sql`
        update operator.spend_limits set blocked_month = null, updated_at = now()
        where blocked_month < ${month}::date
        returning customer_bin, msisdn`);
      return rows.map((r) => ({ bin: r.customer_bin, msisdn: r.msisdn }));
    },
  };
}
