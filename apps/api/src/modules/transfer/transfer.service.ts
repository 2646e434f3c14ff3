import {
  amountPartsToTiyn,
  transferRefusalCodes,
  type TransferBody,
  type TransferResult,
} from '@kabinet/contract';
import { asc, eq, and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingTransfers } from '../../db/schema/portal.ts';
import type { OperatorPort } from '../../operator/port.ts';
import type { AppliedTransfer, TransferOutcome, TransferRequest } from '../../operator/transfer-port.ts';
import { OperatorUnavailableError } from '../../platform/faults.ts';
import { recordAction } from '../../platform/audit.ts';
import { emitEvent } from '../../platform/events.ts';
import {
  refusalError,
  requestHash,
  type IdempotencyStore,
  type KeyedOutcome,
  type KeyedRefusal,
} from '../../platform/idempotency.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';

export interface TransferService {
  /** spec §4 Transfer: at most once per Idempotency-Key; a refusal is an ApiError with the errorName */
  transfer(company: CompanyContext, userId: string, key: string, body: TransferBody): Promise<TransferResult>;
  /**
   * decision 036: one pass over the transfers whose outcome was not known — each asked of the
   * operator by its key and recorded once when found; concluded as not applied after the grace.
   * Returns how many are still pending.
   */
  resolvePending(): Promise<number>;
}

/** decision 036: how long a lost transfer is looked for before the portal concludes nothing moved */
export const PENDING_TRANSFER_GRACE_MS = 15 * 60 * 1000;
/** transfers asked about per pass */
const RESOLVE_BATCH = 100;

/** the operator did not say what became of the transfer, and could not be asked at once */
class OutcomeUnknown extends Error {}
/** the resolution pass: the operator still knows no transfer under the key */
class NotFoundYet extends Error {}

function resultOf(result: Extract<TransferOutcome, { ok: true }>): TransferResult {
  return {
    result: 'SUCCESS',
    data: {
      transferId: result.transferId,
      msisdnFrom: result.msisdnFrom,
      msisdnTo: result.msisdnTo,
      amount: result.amount,
      errorName: null,
    },
    message: 'transfer_success',
  };
}

function refusalOf(result: Extract<TransferOutcome, { ok: false }>): KeyedRefusal {
  const { code, fieldError } = transferRefusalCodes(result);
  return {
    code,
    errorName: result.errorName,
    ...(fieldError ? { errors: [{ path: `body.${fieldError.field}`, code: fieldError.code }] } : {}),
  };
}

export function createTransferService(
  db: Db,
  operator: Pick<OperatorPort, 'transferBalance' | 'findTransfer'>,
  keys: IdempotencyStore,
): TransferService {
  const log = (
    tx: Db,
    bin: string,
    userId: string,
    request: object & { msisdnFrom: string },
    success: boolean,
    params: Record<string, unknown>,
  ) =>
    recordAction(tx, {
      customerBin: bin,
      userId,
      msisdn: request.msisdnFrom,
      action: 'balance_transfer',
      success,
      params: { ...request, ...params },
    });

  /** the money moved: the action log and the event, in the key's transaction (once per key) */
  async function recordMoved(
    tx: Db,
    bin: string,
    userId: string,
    request: Omit<TransferRequest, 'idempotencyKey'>,
    result: AppliedTransfer,
  ): Promise<KeyedOutcome<TransferResult>> {
    // decision 036: a replay is the operator's answer to a key whose first answer was lost on
    // the way — that attempt's transaction rolled back, so the portal has no record of the
    // money that moved: it records it now (the key store makes this once per key)
    await log(tx, bin, userId, request, true, {
      transferId: result.transferId,
      ...(result.isReplay ? { isReplay: true } : {}),
    });
    await emitEvent(tx, {
      bin,
      type: 'transfer.completed',
      data: { transferId: result.transferId, ...request },
    });
    return { ok: true, value: resultOf(result) };
  }

  /**
   * The transfer asked of the operator. decision 036: when its answer is lost (a transport fault, an
   * answer it cannot read), the operator is asked by the key what it applied: a transfer found is
   * the answer; otherwise the outcome is unknown and the transfer waits for the resolution pass.
   */
  async function transferOrLookup(bin: string, request: TransferRequest): Promise<TransferOutcome> {
    try {
      return await operator.transferBalance(bin, request);
    } catch (error) {
      if (!(error instanceof OperatorUnavailableError)) throw error;
      const found = await operator.findTransfer(bin, request).catch(() => null);
      if (found) return found;
      throw new OutcomeUnknown("the transfer's outcome is not known", { cause: error });
    }
  }

  return {
    async transfer(company, userId, key, body) {
      // the contract has checked the parts (spec §5); this turns them into tiyn
      const amount = amountPartsToTiyn(body.tenge, body.tiyn);
      if (!amount.ok) throw new ApiError(amount.code);
      const request = { msisdnFrom: body.msisdnFrom, msisdnTo: body.msisdnTo, amount: amount.tiyn };
      const fingerprint = requestHash(request);

      let outcome: KeyedOutcome<TransferResult>;
      try {
        outcome = await keys.run(company.bin, key, fingerprint, async (tx) => {
          const result = await transferOrLookup(company.bin, { ...request, idempotencyKey: key });
          if (!result.ok) {
            await log(tx, company.bin, userId, request, false, { errorName: result.errorName });
            return { ok: false, refusal: refusalOf(result) };
          }
          return recordMoved(tx, company.bin, userId, request, result);
        });
      } catch (error) {
        if (error instanceof OutcomeUnknown) {
          await db
            .insert(pendingTransfers)
            .values({
              customerBin: company.bin,
              idempotencyKey: key,
              requestHash: fingerprint,
              userId,
              ...request,
            })
            .onConflictDoNothing();
          throw Object.assign(new ApiError('transfer_outcome_pending'), { cause: error });
        }
        if (!(error instanceof ApiError))
          await log(db, company.bin, userId, request, false, { error: 'system_error' }).catch(() => {});
        throw error;
      }

      if (outcome.ok) return outcome.value;
      throw refusalError(outcome.refusal);
    },

    async resolvePending() {
      const due = await db
        .select()
        .from(pendingTransfers)
        .orderBy(asc(pendingTransfers.createdAt))
        .limit(RESOLVE_BATCH);
      let left = 0;
      for (const row of due) {
        const thisRow = and(
          eq(pendingTransfers.customerBin, row.customerBin),
          eq(pendingTransfers.idempotencyKey, row.idempotencyKey),
        );
        const done = () => db.delete(pendingTransfers).where(thisRow);
        const request = { msisdnFrom: row.msisdnFrom, msisdnTo: row.msisdnTo, amount: row.amount };
        try {
          // the key's own store: a client's retry that settled it meanwhile is a replay here
          await keys.run(row.customerBin, row.idempotencyKey, row.requestHash, async (tx) => {
            const found = await operator.findTransfer(row.customerBin, {
              ...request,
              idempotencyKey: row.idempotencyKey,
            });
            if (!found) throw new NotFoundYet();
            return recordMoved(tx, row.customerBin, row.userId, request, found);
          });
          await done();
        } catch (error) {
          const isPastGrace = Date.now() - row.createdAt.getTime() > PENDING_TRANSFER_GRACE_MS;
          if (error instanceof NotFoundYet && isPastGrace) {
            // the operator applied nothing under the key: nothing moved, and a retry may still send it
            await log(db, row.customerBin, row.userId, request, false, { error: 'transfer_not_applied' });
            await done();
          } else {
            left++;
            await db
              .update(pendingTransfers)
              .set({ checkedAt: sql`now()` })
              .where(thisRow);
          }
        }
      }
      return left;
    },
  };
}
