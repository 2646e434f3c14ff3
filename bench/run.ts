import { benchBulk } from './bulk.ts';
import { benchCompanyLines } from './company-lines.ts';
import { benchDocuments } from './documents.ts';
import { benchFaults } from './faults.ts';
import { benchFloor } from './floor.ts';
import { benchInp } from './inp.ts';
import { benchInvoiceNumbers } from './invoice-numbers.ts';
import { benchMixedCost } from './mixed-cost.ts';
import { benchMixedLoad } from './mixed-load.ts';
import { benchNumbersIndex } from './numbers-index.ts';
import { benchNumbersSearch } from './numbers-search.ts';
import { benchOverview } from './overview.ts';
import { benchPostgresRestart } from './postgres-restart.ts';
import { benchTransferInvariants } from './transfer-invariants.ts';
import { benchSpeed } from './speed.ts';
import { benchSpendLimits } from './spend-limits.ts';
import { benchReports } from './reports.ts';
import { benchStartupRss } from './startup-rss.ts';
import { benchTmfAdapter } from './tmf-adapter.ts';
import { benchTmfSlowOperator } from './tmf-slow-operator.ts';
import { benchTeamScope } from './team-scope.ts';
import { benchWebhooks } from './webhooks.ts';
import { benchUploads } from './uploads.ts';
import { benchXlsxReads } from './xlsx-reads.ts';

// `npm run bench [-- name...]` (DESIGN §7): measurements, never assertions. Latencies in ms.
// Environment: BENCH_DATABASE_URL (else an embedded PostgreSQL under data/bench, seeded on first
// use with `npm run seed`), BENCH_NUMBERS (1000000), BENCH_LARGEST (100000), BENCH_COMPANIES (50),
// BENCH_DURATION seconds per measurement (10), BENCH_CONNECTIONS for the loaded level (10).
const BENCHES: Record<string, () => Promise<unknown>> = {
  'numbers-search': benchNumbersSearch,
  floor: benchFloor,
  'postgres-restart': benchPostgresRestart,
  documents: benchDocuments,
  'invoice-numbers': benchInvoiceNumbers,
  'transfer-invariants': benchTransferInvariants,
  speed: benchSpeed,
  'mixed-load': benchMixedLoad,
  'mixed-cost': benchMixedCost,
  reports: benchReports,
  'startup-rss': benchStartupRss,
  faults: benchFaults,
  inp: benchInp,
  'tmf-adapter': benchTmfAdapter,
  'tmf-slow-operator': benchTmfSlowOperator,
  'team-scope': benchTeamScope,
  webhooks: benchWebhooks,
  overview: benchOverview,
  bulk: benchBulk,
  'company-lines': benchCompanyLines,
  'spend-limits': benchSpendLimits,
  'numbers-index': benchNumbersIndex,
  'xlsx-reads': benchXlsxReads,
  uploads: benchUploads,
};

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const selected = names.length ? names : Object.keys(BENCHES);
for (const name of selected) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`unknown bench ${name}; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(1);
  }
  console.log(`== ${name}`);
  await bench();
}
