import { companyKeys } from '../../shared/company/company-keys.ts';

/** Under the number's key: the number page's refresh and a company switch drop them. */
export const devicesKeys = {
  devices: (bin: string, msisdn: string) => [...companyKeys.subscriber(bin, msisdn), 'devices'] as const,
};
