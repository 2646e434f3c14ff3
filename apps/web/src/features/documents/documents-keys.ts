import { companyKeys } from '../../shared/company/company-keys.ts';

/** The documents tabs' query keys, under the company's root (switching the company drops them). */
export const documentsKeys = {
  root: (bin: string) => [...companyKeys.byBin(bin), 'documents'] as const,
  payments: (bin: string, start: string, end: string) =>
    [...documentsKeys.root(bin), 'payments', start, end] as const,
  actions: (bin: string, start: string, end: string) =>
    [...documentsKeys.root(bin), 'actions', start, end] as const,
  accounts: (bin: string) => [...documentsKeys.root(bin), 'accounts'] as const,
  unknownPayments: (bin: string) => [...documentsKeys.root(bin), 'unknown-payments'] as const,
  debts: (bin: string, page: number) => [...documentsKeys.root(bin), 'debts', page] as const,
  numbersByInvoice: (bin: string, invoice: string, page: number) =>
    [...documentsKeys.root(bin), 'numbers-by-invoice', invoice, page] as const,
};
