import type { Subscriber } from '@kabinet/contract';
import type { OperatorPort } from '../../operator/port.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';

export interface SubscribersService {
  /** spec §3 Subscriber of one of the company's numbers (the number detail screen) */
  getSubscriber(company: CompanyContext, msisdn: string): Promise<Subscriber>;
}

export function createSubscribersService(operator: OperatorPort): SubscribersService {
  return {
    async getSubscriber(company, msisdn) {
      // spec §6: a number without letter flags of its own takes those of the company's profile
      const subscriber = await operator.getSubscriber(company.bin, msisdn, {
        defaultFlags: company.profile?.subscriberFlags ?? [],
      });
      // the tenancy guard has checked the number; it may have left the company since
      if (!subscriber) throw new ApiError('msisdn_not_in_company');
      return subscriber;
    },
  };
}
