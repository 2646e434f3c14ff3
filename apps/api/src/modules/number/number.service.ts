import type { BalanceResponse, ContractPhones, Subscriber } from '@kabinet/contract';
import type { Db } from '../../db/client.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { notesOf } from '../numbers/number-notes.repository.ts';
import { foundNumber } from '../../platform/number-change.ts';
import type { CompanyContext } from '../../platform/request-context.ts';

export interface NumberService {
  /** spec §3 Subscriber of one of the company's numbers (the number detail screen) */
  getSubscriber(company: CompanyContext, msisdn: string): Promise<Subscriber>;
  /** spec §3 Contract phone: the devices sold on contract with the number */
  getContractPhones(company: CompanyContext, msisdn: string): Promise<ContractPhones>;
  /** spec §2 balance cards and bonus groups */
  getBalance(company: CompanyContext, msisdn: string): Promise<BalanceResponse>;
}

export function createNumberService(db: Db, operator: OperatorPort): NumberService {
  return {
    async getSubscriber(company, msisdn) {
      const [subscriber, notes] = await Promise.all([
        // spec §6: a number without letter flags of its own takes those of the company's profile
        operator.getSubscriber(company.bin, msisdn, { defaultFlags: company.profile?.subscriberFlags ?? [] }),
        notesOf(db, company.bin, msisdn),
      ]);
      // decision 034: the label and comment are the portal's own, not the operator's
      const found = foundNumber(subscriber);
      return { ...found, label: notes?.label ?? null, comment: notes?.comment ?? null };
    },

    async getContractPhones(company, msisdn) {
      return foundNumber(await operator.getContractPhones(company.bin, msisdn));
    },

    async getBalance(company, msisdn) {
      return foundNumber(await operator.getBalance(company.bin, msisdn));
    },
  };
}
