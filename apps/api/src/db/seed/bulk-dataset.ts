import { kazakhstanToday } from '@kabinet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { inTransaction, type SqlExecutor } from '../transaction.ts';
import { seedInvoicesAndPayments } from './billing.ts';
import { indexCompanyLines, syncCompanySpend } from './company-lines-index.ts';
import { INSERT_PRODUCTS_SQL, insertSubscribersSql, updateLineNotesSql } from './bulk-sql.ts';
import { DEMO_PROFILES } from './demo-companies.ts';
import { makeBin } from './identifiers.ts';
import { SELFCARE_SERVICE } from './portal-accounts.ts';
import { seedUsageAndTopUps } from './usage.ts';

/** Marks the companies of the bulk generator, so a new run replaces them. */
const BULK_EMAIL = 'bulk@seed.invalid';
// big tables whose secondary indexes are cheaper to rebuild once than to maintain row by row
const REBUILT_TABLES = ['subscribers', 'subscriber_products'];

export interface BulkOptions {
  companies: number;
  numbers: number;
  /** numbers of the first (largest) company; the rest are spread evenly over the others */
  largest?: number;
  referenceDate?: Date;
  /** days of usage and top-ups for every bulk number (0: none) */
  usageDays?: number;
  /** demo user who is assigned the largest bulk company (default admin) */
  assignTo?: string;
  log?: (line: string) => void;
}

export interface BulkResult {
  largestBin: string;
  bins: string[];
}

/**
 * Builds a large dataset set-based (DESIGN §3: `npm run seed -- --companies N --numbers M`), replacing
 * the previous bulk companies. Expects the migrations applied and the demo dataset present.
 */
export async function seedBulk(database: Database, opts: BulkOptions): Promise<BulkResult> {
  const log = opts.log ?? (() => {});
  const ref = new Date(Math.floor((opts.referenceDate ?? new Date()).getTime() / 1000) * 1000);
  const companies = Math.max(1, opts.companies);
  const largest = Math.min(opts.numbers, opts.largest ?? Math.ceil(opts.numbers / companies));
  const bins = Array.from({ length: companies }, (_, i) => makeBin('2401', 10_000 + i * 7));
  // one transaction: if the load fails, the previous companies and the dropped indexes come back
  await inTransaction(database.db, async (_tx, client) => {
    const timed = async (name: string, text: string, params: unknown[] = []) => {
      const t = Date.now();
      const r = await client.executeSql(text, params);
      log(`  ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s${r.rowCount ? ` (${r.rowCount} rows)` : ''}`);
    };
    await client.executeSql(`set local maintenance_work_mem = '512MB'`);
    await client.executeSql('set local max_parallel_maintenance_workers = 4');
    await client.executeSql(
      `delete from portal.company_lines where customer_bin in (select bin from operator.customers where contact_email = $1)`,
      [BULK_EMAIL],
    );
    await timed(
      'remove the previous bulk companies',
      `with gone as (delete from operator.customers where contact_email = $1 returning bin)
       delete from accounts.customers where bin in (select bin from gone)`,
      [BULK_EMAIL],
    );
    await client.executeSql(
      `create temp table bulk_companies (company_no int primary key, bin text, postpaid_account text, prepaid_account text) on commit drop`,
    );
    await client.executeSql(
      `insert into pg_temp.bulk_companies
       select i, b, '2' || lpad(i::text, 9, '0') || '01', '2' || lpad(i::text, 9, '0') || '02'
       from unnest($1::text[]) with ordinality as t(b, i)`,
      [bins],
    );
    await timed(
      'companies, accounts, client services',
      `with c as (
         insert into operator.customers (bin, name_ru, name_en, name_kk, contact_email, created_at)
         select bin, 'ТОО «Нагрузка ' || company_no || '»', 'Load Test ' || company_no || ' LLP',
           '«Жүктеме ' || company_no || '» ЖШС', $1, $2 from pg_temp.bulk_companies returning bin),
       a as (insert into accounts.customers (bin, alias, customer_name)
         select bin, 'Нагрузка ' || company_no, 'ТОО «Нагрузка ' || company_no || '»' from pg_temp.bulk_companies)
       insert into operator.billing_accounts (account_number, customer_bin, account_type, payment_type, opened_at)
       select postpaid_account, bin, 'GENERAL', 'POSTPAID', $2 from pg_temp.bulk_companies
       union all select prepaid_account, bin, 'INDIVIDUAL', 'PREPAID', $2 from pg_temp.bulk_companies`,
      [BULK_EMAIL, ref],
    );
    await client.executeSql(
      `insert into accounts.client_services (customer_bin, alias, name_ru, name_en, name_kk, url, profile_name, is_offer_approved, approved_at)
       select bin, $1, $2, $3, $4, $5, $6, true, $7 from pg_temp.bulk_companies`,
      [
        SELFCARE_SERVICE.alias,
        SELFCARE_SERVICE.nameRu,
        SELFCARE_SERVICE.nameEn,
        SELFCARE_SERVICE.nameKk,
        SELFCARE_SERVICE.url,
        DEMO_PROFILES.full,
        ref,
      ],
    );
    await client.executeSql(
      `insert into accounts.user_customers (user_id, customer_bin)
       select id, $2 from accounts.users where username = $1 on conflict do nothing`,
      [opts.assignTo ?? 'admin', bins[0]],
    );

    const dropped = await dropSecondaryIndexes(client);
    await timed(
      `subscribers (${opts.numbers}, ${largest} in the largest company)`,
      insertSubscribersSql({ total: opts.numbers, largest, companies, referenceDate: ref.toISOString() }),
    );
    await timed('subscriber products', INSERT_PRODUCTS_SQL);
    const t = Date.now();
    for (const def of dropped) await client.executeSql(def);
    log(`  rebuild ${dropped.length} indexes: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    await timed('analyze', 'analyze operator.subscribers, operator.subscriber_products');
  });
  if (opts.usageDays && opts.usageDays > 0) {
    const t = Date.now();
    await seedUsageAndTopUps(database.db, { customerBins: bins, referenceDate: ref, days: opts.usageDays });
    await seedInvoicesAndPayments(database.db, {
      customerBins: bins,
      referenceDate: ref,
      months: 1,
      unpaid: 'none',
    });
    log(`  usage, top-ups, invoices (${opts.usageDays} days): ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  const t = Date.now();
  const indexed = await indexCompanyLines(database.db, bins);
  await database.db.execute(sql.raw(updateLineNotesSql(bins)));
  await syncCompanySpend(database.db, bins, `${kazakhstanToday(ref).slice(0, 7)}-01`);
  log(
    `  the portal's index of the lines (${indexed}), their notes: ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  return { largestBin: bins[0]!, bins };
}

/** Drops the non-unique indexes of the big tables and returns their definitions to recreate them. */
async function dropSecondaryIndexes(client: SqlExecutor): Promise<string[]> {
  const { rows } = (await client.executeSql(
    `select i.indexname as name, i.indexdef as def
     from pg_indexes i join pg_class c on c.relname = i.indexname
     join pg_index x on x.indexrelid = c.oid
     where i.schemaname = 'operator' and i.tablename = any($1) and not x.indisunique`,
    [REBUILT_TABLES],
  )) as { rows: { name: string; def: string }[] };
  for (const r of rows) await client.executeSql(`drop index operator."${r.name}"`);
  return rows.map((r) => r.def);
}
