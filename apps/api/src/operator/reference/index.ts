import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../port.ts';
import { createCustomerQueries } from './customers.ts';
import { createSubscriberNotes } from './subscriber-notes.ts';
import { createSubscriberSearch } from './subscriber-search.ts';
import { createSubscriberQueries } from './subscribers.ts';
import { createReferenceServices, type ReferenceServicesOptions } from './services/index.ts';

export interface ReferenceOperatorOptions extends ReferenceServicesOptions {
  /** how long the simulated systems take to complete a pending operation */
  delayMs: number;
}

/** The reference operator (DESIGN §1): the operator port on the `operator` schema. */
export function createReferenceOperator(db: Db, opts: ReferenceOperatorOptions): OperatorPort {
  const customers = createCustomerQueries(db);
  const subscribers = createSubscriberQueries(db);
  const search = createSubscriberSearch(db);
  const notes = createSubscriberNotes(db);
  return {
    isCompanyNumber: customers.isCompanyNumber,
    getCompanyStanding: customers.getCompanyStanding,
    getSubscriber: subscribers.getSubscriber,
    searchSubscribers: search.searchSubscribers,
    setLabel: notes.setLabel,
    setComment: notes.setComment,
    ...createReferenceServices(db, opts),
  };
}
