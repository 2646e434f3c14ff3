import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../port.ts';
import { createCustomerQueries } from './customers.ts';
import { createCeirCompleter, createReferenceDevices } from './devices/index.ts';
import { createReferenceControls } from './controls/index.ts';
import { createReferenceDocuments } from './documents/index.ts';
import { createNumberLifecycle } from './lifecycle/number-lifecycle.ts';
import { createReferenceOperations, type Completers } from './operations/index.ts';
import {
  createProductCompleter,
  createReferenceProducts,
  type ReferenceProductsOptions,
} from './products/index.ts';
import { createSubscriberNotes } from './subscriber-notes.ts';
import { createSubscriberSearch } from './subscriber-search.ts';
import { createSubscriberQueries } from './subscribers.ts';

import { createBalanceTransfers } from './transfer/index.ts';
import { createEsimCompleter, createReferenceEsim } from './esim/index.ts';
import { createReferenceReports } from './reports/index.ts';

export interface ReferenceOperatorOptions extends ReferenceProductsOptions {
  /** msisdn → the errorName its transfers are refused with (OPERATOR_FAILING_TRANSFERS) */
  failingTransfers?: Readonly<Record<string, string>>;
  /** how long the device register takes to answer an order (spec §9: within 8 hours; CEIR_DELAY_MS) */
  ceirDelayMs?: number;
  /** how long the SM-DP+ takes to have a reserved eSIM ready (ESIM_DELAY_MS) */
  esimDelayMs?: number;
}

/** The reference operator (DESIGN §1): the operator port on the `operator` schema. */
export function createReferenceOperator(db: Db, opts: ReferenceOperatorOptions): OperatorPort {
  const customers = createCustomerQueries(db);
  const subscribers = createSubscriberQueries(db);
  const search = createSubscriberSearch(db);
  const notes = createSubscriberNotes(db);
  const lifecycle = createNumberLifecycle(db);
  // decision 008: one completer per kind of pending operation
  const completers: Completers = {
    PRODUCT_CHANGE: createProductCompleter(db),
    CEIR_ORDER: createCeirCompleter(db),
    ESIM_RESERVE: createEsimCompleter(db),
  };
  return {
    findCompanyNumber: customers.findCompanyNumber,
    getCompanyStanding: customers.getCompanyStanding,
    getSubscriber: subscribers.getSubscriber,
    searchSubscribers: search.searchSubscribers,
    setLabel: notes.setLabel,
    setComment: notes.setComment,
    getStateEligibility: lifecycle.getStateEligibility,
    changeNumberState: lifecycle.changeNumberState,
    ...createReferenceProducts(db, opts),
    ...createReferenceDevices(db, {
      delayMs: opts.ceirDelayMs ?? opts.delayMs,
      scheduler: opts.scheduler ?? null,
    }),
    ...createReferenceOperations(db, completers),
    transferBalance: createBalanceTransfers(db, { failingNumbers: opts.failingTransfers ?? {} }),
    ...createReferenceEsim(db, {
      delayMs: opts.esimDelayMs ?? opts.delayMs,
      scheduler: opts.scheduler ?? null,
    }),
    ...createReferenceControls(db),
    ...createReferenceDocuments(db),
    ...createReferenceReports(db),
  };
}
