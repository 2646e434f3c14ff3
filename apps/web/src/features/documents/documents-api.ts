import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DEBTS_PAGE_SIZE } from '@kabinet/contract/constants';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { documentsKeys } from './documents-keys.ts';
import { documentsRoutes, reportsRoutes } from '@kabinet/contract/route-refs';

/** spec §9: the numbers of an invoice, 10 a page on screen */
export const INVOICE_NUMBERS_PAGE_SIZE = 10;

export interface Period {
  startDate: string;
  endDate: string;
}

/** spec §7 GET /api/customers/payments, start_date and end_date */
export function usePayments(period: Period | null) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: documentsKeys.payments(bin ?? '', period?.startDate ?? '', period?.endDate ?? ''),
    queryFn: ({ signal }) =>
      callApi(documentsRoutes.payments, {
        query: { start_date: period!.startDate, end_date: period!.endDate },
        signal,
      }),
    enabled: !!bin && !!period,
  });
}

/** spec §7 GET /api/customers/logs, startDate and endDate: a page at a time, "Show more" asks for older */
export function useActions(period: Period | null) {
  const { bin } = useCompany();
  return useInfiniteQuery({
    queryKey: documentsKeys.actions(bin ?? '', period?.startDate ?? '', period?.endDate ?? ''),
    queryFn: ({ signal, pageParam }) =>
      callApi(documentsRoutes.logs, {
        query: { ...period!, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: !!bin && !!period,
  });
}

export function useAccounts() {
  const { bin } = useCompany();
  return useQuery({
    queryKey: documentsKeys.accounts(bin ?? ''),
    queryFn: ({ signal }) => callApi(documentsRoutes.accounts, { signal }),
    enabled: !!bin,
  });
}

export function useUnknownPayments() {
  const { bin } = useCompany();
  return useQuery({
    queryKey: documentsKeys.unknownPayments(bin ?? ''),
    queryFn: ({ signal }) => callApi(reportsRoutes.unknownPayments, { signal }),
    enabled: !!bin,
  });
}

/** spec §7 debts: page zero-based, size 10 */
export function useDebts(page: number) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: documentsKeys.debts(bin ?? '', page),
    queryFn: ({ signal }) =>
      callApi(documentsRoutes.debts, { query: { page, size: DEBTS_PAGE_SIZE }, signal }),
    enabled: !!bin,
    placeholderData: keepPreviousData,
  });
}

/** spec §7 msisdns-by-invoice: a zero-based page of the invoice's numbers */
export function useNumbersByInvoice(invoiceNumber: string | null, page: number) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: documentsKeys.numbersByInvoice(bin ?? '', invoiceNumber ?? '', page),
    queryFn: ({ signal }) =>
      callApi(documentsRoutes.msisdnsByInvoice, {
        query: { invoiceNumber: invoiceNumber!, page, size: INVOICE_NUMBERS_PAGE_SIZE },
        signal,
      }),
    enabled: !!bin && !!invoiceNumber,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
