import { companyKeys } from '../../shared/company/company-keys.ts';

/**
 * The transfer screen's query keys. Suggestions sit under the numbers root: a transfer changes
 * balances, and invalidating that root refreshes the list, the suggestions and every number's page.
 */
export const transferKeys = {
  suggestions: (bin: string, digits: string) =>
    [...companyKeys.numbers(bin), 'transfer-suggestions', digits] as const,
};
