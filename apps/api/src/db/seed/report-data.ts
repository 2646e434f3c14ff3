import { sql } from 'drizzle-orm';
import { kazakhstanToday } from '@kabinet/contract';
import type { Db } from '../client.ts';

/** How many usage records the "big" number gets: more than spec §9's 50 thousand in 90 days. */
export const BIG_USAGE_RECORDS = 55_000;

/**
 * The data the e-mailed reports read that the rest of the seed does not make (decision 018):
 * Atlas Pro roaming days with their roaming usage and pack fees, one number with more than 50,000
 * usage records in the usage-details window (so `limit_exceeded` is reachable), and one number
 * transferred to the company 20 days ago (spec §5). Set-based, deterministic (hashes, no PRNG).
 */
export async function seedReportData(
  tx: Db,
  opts: { bin: string; transferredMsisdn: string; exclude: readonly string[]; referenceDate: Date },
): Promise<void> {
  // the big number's records run up to the moment of the seed; the days are Kazakhstan's
  const refTs = sql`${opts.referenceDate.toISOString()}::timestamptz`;
  const refDay = sql`${kazakhstanToday(opts.referenceDate)}::date`;

  // spec §9 Atlas Pro: two trips per roaming number, 3–10 days each, 950 ₸ a day; past the first
  // 100 MB a heavy day buys 400 ₸ add-ons of 50 MB
  await tx.execute(sql`
    insert into operator.atlas_pro_days (msisdn, day, country, fee, add_ons, add_on_fee, data_kb, full_speed_kb)
    select msisdn, day, country, 95000, add_ons, add_ons * 40000, data_kb,
      least(data_kb, 102400 + add_ons * 51200)
    from (
      select s.msisdn, ${refDay} - (5 + h % 40 + t * 60 + i) as day,
        (array['TR','AE','GE','RU','CN','DE','TH','UZ'])[1 + (h / 7 + t) % 8] as country,
        20000 + abs(hashtext(s.msisdn || ':' || t || ':' || i)) % 300000 as data_kb,
        case when abs(hashtext(s.msisdn || ':' || t || ':' || i)) % 300000 > 82400
          then 1 + abs(hashtext(s.msisdn || ':a:' || i)) % 3 else 0 end as add_ons
      from (
        select msisdn, abs(hashtext(msisdn || ':atlas')) as h
        from operator.subscribers
        where customer_bin = ${opts.bin} and not is_m2m_subscriber
      ) s
      cross join generate_series(0, 1) t
      cross join lateral generate_series(0, 2 + s.h % 8) i
      where s.h % 50 = 0
    ) d
    on conflict (msisdn, day) do nothing
  `);
  // the same days in the number's usage: the roaming traffic and the day's pack fee
  await tx.execute(sql`
    insert into operator.usage_records (msisdn, occurred_at, type, description, duration_sec, units, unit, amount)
    select msisdn, (day::text || 'T09:00:00+05:00')::timestamptz, 'ROAMING_DATA', 'Atlas Pro — ' || country, null::integer, data_kb, 'KB', 0
    from operator.atlas_pro_days where day > ${refDay} - 90
    union all
    select msisdn, (day::text || 'T00:05:00+05:00')::timestamptz, 'SERVICE_FEE',
      'Atlas Pro 950 ₸' || case when add_ons > 0 then ' + ' || add_ons || ' × 400 ₸' else '' end,
      null::integer, 1, 'PCS', fee + add_on_fee
    from operator.atlas_pro_days where day > ${refDay} - 90
  `);

  // spec §9 record recommendation: one number over 50 thousand usage records in the last 90 days
  await tx.execute(sql`
    with big as (
      select msisdn from operator.subscribers
      where customer_bin = ${opts.bin} and type = 'POSTPAID' and lc_state_id = 20 and not is_m2m_subscriber
        and msisdn like '70%' and not (msisdn = any(${sql`array[${sql.join(
          opts.exclude.map((m) => sql`${m}`),
          sql`, `,
        )}]::text[]`}))
      order by msisdn desc limit 1
    )
    insert into operator.usage_records (msisdn, occurred_at, type, description, duration_sec, units, unit, amount)
    select big.msisdn, ${refTs} - make_interval(secs => n * 130), 'DATA', 'Мобильный интернет / Mobile internet',
      null::integer, 100 + n % 5000, 'KB', case when n % 7 = 0 then 50 else 0 end
    from big cross join generate_series(1, ${BIG_USAGE_RECORDS}) n
  `);

  // spec §5: a number that came to the company by an ownership transfer 20 days ago
  await tx.execute(sql`
    insert into operator.ownership_transfers (msisdn, transferred_on)
    values (${opts.transferredMsisdn}, ${refDay} - 20)
  `);
}
