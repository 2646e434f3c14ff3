import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SubscriberFlag } from '@kabinet/contract';
import type { CompanyLine } from '../../operator/numbers-port.ts';
import type { CompanyNumber } from '../../operator/port.ts';

// decision 034: the portal's index of each company's lines (portal.company_lines, migration 0040),
// the state of each company's sync, and the lines waiting to be read again after an action. A
// write brings the operator's facts only: the portal's notes on a line (label, comment, cost centre)
// stay as they are, and go with the line when it leaves the company.

/** the columns of a line, in the order of the batch's record type */
const LINE_COLUMNS = `msisdn text, customer_bin text, account_number text, iccid text, is_esim boolean,
  tariff_id text, tariff_name_ru text, tariff_name_en text, tariff_name_kk text, is_workmate boolean,
  type text, is_m2m_subscriber boolean, lc_state_id integer, lc_name_ru text, lc_name_en text,
  lc_name_kk text, lc_state_date timestamptz, state text, remaining_units_to_spend bigint,
  credit_limit bigint, available_by_credit_limit_or_pia_balance bigint, own_flags text[],
  is_in_roaming boolean, has_registered_device boolean, is_sms_ussd_ban boolean, is_app_access_blocked boolean,
  account_type text, activated_at timestamptz`;
const NAMES = LINE_COLUMNS.split(',').map((column) => column.trim().split(' ')[0]!);
const COLUMN_LIST = sql.raw(NAMES.join(', '));
const UPDATES = sql.raw(
  NAMES.slice(1)
    .map((name) => `${name} = excluded.${name}`)
    .join(', '),
);

const recordOf = (bin: string, line: CompanyLine) => ({
  msisdn: line.msisdn,
  customer_bin: bin,
  account_number: line.accountNumber,
  iccid: line.iccid,
  is_esim: line.isEsim,
  tariff_id: line.tariff.id,
  tariff_name_ru: line.tariff.name.ru,
  tariff_name_en: line.tariff.name.en,
  tariff_name_kk: line.tariff.name.kk,
  is_workmate: line.tariff.isWorkmate,
  type: line.type,
  is_m2m_subscriber: line.isM2MSubscriber,
  lc_state_id: line.lcState.lcStateId,
  lc_name_ru: line.lcState.name.ru,
  lc_name_en: line.lcState.name.en,
  lc_name_kk: line.lcState.name.kk,
  lc_state_date: line.lcState.lcStateDate,
  state: line.state,
  remaining_units_to_spend: line.remainingUnitsToSpend,
  credit_limit: line.creditLimit,
  available_by_credit_limit_or_pia_balance: line.availableByCreditLimitOrPiaBalance,
  own_flags: line.ownFlags,
  is_in_roaming: line.isInRoaming,
  has_registered_device: line.hasRegisteredDevice,
  is_sms_ussd_ban: line.isSMS_USSDMgmBanEnabled,
  is_app_access_blocked: line.isMyKcellAccessBlocked,
  account_type: line.accountType,
  activated_at: line.activatedAt,
});

export function createCompanyLinesRepository(db: Db) {
  return {
    /** writes a batch of the company's lines as the operator answered them: one statement */
    async upsert(bin: string, lines: readonly CompanyLine[]): Promise<void> {
      if (lines.length === 0) return;
      const records = JSON.stringify(lines.map((line) => recordOf(bin, line)));
      await db.execute(sql`
        insert into portal.company_lines (${COLUMN_LIST}, indexed_at)
        select ${COLUMN_LIST}, now() from jsonb_to_recordset(${records}::jsonb) as x(${sql.raw(LINE_COLUMNS)})
        on conflict (msisdn) do update set ${UPDATES}, indexed_at = excluded.indexed_at`);
    },
    /** decision 034: the number as the tenancy guard needs it, when the index has it for the company */
    async companyNumber(bin: string, msisdn: string): Promise<CompanyNumber | null> {
      const { rows } = await db.execute<{ ownFlags: SubscriberFlag[] | null }>(sql`
        select own_flags as "ownFlags" from portal.company_lines where msisdn = ${msisdn} and customer_bin = ${bin}`);
      return rows[0] ? { ownFlags: rows[0].ownFlags } : null;
    },
    /** the operator has no such line of the company: it leaves the company's index */
    async remove(bin: string, msisdns: readonly string[]): Promise<void> {
      if (msisdns.length === 0) return;
      await db.execute(sql`delete from portal.company_lines
        where customer_bin = ${bin} and msisdn = any(${`{${msisdns.join(',')}}`}::text[])`);
    },
    /** a sync begins: its start is the moment the lines it does not touch are older than */
    async startSync(bin: string): Promise<Date> {
      const { rows } = await db.execute<{ startedAt: string }>(sql`
        insert into portal.company_line_syncs (customer_bin, started_at) values (${bin}, now())
        on conflict (customer_bin) do update set started_at = excluded.started_at
        returning to_json(started_at) #>> '{}' as "startedAt"`);
      return new Date(rows[0]!.startedAt);
    },
    /** the company's lines no page of the sync begun at `since` brought, in msisdn order (keyset) */
    async untouchedSince(bin: string, since: Date, after: string | null, limit: number): Promise<string[]> {
      const { rows } = await db.execute<{ msisdn: string }>(sql`
        select msisdn from portal.company_lines
         where customer_bin = ${bin} and indexed_at < ${since.toISOString()}
           and msisdn > ${after ?? ''} order by msisdn limit ${limit}`);
      return rows.map((row) => row.msisdn);
    },
    /** the sync has read every line: the company's index is as fresh as the sync's start */
    async finishSync(bin: string, startedAt: Date, lines: number): Promise<void> {
      await db.execute(sql`update portal.company_line_syncs set reconciled_at = ${startedAt.toISOString()},
        lines = ${lines} where customer_bin = ${bin}`);
    },
    /** when the company's index was last reconciled with the operator; null: never */
    async reconciledAt(bin: string): Promise<string | null> {
      const { rows } = await db.execute<{ at: string | null }>(sql`
        select to_json(reconciled_at) #>> '{}' as at from portal.company_line_syncs where customer_bin = ${bin}`);
      return rows[0]?.at ? new Date(rows[0].at).toISOString() : null;
    },
    /** the oldest lines waiting to be read again after an action */
    async waitingRefreshes(limit: number): Promise<{ bin: string; msisdn: string; queuedAt: string }[]> {
      const { rows } = await db.execute<{ bin: string; msisdn: string; queuedAt: string }>(sql`
        select customer_bin as bin, msisdn, to_json(queued_at) #>> '{}' as "queuedAt"
          from portal.company_line_refreshes order by queued_at limit ${limit}`);
      return rows;
    },
    /** refreshes done: each gone unless its line was marked again since it was read */
    async refreshed(done: readonly { msisdn: string; queuedAt: string }[]): Promise<void> {
      if (done.length === 0) return;
      await db.execute(sql`delete from portal.company_line_refreshes r
        using jsonb_to_recordset(${JSON.stringify(done)}::jsonb) as d(msisdn text, "queuedAt" timestamptz)
        where r.msisdn = d.msisdn and r.queued_at <= d."queuedAt"`);
    },
    /** the companies the portal serves whose index no sync has filled yet */
    async neverSynced(): Promise<string[]> {
      const { rows } = await db.execute<{ bin: string }>(sql`select c.bin from accounts.customers c
        where not exists (select 1 from portal.company_line_syncs s
                           where s.customer_bin = c.bin and s.reconciled_at is not null)
        order by c.bin`);
      return rows.map((row) => row.bin);
    },
    /** the companies the portal serves: each one's index is reconciled on the schedule */
    async companies(): Promise<string[]> {
      const { rows } = await db.execute<{ bin: string }>(
        sql`select bin from accounts.customers order by bin`,
      );
      return rows.map((row) => row.bin);
    },
  };
}

export type CompanyLinesRepository = ReturnType<typeof createCompanyLinesRepository>;
