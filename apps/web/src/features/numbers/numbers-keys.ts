import type { SubscriberSearch } from '@kabinet/contract/rules/search';
import { companyKeys } from '../../shared/company/company-keys.ts';

/** The numbers list's query keys, all under the company's key (switching company drops them). */
export const numbersKeys = {
  all: (bin: string) => companyKeys.numbers(bin),
  searches: (bin: string) => [...numbersKeys.all(bin), 'search'] as const,
  search: (bin: string, body: SubscriberSearch, pageNumber: number) =>
    [...numbersKeys.searches(bin), body, pageNumber] as const,
};
