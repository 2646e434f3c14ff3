import type { BalanceResponse, ContractPhones, Subscriber } from '@kabinet/contract';
import type { SubscriberContext } from './port.ts';

// The operator port's part for one number's page (spec §2 Number detail, §3 Subscriber): its
// identity, SIM, tariff, state and balances, and the devices sold on contract with it.

export interface NumberPort {
  /** the full Subscriber of spec §3, or null when the company has no such number */
  getSubscriber(bin: string, msisdn: string, context?: SubscriberContext): Promise<Subscriber | null>;
  /** spec §3 Contract phone: the devices sold on contract with the number */
  getContractPhones(bin: string, msisdn: string): Promise<ContractPhones | null>;
  /** spec §2 balance cards and bonus groups */
  getBalance(bin: string, msisdn: string): Promise<BalanceResponse | null>;
}
