import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { SpendPort } from '../../spend-port.ts';

/**
 * The reference billing's charges of a month per number (decision 030): the per-number month rows
 * the usage trigger keeps (migration 0024), for the numbers the company has now. The limits, their
 * crossings and the bar are the portal's (2026-12-02); the billing only rates.
 */
export function createMonthCharges(db: Db): Pick<SpendPort, 'getMonthCharges'> {
  return {
    async getMonthCharges(bin, msisdns, month) {
      if (msisdns.length === 0) return [];
      const { rows } = await db.execute<{ msisdn: string; spent: string }>(sql`
        select s.msisdn, coalesce(m.amount, 0) as spent
        from operator.subscribers s
        left join operator.spend_months m on m.msisdn = s.msisdn and m.month = ${month}::date
        where s.msisdn = any(${`{${msisdns.join(',')}}`}::text[]) and s.customer_bin = ${bin}
        order by s.msisdn`);
      return rows.map((r) => ({ msisdn: r.msisdn, spent: Number(r.spent) }));
    },
  };
}
