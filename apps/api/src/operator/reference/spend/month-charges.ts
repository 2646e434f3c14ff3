import { SPEND_KINDS, type SpendKind } from '@kabinet/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { SpendPort } from '../../spend-port.ts';

type ChargesRow = { msisdn: string; spent: string } & Record<SpendKind, string>;

/**
 * The reference billing's charges of a month per number and kind (decision 030): the per-number
 * month rows the usage trigger keeps (migrations 0024, 0058), for the numbers the company has now.
 * The limits, their crossings, the bar and the overview's sums are the portal's; the billing only rates.
 */
export function createMonthCharges(db: Db): Pick<SpendPort, 'getMonthCharges'> {
  return {
    async getMonthCharges(bin, msisdns, month) {
      if (msisdns.length === 0) return [];
      const { rows } = await db.execute<ChargesRow>(sql`
        select s.msisdn, coalesce(m.amount, 0) as spent,
          ${sql.join(
            SPEND_KINDS.map((kind) => sql`coalesce(m.${sql.identifier(kind)}, 0) as ${sql.identifier(kind)}`),
            sql`, `,
          )}
        from operator.subscribers s
        left join operator.spend_months m on m.msisdn = s.msisdn and m.month = ${month}::date
        where s.msisdn = any(${`{${msisdns.join(',')}}`}::text[]) and s.customer_bin = ${bin}
        order by s.msisdn`);
      return rows.map((r) => ({
        msisdn: r.msisdn,
        spent: Number(r.spent),
        byKind: Object.fromEntries(SPEND_KINDS.map((kind) => [kind, Number(r[kind])])) as Record<
          SpendKind,
          number
        >,
      }));
    },
  };
}
