import type { BalanceResponse, ContractPhones, Subscriber } from '@kabinet/contract';
import type { OperatorPort } from '../../operator/port.ts';
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

export function createNumberService(operator: OperatorPort): NumberService {
  return {
    async getSubscriber(company, msisdn) {
      // spec §6: a number without letter flags of its own takes those of the company's profile
      return foundNumber(
        await operator.getSubscriber(company.bin, msisdn, {
          defaultFlags: company.profile?.subscriberFlags ?? [],
        }),
      );
    },

    async getContractPhones(company, msisdn) {
      return foundNumber(await operator.getContractPhones(company.bin, msisdn));
    },

    async getBalance(company, msisdn) {
      return foundNumber(await operator.getBalance(company.bin, msisdn));
    },
  };
}
