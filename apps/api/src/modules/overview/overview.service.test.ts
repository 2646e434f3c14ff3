import { describe, expect, it } from 'vitest';
import type { CompanyStanding } from '../../operator/port.ts';
import type { createSpendReadModelRepository } from '../spend/spend-read-model.repository.ts';
import type { createOverviewRepository } from './overview.repository.ts';
import { createOverviewService } from './overview.service.ts';

// Decision 030: requests for one company share reads, but never a read that began before they
// arrived: what a request sees was read after it was made.

const standing = (balance: number): CompanyStanding => ({
  isDebtor: false,
  isPenaltyNotice: false,
  totalDebt: 0,
  balance,
});

/** reads that wait until released (the spend's); each answers the balance as it was when the read began */
function slowOperator() {
  let balance = 0;
  const reads: { bin: string; release: () => void }[] = [];
  const operator = {
    getCompanyStanding: () => Promise.resolve(standing(balance)),
    listDebts: () => Promise.resolve([]),
    countPendingOperations: () => Promise.resolve(0),
  };
  const repository = {
    linesInGroups: () => Promise.resolve([]),
    portalWork: () =>
      Promise.resolve({
        bulkJobs: 0,
        reports: 0,
        states: [],
        lowPrepaid: 0,
        limits: { near: 0, over: 0, blocked: 0 },
        lastActions: [],
      }),
  } as unknown as ReturnType<typeof createOverviewRepository>;
  const spend = {
    regroupIfDue: () => Promise.resolve(),
    summary: (bin: string) =>
      new Promise((resolve) => {
        reads.push({ bin, release: () => resolve({ months: [], byCostCentre: [], topSpenders: [] }) });
      }),
  } as unknown as ReturnType<typeof createSpendReadModelRepository>;
  const service = createOverviewService(operator, repository, spend, { fixedToday: '2026-11-20' });
  return { service, reads, setBalance: (v: number) => (balance = v) };
}

const ADMIN = { userId: 'u-admin', groupIds: null, financeRead: true };
const scoped = (userId: string) => ({ userId, groupIds: ['g1'], financeRead: false });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the overview: shared reads (decision 030)', () => {
  it('a request that arrives during a read waits for the next read, shared with the others', async () => {
    const { service, reads, setBalance } = slowOperator();
    const first = service.get('A', ADMIN);
    await tick();
    expect(reads).toHaveLength(1);

    // a change is made, then two requests arrive while the first read is under way
    setBalance(500);
    const second = service.get('A', ADMIN);
    const third = service.get('A', ADMIN);
    await tick();
    expect(reads).toHaveLength(1);

    reads[0]!.release();
    expect((await first).money?.balance).toBe(0);
    await tick();
    expect(reads).toHaveLength(2);
    reads[1]!.release();
    // both see the change: their read began after they arrived
    expect((await second).money?.balance).toBe(500);
    expect((await third).money?.balance).toBe(500);
  });

  it('another company reads on its own, and a finished read is not kept', async () => {
    const { service, reads, setBalance } = slowOperator();
    const a = service.get('A', ADMIN);
    const b = service.get('B', ADMIN);
    await tick();
    expect(reads.map((r) => r.bin)).toEqual(['A', 'B']);
    reads.forEach((r) => r.release());
    await Promise.all([a, b]);

    setBalance(700);
    const again = service.get('A', ADMIN);
    await tick();
    expect(reads).toHaveLength(3);
    reads[2]!.release();
    expect((await again).money?.balance).toBe(700);
  });

  it("scoped users of one group never share a read: each one's pending work is their own", async () => {
    const { service, reads } = slowOperator();
    const head = service.get('A', scoped('u-head'));
    const deputy = service.get('A', scoped('u-deputy'));
    const head2 = service.get('A', scoped('u-head'));
    await tick();
    // the two users' reads are apart; the head's second request waits for the head's next read
    expect(reads).toHaveLength(2);
    reads.forEach((r) => r.release());
    await Promise.all([head, deputy]);
    await tick();
    expect(reads).toHaveLength(3);
    reads[2]!.release();
    expect((await head2).money).toBeNull();
  });
});
