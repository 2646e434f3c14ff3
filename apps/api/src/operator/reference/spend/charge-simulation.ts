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
    select s.msisdn, ${dayStart(sql`m`)} + interval '1 minute', 'SUBSCRIPTION_FEE', 'Абонентская плата / Monthly fee — ' || t.name_ru,
      null::integer, 1, 'PCS', t.monthly_fee
    from operator.subscribers s
    join operator.tariffs t on t.id = s.tariff_id
    cross join unnest(${months}) m
    where s.customer_bin = any(${binsArray(opts.bins)}) and t.monthly_fee > 0`);
}

/**
 * One day of the companies' traffic, rated: a data session most days, calls on some, an SMS now and
 * then, roaming and a one-off service fee rarely; the tariff fee on the 1st. One statement per day
 * (charges arrive day by day), set-based over the companies' numbers.
 */
export async function accrueDay(db: Executor, opts: { bins: readonly string[]; day: string }): Promise<void> {
  if (opts.bins.length === 0) return;
  if (opts.day.endsWith('-01')) await chargeSubscriptionFees(db, { bins: opts.bins, months: [opts.day] });
  const start = dayStart(sql`${opts.day}::date`);
  // two hashes per number and day; their digits decide each kind (the chances in `k`), the time,
  // the volume and the other party, so a day costs two hash calls per number, not one per kind
  await db.execute(sql`
    insert into operator.usage_records (msisdn, occurred_at, type, description, duration_sec, units, unit, amount)
    select s.msisdn, ${start} + make_interval(secs => (25200 + (k.h / 7) % 50400)::int), k.kind,
      case k.kind
        when 'DATA' then 'Мобильный интернет / Mobile internet'
        when 'VOICE_OUT' then peer.number
        when 'SMS_OUT' then 'SMS ' || peer.number
        when 'ROAMING_DATA' then 'Роуминг / Roaming'
        else 'Разовая услуга / One-off service' end,
      case when k.kind = 'VOICE_OUT' then (30 + k.h % 1200)::int end,
      case k.kind when 'DATA' then 1024 + k.h % 900000 when 'ROAMING_DATA' then 512 + k.h % 50000
        when 'VOICE_OUT' then 30 + k.h % 1200 else 1 end,
      case k.kind when 'DATA' then 'KB' when 'ROAMING_DATA' then 'KB' when 'VOICE_OUT' then 'SEC' else 'PCS' end,
      case k.kind
        when 'DATA' then ((1024 + k.h % 900000) / 10240) * 100
        when 'VOICE_OUT' then ((30 + k.h % 1200 + 59) / 60) * 1500
        when 'SMS_OUT' then 1000
        when 'ROAMING_DATA' then ((512 + k.h % 50000) / 1024 + 1) * 2000
        else 50000 + (k.h % 5) * 50000 end
    from (
      select msisdn, is_m2m_subscriber as m2m,
        abs(hashtext(msisdn || ':' || ${opts.day})::bigint) as h1, abs(hashtext(${opts.day} || ':' || msisdn)::bigint) as h2
      from operator.subscribers
      where customer_bin = any(${binsArray(opts.bins)}) and activated_at < ${start} + interval '1 day'
    ) s
    cross join lateral (values
      ('DATA', s.h1 % 100 < 70, s.h1 / 100),
      ('VOICE_OUT', not s.m2m and (s.h1 / 100) % 100 < 40, s.h2),
      ('SMS_OUT', not s.m2m and (s.h1 / 10000) % 100 < 10, s.h2 / 3),
      ('ROAMING_DATA', not s.m2m and (s.h2 / 100) % 100 < 1, s.h2 / 7),
      ('SERVICE_FEE', not s.m2m and (s.h2 / 10000) % 100 < 1, s.h1 / 11)
    ) k(kind, chosen, h)
    cross join lateral (select (array['700','701','702','705','707','747','771','775','777','778'])[1 + (s.h2 / 13) % 10]
      || lpad(((s.h1 / 17) % 10000000)::text, 7, '0') as number) peer
    where k.chosen`);
}

/** The days from `from` through `to` (YYYY-MM-DD), one after another. */
export async function accrueDays(
  db: Executor,
  opts: { bins: readonly string[]; from: string; to: string },
): Promise<number> {
  let days = 0;
  for (
    let t = Date.parse(`${opts.from}T00:00:00Z`);
    t <= Date.parse(`${opts.to}T00:00:00Z`);
    t += 86_400_000
  ) {
    await accrueDay(db, { bins: opts.bins, day: new Date(t).toISOString().slice(0, 10) });
    days += 1;
  }
  return days;
}
