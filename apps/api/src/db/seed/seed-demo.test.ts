import fs from 'node:fs/promises';
import path from 'node:path';
import { isValidBinIin } from '@kabinet/contract/rules/bin-iin';
import { isValidLuhn } from '@kabinet/contract/rules/luhn';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../embedded.ts';
import { applyMigrations } from '../migrate.ts';
import { DEMO_COMPANIES, DEMO_NUMBERS, DEMO_USERS, seedDemo } from './index.ts';
import { freePort } from '../../platform/free-port.ts';

const REFERENCE_DATE = new Date('2026-11-20T09:00:00Z');
const TMP_ROOT = path.resolve(import.meta.dirname, '../../../../../.tmp');

let server: EmbeddedServer;
let dataDir: string;
let first: Database;
let second: Database;

async function freshDatabase(name: string): Promise<Database> {
  const admin = new pg.Client(server.adminUrl);
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = createDatabase(server.urlFor(name), { max: 2 });
  await applyMigrations(database.db);
  return database;
}

const rows = async (db: Database, text: string, params: unknown[] = []) =>
  (await db.pool.query(text, params)).rows;
const count = async (db: Database, text: string, params: unknown[] = []) =>
  Number((await rows(db, text, params))[0]!.n);

describe('seedDemo', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    await fs.mkdir(TMP_ROOT, { recursive: true });
    dataDir = await fs.mkdtemp(path.join(TMP_ROOT, 'seed-test-'));
    await fs.chmod(dataDir, 0o777);
    server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
    first = await freshDatabase('seed_first');
    second = await freshDatabase('seed_second');
    expect(await seedDemo(first.db, { referenceDate: REFERENCE_DATE })).not.toBeNull();
    expect(await seedDemo(second.db, { referenceDate: REFERENCE_DATE })).not.toBeNull();
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await server?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('creates the demo users, companies and their roles', async () => {
    const users = await rows(first, 'select username, email, subject from accounts.users order by username');
    expect(users).toEqual(
      [...DEMO_USERS]
        .sort((a, b) => a.username.localeCompare(b.username))
        .map((u) => ({ username: u.username, email: u.email, subject: u.subject })),
    );
    const adminBins = await rows(
      first,
      `select uc.customer_bin from accounts.user_customers uc join accounts.users u on u.id = uc.user_id
       where u.username = 'admin' order by 1`,
    );
    expect(adminBins.map((r) => r.customer_bin)).toEqual(
      [DEMO_COMPANIES.large.bin, DEMO_COMPANIES.small.bin, DEMO_COMPANIES.unapproved.bin].sort(),
    );
    expect(
      await count(
        first,
        `select count(*) n from accounts.user_customers uc join accounts.users u on u.id = uc.user_id where u.username = 'guest'`,
      ),
    ).toBe(0);
    expect(
      await count(first, 'select count(*) n from accounts.client_services where customer_bin = $1', [
        DEMO_COMPANIES.noService.bin,
      ]),
    ).toBe(0);
    const services = await rows(
      first,
      `select cs.customer_bin, cs.is_offer_approved, p.access_numbers_page, p.customer_flags
       from accounts.client_services cs join portal.feature_profiles p on p.name = cs.profile_name
       where cs.alias = 'b2b_selfcare'`,
    );
    const of = (bin: string) => services.find((s) => s.customer_bin === bin)!;
    expect(of(DEMO_COMPANIES.unapproved.bin).is_offer_approved).toBe(false);
    expect(of(DEMO_COMPANIES.large.bin).is_offer_approved).toBe(true);
    expect(of(DEMO_COMPANIES.small.bin).access_numbers_page).toBe(false);
    expect(of(DEMO_COMPANIES.debtor.bin).customer_flags).toEqual(
      expect.arrayContaining(['is_debtor', 'penalty_notice']),
    );
    expect(of(DEMO_COMPANIES.large.bin).customer_flags).not.toContain('is_debtor');
    const offer = (
      await rows(first, `select * from accounts.offers where service_alias = 'b2b_selfcare'`)
    )[0]!;
    expect(offer.text_html_kk).toMatch(/[әғқңөұүһі]/);
  });

  it('gives the large company every kind of number', async () => {
    const bin = DEMO_COMPANIES.large.bin;
    const facts = (
      await rows(
        first,
        `select count(*) n,
           count(*) filter (where type = 'PREPAID') prepaid, count(*) filter (where type = 'POSTPAID') postpaid,
           count(*) filter (where lc_state_id = 20) active, count(*) filter (where lc_state_id = 42) blocked,
           count(*) filter (where tariff_id in (select id from operator.tariffs where is_workmate)) workmate,
           count(*) filter (where is_m2m_subscriber) m2m, count(*) filter (where esim) esim,
           count(*) filter (where not esim) physical,
           count(*) filter (where msisdn in (select msisdn from operator.contract_phones)) contract,
           (select count(*) from portal.company_lines l where l.customer_bin = $1
              and l.label ~ '[әғқңөұүһіӘҒҚҢӨҰҮҺІ]') kazakh_label,
           (select count(*) from portal.company_lines l where l.customer_bin = $1 and l.comment is not null) commented
         from operator.subscribers where customer_bin = $1`,
        [bin],
      )
    )[0]!;
    expect(Number(facts.n)).toBeGreaterThanOrEqual(2000);
    for (const k of [
      'prepaid',
      'postpaid',
      'active',
      'blocked',
      'workmate',
      'm2m',
      'esim',
      'physical',
      'contract',
      'kazakh_label',
      'commented',
    ]) {
      expect(Number(facts[k]), k).toBeGreaterThan(0);
    }
    const well = await rows(
      first,
      'select msisdn, customer_bin from operator.subscribers where msisdn = any($1)',
      [Object.values(DEMO_NUMBERS)],
    );
    expect(well).toHaveLength(Object.values(DEMO_NUMBERS).length);
    expect(
      await count(
        first,
        `select count(*) n from portal.company_lines where msisdn = $1 and label = 'Қызмет'`,
        [DEMO_NUMBERS.kazakhLabel],
      ),
    ).toBe(1);
    expect(
      await count(first, 'select count(*) n from operator.contract_phones where msisdn = $1', [
        DEMO_NUMBERS.contractPhone,
      ]),
    ).toBe(2);
    for (const table of [
      'subscriber_products',
      'bonuses',
      'usage_records',
      'top_ups',
      'payments',
      'invoices',
      'debts',
    ]) {
      const n = await count(
        first,
        table === 'bonuses'
          ? 'select count(*) n from operator.bonuses b join operator.bonus_groups g on g.id = b.group_id join operator.subscribers s on s.msisdn = g.msisdn where s.customer_bin = $1'
          : table === 'payments' || table === 'invoices' || table === 'debts'
            ? `select count(*) n from operator.${table} where customer_bin = $1`
            : `select count(*) n from operator.${table} t join operator.subscribers s on s.msisdn = t.msisdn where s.customer_bin = $1`,
        [bin],
      );
      expect(n, table).toBeGreaterThan(0);
    }
    const statuses = await rows(first, `select distinct status from operator.subscriber_products`);
    expect(statuses.map((s) => s.status).sort()).toEqual(['CONNECTED', 'PENDING']);
    expect(
      await count(first, `select count(*) n from operator.debts where customer_bin = $1`, [
        DEMO_COMPANIES.debtor.bin,
      ]),
    ).toBeGreaterThan(0);
  });

  it('uses valid check digits for every BIN, IIN, ICCID and IMEI', async () => {
    const bins = await rows(
      first,
      'select bin from operator.customers union select bin from accounts.customers',
    );
    for (const { bin } of bins) expect(isValidBinIin(bin), bin).toBe(true);
    const owners = await rows(first, 'select distinct owner_document from operator.device_registrations');
    for (const { owner_document } of owners) expect(isValidBinIin(owner_document), owner_document).toBe(true);
    const iccids = await rows(
      first,
      'select iccid from operator.subscribers union all select icc from operator.esim_profiles',
    );
    for (const { iccid } of iccids) {
      expect(iccid).toMatch(/^8999702\d{13}$/);
      expect(isValidLuhn(iccid), iccid).toBe(true);
    }
    const imeis = await rows(first, 'select imei from operator.subscribers where imei is not null');
    expect(imeis.length).toBeGreaterThan(1000);
    for (const { imei } of imeis) expect(isValidLuhn(imei), imei).toBe(true);
    const prefixes = await rows(first, 'select distinct left(msisdn, 3) p from operator.subscribers');
    // DESIGN §3: +7 700–708, 747, 771 and 775–778
    for (const { p } of prefixes) expect(p).toMatch(/^(70[0-8]|747|77[15-8])$/);
  });

  it('is deterministic: two seeds give identical rows', async () => {
    for (const query of [
      'select * from operator.subscribers order by msisdn',
      'select * from operator.subscriber_products order by msisdn, product_id',
      'select msisdn, occurred_at, type, units, amount from operator.usage_records order by msisdn, occurred_at, id',
      'select * from operator.invoices order by invoice_number',
    ]) {
      expect(await rows(second, query)).toEqual(await rows(first, query));
    }
  });

  it('does nothing when the dataset exists', async () => {
    const before = await count(first, 'select count(*) n from operator.subscribers');
    expect(await seedDemo(first.db, { referenceDate: REFERENCE_DATE })).toBeNull();
    expect(await seedDemo(first.db)).toBeNull();
    expect(await count(first, 'select count(*) n from operator.subscribers')).toBe(before);
    expect(await count(first, 'select count(*) n from accounts.users')).toBe(DEMO_USERS.length);
  });
});
