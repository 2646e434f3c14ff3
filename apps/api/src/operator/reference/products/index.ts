import type { Db } from '../../../db/client.ts';
import type { CompletionScheduler } from '../../operations-port.ts';
import type { ProductsPort } from '../../products-port.ts';
import { createProductRequests } from './product-requests.ts';
import { createProductsQueries } from './products-queries.ts';

export { createProductCompleter } from './product-completion.ts';
export { PRODUCT_OPERATION_KIND } from './product-requests.ts';

export interface ReferenceProductsOptions {
  /** how long the simulated systems take to complete a pending operation (OPERATOR_DELAY_MS) */
  delayMs: number;
  /** schedules completions (the portal's job queue); null: requests stay pending until completed */
  scheduler?: CompletionScheduler | null;
  /** product ids whose requests fail with a technical error (spec §8), to rehearse the failure */
  failingProducts?: readonly string[];
}

/** The reference operator's products, contract phones and balance (the ProductsPort part of the port). */
export function createReferenceProducts(db: Db, opts: ReferenceProductsOptions): ProductsPort {
  const queries = createProductsQueries(db);
  return {
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
