import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A number's limit as the portal keeps it (decision 030, 2026-12-02: migration 0054). */
export interface LimitRow {
  msisdn: string;
  bin: string;
  /** tiyn */
  monthlyLimit: number;
  blockAtLimit: boolean;
  sinceMonth: string;
  /** the month the portal's ban order barred outgoing in (YYYY-MM-01) */
  blockedMonth: string | null;
  /** when the limit last changed: part of the bar's request key, so a bar after a change is a new order */
  version: string;
  /** the thresholds already alerted in the month being checked */
  alerted: number[];
}

type Row = {
  msisdn: string;
  customer_bin: string;
  monthly_limit: string;
  block_at_limit: boolean;
  since_month: string;
  blocked_month: string | null;
  version: string;
  alerted: number[] | null;
};

const columns = (month: string) => sql`l.msisdn, l.customer_bin, l.monthly_limit, l.block_at_limit,
  to_char(l.since_month, 'YYYY-MM-DD') as since_month, to_char(l.blocked_month, 'YYYY-MM-DD') as blocked_month,
  (extract(epoch from l.updated_at) * 1000000)::bigint::text as version,
  (select array_agg(a.threshold::int) from portal.spend_alerts a where a.msisdn = l.msisdn and a.month = ${month}::date) as alerted`;

const limitOf = (r: Row): LimitRow => ({
  msisdn: r.msisdn,
  bin: r.customer_bin,
  monthlyLimit: Number(r.monthly_limit),
  blockAtLimit: r.block_at_limit,
  sinceMonth: r.since_month,
  blockedMonth: r.blocked_month,
  version: r.version,
  alerted: r.alerted ?? [],
});

/** The portal's spend limits (decision 030): only the portal's own tables. */
export function createSpendRepository(db: Db) {
  return {
    async find(bin: string, msisdn: string, month: string): Promise<LimitRow | null> {
      const { rows } = await db.execute<Row>(sql`
        select ${columns(month)} from portal.spend_limits l where l.msisdn = ${msisdn} and l.customer_bin = ${bin}`);
      return rows[0] ? limitOf(rows[0]) : null;
    },

    async save(
      bin: string,
      msisdn: string,
      limit: { monthlyLimit: number; blockAtLimit: boolean; month: string; blockedMonth: string | null },
    ): Promise<void> {
      await db.execute(sql`
        insert into portal.spend_limits (msisdn, customer_bin, monthly_limit, block_at_limit, since_month, blocked_month, updated_at)
        values (${msisdn}, ${bin}, ${limit.monthlyLimit}, ${limit.blockAtLimit}, ${limit.month}::date, ${limit.blockedMonth}::date, clock_timestamp())
        on conflict (msisdn) do update set customer_bin = excluded.customer_bin, monthly_limit = excluded.monthly_limit,
          block_at_limit = excluded.block_at_limit, since_month = excluded.since_month,
          blocked_month = excluded.blocked_month, updated_at = excluded.updated_at`);
    },

    async remove(bin: string, msisdn: string): Promise<void> {
      await db.execute(
        sql`delete from portal.spend_limits where msisdn = ${msisdn} and customer_bin = ${bin}`,
      );
    },

    /**
     * The next page of limits to check in `month`, in msisdn order after `after` (every company's,
     * a keyset: never the whole table in memory). Only the lines the portal's index holds as the
     * company's (decision 034): a number that left the company is not asked about.
     */
    async page(after: string, size: number, month: string): Promise<LimitRow[]> {
      const { rows } = await db.execute<Row>(sql`
        select ${columns(month)} from portal.spend_limits l
        join portal.company_lines c on c.msisdn = l.msisdn and c.customer_bin = l.customer_bin
        where l.msisdn > ${after} and l.since_month <= ${month}::date
        order by l.msisdn limit ${size}`);
      return rows.map(limitOf);
    },

    /**
     * the month's charges as just read from the billing; only the rows whose figure moved are
     * written (a pass every few seconds over 100,000 limits must not rewrite them all)
     */
    async recordSpent(month: string, charges: readonly { msisdn: string; spent: number }[]): Promise<void> {
      if (charges.length === 0) return;
      await db.execute(sql`
        update portal.spend_limits l set spent = c.spent, spent_month = ${month}::date, checked_at = now()
        from unnest(${`{${charges.map((c) => c.msisdn).join(',')}}`}::text[],
          ${`{${charges.map((c) => c.spent).join(',')}}`}::bigint[]) as c(msisdn, spent)
        where l.msisdn = c.msisdn and (l.spent, l.spent_month) is distinct from (c.spent, ${month}::date)`);
    },

    /** the portal's record of the bar: set once the ban order was accepted, cleared once lifted */
    async setBlocked(msisdn: string, blockedMonth: string | null): Promise<void> {
      await db.execute(
        sql`update portal.spend_limits set blocked_month = ${blockedMonth}::date where msisdn = ${msisdn}`,
      );
    },

    /** the next bars of months before `month` (the 1st came), in msisdn order after `after` */
    async barredBefore(month: string, after: string, size: number): Promise<LimitRow[]> {
      const { rows } = await db.execute<Row>(sql`
        select ${columns(month)} from portal.spend_limits l
        where l.blocked_month < ${month}::date and l.msisdn > ${after}
        order by l.msisdn limit ${size}`);
      return rows.map(limitOf);
    },
  };
}

export type SpendRepository = ReturnType<typeof createSpendRepository>;
