import { kazakhstanToday } from '@kabinet/contract';
import type { Db } from '../client.ts';
import { sql } from 'drizzle-orm';
import { chargeSubscriptionFees } from '../../operator/reference/spend/index.ts';
import { kazakhstanDayStart } from './seed-clock.ts';

/**
 * Usage records, top-ups and their ledger rows of the given companies, set-based (one INSERT ... SELECT
 * each), for the `days` days before the reference date and its own day up to that moment (Kazakhstan's
 * days: a demo seeded on the 1st has that month's fee and traffic). Pseudo-random but deterministic:
 * every choice is a hash of (msisdn, day, slot), so the same input gives the same rows on every run.
 */
export async function seedUsageAndTopUps(
  tx: Db,
  opts: { customerBins: string[]; referenceDate: Date; days: number },
): Promise<void> {
  if (opts.days <= 0 || opts.customerBins.length === 0) return;
  const dayStart = kazakhstanDayStart(opts.referenceDate);
  const until = sql`${opts.referenceDate.toISOString()}::timestamptz`;
  const bins = sql`array[${sql.join(
    opts.customerBins.map((b) => sql`${b}`),
    sql`, `,
  )}]::text[]`;
  const ref = sql`${dayStart.toISOString()}::timestamptz`;

  // spec §3 Usage detail row: date-time, type, description, duration, units, amount (tiyn).
  // One hash per candidate slot; its digits pick the type, the other party, the time and the volume.
  await tx.execute(sql`
    insert into operator.usage_records (msisdn, occurred_at, type, description, duration_sec, units, unit, amount)
    select msisdn, ${ref} - make_interval(days => d) + make_interval(secs => 25200 + h % 50400), kind,
      case kind when 'DATA' then 'Мобильный интернет / Mobile internet' when 'SMS_OUT' then 'SMS ' || peer else peer end,
      case when kind in ('VOICE_OUT', 'VOICE_IN') then secs end,
      case kind when 'DATA' then 200 + h % 400000 when 'SMS_OUT' then 1 else secs end,
      case kind when 'DATA' then 'KB' when 'SMS_OUT' then 'PCS' else 'SEC' end,
      case kind
        when 'VOICE_OUT' then case when h % 3 = 0 then ((secs + 59) / 60) * 1500 else 0 end
        when 'SMS_OUT' then 1000
        when 'DATA' then case when h % 5 = 0 then (200 + h % 400000) / 1024 * 50 else 0 end
        else 0 end
    from (
      select msisdn, d, h, 5 + h % 900 as secs,
        case when is_m2m then 'DATA'
          else (array['VOICE_OUT','VOICE_OUT','VOICE_OUT','VOICE_IN','VOICE_IN','SMS_OUT','DATA','DATA'])[1 + (h / 100) % 8] end as kind,
        (array['700','701','702','705','707','747','771','775','777','778'])[1 + (h / 800) % 10]
          || lpad(((h / 8000) % 10000000)::text, 7, '0') as peer
      from (
        select s.msisdn, s.is_m2m_subscriber as is_m2m, d,
          abs(hashtext(s.msisdn || ':' || d || ':' || k)::bigint) as h
        from operator.subscribers s
        cross join generate_series(0, ${opts.days}) d
        cross join generate_series(1, 2) k
        -- a number has no usage before it was activated (decision 022: the billing's date-error)
        where s.customer_bin = any(${bins}) and ${ref} - make_interval(days => d - 1) > s.activated_at
      ) c
      where h % 100 < 40
    ) g
    where ${ref} - make_interval(days => d) + make_interval(secs => 25200 + h % 50400) <= ${until}
  `);

  // decision 030: the tariff fee on each 1st in the window, a usage record like every charge, so the
  // usage details, the invoices and the overview add up to the same tiyn
  const firsts: string[] = [];
  for (let d = 0; d <= opts.days; d += 1) {
    const day = kazakhstanToday(new Date(dayStart.getTime() - d * 86_400_000));
    if (day.endsWith('-01')) firsts.push(day);
  }
  await chargeSubscriptionFees(tx, { bins: opts.customerBins, months: firsts });

  // spec §3 Top-up record, PREPAID numbers only; each row is consistent (after = before + amount)
  await tx.execute(sql`
    insert into operator.top_ups (msisdn, recharge_date, type, comments, amount, balance_before, balance_after)
    select msisdn, ${ref} - make_interval(days => d) + make_interval(secs => 28800 + h % 43200),
      (array['CARD','CARD','TERMINAL','BANK_TRANSFER','BALANCE_TRANSFER'])[1 + h % 5],
      (array['Kaspi.kz', 'Halyk Bank', 'Терминал Kassa24', 'Платёжное поручение', null])[1 + h % 5],
      amount, before, before + amount
    from (
      select s.msisdn, d, abs(hashtext(s.msisdn || ':' || d || ':topup')::bigint) as h,
        (array[100000, 200000, 300000, 500000, 1000000])[1 + abs(hashtext(s.msisdn || ':' || d || ':a')::bigint) % 5]::bigint as amount,
        (abs(hashtext(s.msisdn || ':' || d || ':b')::bigint) % 150000)::bigint as before
      from operator.subscribers s
      cross join generate_series(0, ${opts.days}) d
      where s.customer_bin = any(${bins}) and s.type = 'PREPAID'
    ) g
    where h % 10 = 0 and ${ref} - make_interval(days => d) + make_interval(secs => 28800 + h % 43200) <= ${until}
  `);

  // the seed's own day is rated as far as it went: the billing's day close (decision 037) goes on
  // from the next one
  await tx.execute(
    sql`insert into operator.billing_days (day) values (${kazakhstanToday(opts.referenceDate)}::date) on conflict do nothing`,
  );

  // DESIGN §3: every balance movement is in the append-only ledger
  await tx.execute(sql`
    insert into operator.balance_ledger (msisdn, kind, amount, balance_after, reference, created_at)
    select t.msisdn, 'TOP_UP', t.amount, t.balance_after, 'top_up:' || t.id, t.recharge_date
    from operator.top_ups t join operator.subscribers s on s.msisdn = t.msisdn
    where s.customer_bin = any(${bins})
  `);
}
