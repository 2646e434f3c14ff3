/**
 * Every query about a company's data starts with companyKeys.byBin(bin), so switching the
 * company drops all of it at once (spec §4: switching reloads flags and data).
 */
export const companyKeys = {
  all: ['company'] as const,
  byBin: (bin: string) => [...companyKeys.all, bin] as const,
  features: (bin: string, profileName: string) =>
    [...companyKeys.byBin(bin), 'features', profileName] as const,
  debtor: (bin: string) => [...companyKeys.byBin(bin), 'is-debtor'] as const,
  availability: (bin: string) => [...companyKeys.byBin(bin), 'check-aulet'] as const,
  /** the roots of the numbers list and of one number: both screens change a number's state */
  numbers: (bin: string) => [...companyKeys.byBin(bin), 'numbers'] as const,
  subscriber: (bin: string, msisdn: string) => [...companyKeys.byBin(bin), 'subscriber', msisdn] as const,
};
