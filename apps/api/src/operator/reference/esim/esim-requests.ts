import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  esimActivationCodes,
  esimOperations,
  esimProfiles,
  subscriberLocations,
  subscribers,
} from '../../../db/schema/index.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { EsimChangeOutcome, EsimReserveOutcome, EsimStatusAnswer } from '../../esim-port.ts';
import type { CompletionScheduler } from '../../operations-port.ts';
import { chargeableBalance, loadNumber, type NumberRow } from '../number-row.ts';
import { enqueueOperation } from '../operations/index.ts';
import {
  eligibilityRefusal,
  reserveRefusal,
  statusAnswer,
  transition,
  type EsimFacts,
  type NumberFacts,
  type ProfileState,
} from './esim-lifecycle.ts';

export const ESIM_OPERATION_KIND = 'ESIM_RESERVE' as const;

/** What a pending reservation carries to its completion (operator.pending_operations.payload). */
export interface EsimOperationPayload {
  bin: string;
  requestedBy: string | null;
  /** the row of operator.esim_operations */
  esimOperationId: number;
}

export interface EsimRequestOptions {
  /** how long the SM-DP+ takes to prepare a profile (ESIM_DELAY_MS) */
  delayMs: number;
  scheduler: CompletionScheduler | null;
}

/** The number's facts for the lifecycle's decisions. */
export async function numberFacts(tx: Db, number: NumberRow): Promise<NumberFacts> {
  const [location] = await tx
    .select({ countryCode: subscriberLocations.countryCode })
    .from(subscriberLocations)
    .where(eq(subscriberLocations.msisdn, number.s.msisdn));
  return {
    isActive: number.lc.isActive,
    isM2m: number.s.isM2mSubscriber,
    countryCode: location?.countryCode ?? 'KZ',
    balance: chargeableBalance(number.s),
  };
}

/** The number's eSIM facts: its running reservation, its ready profile with its code, its last failure. */
export async function esimFacts(tx: Db, msisdn: string, opts: { lock?: boolean } = {}): Promise<EsimFacts> {
  const operations = await tx
    .select()
    .from(esimOperations)
    .where(eq(esimOperations.msisdn, msisdn))
    .orderBy(desc(esimOperations.id))
    .limit(1);
  const last = operations[0] ?? null;
  const readyQuery = tx
    .select({ icc: esimProfiles.icc })
    .from(esimProfiles)
    .where(and(eq(esimProfiles.msisdn, msisdn), inArray(esimProfiles.state, ['READY', 'DOWNLOADED'])))
    .orderBy(desc(esimProfiles.reservedAt))
    .limit(1);
  const [ready] = opts.lock ? await readyQuery.for('update') : await readyQuery;
  let readyFacts: EsimFacts['ready'] = null;
  if (ready) {
    const [code] = await tx
      .select()
      .from(esimActivationCodes)
      .where(eq(esimActivationCodes.icc, ready.icc))
      .orderBy(desc(esimActivationCodes.issuedAt))
      .limit(1);
    if (code) readyFacts = { icc: ready.icc, code: code.code, expiresAt: code.expiresAt };
  }
  const [free] = await tx
    .select({ icc: esimProfiles.icc })
    .from(esimProfiles)
    .where(and(eq(esimProfiles.state, 'AVAILABLE'), isNull(esimProfiles.msisdn)))
    .limit(1);
  return {
    hasFreeProfile: free !== undefined,
    running: last?.status === 'RUNNING' && last.icc ? { icc: last.icc } : null,
    ready: readyFacts,
    lastReserveFailure: last?.kind === 'RESERVE' && last.status === 'FAILED' ? last.failure : null,
  };
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

/** Moves a profile along the lifecycle table (esim-lifecycle.ts), with the columns that go with it. */
export async function moveProfile(
  tx: Db,
  icc: string,
  from: ProfileState,
  event: Parameters<typeof transition>[1],
  values: Partial<typeof esimProfiles.$inferInsert> = {},
): Promise<void> {
  const to = transition(from, event);
  await tx
    .update(esimProfiles)
    .set({ ...values, state: to, updatedAt: new Date() })
    .where(and(eq(esimProfiles.icc, icc), eq(esimProfiles.state, from)));
}

/**
 * spec §7 eSIM calls on the reference operator. Every state change runs in one transaction under
 * the number's row lock (DESIGN §3 lock order: the number, its eSIM rows, then the operation); the
 * unique partial index on operator.esim_operations is the database's own guard that a number has
 * at most one eSIM operation running.
 */
export function createEsimRequests(db: Db, opts: EsimRequestOptions) {
  return {
    async getEsimStatus(bin: string, msisdn: string): Promise<EsimStatusAnswer | null> {
      const number = await loadNumber(db, bin, msisdn);
      if (!number) return null;
      return statusAnswer(await numberFacts(db, number), await esimFacts(db, msisdn), new Date());
    },

    async reserveEsim(
      bin: string,
      msisdn: string,
      requestedBy: string | null,
    ): Promise<EsimReserveOutcome | null> {
      try {
        return await inTransaction(db, async (tx, executor) => {
          const number = await loadNumber(tx, bin, msisdn, { lock: true });
          if (!number) return null;
          const now = new Date();
          const facts = await esimFacts(tx, msisdn, { lock: true });
          const refusal = reserveRefusal(await numberFacts(tx, number), facts, now);
          if (refusal) return { ok: false, refusal };
          // qr-not-found: the expired reservation is released, a fresh profile is reserved
          if (facts.ready) await moveProfile(tx, facts.ready.icc, 'READY', 'release');

          const [profile] = await tx
            .select({ icc: esimProfiles.icc })
            .from(esimProfiles)
            .where(and(eq(esimProfiles.state, 'AVAILABLE'), isNull(esimProfiles.msisdn)))
            .orderBy(esimProfiles.icc)
            .limit(1)
            .for('update', { skipLocked: true });
          // the pool is empty: an error while issuing, try later (spec §8)
          if (!profile) return { ok: false, refusal: 'esim_issue_failed' };
          await moveProfile(tx, profile.icc, 'AVAILABLE', 'reserve', { msisdn, reservedAt: now });

          const [operation] = await tx
            .insert(esimOperations)
            .values({ msisdn, kind: 'RESERVE', icc: profile.icc, startedAt: now })
            .returning({ id: esimOperations.id });
          const payload: EsimOperationPayload = { bin, requestedBy, esimOperationId: operation!.id };
          const operationId = await enqueueOperation(tx, executor, opts.scheduler, {
            kind: ESIM_OPERATION_KIND,
            msisdn,
            subject: profile.icc,
            payload,
            dueAt: new Date(now.getTime() + opts.delayMs),
          });
          await tx.update(esimOperations).set({ operationId }).where(eq(esimOperations.id, operation!.id));
          return { ok: true, iccid: profile.icc, operationId };
        });
      } catch (error) {
        // another eSIM operation of the number got in first (the unique partial index)
        if (isUniqueViolation(error)) return { ok: false, refusal: 'esim_operation_in_progress' };
        throw error;
      }
    },

    async isActiveActivationCode(bin: string, msisdn: string, code: string): Promise<boolean | null> {
      const number = await loadNumber(db, bin, msisdn);
      if (!number) return null;
      const facts = await esimFacts(db, msisdn);
      return (
        facts.ready !== null && facts.ready.code === code && facts.ready.expiresAt.getTime() > Date.now()
      );
    },

    async changeToEsim(bin: string, msisdn: string, iccid: string): Promise<EsimChangeOutcome | null> {
      try {
        return await inTransaction(db, async (tx) => {
          const number = await loadNumber(tx, bin, msisdn, { lock: true });
          if (!number) return null;
          const now = new Date();
          const refusal = eligibilityRefusal(await numberFacts(tx, number));
          if (refusal) return { ok: false, refusal };
          const facts = await esimFacts(tx, msisdn, { lock: true });
          if (facts.running) return { ok: false, refusal: 'esim_operation_in_progress' };
          // only the number's ready profile, while its code is valid (the phone downloads with it)
          if (!facts.ready || facts.ready.icc !== iccid || facts.ready.expiresAt.getTime() <= now.getTime())
            return { ok: false, refusal: 'esim_qr_not_found' };

          const oldIccid = number.s.iccid;
          // the eSIM the number had before (a change from one eSIM to another) is retired
          const installed = await tx
            .select({ icc: esimProfiles.icc })
            .from(esimProfiles)
            .where(and(eq(esimProfiles.msisdn, msisdn), eq(esimProfiles.state, 'INSTALLED')))
            .for('update');
          for (const p of installed) await moveProfile(tx, p.icc, 'INSTALLED', 'retire');
          const [ready] = await tx
            .select({ state: esimProfiles.state })
            .from(esimProfiles)
            .where(eq(esimProfiles.icc, iccid));
          await moveProfile(tx, iccid, ready!.state, 'install');
          // the plastic card is retired: the number's ICCID is now the eSIM's
          await tx
            .update(subscribers)
            .set({ iccid, esim: true, iccidChangeDate: now, updatedAt: now })
            .where(eq(subscribers.msisdn, msisdn));
          await tx.insert(esimOperations).values({
            msisdn,
            kind: 'CHANGE',
            status: 'DONE',
            icc: iccid,
            oldIccid,
            startedAt: now,
            finishedAt: now,
          });
          return { ok: true, iccid, oldIccid };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, refusal: 'esim_operation_in_progress' };
        throw error;
      }
    },
  };
}
