import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

// The reference billing's charges (decision 030): what a number's usage costs, day by day,
// deterministic per number (every choice a hash of msisdn, day and slot), written as usage records —
// the rows the usage details, the invoices and the spend aggregates (migration 0024's trigger) read.

type Executor = Pick<Db, 'execute'>;

const binsArray = (bins: readonly string[]): SQL =>
  sql`array[${sql.join(
    bins.map((b) => sql`${b}`),
    sql`, `,
  )}]::text[]`;

/** 00:00 of a Kazakhstan calendar day (UTC+5, as the usage details read it) */
const dayStart = (day: SQL) => sql`((${day})::text || 'T00:00:00+05:00')::timestamptz`;

/** the days a statement rates at most: a week keeps a statement's transition table (the trigger's input) small */
export const DAYS_PER_STATEMENT = 7;

const DAY_MS = 86_400_000;

/**
 * Each number's monthly tariff fee, charged on the 1st of the given months (YYYY-MM-01), as the
 * billing rates it: one SUBSCRIPTION_FEE record; the invoice's fee line is the same amount.
 */
export async function chargeSubscriptionFees(
  db: Executor,
  opts: { bins: readonly string[]; months: readonly string[] },
): Promise<void> {
  if (opts.bins.length === 0 || opts.months.length === 0) return;
  const months = sql`array[${sql.join(
    opts.months.map((m) => sql`${m}`),
    sql`, `,
  )}]::date[]`;
  await db.execute(sql`
    insert into operator.usage_records (msisdn, occurred_at, type, description, duration_sec, units, unit, amount)
    ${subscriptionFees(opts.bins, months)}`);
}

const subscriptionFees = (bins: readonly string[], months: SQL) => sql`
    select s.msisdn, ${dayStart(sql`m`)} + interval '1 minute', 'SUBSCRIPTION_FEE', 'Абонентская плата / Monthly fee — ' || t.name_ru,
      null::integer, 1::bigint, 'PCS', t.monthly_fee::bigint
    from operator.subscribers s
    join operator.tariffs t on t.id = s.tariff_id
    cross join unnest(${months}) m
    where s.customer_bin = any(${binsArray(bins)}) and t.monthly_fee > 0`;

/** the other party of a call or SMS: an operator prefix and seven digits, from the day's hashes */
const PEER = sql`(array['700','701','702','705','707','747','771','775','777','778'])[1 + (h2 / 13) % 10]
      || lpad(((h1 / 17) % 10000000)::text, 7, '0')`;

/**
 * The companies' traffic from `from` through `to` (YYYY-MM-DD), rated, in ONE statement: a data
 * session most days, calls on some, an SMS now and then, roaming and a one-off service fee rarely;
 * the tariff fee on each 1st. Per number and day two 63-bit hashes (hashtextextended of the msisdn,
 * seeded by the day) decide every kind by their digits (the chances in each branch's `where`), the
 * time, the volume and the other party. Each kind is its own branch of a UNION ALL over the
 * number-days, so a row evaluates only its own kind's expressions (a lateral VALUES list evaluated
 * all five per number-day and cost three times as much: decision 030, measured).
 */
async function accrueRange(
  db: Executor,
  opts: { bins: readonly string[]; from: string; to: string },
): Promise<void> {
  const firsts: string[] = [];
  for (let t = Date.parse(`${opts.from}T00:00:00Z`); t <= Date.parse(`${opts.to}T00:00:00Z`); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day.endsWith('-01')) firsts.push(day);
  }
  const fees = firsts.length
    ? sql`union all ${subscriptionFees(
        opts.bins,
        sql`array[${sql.join(
          firsts.map((m) => sql`${m}`),
          sql`, `,
        )}]::date[]`,
      )}`
    : sql``;
  // the number-days, materialised once and read by the five kinds; a number rates from the day
  // of its activation; 00:00 of a day in Kazakhstan (UTC+5) is 19:00 UTC of the day before
  await db.execute(sql`
    insert into operator.usage_records (msisdn, occurred_at, type, description, duration_sec, units, unit, amount)
    with d as materialized (
      select n.msisdn, n.m2m, d.start,
        hashtextextended(n.msisdn, d.j) & 9223372036854775807 as h1,
        hashtextextended(n.msisdn, d.j + 100000) & 9223372036854775807 as h2
      from (select msisdn, is_m2m_subscriber as m2m, activated_at from operator.subscribers
        where customer_bin = any(${binsArray(opts.bins)})) n
      join (select (g::date - date '2000-01-01')::bigint as j, (g::date::timestamp - interval '5 hours') at time zone 'UTC' as start
        from generate_series(${opts.from}::date, ${opts.to}::date, interval '1 day') g) d
        on n.activated_at < d.start + interval '1 day'
    )
    select msisdn, start + (25200 + (h1 / 700) % 50400) * interval '1 second', 'DATA', 'Мобильный интернет / Mobile internet',
      null::integer, 1024 + (h1 / 100) % 900000, 'KB', ((1024 + (h1 / 100) % 900000) / 10240) * 100
    from d where h1 % 100 < 70
    union all
    select msisdn, start + (25200 + (h2 / 7) % 50400) * interval '1 second', 'VOICE_OUT', ${PEER},
      (30 + h2 % 1200)::integer, 30 + h2 % 1200, 'SEC', ((30 + h2 % 1200 + 59) / 60) * 1500
    from d where not m2m and (h1 / 100) % 100 < 40
    union all
    select msisdn, start + (25200 + (h2 / 21) % 50400) * interval '1 second', 'SMS_OUT', 'SMS ' || ${PEER},
      null::integer, 1, 'PCS', 1000
    from d where not m2m and (h1 / 10000) % 100 < 10
    union all
    select msisdn, start + (25200 + (h2 / 49) % 50400) * interval '1 second', 'ROAMING_DATA', 'Роуминг / Roaming',
      null::integer, 512 + (h2 / 7) % 50000, 'KB', ((512 + (h2 / 7) % 50000) / 1024 + 1) * 2000
    from d where not m2m and (h2 / 100) % 100 < 1
    union all
    select msisdn, start + (25200 + (h1 / 77) % 50400) * interval '1 second', 'SERVICE_FEE', 'Разовая услуга / One-off service',
      null::integer, 1, 'PCS', 50000 + ((h1 / 11) % 5) * 50000
    from d where not m2m and (h2 / 10000) % 100 < 1
    ${fees}`);
}

/** One day of the companies' traffic, rated (charges arrive day by day): one statement. */
export async function accrueDay(db: Executor, opts: { bins: readonly string[]; day: string }): Promise<void> {
  if (opts.bins.length === 0) return;
  await accrueRange(db, { bins: opts.bins, from: opts.day, to: opts.day });
}

/**
 * The days from `from` through `to` (YYYY-MM-DD): a backfill, one statement per `daysPerStatement`
 * days (each one pass of the aggregates' trigger). Answers the number of days.
 */
export async function accrueDays(
  db: Executor,
  opts: { bins: readonly string[]; from: string; to: string; daysPerStatement?: number },
): Promise<number> {
  const step = Math.max(1, Math.trunc(opts.daysPerStatement ?? DAYS_PER_STATEMENT));
  const last = Date.parse(`${opts.to}T00:00:00Z`);
  let days = 0;
  for (let t = Date.parse(`${opts.from}T00:00:00Z`); t <= last; t += step * DAY_MS) {
    const end = Math.min(last, t + (step - 1) * DAY_MS);
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    if (opts.bins.length) await accrueRange(db, { bins: opts.bins, from: iso(t), to: iso(end) });
    days += Math.round((end - t) / DAY_MS) + 1;
  }
  return days;
}
