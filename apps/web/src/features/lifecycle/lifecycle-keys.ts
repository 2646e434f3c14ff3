import { companyKeys } from '../../shared/company/company-keys.ts';

/** The state change's own query: asked under the number, so the number's refresh drops it too. */
export const stateChangeKeys = {
  eligible: (bin: string, msisdn: string) => [...companyKeys.subscriber(bin, msisdn), 'eligible'] as const,
};
