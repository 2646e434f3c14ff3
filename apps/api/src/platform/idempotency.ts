import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, statusOf, type ErrorCode } from '@kabinet/contract';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { ApiError } from './problem.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the Idempotency-Key of a route that requires one (checked before the body) */
    idempotencyKey: string | null;
  }
}

/**
 * Routes whose contract says `idempotencyKey: 'required'` (money moves, DESIGN §3) are refused
 * without a well-formed `Idempotency-Key` header, in one place, before their body is validated.
 */
export function registerIdempotencyGuard(app: FastifyInstance): void {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.contract?.idempotencyKey !== 'required') return;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    const value = typeof header === 'string' ? header.trim() : '';
    if (!value) throw new ApiError('idempotency_key_required');
    const parsed = idempotencyKeySchema.safeParse(value);
    if (!parsed.success) throw new ApiError('idempotency_key_invalid');
    request.idempotencyKey = parsed.data;
  });
}

export function requireIdempotencyKey(request: FastifyRequest): string {
  if (!request.idempotencyKey) throw new Error('route without idempotencyKey: required used the key');
  return request.idempotencyKey;
}

/**
 * A refusal as stored with its key: its catalogue code, its field errors, and the problem's
 * extensions as the other fields (a transfer's `errorName`).
 */
export interface KeyedRefusal {
  code: ErrorCode;
  errors?: { path: string; code: string }[];
  [extension: string]: unknown;
}

/** What a keyed request answered: its result, or its refusal; replayed as it was for a retry. */
export type KeyedOutcome<T> = { ok: true; value: T } | { ok: false; refusal: KeyedRefusal };

/** The refusal as the problem it is answered with, the first time and on every replay. */
export function refusalError({ code, errors, ...extensions }: KeyedRefusal): ApiError {
  return new ApiError(code, { ...(errors ? { errors } : {}), extensions });
}

/** A stable fingerprint of what a request asks for (after parsing: '05' tiyn and '5' tiyn differ). */
export const requestHash = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * A key is applied at most once per company (portal.idempotency_keys). The key row's insert is the
 * lock: a concurrent request with the same key waits on it until the first commits, then finds the
 * row and answers its stored outcome. A key used for another request is refused (422). When the
 * work fails (a fault, not an answer), the row goes with the rollback and a retry may run again —
 * which is safe because the operator applies a key at most once too.
 */
export function createIdempotencyStore(db: Db) {
  return {
    async run<T>(
      bin: string,
      key: string,
      fingerprint: string,
      /** runs inside the key's transaction: what it writes with `tx` commits with the outcome */
      work: (tx: Db) => Promise<KeyedOutcome<T>>,
    ): Promise<KeyedOutcome<T> & { isReplay: boolean }> {
      return inTransaction(db, async (tx) => {
        const inserted = await tx
          .insert(idempotencyKeys)
          .values({ customerBin: bin, key, requestHash: fingerprint })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length === 0) {
          const [stored] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.customerBin, bin), eq(idempotencyKeys.key, key)));
          if (!stored || stored.requestHash !== fingerprint) throw new ApiError('idempotency_key_reused');
          // stored by this store only: 200 with the result, else the refusal's status with the refusal
          const replay: KeyedOutcome<T> =
            stored.responseStatus === 200
              ? { ok: true, value: stored.responseBody as T }
              : { ok: false, refusal: stored.responseBody as KeyedRefusal };
          return { ...replay, isReplay: true };
        }
        const outcome = await work(tx);
        const [status, body] = outcome.ok
          ? [200, outcome.value]
          : [statusOf(outcome.refusal.code), outcome.refusal];
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: status, responseBody: body })
          .where(and(eq(idempotencyKeys.customerBin, bin), eq(idempotencyKeys.key, key)));
        return { ...outcome, isReplay: false };
      });
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
