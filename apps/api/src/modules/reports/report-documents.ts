import type { Language, ReportKind } from '@kabinet/contract';
import type { DocumentColumn, DocumentInput, DocumentRow } from '../../platform/documents/index.ts';
import type { OperatorPort } from '../../operator/port.ts';
import type { PaymentRow, ReportPeriod, TopUpRow } from '../../operator/reports-port.ts';
import { REPORT_TEXTS, type ReportTexts } from './report-texts.ts';

/** What one report is about: the company, the number (a number's reports), the period, the language. */
export interface ReportSubject {
  bin: string;
  companyName: string;
  language: Language;
  msisdn: string | null;
  period: ReportPeriod | null;
  /** the number's payment type: its payments report lists top-ups (PREPAID) or payments (POSTPAID) */
  numberType?: 'PREPAID' | 'POSTPAID' | null;
}

type Source = Pick<OperatorPort, 'reportRows' | 'listRegisteredDevices'>;
type Columns = readonly DocumentColumn[];

const col = (key: string, type: DocumentColumn['type'], t: ReportTexts, width?: number): DocumentColumn => ({
  key,
  header: t.columns[key] ?? key,
  type,
  ...(width ? { width } : {}),
});

/** rows between two turns of the event loop: a big report built in a server process leaves its requests room */
const ROWS_PER_TURN = 50;

async function* mapRows<T>(
  rows: AsyncIterable<T>,
  map: (row: T) => DocumentRow,
): AsyncGenerator<DocumentRow> {
  let n = 0;
  for await (const row of rows) {
    if (++n % ROWS_PER_TURN === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    yield map(row);
  }
}

// spec §5: numbers in reports are the 10 digits (a cell starting with + would read as a formula)
const formatTitlePhone = (msisdn: string) =>
  `+7 (${msisdn.slice(0, 3)}) ${msisdn.slice(3, 6)}-${msisdn.slice(6, 8)}-${msisdn.slice(8, 10)}`;

const mb = (kb: number) => Math.round((kb / 1024) * 100) / 100;

function topUpColumns(t: ReportTexts): Columns {
  return [
    col('dateTime', 'datetime', t),
    col('type', 'text', t, 20),
    col('comments', 'text', t, 24),
    col('amount', 'money', t),
    col('balanceBefore', 'money', t),
    col('balanceAfter', 'money', t),
  ];
}
const topUpRow = (t: ReportTexts) => (r: TopUpRow) => ({
  dateTime: r.rechargeDate,
  type: t.topUpTypes[r.type] ?? r.type,
  comments: r.comments,
  amount: r.amount,
  balanceBefore: r.balanceBefore,
  balanceAfter: r.balanceAfter,
});

function paymentColumns(t: ReportTexts): Columns {
  return [
    col('dateTime', 'datetime', t),
    col('account', 'text', t, 16),
    col('msisdn', 'text', t, 18),
    col('amount', 'money', t),
    col('document', 'text', t, 16),
    col('comments', 'text', t, 30),
  ];
}
const paymentRow = (r: PaymentRow) => ({
  dateTime: r.paymentDate,
  account: r.accountId,
  msisdn: r.msisdn,
  amount: r.paymentAmount,
  document: r.documentNumber,
  comments: r.comment,
});

/** The columns and rows of a report, in its language (decision 011's DocumentInput). */
export function reportDocument(kind: ReportKind, subject: ReportSubject, source: Source): DocumentInput {
  const t = REPORT_TEXTS[subject.language];
  const lang = subject.language;
  const base = {
    title: subject.msisdn ? `${t.titles[kind]} ${formatTitlePhone(subject.msisdn)}` : t.titles[kind],
    company: subject.companyName,
    bin: subject.bin,
    language: lang,
    ...(subject.period ? { period: { from: subject.period.startDate, to: subject.period.endDate } } : {}),
  };
  const { bin } = subject;
  const period = subject.period ?? { startDate: '1970-01-01', endDate: '1970-01-01' };
  const msisdn = subject.msisdn ?? '';
  switch (kind) {
    case 'usage_details':
      return {
        ...base,
        // widths that keep a row on one line in the PDF (a wrapped cell costs pdfkit ~10× more)
        columns: [
          col('dateTime', 'datetime', t, 16),
          col('type', 'text', t, 22),
          col('description', 'text', t, 44),
          col('duration', 'number', t, 12),
          col('units', 'number', t, 10),
          col('unit', 'text', t, 6),
          col('amount', 'money', t, 14),
        ],
        rows: mapRows(source.reportRows(bin, { kind, msisdn, period }), (r) => ({
          dateTime: r.dateTime,
          type: t.usageTypes[r.type] ?? r.type,
          description: r.description,
          duration: r.durationSec,
          units: r.units,
          unit: r.unit,
          amount: r.amount,
        })),
      };
    case 'top_ups':
      return {
        ...base,
        columns: topUpColumns(t),
        rows: mapRows(source.reportRows(bin, { kind, msisdn, period }), topUpRow(t)),
      };
    case 'subscriber_payments': {
      const rows = source.reportRows(bin, { kind, msisdn, period });
      return subject.numberType === 'PREPAID'
        ? { ...base, columns: topUpColumns(t), rows: mapRows(rows, (r) => topUpRow(t)(r as TopUpRow)) }
        : { ...base, columns: paymentColumns(t), rows: mapRows(rows, (r) => paymentRow(r as PaymentRow)) };
    }
    case 'subscribers_report':
      return {
        ...base,
        columns: [
          col('msisdn', 'text', t, 18),
          col('account', 'text', t, 16),
          col('accountType', 'text', t, 12),
          col('paymentType', 'text', t, 12),
          col('tariff', 'text', t, 22),
          col('status', 'text', t, 16),
          col('iccid', 'text', t, 26),
          col('label', 'text', t, 20),
          col('comment', 'text', t, 24),
          col('activatedAt', 'date', t),
        ],
        rows: mapRows(source.reportRows(bin, { kind }), (r) => ({
          msisdn: r.msisdn,
          account: r.accountNumber,
          accountType: t.accountTypes[r.accountType] ?? r.accountType,
          paymentType: t.paymentTypes[r.type],
          tariff: r.tariff[lang],
          status: r.status[lang],
          iccid: r.iccid,
          label: r.label,
          comment: r.comment,
          activatedAt: r.activatedAt,
        })),
      };
    case 'balance':
      return {
        ...base,
        columns: [
          col('msisdn', 'text', t, 18),
          col('account', 'text', t, 16),
          col('paymentType', 'text', t, 12),
          col('available', 'money', t),
          col('creditLimit', 'money', t),
          col('debt', 'money', t),
          col('charges', 'money', t),
          col('topUps', 'money', t),
        ],
        rows: mapRows(source.reportRows(bin, { kind, period }), (r) => ({
          msisdn: r.msisdn,
          account: r.accountNumber,
          paymentType: t.paymentTypes[r.type],
          available: r.available,
          creditLimit: r.creditLimit,
          debt: r.debtBalance,
          charges: r.charges,
          topUps: r.topUps,
        })),
      };
    case 'payments':
      return {
        ...base,
        columns: paymentColumns(t),
        rows: mapRows(source.reportRows(bin, { kind, period }), paymentRow),
      };
    case 'reconciliation_act':
      return {
        ...base,
        columns: [
          col('date', 'date', t),
          col('account', 'text', t, 16),
          col('line', 'text', t, 26),
          col('document', 'text', t, 30),
          col('debit', 'money', t),
          col('credit', 'money', t),
        ],
        rows: mapRows(source.reportRows(bin, { kind, period }), (r) => ({
          date: r.date,
          account: r.accountNumber,
          line: t.reconciliationLines[r.line],
          document: r.document,
          debit: r.debit,
          credit: r.credit,
        })),
      };
    case 'atlas_pro':
      return {
        ...base,
        title: `${t.titles[kind]}. ${t.atlasProNote}`,
        columns: [
          col('date', 'date', t),
          col('msisdn', 'text', t, 18),
          col('country', 'text', t, 8),
          col('fee', 'money', t),
          col('addOns', 'number', t),
          col('addOnFee', 'money', t),
          col('dataMb', 'number', t),
          col('fullSpeedMb', 'number', t),
        ],
        rows: mapRows(source.reportRows(bin, { kind, period }), (r) => ({
          date: r.day,
          msisdn: r.msisdn,
          country: r.country,
          fee: r.fee,
          addOns: r.addOns,
          addOnFee: r.addOnFee,
          dataMb: mb(r.dataKb),
          fullSpeedMb: mb(r.fullSpeedKb),
        })),
      };
    case 'invoice_register':
      return {
        ...base,
        columns: [
          col('invoiceNumber', 'text', t, 30),
          col('account', 'text', t, 16),
          col('periodMonth', 'date', t),
          col('issuedAt', 'date', t),
          col('amount', 'money', t),
          col('paid', 'money', t),
        ],
        rows: mapRows(source.reportRows(bin, { kind, period }), (r) => ({
          invoiceNumber: r.invoiceNumber,
          account: r.accountNumber,
          periodMonth: r.periodMonth,
          issuedAt: r.issuedAt,
          amount: r.amount,
          paid: r.paidAmount,
        })),
      };
    case 'devices':
      return {
        ...base,
        columns: [
          col('msisdn', 'text', t, 18),
          col('imei', 'text', t, 18),
          col('state', 'text', t, 16),
          col('pending', 'text', t, 12),
          col('registeredAt', 'datetime', t),
        ],
        rows: mapRows(registeredDevices(source, bin), (r) => ({
          msisdn: r.msisdn,
          imei: r.imei,
          state: r.state,
          pending: r.isPending ? t.columns.pending : '',
          registeredAt: r.registeredAt,
        })),
      };
  }
}

/** the company's registered devices, keyset batches of the devices port (issue 11) */
async function* registeredDevices(source: Source, bin: string) {
  let after: { msisdn: string; imei: string } | null = null;
  for (;;) {
    const batch = await source.listRegisteredDevices(bin, { after, limit: 1000 });
    yield* batch;
    if (batch.length < 1000) return;
    const last = batch[batch.length - 1]!;
    after = { msisdn: last.msisdn, imei: last.imei };
  }
}
