import type { Db } from '../../../db/client.ts';
import type { NumberPort } from '../../number-port.ts';
import { createSubscriberQueries } from './number-detail.ts';
import { createNumberMoney } from './number-money.ts';

/** The reference operator's number page: the spec §3 Subscriber, its balance and contract phones. */
export function createReferenceNumber(db: Db): NumberPort {
  const money = createNumberMoney(db);
  return {
    getSubscriber: createSubscriberQueries(db).getSubscriber,
    getContractPhones: money.getContractPhones,
    getBalance: money.getBalance,
  };
}
