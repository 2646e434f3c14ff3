import { companyKeys } from '../../shared/company/company-keys.ts';

/** Under the number's key: a change to the number (here or elsewhere) asks them again. */
export const forwardingKeys = {
  forwarding: (bin: string, msisdn: string) =>
    [...companyKeys.subscriber(bin, msisdn), 'forwarding'] as const,
};
