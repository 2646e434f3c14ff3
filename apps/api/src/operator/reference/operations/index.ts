import type { Db } from '../../../db/client.ts';
import type { OperationCompletion, OperationKind, OperationsPort } from '../../operations-port.ts';
import { countPendingOperations, listPendingOperations } from './pending-operations.ts';

export {
  enqueueOperation,
  finishOperation,
  lockPendingOperation,
  peekOperation,
  type PendingOperationRow,
} from './pending-operations.ts';

/** Completes one pending operation of its kind; null when it is no longer pending (idempotent). */
export type Completer<K extends OperationKind> = (
  operationId: number,
) => Promise<OperationCompletion<K> | null>;

/** One completer per operation kind (decision 008): a missing kind does not compile. */
export type Completers = { [K in OperationKind]: Completer<K> };

/** The operations part of the port on the reference operator: dispatch by kind to its completer. */
export function createReferenceOperations(db: Db, completers: Completers): OperationsPort {
  const kinds = Object.keys(completers) as OperationKind[];
  return {
    listPendingOperations: () => listPendingOperations(db, kinds),
    countPendingOperations: (bin, msisdns) => countPendingOperations(db, bin, msisdns),
    completeOperation: <K extends OperationKind>(kind: K, operationId: number) =>
      (completers[kind] as Completer<K>)(operationId),
  };
}
