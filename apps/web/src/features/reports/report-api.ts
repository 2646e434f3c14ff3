import { useMutation, useQuery } from '@tanstack/react-query';
import { REPORT_KINDS, type ReportKind } from '@kabinet/contract/report-kinds';
import type { Language } from '@kabinet/contract/i18n-text';
import type { ReportStatus, UsageDetailsStatus } from '@kabinet/contract/reports';
import { callApi, callFile, saveFile } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { documentsRoutes, reportsRoutes } from '@kabinet/contract/route-refs';

/** What a report form sends (spec §7 payloads): the period, one e-mail, the language. */
export interface ReportSend {
  kind: ReportKind;
  email: string;
  language: Language;
  period: { startDate: string; endDate: string } | null;
  msisdn?: string;
  /** the number's payment type, for its payments report (spec §7) */
  numberType?: 'PREPAID' | 'POSTPAID';
  companyName?: string;
}

/** the one call of each kind (the registry names the kind; the contract names its route) */
export function sendReport(bin: string, ask: ReportSend) {
  const period = ask.period ?? { startDate: '', endDate: '' };
  const { email, language } = ask;
  const msisdn = ask.msisdn ?? '';
  switch (ask.kind) {
    case 'usage_details':
      return callApi(reportsRoutes.usageDetails, {
        params: { msisdn },
        body: { ...period, email, language, msisdn },
      });
    case 'subscriber_payments':
      return callApi(reportsRoutes.subscriberPayments, {
        params: { msisdn },
        body: {
          ...period,
          email,
          language,
          reportType:
            ask.numberType === 'PREPAID'
              ? 'payments-report-prepaid-by-msisdn'
              : 'payments-report-postpaid-by-msisdn',
        },
      });
    case 'subscribers_report':
      return callApi(reportsRoutes.subscribersReport, { body: { email, language } });
    case 'balance':
      return callApi(reportsRoutes.balance, { body: { ...period, email, language } });
    case 'payments':
      return callApi(reportsRoutes.payments, { body: { ...period, email, language } });
    case 'reconciliation_act':
      return callApi(reportsRoutes.reconciliation, { body: { ...period, email, language } });
    case 'atlas_pro':
      return callApi(reportsRoutes.atlasPro, { params: { bin, email }, body: { ...period, language } });
    case 'invoice_register':
      return callApi(reportsRoutes.invoiceDocuments, { query: { ...period, email, language } });
    case 'devices':
      return callApi(reportsRoutes.devices, {
        body: { email, language, bin, companyName: ask.companyName ?? bin },
      });
    case 'top_ups':
      throw new Error('top-ups are shown on screen and downloaded, not mailed');
  }
}

export const reportKeys = {
  status: (bin: string, kind: ReportKind, msisdn: string | null) =>
    ['reports', bin, 'status', kind, msisdn] as const,
  topUps: (bin: string, msisdn: string, startDate: string, endDate: string) =>
    ['reports', bin, 'top-ups', msisdn, startDate, endDate] as const,
};

function fetchStatus(kind: ReportKind, msisdn: string | null, signal?: AbortSignal) {
  if (kind === 'usage_details')
    return callApi(reportsRoutes.usageDetailsStatus, { params: { msisdn: msisdn ?? '' }, signal });
  if (kind === 'subscriber_payments')
    return callApi(reportsRoutes.subscriberPaymentsStatus, { params: { msisdn: msisdn ?? '' }, signal });
  return callApi(reportsRoutes.status, { query: { report: REPORT_KINDS[kind].statusKey }, signal });
}

/** the number's ownership transfer day, which only the usage details' status carries (spec §5) */
export function ownershipDateOf(status: ReportStatus | UsageDetailsStatus | undefined): string | null {
  return status && 'ownershipDate' in status ? status.ownershipDate : null;
}

/** spec §4: the status of the latest request of the kind, asked when `enabled` */
export function useReportStatus(kind: ReportKind, msisdn: string | null, enabled: boolean) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: reportKeys.status(bin ?? '', kind, msisdn),
    queryFn: ({ signal }) => fetchStatus(kind, msisdn, signal),
    enabled: !!bin && enabled,
    staleTime: 0,
  });
}

/**
 * spec §8: the text of a failed report call when the server named no code of its own — usage
 * details: the system error ('other usage failures'); every other export: exportSubscribersError.
 */
export const reportFailureDefault = (kind: ReportKind): string =>
  kind === 'usage_details' ? 'system_error' : 'export_subscribers_error';

/** The form reports its own failure, with the kind's default (no global toast). */
export function useSendReport() {
  const { bin } = useCompany();
  return useMutation({
    mutationFn: (ask: ReportSend) => sendReport(bin ?? '', ask),
    meta: { silent: true },
  });
}

/** spec §2 Top-up details: the number's top-ups on screen */
export function useTopUps(msisdn: string, period: { startDate: string; endDate: string } | null) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: reportKeys.topUps(bin ?? '', msisdn, period?.startDate ?? '', period?.endDate ?? ''),
    queryFn: ({ signal }) =>
      callApi(documentsRoutes.topUps, {
        params: { msisdn },
        query: period ?? { startDate: '', endDate: '' },
        signal,
      }),
    enabled: !!bin && !!period,
  });
}

/** spec §9 file name `topup`: the top-ups as the pia_top_up_details PDF or a spreadsheet */
export async function downloadTopUps(
  msisdn: string,
  period: { startDate: string; endDate: string },
  format: 'pdf' | 'xls',
  language: Language,
): Promise<void> {
  const file = await callFile(documentsRoutes.topUpsFile, {
    params: { msisdn },
    query: { ...period, format, language },
  });
  saveFile(file, `topup.${format === 'pdf' ? 'pdf' : 'xlsx'}`);
}

/** beyond the spec: usage details and the subscribers report download at once, streamed */
export const DOWNLOADABLE_KINDS: readonly ReportKind[] = ['usage_details', 'subscribers_report'];

export async function downloadReport(
  kind: ReportKind,
  input: { msisdn?: string; period: { startDate: string; endDate: string } | null; language: Language },
  format: 'pdf' | 'xls',
): Promise<void> {
  const extension = format === 'pdf' ? 'pdf' : 'xlsx';
  const file =
    kind === 'usage_details'
      ? await callFile(reportsRoutes.usageDetailsFile, {
          params: { msisdn: input.msisdn ?? '' },
          query: { ...(input.period ?? { startDate: '', endDate: '' }), format, language: input.language },
        })
      : await callFile(reportsRoutes.subscribersReportFile, { query: { format, language: input.language } });
  saveFile(file, `${REPORT_KINDS[kind].fileName}.${extension}`);
}
