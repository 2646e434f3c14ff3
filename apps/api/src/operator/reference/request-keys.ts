import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction, type SqlExecutor } from '../../db/transaction.ts';

// Decision 023: a change asked with a request key (a bulk job's `<jobId>:<seq>`) is applied by the
// operator at most once per company. The key, the request it named and the first answer are kept in
// `operator.request_keys` in the change's own transaction, so a change and its key commit together:
// a caller that died after the operator accepted and asks again gets the first answer, nothing more.

/** The keyed request: the company, the key, and what it asked (a key names one request only). */
export interface KeyedRequest {
  bin: string;
  key: string | undefined;
  method: string;
  msisdn: string;
}

/**
 * `inTransaction` for a change the caller may key: a key seen before answers its first outcome and
 * `work` does not run; otherwise `work` runs and its outcome is kept with the key. A null outcome
 * (not the company's number) keeps nothing. A second caller with the same key waits for the first
 * one's transaction (the key's unique index) and then reads its answer.
 */
export function inKeyedTransaction<T extends object>(
  db: Db,
  request: KeyedRequest,
  work: (tx: Db, executor: SqlExecutor) => Promise<T | null>,
): Promise<T | null> {
  const { bin, key, method, msisdn } = request;
  if (key === undefined) return inTransaction(db, work);
  return inTransaction(db, async (tx, executor) => {
    const { rows: taken } = await tx.execute(sql`
      insert into operator.request_keys (customer_bin, request_key, method, msisdn)
      values (${bin}, ${key}, ${method}, ${msisdn})
      on conflict (customer_bin, request_key) do nothing returning request_key`);
    if (taken.length === 0) {
      const { rows } = await tx.execute<{ method: string; msisdn: string; outcome: T }>(sql`
        select method, msisdn, outcome from operator.request_keys
        where customer_bin = ${bin} and request_key = ${key}`);
      const first = rows[0]!;
      if (first.method !== method || first.msisdn !== msisdn)
        throw new Error(`request key ${key} was used for another request`);
      return first.outcome;
    }
    const outcome = await work(tx, executor);
    if (outcome === null)
      await tx.execute(
        sql`delete from operator.request_keys where customer_bin = ${bin} and request_key = ${key}`,
      );
    else
      await tx.execute(sql`update operator.request_keys set outcome = ${JSON.stringify(outcome)}::jsonb
        where customer_bin = ${bin} and request_key = ${key}`);
    return outcome;
  });
}
