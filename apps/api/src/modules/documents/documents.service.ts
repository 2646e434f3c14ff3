import type { Readable } from 'node:stream';
import {
  actionHistoryWindow,
  checkHistoryPeriod,
  kazakhstanToday,
  overduePenaltyTiyn,
  paymentHistoryWindow,
  type ActionHistoryEntry,
  type Debt,
  type ErrorCode,
  type HistoryWindow,
  type InvoiceLookupResult,
  type Language,
  type Payment,
  type Period,
  type TopUpRecord,
  MEDIA_TYPES,
} from '@kabinet/contract';
import type { DebtRecord } from '../../operator/documents-port.ts';
import type { OperatorPort } from '../../operator/port.ts';
import { renderJson, renderPdf, renderXlsx, type DocumentInput } from '../../platform/documents/index.ts';
import { ApiError } from '../../platform/problem.ts';
import type { CompanyContext } from '../../platform/request-context.ts';
import type { FileResponse } from '../../platform/routes.ts';
import { toTopUpRecord } from '../reports/kinds/top-ups.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import {
  debtsDocument,
  invoiceBreakdownDocument,
  invoiceNumbersDocument,
  workActDocument,
  type DocumentCompany,
  type PricedDebt,
} from './document-files.ts';
import type { DocumentsRepository } from './documents.repository.ts';

type FileFormat = 'pdf' | 'xls' | 'json';

const RENDER: Record<FileFormat, { render: (input: DocumentInput) => Readable; type: string; ext: string }> =
  {
    pdf: { render: renderPdf, type: MEDIA_TYPES.pdf, ext: 'pdf' },
    xls: { render: renderXlsx, type: MEDIA_TYPES.xls, ext: 'xlsx' },
    json: { render: renderJson, type: MEDIA_TYPES.json, ext: 'json' },
  };

const file = (input: DocumentInput, format: FileFormat, name: string): FileResponse => ({
  body: RENDER[format].render(input),
  contentType: RENDER[format].type,
  filename: `${name}.${RENDER[format].ext}`,
});

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** spec §9: days overdue count from the day after the due date; the penalty is 0.1%/day, capped at 10% */
export function priceDebt(debt: DebtRecord, today: string): PricedDebt {
  const daysOverdue = Math.max(0, daysBetween(debt.dueDate, today));
  return { ...debt, daysOverdue, debtWithPenalty: debt.debt + overduePenaltyTiyn(debt.debt, daysOverdue) };
}

export interface DocumentsOptions {
  /** the calendar day the windows and penalties are counted on (config FIXED_TODAY), else today */
  today?: string | null;
  /** the reports module's reads: the top-ups are the top_ups report kind, on screen and as a file */
  reports: Pick<ReportsService, 'numberRows' | 'download'>;
}

/** The company's documents and debt, on screen and as files (decision 019). */
export function createDocumentsService(
  operator: OperatorPort,
  repository: DocumentsRepository,
  opts: DocumentsOptions,
) {
  const today = () => opts.today ?? kazakhstanToday();

  const checkWindow = (
    period: { startDate: string; endDate: string },
    window: HistoryWindow,
    field: string,
  ) => {
    const code: ErrorCode | null = checkHistoryPeriod(period, window);
    if (code) throw new ApiError(code, { errors: [{ path: `querystring.${field}`, code }] });
  };

  async function companyOf(bin: string): Promise<DocumentCompany> {
    const names = await operator.getCompanyNames(bin);
    // the tenancy guard has checked the company; the operator not knowing it is its failure
    if (!names) throw new ApiError('not_found_document');
    return { bin, names };
  }

  async function pricedDebts(bin: string) {
    const day = today();
    const rows = (await operator.listDebts(bin)).map((d) => priceDebt(d, day));
    const totals = rows.reduce(
      (sum, row) => ({
        debt: sum.debt + row.debt,
        debtWithPenalty: sum.debtWithPenalty + row.debtWithPenalty,
      }),
      { debt: 0, debtWithPenalty: 0 },
    );
    return { rows, totals };
  }

  return {
    today,

    /** spec §2 /payment_history: from the first of the month 3 months back through today */
    async payments(
      bin: string,
      period: { startDate: string; endDate: string },
    ): Promise<{ data: Payment[] }> {
      checkWindow(period, paymentHistoryWindow(today()), 'start_date');
      const rows = await operator.listPayments(bin, period.startDate, period.endDate);
      return {
        data: rows.map((p) => ({
          paymentDate: p.paymentDate.toISOString(),
          accountId: p.accountNumber,
          paymentAmount: p.amount,
          comment: p.comment,
          balanceBefore: p.balanceBefore,
          balanceAfter: p.balanceAfter,
        })),
      };
    },

    /** spec §2 /action_history: 2 months back through today */
    async actions(
      bin: string,
      query: { startDate: string; endDate: string; before?: string; limit: number },
      groupIds: readonly string[] | null = null,
    ): Promise<{ data: ActionHistoryEntry[]; next: string | null }> {
      checkWindow(query, actionHistoryWindow(today()), 'startDate');
      return repository.listActions(bin, query.startDate, query.endDate, query, groupIds);
    },

    async accounts(bin: string) {
      return { data: await operator.listAccounts(bin) };
    },

    /** spec §2 top-up details: a number's top-ups in a period (2 months back), on screen */
    async topUps(company: CompanyContext, msisdn: string, period: Period): Promise<{ data: TopUpRecord[] }> {
      const data: TopUpRecord[] = [];
      for await (const row of await opts.reports.numberRows(company, 'top_ups', msisdn, period))
        data.push(toTopUpRecord(row));
      return { data };
    },

    /** spec §9 `topup`: the same top-ups downloaded at once (PDF or a spreadsheet) */
    topUpsFile(
      company: CompanyContext,
      msisdn: string,
      query: Period & { format: 'pdf' | 'xls'; language?: Language | undefined },
    ): Promise<FileResponse> {
      return opts.reports.download(company, 'top_ups', {
        msisdn,
        period: { startDate: query.startDate, endDate: query.endDate },
        format: query.format,
        language: query.language,
      });
    },

    async unknownPayments(bin: string) {
      return { data: await operator.listUndisclosedPayments(bin) };
    },

    /** spec §7 debts: a zero-based page of 10, the totals over every page */
    async debts(bin: string, page: number, size: number): Promise<Debt> {
      const { rows, totals } = await pricedDebts(bin);
      return {
        customerDebts: rows.slice(page * size, page * size + size).map((row) => ({
          account: row.accountNumber,
          billDate: row.billMonth,
          dueDate: row.dueDate,
          daysOverdue: row.daysOverdue,
          debt: row.debt,
          debtWithPenalty: row.debtWithPenalty,
        })),
        totalDebt: totals.debt,
        totalDebtWithPenalty: totals.debtWithPenalty,
        totalPages: Math.ceil(rows.length / size),
        pageNumber: page,
        bin,
      };
    },

    async debtsFile(bin: string, format: 'pdf' | 'xls', language: Language): Promise<FileResponse> {
      const [{ rows, totals }, company] = await Promise.all([pricedDebts(bin), companyOf(bin)]);
      return file(debtsDocument(rows, totals, company, language), format, `debts-${bin}`);
    },

    /** spec §2 /reportdocs: report-{invoice}.pdf; another company's invoice is not found */
    async actOfWork(bin: string, invoiceNumber: string, language: Language): Promise<FileResponse> {
      const act = await operator.getWorkAct(bin, invoiceNumber);
      if (!act) throw new ApiError('not_found_document');
      return file(workActDocument(act, await companyOf(bin), language), 'pdf', `report-${invoiceNumber}`);
    },

    /** spec §5 Personal account document: account-{n}.pdf|xlsx|json */
    async billingInvoice(
      bin: string,
      query: { accountNumber: string; invoiceDate: string; format: FileFormat; language: Language },
    ): Promise<FileResponse> {
      const outcome = await operator.getInvoiceBreakdown(
        bin,
        query.accountNumber,
        query.invoiceDate,
        today(),
      );
      if (!outcome.ok)
        throw new ApiError(outcome.reason === 'NOT_FORMED' ? 'document_unsuccessful' : 'not_found_document');
      const company = await companyOf(bin);
      return file(
        invoiceBreakdownDocument(outcome.invoice, outcome.lines, company, query.language),
        query.format,
        `account-${query.accountNumber}`,
      );
    },

    /** spec §3 Invoice lookup result: a zero-based page; numbersNotFound for an unknown invoice */
    async numbersByInvoice(
      bin: string,
      invoiceNumber: string,
      page: number,
      size: number,
    ): Promise<InvoiceLookupResult> {
      const found = await operator.findNumbersByInvoice(bin, invoiceNumber, {
        pageNumber: page,
        pageSize: size,
      });
      if (!found || found.total === 0) throw new ApiError('numbers_not_found');
      return {
        msisdns: found.msisdns.map((msisdn) => ({ msisdn, invoiceNumber })),
        totalElements: found.total,
        numberOfElements: found.msisdns.length,
        pageNumber: page,
      };
    },

    /**
     * spec §7 msisdns-by-invoice (xls): every number of the invoice, streamed from the operator as
     * the file is written (decision 019), so an invoice of 100,000 numbers is never held at once
     */
    async numbersByInvoiceFile(
      bin: string,
      invoiceNumber: string,
      language: Language,
    ): Promise<FileResponse> {
      // asked before the file starts: an unknown invoice is a 404, not a broken download
      const found = await operator.findNumbersByInvoice(bin, invoiceNumber, { pageNumber: 0, pageSize: 1 });
      if (!found || found.total === 0) throw new ApiError('numbers_not_found');
      const company = await companyOf(bin);
      const msisdns = operator.exportInvoiceNumbers(bin, invoiceNumber);
      return file(
        invoiceNumbersDocument(invoiceNumber, msisdns, company, language),
        'xls',
        `invoice-${invoiceNumber}-numbers`,
      );
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
