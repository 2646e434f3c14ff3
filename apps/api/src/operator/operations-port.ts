import type { ErrorCode } from '@kabinet/contract';
import type { SqlExecutor } from '../db/transaction.ts';
import type { CeirOrderResult } from './devices-port.ts';
import type { ProductChangeResult } from './services-port.ts';
import type { EsimReserveResult } from './esim-port.ts';
import type { StateChangeApplied } from './lifecycle-port.ts';

// The operator port's part for operations the operator completes later (DESIGN §1 asynchronous
// completions; decision 008). A request leaves an operation pending; the portal's job queue asks
// the operator to complete it when it is due, and the portal writes the outcome to the action log.

/**
 * Every kind of pending operation, with what its completion reports. Adding a kind (eSIM
 * reservation, CEIR order, report build) starts with one line here; the compiler then asks for its
 * completer in the reference operator and its action-log entry in the portal (decision 008).
 */
export interface OperationResults {
  /** spec §4 Service: a product connection or disconnection */
  PRODUCT_CHANGE: ProductChangeResult;
  /** spec §4 Device order: the state register's answer to a CEIR order */
  CEIR_ORDER: CeirOrderResult;
  /** spec §4 eSIM sequence: the operator's answer to an eSIM reservation */
  ESIM_RESERVE: EsimReserveResult;
  /** spec §4 Number lifecycle: a block or unblock the network has applied (decision 027) */
  STATE_CHANGE: StateChangeApplied;
}

export type OperationKind = keyof OperationResults;

/** An operation the operator has accepted and not completed yet. */
export interface PendingOperation {
  kind: OperationKind;
  operationId: number;
  /** the number it is about; null for a company-level operation (a report build) */
  msisdn: string | null;
  /** when the operator's systems are done with it: its completion is due then */
  dueAt: Date;
}

/** How one pending operation ended: the common facts and the kind's own result. */
export interface OperationCompletion<K extends OperationKind = OperationKind> {
  kind: K;
  operationId: number;
  bin: string;
  msisdn: string | null;
  /** who asked (the requestedBy handed to the operator with the request) */
  requestedBy: string | null;
  success: boolean;
  /** spec §8 code of a failed completion */
  error: ErrorCode | null;
  result: OperationResults[K];
}

/** A completion of any kind, its result typed by its kind. */
export type AnyOperationCompletion = { [K in OperationKind]: OperationCompletion<K> }[OperationKind];

/**
 * How the operator has its completions scheduled (the portal's job queue implements it). The
 * operator hands it the open transaction that made the operation pending, so the job exists exactly
 * when the operation does: a rollback takes both away, a commit keeps both. A real operator's
 * adapter, whose BSS reports completions itself, needs none.
 */
export interface CompletionScheduler {
  schedule(executor: SqlExecutor, operation: PendingOperation): Promise<void>;
}

export interface OperationsPort {
  /** every operation still pending, e.g. to give each a job again after a restart */
  listPendingOperations(): Promise<PendingOperation[]>;
  /**
   * how many operations of the company are pending (the overview's count): all of its numbers', or
   * only these numbers' (at most MONTH_CHARGES_BATCH a call: a scoped user's groups, decision 029)
   */
  countPendingOperations(bin: string, msisdns?: readonly string[] | null): Promise<number>;
  /**
   * Completes one pending operation of the kind. Idempotent: null when it is no longer pending
   * (already completed, e.g. a job delivered twice) or unknown, and then nothing changes.
   */
  completeOperation<K extends OperationKind>(
    kind: K,
    operationId: number,
  ): Promise<OperationCompletion<K> | null>;
}
