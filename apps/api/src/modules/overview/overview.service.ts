import {
  LOW_PREPAID_BALANCE_TIYN,
  NEAR_LIMIT_PERCENT,
  SPEND_KINDS,
  type Overview,
  type SpendKind,
} from '@kabinet/contract';
import type { DocumentsPort } from '../../operator/documents-port.ts';
import type { OperationsPort } from '../../operator/operations-port.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { MONTH_CHARGES_BATCH } from '../../operator/spend-port.ts';
import { priceDebt } from '../documents/documents.service.ts';
import { monthsEndingWith, spendCalendar } from '../spend/spend-month.ts';
import type { createSpendReadModelRepository } from '../spend/spend-read-model.repository.ts';
import type { createOverviewRepository } from './overview.repository.ts';

const MONTHS = 12;
const TOP = 10;
const LAST_ACTIONS = 10;

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
 * Decision 030: the company at a glance from the portal's own tables — its spend read model (the
 * billing's rates as its sync last read them), its index of the company's lines (states, low
 * prepaid, decision 034), its limits and jobs — and three standard reads of the operator: the
 * debts, the accounts' balance (TMF666) and the orders in flight (TMF622, a count).
 */
export function createOverviewService(
  operator: Pick<DocumentsPort, 'listDebts'> &
    Pick<OperationsPort, 'countPendingOperations'> &
    Pick<OperatorPort, 'getCompanyStanding'>,
  repository: ReturnType<typeof createOverviewRepository>,
  spend: ReturnType<typeof createSpendReadModelRepository>,
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

  /** the orders in flight on the company's lines, or on a scoped user's (their groups', a batch a count) */
  async function pendingOf(bin: string, groupIds: readonly string[] | null): Promise<number> {
    if (!groupIds) return operator.countPendingOperations(bin);
    const lines = await repository.linesInGroups(bin, groupIds);
    let count = 0;
    for (let at = 0; at < lines.length; at += MONTH_CHARGES_BATCH)
      count += await operator.countPendingOperations(bin, lines.slice(at, at + MONTH_CHARGES_BATCH));
    return count;
  }

  async function compute(bin: string, scope: ReadScope): Promise<Overview> {
    const groupIds = scope?.groupIds ?? null;
    const today = calendar.today();
    const month = calendar.month();
    // a cost centre changed since the open month was summed: summed again first (once)
    if (!groupIds) await spend.regroupIfDue(bin, month);
    const first = monthsEndingWith(month, MONTHS)[0]!;
    const [summary, debts, standing, pendingOperations, portal] = await Promise.all([
      spend.summary(bin, { first, month, top: TOP, groupIds }),
      // decision 030: company money is not a scoped user's to see, so it is not even read for them
      groupIds ? null : operator.listDebts(bin),
      groupIds ? null : operator.getCompanyStanding(bin),
      pendingOf(bin, groupIds),
      repository.portalWork(bin, LAST_ACTIONS, scope, {
        month,
        nearPercent: NEAR_LIMIT_PERCENT,
        lowPrepaidBelow: LOW_PREPAID_BALANCE_TIYN,
      }),
    ]);
    const priced = (debts ?? []).map((d) => priceDebt(d, today));
    const debt = priced.reduce((sum, d) => sum + d.debt, 0);
    const penalty = priced.reduce((sum, d) => sum + d.debtWithPenalty - d.debt, 0);

    const byMonth = new Map(summary.months.map((m) => [m.month, m]));
    const months = monthsEndingWith(month, MONTHS).map((m) => {
      const row = byMonth.get(m);
      // a scoped user's months are summed from their lines; kept without kinds (decision 030)
      return { month: m, byKind: groupIds ? null : (row?.byKind ?? zeroKinds()), total: row?.total ?? 0 };
    });
    return {
      month,
      today,
      money: debts ? { balance: standing?.balance ?? 0, debt, penalty } : null,
      spendThisMonth: months.at(-1)?.total ?? 0,
      months,
      byCostCentre: summary.byCostCentre,
      states: portal.states,
      topSpenders: summary.topSpenders,
      limits: portal.limits,
      lowPrepaid: { count: portal.lowPrepaid, threshold: LOW_PREPAID_BALANCE_TIYN },
      pending: { operations: pendingOperations, bulkJobs: portal.bulkJobs, reports: portal.reports },
      lastActions: portal.lastActions,
    };
  }
}
