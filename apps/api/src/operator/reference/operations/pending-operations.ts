import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pendingOperations } from '../../../db/schema/index.ts';
import type { SqlExecutor } from '../../../db/transaction.ts';
import type { CompletionScheduler, OperationKind, PendingOperation } from '../../operations-port.ts';

// The reference operator's pending operations (table operator.pending_operations, decisions 005
// and 008): what every kind shares. A kind's request calls `enqueueOperation` inside its own
// transaction; its completer locks its rows, then `lockPendingOperation`, and ends with
// `finishOperation`.

export type PendingOperationRow = typeof pendingOperations.$inferSelect;

export interface NewOperation {
  kind: OperationKind;
  /** null for a company-level operation */
  msisdn: string | null;
  /** what it is about within the number (a productOfferingId, an order id); '' if nothing */
  subject: string;
  /** what the completion needs, as the kind defines it */
  payload: object;
  dueAt: Date;
}

/**
 * Makes an operation pending and has its completion scheduled, both in the caller's transaction
 * (a rollback takes both away). Returns the operation's id.
 */
export async function enqueueOperation(
  tx: Db,
  executor: SqlExecutor,
  scheduler: CompletionScheduler | null,
  operation: NewOperation,
): Promise<number> {
  const [row] = await tx
    .insert(pendingOperations)
    .values({
      kind: operation.kind,
      msisdn: operation.msisdn,
      subject: operation.subject,
      payload: operation.payload,
      dueAt: operation.dueAt,
    })
    .returning({ id: pendingOperations.id });
  const operationId = row!.id;
  await scheduler?.schedule(executor, {
    kind: operation.kind,
    operationId,
    msisdn: operation.msisdn,
    dueAt: operation.dueAt,
  });
  return operationId;
}

/** Peeks at an operation of the kind without a lock (to learn which rows to lock first). */
export async function peekOperation(db: Db, kind: OperationKind, operationId: number) {
  const [row] = await db.select().from(pendingOperations).where(eq(pendingOperations.id, operationId));
  return row && row.kind === kind ? row : null;
}

/**
 * Locks the operation (last in the lock order: the number, the kind's rows, then the operation)
 * and returns it while it is PENDING; null when it is done already — a job delivered twice.
 */
export async function lockPendingOperation(
  tx: Db,
  kind: OperationKind,
  operationId: number,
): Promise<PendingOperationRow | null> {
  const [row] = await tx
    .select()
    .from(pendingOperations)
    .where(eq(pendingOperations.id, operationId))
    .for('update');
  return row && row.kind === kind && row.status === 'PENDING' ? row : null;
}

/** Marks a locked operation DONE or FAILED (with its spec §8 code), in the completion's transaction. */
export async function finishOperation(
  tx: Db,
  operation: PendingOperationRow,
  outcome: { success: boolean; error: string | null },
): Promise<void> {
  await tx
    .update(pendingOperations)
    .set({
      status: outcome.success ? 'DONE' : 'FAILED',
      error: outcome.error,
      completedAt: new Date(),
      attempts: operation.attempts + 1,
    })
    .where(eq(pendingOperations.id, operation.id));
}

/** Every PENDING operation of the given kinds, the earliest due first. */
export async function listPendingOperations(
  db: Db,
  kinds: readonly OperationKind[],
): Promise<PendingOperation[]> {
  const rows = await db
    .select({
      kind: pendingOperations.kind,
      operationId: pendingOperations.id,
      msisdn: pendingOperations.msisdn,
      dueAt: pendingOperations.dueAt,
    })
    .from(pendingOperations)
    .where(and(eq(pendingOperations.status, 'PENDING'), inArray(pendingOperations.kind, [...kinds])))
    .orderBy(asc(pendingOperations.dueAt), asc(pendingOperations.id));
  return rows.map((r) => ({ ...r, kind: r.kind as OperationKind }));
}

/**
 * How many operations on the company's numbers are PENDING (the overview's count), or on only
 * these of its numbers (a scoped user's, decision 029).
 */
export async function countPendingOperations(
  db: Db,
  bin: string,
  msisdns?: readonly string[] | null,
): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(sql`
    select count(*) as n from operator.pending_operations p
    join operator.subscribers s on s.msisdn = p.msisdn
    where s.customer_bin = ${bin} and p.status = 'PENDING'
      ${msisdns ? sql`and p.msisdn = any(${`{${msisdns.join(',')}}`}::text[])` : sql``}`);
  return Number(rows[0]?.n ?? 0);
}
