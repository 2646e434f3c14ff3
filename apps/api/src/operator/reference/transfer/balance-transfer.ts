import { and, eq, sql } from 'drizzle-orm';
import { checkTransfer, type TransferParty } from '@kabinet/contract';
import type { Db } from '../../../db/client.ts';
import {
  balanceLedger,
  balanceTransfers,
  corporateCustomers,
  subscribers,
} from '../../../db/schema/index.ts';
import type { AppliedTransfer, TransferOutcome, TransferRequest } from '../../transfer-port.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { TRANSFER_STEPS, type TransferStep } from './transfer-steps.ts';

export interface BalanceTransferOptions {
  /** msisdn → the errorName the billing refuses its transfers with (a rehearsable failure) */
  failingNumbers: Readonly<Record<string, string>>;
}

type LockedParty = TransferParty & { msisdn: string };

/** The party's row, locked FOR UPDATE; null when the company has no such number. */
async function lockParty(tx: Db, bin: string, msisdn: string): Promise<LockedParty | null> {
  const { rows } = await tx.execute<{
    msisdn: string;
    lcStateId: number;
    accountNumber: string;
    available: string | null;
    creditLimit: string | null;
  }>(
    sql`select ${subscribers.msisdn} as "msisdn", ${subscribers.lcStateId} as "lcStateId",
               ${subscribers.accountNumber} as "accountNumber",
               ${subscribers.availableByCreditLimitOrPiaBalance} as "available",
               ${subscribers.creditLimit} as "creditLimit"
          from ${subscribers}
         where ${subscribers.msisdn} = ${msisdn} and ${subscribers.customerBin} = ${bin}
           for update`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    msisdn: row.msisdn,
    lcStateId: row.lcStateId,
    accountNumber: row.accountNumber,
    availableByCreditLimitOrPiaBalance: row.available === null ? null : Number(row.available),
    creditLimit: row.creditLimit === null ? null : Number(row.creditLimit),
  };
}

const isKeyConflict = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'balance_transfers_key_idx';

/**
 * spec §4 Transfer in the reference operator's billing (DESIGN §3): one transaction locks both
 * numbers' rows in a fixed order (ascending msisdn, whichever side sends), checks the spec §5 rules
 * on what it locked, then moves the integer tiyn and appends one ledger row per side. The client's
 * key is unique per company: a key already applied answers its first transfer and moves nothing.
 */
export function createBalanceTransfers(db: Db, opts: BalanceTransferOptions) {
  const attempt = (bin: string, request: TransferRequest): Promise<TransferOutcome> =>
    inTransaction(db, async (tx) => {
      const { msisdnFrom, msisdnTo, idempotencyKey } = request;
      const parties = new Map<string, LockedParty>();
      for (const msisdn of [msisdnFrom, msisdnTo].sort()) {
        const party = await lockParty(tx, bin, msisdn);
        if (party) parties.set(msisdn, party);
      }
      // after the locks: a transfer with this key committed meanwhile is visible now
      const [previous] = await tx
        .select()
        .from(balanceTransfers)
        .where(
          and(eq(balanceTransfers.customerBin, bin), eq(balanceTransfers.idempotencyKey, idempotencyKey)),
        );
      const context: StepContext = { tx, bin, request, parties, opts };
      if (previous) return replayOf(previous, request);
      for (const step of TRANSFER_STEPS) {
        const refusal = await STEP_CHECKS[step](context);
        if (refusal) return refusal;
      }
      return apply(context);
    });

  return async function transferBalance(bin: string, request: TransferRequest): Promise<TransferOutcome> {
    try {
      return await attempt(bin, request);
    } catch (error) {
      // the same key applied by a concurrent transaction on other rows: answer its transfer
      if (isKeyConflict(error)) return attempt(bin, request);
      throw error;
    }
  };
}

interface StepContext {
  tx: Db;
  bin: string;
  request: TransferRequest;
  parties: Map<string, LockedParty>;
  opts: BalanceTransferOptions;
}

type Refusal = Extract<TransferOutcome, { ok: false }>;

/** Each step of TRANSFER_STEPS: a refusal, or null to go on. */
const STEP_CHECKS: Record<TransferStep, (c: StepContext) => Promise<Refusal | null>> = {
  async knownCompany({ tx, bin }) {
    const [customer] = await tx
      .select({ bin: corporateCustomers.bin })
      .from(corporateCustomers)
      .where(eq(corporateCustomers.bin, bin));
    return customer ? null : { ok: false, errorName: 'customer-org-null', field: null };
  },
  async partyRules({ request, parties }) {
    const refusal = checkTransfer(
      parties.get(request.msisdnFrom) ?? null,
      parties.get(request.msisdnTo) ?? null,
      request.amount,
    );
    return refusal ? { ok: false, ...refusal } : null;
  },
  async billingFaults({ request, opts }) {
    const errorName =
      opts.failingNumbers[request.msisdnFrom] ?? opts.failingNumbers[request.msisdnTo] ?? null;
    return errorName ? { ok: false, errorName, field: null } : null;
  },
};

function replayOf(previous: typeof balanceTransfers.$inferSelect, request: TransferRequest): TransferOutcome {
  const isSame =
    previous.msisdnFrom === request.msisdnFrom &&
    previous.msisdnTo === request.msisdnTo &&
    previous.amount === request.amount;
  // a key names one transfer: another transfer under it is refused by the billing
  if (!isSame) return { ok: false, errorName: 'duplicate_transaction_id', field: null };
  return {
    ok: true,
    transferId: String(previous.id),
    msisdnFrom: previous.msisdnFrom,
    msisdnTo: previous.msisdnTo,
    amount: previous.amount,
    isReplay: true,
  };
}

async function apply({ tx, bin, request }: StepContext): Promise<TransferOutcome> {
  const { msisdnFrom, msisdnTo, amount, idempotencyKey } = request;
  const [transfer] = await tx
    .insert(balanceTransfers)
    .values({ customerBin: bin, msisdnFrom, msisdnTo, amount, idempotencyKey })
    .returning({ id: balanceTransfers.id });
  const reference = `transfer:${transfer!.id}`;
  const now = new Date();
  for (const [msisdn, delta, kind] of [
    [msisdnFrom, -amount, 'TRANSFER_OUT'],
    [msisdnTo, amount, 'TRANSFER_IN'],
  ] as const) {
    const [row] = await tx
      .update(subscribers)
      .set({
        availableByCreditLimitOrPiaBalance: sql`coalesce(${subscribers.availableByCreditLimitOrPiaBalance}, 0) + ${delta}`,
        updatedAt: now,
      })
      .where(eq(subscribers.msisdn, msisdn))
      .returning({ balanceAfter: subscribers.availableByCreditLimitOrPiaBalance });
    await tx.insert(balanceLedger).values({
      msisdn,
      kind,
      amount: delta,
      balanceAfter: Number(row!.balanceAfter),
      reference,
      idempotencyKey,
      createdAt: now,
    });
  }
  return { ok: true, transferId: String(transfer!.id), msisdnFrom, msisdnTo, amount, isReplay: false };
}

/** decision 036: the transfer applied under the company's key, if any (the key's unique index) */
export function createTransferLookup(db: Db) {
  return async function findTransfer(
    bin: string,
    { idempotencyKey }: TransferRequest,
  ): Promise<AppliedTransfer | null> {
    const [found] = await db
      .select()
      .from(balanceTransfers)
      .where(and(eq(balanceTransfers.customerBin, bin), eq(balanceTransfers.idempotencyKey, idempotencyKey)));
    return found
      ? {
          ok: true,
          transferId: String(found.id),
          msisdnFrom: found.msisdnFrom,
          msisdnTo: found.msisdnTo,
          amount: found.amount,
          isReplay: true,
        }
      : null;
  };
}
