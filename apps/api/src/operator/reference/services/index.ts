import type { Db } from '../../../db/client.ts';
import type { ServicesPort } from '../../services-port.ts';
import { createNumberLifecycle } from '../lifecycle/number-lifecycle.ts';
import type { CompletionScheduler } from './operator-transaction.ts';
import { createProductRequests } from './product-requests.ts';
import { createServicesQueries } from './services-queries.ts';

export { createProductCompleter, type ProductCompletion } from './product-completion.ts';
export type { CompletionScheduler, SqlExecutor } from './operator-transaction.ts';

export interface ReferenceServicesOptions {
  /** how long the simulated systems take to complete a pending operation (OPERATOR_DELAY_MS) */
  delayMs: number;
  /** enqueues completions (pg-boss); null: requests stay pending until something completes them */
  scheduler?: CompletionScheduler | null;
  /** product ids whose requests fail with a technical error (spec §8), to rehearse the failure */
  failingProducts?: readonly string[];
}

/** The reference operator's services, balance and lifecycle (the ServicesPort part of the port). */
export function createReferenceServices(db: Db, opts: ReferenceServicesOptions): ServicesPort {
  const queries = createServicesQueries(db);
  const lifecycle = createNumberLifecycle(db);
  return {
    getStateEligibility: lifecycle.getStateEligibility,
    changeNumberState: lifecycle.changeNumberState,
    listProducts: queries.listProducts,
    getIncompatibleProducts: queries.getIncompatibleProducts,
    getContractPhones: queries.getContractPhones,
    getBalance: queries.getBalance,
    requestProductChange: createProductRequests(db, {
      delayMs: opts.delayMs,
      scheduler: opts.scheduler ?? null,
      failingProducts: new Set(opts.failingProducts ?? []),
    }),
  };
}
