import type { NumbersSearchInput, SubscribersQuery } from '@kabinet/contract/numbers';
import { companyKeys } from '../../shared/company/company-keys.ts';

/** The numbers list's query keys, all under the company's key (switching company drops them). */
export const numbersKeys = {
  all: (bin: string) => companyKeys.numbers(bin),
  searches: (bin: string) => [...numbersKeys.all(bin), 'search'] as const,
  search: (bin: string, body: NumbersSearchInput, query: Partial<SubscribersQuery>) =>
    [...numbersKeys.searches(bin), body, query] as const,
  filterOptions: (bin: string) => [...numbersKeys.all(bin), 'filter-options'] as const,
};
