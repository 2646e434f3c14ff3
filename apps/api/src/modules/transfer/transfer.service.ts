import {
  amountPartsToTiyn,
  transferRefusalCodes,
  type TransferBody,
  type TransferResult,
} from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';
import type { TransferOutcome } from '../../operator/transfer-port.ts';
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
}

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
  operator: OperatorPort,
  keys: IdempotencyStore,
): TransferService {
  return {
    async transfer(company, userId, key, body) {
      // the contract has checked the parts (spec §5); this turns them into tiyn
      const amount = amountPartsToTiyn(body.tenge, body.tiyn);
      if (!amount.ok) throw new ApiError(amount.code);
      const request = { msisdnFrom: body.msisdnFrom, msisdnTo: body.msisdnTo, amount: amount.tiyn };
      const log = (tx: Db, success: boolean, params: Record<string, unknown>) =>
        recordAction(tx, {
          customerBin: company.bin,
          userId,
          msisdn: request.msisdnFrom,
          action: 'balance_transfer',
          success,
          params: { ...request, ...params },
        });

      let outcome: KeyedOutcome<TransferResult>;
      try {
        outcome = await keys.run(company.bin, key, requestHash(request), async (tx) => {
          const result = await operator.transferBalance(company.bin, { ...request, idempotencyKey: key });
          if (!result.ok) {
            await log(tx, false, { errorName: result.errorName });
            return { ok: false, refusal: refusalOf(result) };
          }
          // decision 036: a replay is the operator's answer to a key whose first answer was lost on
          // the way — that attempt's transaction rolled back, so the portal has no record of the
          // money that moved: it records it now (the key store makes this once per key)
          await log(tx, true, {
            transferId: result.transferId,
            ...(result.isReplay ? { isReplay: true } : {}),
          });
          await emitEvent(tx, {
            bin: company.bin,
            type: 'transfer.completed',
            data: { transferId: result.transferId, ...request },
          });
          return { ok: true, value: resultOf(result) };
        });
      } catch (error) {
        if (!(error instanceof ApiError)) await log(db, false, { error: 'system_error' }).catch(() => {});
        throw error;
      }

      if (outcome.ok) return outcome.value;
      throw refusalError(outcome.refusal);
    },
  };
}
