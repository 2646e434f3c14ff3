import type { Db } from '../../../db/client.ts';
import type { CompletionScheduler } from '../../operations-port.ts';
import type { ServicesPort } from '../../services-port.ts';
import { createProductRequests } from './product-requests.ts';
import { createProductsQueries } from './products-queries.ts';

export { createProductCompleter } from './product-completion.ts';
export { PRODUCT_OPERATION_KIND } from './product-requests.ts';

export interface ReferenceServicesOptions {
  /** how long the simulated systems take to complete a pending operation (OPERATOR_DELAY_MS) */
  delayMs: number;
  /** schedules completions (the portal's job queue); null: requests stay pending until completed */
  scheduler?: CompletionScheduler | null;
  /** product ids whose requests fail with a technical error (spec §8), to rehearse the failure */
  failingProducts?: readonly string[];
}

/** The reference operator's products and services (the services part of the port). */
export function createReferenceServices(db: Db, opts: ReferenceServicesOptions): ServicesPort {
  const queries = createProductsQueries(db);
  return {
    listProducts: queries.listProducts,
    getIncompatibleProducts: queries.getIncompatibleProducts,
    requestProductChange: createProductRequests(db, {
      delayMs: opts.delayMs,
      scheduler: opts.scheduler ?? null,
      failingProducts: new Set(opts.failingProducts ?? []),
    }),
  };
}
