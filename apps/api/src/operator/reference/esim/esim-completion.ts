import { ESIM_ISSUE_FEE_TIYN } from '@kabinet/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  balanceLedger,
  esimActivationCodes,
  esimOperations,
  esimProfiles,
  esimSmdpServers,
  subscribers,
} from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { OperationCompletion } from '../../operations-port.ts';
import { chargeableBalance, loadNumber } from '../number-row.ts';
import { finishOperation, lockPendingOperation, peekOperation, type Completer } from '../operations/index.ts';
import { activationCodeOf, codeExpiry, issueFailure, newMatchingId } from './esim-lifecycle.ts';
import { ESIM_OPERATION_KIND, moveProfile, numberFacts, type EsimOperationPayload } from './esim-requests.ts';

/**
 * The completer of ESIM_RESERVE operations (decision 008): the SM-DP+ prepares the reserved profile
 * and an activation code valid 1 day is issued, or the reservation fails — the number is no longer
 * eligible, the balance no longer covers the fee, or the profile's SM-DP+ does not answer
 * (timeout) — and the profile goes back to the pool. The fee (0 tenge, spec §9) is written to the
 * ledger all the same. Lock order as the request: the number, the profile, the operation.
 */
export function createEsimCompleter(db: Db): Completer<typeof ESIM_OPERATION_KIND> {
  return async function completeEsimReserve(operationId) {
    const peek = await peekOperation(db, ESIM_OPERATION_KIND, operationId);
    if (!peek?.msisdn) return null;
    const msisdn = peek.msisdn;
    const payload = peek.payload as EsimOperationPayload;
    const icc = peek.subject;

    return inTransaction(db, async (tx) => {
      const number = await loadNumber(tx, payload.bin, msisdn, { lock: true });
      if (!number) return null;
      const [profile] = await tx.select().from(esimProfiles).where(eq(esimProfiles.icc, icc)).for('update');
      const op = await lockPendingOperation(tx, ESIM_OPERATION_KIND, operationId);
      if (!op || !profile || profile.state !== 'RESERVED') return null;

      const [server] = await tx
        .select({ isResponding: esimSmdpServers.isResponding })
        .from(esimSmdpServers)
        .where(eq(esimSmdpServers.address, profile.smdpAddress));
      const failure = issueFailure(await numberFacts(tx, number), server?.isResponding ?? false);
      const now = new Date();
      if (failure === null) {
        const code = activationCodeOf(profile.smdpAddress, newMatchingId());
        const expiresAt = codeExpiry(now);
        await tx.insert(esimActivationCodes).values({ icc, msisdn, code, issuedAt: now, expiresAt });
        await moveProfile(tx, icc, 'RESERVED', 'issue', { activationCode: code, qrExpiresAt: expiresAt });
        // spec §9: the issue fee is 0 tenge; the billing charges and writes it anyway
        await tx
          .update(subscribers)
          .set({
            availableByCreditLimitOrPiaBalance: sql`coalesce(${subscribers.availableByCreditLimitOrPiaBalance}, 0) - ${ESIM_ISSUE_FEE_TIYN}`,
          })
          .where(eq(subscribers.msisdn, msisdn));
        await tx.insert(balanceLedger).values({
          msisdn,
          kind: 'FEE',
          amount: -ESIM_ISSUE_FEE_TIYN,
          balanceAfter: chargeableBalance(number.s) - ESIM_ISSUE_FEE_TIYN,
          reference: `esim:${icc}`,
          createdAt: now,
        });
      } else {
        await moveProfile(tx, icc, 'RESERVED', 'fail', { msisdn: null, reservedAt: null });
      }
      await tx
        .update(esimOperations)
        .set({ status: failure === null ? 'DONE' : 'FAILED', failure, finishedAt: now })
        .where(eq(esimOperations.id, payload.esimOperationId));
      await finishOperation(tx, op, { success: failure === null, error: failure });
      const completion: OperationCompletion<typeof ESIM_OPERATION_KIND> = {
        kind: ESIM_OPERATION_KIND,
        operationId,
        bin: payload.bin,
        msisdn,
        requestedBy: payload.requestedBy ?? null,
        success: failure === null,
        error: failure,
        result: { iccid: icc, state: failure === null ? 'READY' : 'FAILED' },
      };
      return completion;
    });
  };
}
