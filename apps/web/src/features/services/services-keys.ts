import { companyKeys } from '../../shared/company/company-keys.ts';

/** Under the number's key: the number page's refresh and a company switch drop them. */
export const servicesKeys = {
  products: (bin: string, msisdn: string) => [...companyKeys.subscriber(bin, msisdn), 'products'] as const,
};
