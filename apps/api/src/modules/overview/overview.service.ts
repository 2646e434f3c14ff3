import {
  LOW_PREPAID_BALANCE_TIYN,
  NEAR_LIMIT_PERCENT,
  SPEND_KINDS,
  type Overview,
  type SpendKind,
} from '@kabinet/contract';
import type { DocumentsPort } from '../../operator/documents-port.ts';
import type { SpendPort } from '../../operator/spend-port.ts';
import { priceDebt } from '../documents/documents.service.ts';
import { spendCalendar } from '../spend/spend-month.ts';
import type { createOverviewRepository } from './overview.repository.ts';

const MONTHS = 12;
const TOP = 10;
const LAST_ACTIONS = 10;

/** the 1sts of the `count` months ending with `month`, oldest first */
export function monthsEndingWith(month: string, count: number): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 10);
  });
}

const zeroKinds = (): Record<SpendKind, number> =>
  Object.fromEntries(SPEND_KINDS.map((k) => [k, 0])) as Record<SpendKind, number>;

/** Decision 030: the company at a glance, from the operator's aggregates and the portal's own rows. */
export function createOverviewService(
  operator: Pick<SpendPort, 'getSpendSummary'> & Pick<DocumentsPort, 'listDebts'>,
  repository: ReturnType<typeof createOverviewRepository>,
  opts: { fixedToday: string | null },
) {
  const calendar = spendCalendar(opts.fixedToday);
  // decision 030: requests for one company share reads (a company's administrators open it at once;
  // it is the landing page after sign-in). A request never joins a read already under way — that
  // read may have begun before the change the user has just made — but the NEXT read, which begins
  // when the running one ends and is shared by every request that arrived meanwhile. So every
  // answer is read after its request arrived (no staleness), and a company costs one read at a time.
  const queues = new Map<string, { running: Promise<unknown>; next: Promise<Overview> | null }>();
  const run = (bin: string): Promise<Overview> => {
    const queue: { running: Promise<unknown>; next: Promise<Overview> | null } = {
      running: Promise.resolve(),
      next: null,
    };
    const read = compute(bin).finally(() => {
      if (queues.get(bin) === queue) queues.delete(bin);
    });
    queue.running = read;
    queues.set(bin, queue);
    return read;
  };
  const settled = () => undefined;
  return {
    get(bin: string): Promise<Overview> {
      const queue = queues.get(bin);
      if (!queue) return run(bin);
      queue.next ??= queue.running.then(settled, settled).then(() => run(bin));
      return queue.next;
    },
  };

  async function compute(bin: string): Promise<Overview> {
    const today = calendar.today();
    const month = calendar.month();
    const [summary, debts, portal] = await Promise.all([
      operator.getSpendSummary(bin, {
        month,
        months: MONTHS,
        top: TOP,
        lowPrepaidBelow: LOW_PREPAID_BALANCE_TIYN,
        nearPercent: NEAR_LIMIT_PERCENT,
      }),
      operator.listDebts(bin),
      repository.portalWork(bin, LAST_ACTIONS),
    ]);
    const priced = debts.map((d) => priceDebt(d, today));
    const debt = priced.reduce((sum, d) => sum + d.debt, 0);
    const penalty = priced.reduce((sum, d) => sum + d.debtWithPenalty - d.debt, 0);

    const byMonth = new Map(monthsEndingWith(month, MONTHS).map((m) => [m, zeroKinds()]));
    for (const row of summary.months) {
      const kinds = byMonth.get(row.month);
      if (kinds) kinds[row.kind] += row.amount;
    }
    const months = [...byMonth].map(([m, byKind]) => ({
      month: m,
      byKind,
      total: SPEND_KINDS.reduce((sum, k) => sum + byKind[k], 0),
    }));
    return {
      month,
      today,
      money: { balance: summary.balance, debt, penalty },
      spendThisMonth: months.at(-1)?.total ?? 0,
      months,
      byCostCentre: summary.byCostCentre.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        total: c.amount,
      })),
      states: summary.states,
      topSpenders: summary.topSpenders,
      limits: summary.limits,
      lowPrepaid: { count: summary.lowPrepaid, threshold: LOW_PREPAID_BALANCE_TIYN },
      pending: { operations: summary.pendingOperations, bulkJobs: portal.bulkJobs, reports: portal.reports },
      lastActions: portal.lastActions,
    };
  }
}
