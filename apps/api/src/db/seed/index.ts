import { kazakhstanToday } from '@kabinet/contract';
import { sql } from 'drizzle-orm';
import { billingAccounts, corporateCustomers, subscribers } from '../schema/index.ts';
import type { Db } from '../client.ts';
import { inTransaction } from '../transaction.ts';
import { seedInvoicesAndPayments, seedUndisclosedPayments } from './billing.ts';
import { insertRows } from './bulk-insert.ts';
import { seedCatalogue } from './catalogue.ts';
import { indexCompanyLines, syncCompanySpend, writeLineNotes } from './company-lines-index.ts';
import { seedDocuments } from './documents.ts';
import { DEMO_COMPANIES, DEMO_NUMBERS, type DemoCompany } from './demo-companies.ts';
import { seedPortalAccounts } from './portal-accounts.ts';
import { seedTeam } from './team.ts';
import { createRandom } from './seeded-random.ts';
import { seedCeirRegister } from './ceir-register.ts';
import { seedSubscriberDevices } from './subscriber-devices.ts';
import { seedSubscriberServices } from './subscriber-services.ts';
import { seedBlankSims } from './blank-sims.ts';
import { buildCompanySubscribers, type SeedCounters, type SubscriberRow } from './subscribers.ts';
import { seedUsageAndTopUps } from './usage.ts';
import { seedEsimLocations } from './esim-locations.ts';
import { seedFraudReview } from './fraud-review.ts';
import { seedReportData } from './report-data.ts';

export { CEIR_IMEIS, CEIR_NUMBERS, CEIR_OWNERS } from './ceir-register.ts';
export {
  DEMO_COMPANIES,
  DEMO_NUMBERS,
  DEMO_PROFILES,
  type DemoCompany,
  type DemoCompanyKey,
} from './demo-companies.ts';
export { DEMO_USERS, type DemoUser } from './demo-users.ts';
export { DEMO_TEAM } from './team.ts';
export { LIFECYCLE_STATES, PRODUCT, TARIFF } from './catalogue.ts';

export interface SeedDemoOptions {
  /** "today" of the dataset: dates of usage, invoices, states are relative to it (default: now) */
  referenceDate?: Date;
  /** PRNG seed */
  seed?: number;
  /** days of usage history (spec §9: usage details cover 90 days) */
  usageDays?: number;
  /**
   * when the operator completes the requests seeded as pending (default: 2 to 11 minutes after the
   * reference date, so a demo shows them pending, then done); tests that need a quiet operator
   * pass a date far ahead
   */
  pendingDueAt?: Date;
  /** progress lines with timings */
  log?: (line: string) => void;
}

export interface SeedSummary {
  companies: number;
  subscribers: number;
  ms: number;
}

// an arbitrary constant key: concurrent server starts seed once
const SEED_LOCK = 7_202_611;

/**
 * Creates the demo dataset (DESIGN §3) in one transaction; does nothing and returns null when it
 * already exists, so the server can call it on every start.
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<SeedSummary | null> {
  const started = Date.now();
  const now = opts.referenceDate ?? new Date();
  // whole seconds: the same reference date gives identical rows
  const referenceDate = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const rnd = createRandom(opts.seed ?? 20_240_329);

  let mark = started;
  const step = (name: string) => {
    const t = Date.now();
    opts.log?.(`  ${name}: ${t - mark} ms`);
    mark = t;
  };

  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx
      .select({ bin: corporateCustomers.bin })
      .from(corporateCustomers)
      .where(sql`${corporateCustomers.bin} = ${DEMO_COMPANIES.large.bin}`);
    if (existing.length > 0) return null;

    await seedCatalogue(tx);
    await seedPortalAccounts(tx, referenceDate);
    step('catalogue, users, offer, profiles');

    const counters: SeedCounters = { iccid: 1, account: 1, usedMsisdns: new Set() };
    const all: SubscriberRow[] = [];
    const contract = new Set<string>();
    const companies = Object.entries(DEMO_COMPANIES) as [keyof typeof DEMO_COMPANIES, DemoCompany][];
    for (const [key, company] of companies) {
      await tx.insert(corporateCustomers).values({
        bin: company.bin,
        nameRu: company.nameRu,
        nameEn: company.nameEn,
        nameKk: company.nameKk,
        isDebtor: company.isDebtor,
        isPenaltyNotice: company.isDebtor,
        contactEmail: `buh@${company.nameEn.split(' ')[0]!.toLowerCase()}.kz`,
        createdAt: new Date(referenceDate.getTime() - 1500 * 86_400_000),
      });
      const fixed =
        key === 'small' ? [DEMO_NUMBERS.smallCompany] : key === 'debtor' ? [DEMO_NUMBERS.debtorCompany] : [];
      const built = buildCompanySubscribers(company, key === 'large', fixed, rnd, referenceDate, counters);
      await insertRows(tx, billingAccounts, built.accounts);
      // decision 034: a line's label and comment are the portal's, written once it is indexed
      await insertRows(
        tx,
        subscribers,
        built.subscribers.map((row) => ({ ...row, label: null, comment: null })),
      );
      all.push(...built.subscribers);
      for (const m of built.contractMsisdns) contract.add(m);
    }

    step('companies, accounts, subscribers');
    await seedSubscriberServices(tx, all, contract, rnd, referenceDate, opts.pendingDueAt);
    step('products, bonuses, contract phones');
    await seedSubscriberDevices(tx, all, rnd, referenceDate, (s) => s.customerBin);
    await seedCeirRegister(tx, all, referenceDate, opts.pendingDueAt);
    await seedEsimLocations(tx, referenceDate);
    await seedFraudReview(tx, referenceDate);
    step('devices, eSIM, forwarding, codes, bans');
    await seedBlankSims(tx, Object.values(DEMO_COMPANIES));

    const withNumbers = companies.map(([, c]) => c.bin);
    await seedUsageAndTopUps(tx, { customerBins: withNumbers, referenceDate, days: opts.usageDays ?? 90 });
    step('usage, top-ups, ledger');
    const payers = companies.filter(([k]) => k !== 'debtor').map(([, c]) => c.bin);
    await seedInvoicesAndPayments(tx, {
      customerBins: [DEMO_COMPANIES.large.bin],
      referenceDate,
      months: 3,
      unpaid: 'latestOfOne',
    });
    await seedInvoicesAndPayments(tx, {
      customerBins: payers.filter((b) => b !== DEMO_COMPANIES.large.bin),
      referenceDate,
      months: 3,
      unpaid: 'none',
    });
    await seedInvoicesAndPayments(tx, {
      customerBins: [DEMO_COMPANIES.debtor.bin],
      referenceDate,
      months: 3,
      unpaid: 'all',
    });
    await seedUndisclosedPayments(tx, DEMO_COMPANIES.large.bin, referenceDate, 4);
    await seedUndisclosedPayments(tx, DEMO_COMPANIES.debtor.bin, referenceDate, 1);
    await seedDocuments(tx, {
      debtorBin: DEMO_COMPANIES.debtor.bin,
      paperActBin: DEMO_COMPANIES.large.bin,
      referenceDate,
    });

    step('invoices, payments, debts');
    await seedReportData(tx, {
      bin: DEMO_COMPANIES.large.bin,
      transferredMsisdn: DEMO_NUMBERS.kazakhLabel,
      exclude: Object.values(DEMO_NUMBERS),
      referenceDate,
    });
    step('Atlas Pro days, big usage, ownership transfer');
    await seedTeam(tx);
    step('roles and the sales department group');
    await indexCompanyLines(tx, withNumbers);
    await writeLineNotes(tx, all);
    step("the portal's index of the companies' lines, their labels and comments");
    await syncCompanySpend(tx, withNumbers, `${kazakhstanToday(referenceDate).slice(0, 7)}-01`);
    step("the companies' spend read into the portal");
    return { companies: companies.length, subscribers: all.length, ms: Date.now() - started };
  });
}
export { ESIM_ROAMING_NUMBER } from './esim-locations.ts';
export { FRAUD_REVIEW_NUMBER } from './fraud-review.ts';
