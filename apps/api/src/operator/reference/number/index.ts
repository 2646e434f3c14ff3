import type { Db } from '../../../db/client.ts';
import type { NumberPort } from '../../number-port.ts';
import type { ContractPhoneClock } from './contract-phone-clock.ts';
import { createSubscriberQueries } from './number-detail.ts';
import { createNumberMoney } from './number-money.ts';

/** The reference operator's number page: the spec §3 Subscriber, its balance and contract phones. */
export function createReferenceNumber(db: Db, clock: ContractPhoneClock): NumberPort {
  const money = createNumberMoney(db);
  const subscriber = createSubscriberQueries(db);
  return {
    // decision 027: a number read shows its contract phones as the operator's clock has them
    getSubscriber: async (bin, msisdn, context) => {
      await clock.catchUp(bin, msisdn);
      return subscriber.getSubscriber(bin, msisdn, context);
    },
    getContractPhones: async (bin, msisdn) => {
      await clock.catchUp(bin, msisdn);
      return money.getContractPhones(bin, msisdn);
    },
    getBalance: money.getBalance,
  };
}
