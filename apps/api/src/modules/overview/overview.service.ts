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

/** Who asks (decision 029): their number scope, and whether company money is theirs to see. */
export interface OverviewViewer {
  userId: string;
  groupIds: readonly string[] | null;
  financeRead: boolean;
}

/** who a read is for: the whole company, or one scoped user (their groups, and the work they started) */
type ReadScope = { groupIds: readonly string[]; userId: string } | null;

/**
 * A read is shared only by requests of one company AND one scope (a scoped answer reaches no one
 * else); a scoped user's pending work is their own, so their reads are shared with no other user.
 */
const readKey = (bin: string, scope: ReadScope) =>
  scope ? `${bin}|${scope.userId}|${[...scope.groupIds].sort().join(',')}` : `${bin}|*`;

/**
 * Decision 030: the company at a glance, from the operator's aggregates and the portal's own rows
 * (2026-12-02: the limits near, over and barred are the portal's; the states and the low prepaid
 * lines are counted on the portal's index of the company's lines, decision 034).
 */
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
  const run = (key: string, bin: string, scope: ReadScope): Promise<Overview> => {
    const queue: { running: Promise<unknown>; next: Promise<Overview> | null } = {
      running: Promise.resolve(),
      next: null,
    };
    const read = compute(bin, scope).finally(() => {
      if (queues.get(key) === queue) queues.delete(key);
    });
    queue.running = read;
    queues.set(key, queue);
    return read;
  };
  const settled = () => undefined;
  return {
    async get(bin: string, viewer: OverviewViewer): Promise<Overview> {
      const scope: ReadScope = viewer.groupIds ? { groupIds: viewer.groupIds, userId: viewer.userId } : null;
      const key = readKey(bin, scope);
      const queue = queues.get(key);
      let read: Promise<Overview>;
      if (!queue) read = run(key, bin, scope);
      else read = queue.next ??= queue.running.then(settled, settled).then(() => run(key, bin, scope));
      const overview = await read;
      // the money tiles are finance.read data on a numbers.read route: absent for anyone else
      return viewer.financeRead ? overview : { ...overview, money: null };
    },
  };

  async function compute(bin: string, scope: ReadScope): Promise<Overview> {
    const groupIds = scope?.groupIds ?? null;
    const today = calendar.today();
    const month = calendar.month();
    const [summary, debts, portal] = await Promise.all([
      operator.getSpendSummary(bin, {
        month,
        months: MONTHS,
        top: TOP,
        groupIds,
      }),
      // decision 030: company money is not a scoped user's to see, so it is not even read for them
      groupIds ? null : operator.listDebts(bin),
      repository.portalWork(bin, LAST_ACTIONS, scope, {
        month,
        nearPercent: NEAR_LIMIT_PERCENT,
        lowPrepaidBelow: LOW_PREPAID_BALANCE_TIYN,
      }),
    ]);
    // the top spenders' labels are the portal's (decision 034), not the billing's
    const labels = await repository.labelsOf(
      bin,
      summary.topSpenders.map((t) => t.msisdn),
    );
    const priced = (debts ?? []).map((d) => priceDebt(d, today));
    const debt = priced.reduce((sum, d) => sum + d.debt, 0);
    const penalty = priced.reduce((sum, d) => sum + d.debtWithPenalty - d.debt, 0);

    const byMonth = new Map(
      monthsEndingWith(month, MONTHS).map((m) => [m, { byKind: zeroKinds(), total: 0 }]),
    );
    for (const row of summary.months) {
      const entry = byMonth.get(row.month);
      if (!entry) continue;
      entry.total += row.amount;
      if (row.kind) entry.byKind[row.kind] += row.amount;
    }
    // a scoped user's months come from the per-number rows, which carry no kinds (decision 030)
    const months = [...byMonth].map(([m, e]) => ({
      month: m,
      byKind: groupIds ? null : e.byKind,
      total: e.total,
    }));
    return {
      month,
      today,
      money: debts ? { balance: summary.balance, debt, penalty } : null,
      spendThisMonth: months.at(-1)?.total ?? 0,
      months,
      byCostCentre: summary.byCostCentre.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        total: c.amount,
      })),
      states: portal.states,
      topSpenders: summary.topSpenders.map((t) => ({ ...t, label: labels.get(t.msisdn) ?? null })),
      limits: portal.limits,
      lowPrepaid: { count: portal.lowPrepaid, threshold: LOW_PREPAID_BALANCE_TIYN },
      pending: { operations: summary.pendingOperations, bulkJobs: portal.bulkJobs, reports: portal.reports },
      lastActions: portal.lastActions,
    };
  }
}
