import type { Customer } from '@kabinet/contract/accounts';

/** spec §2 Shell: the company selector shows each company by its alias, or its BIN. */
export const companyLabel = (customer: Customer) => customer.alias?.trim() || customer.bin;
