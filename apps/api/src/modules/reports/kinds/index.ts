import type { ReportKind } from '@kabinet/contract';
import { atlasPro } from './atlas-pro.ts';
import { balance } from './balance.ts';
import { devices } from './devices.ts';
import { invoiceRegister } from './invoice-register.ts';
import { payments } from './payments.ts';
import { reconciliationAct } from './reconciliation-act.ts';
import type { ReportKindServer } from './report-kind.ts';
import { subscriberPayments } from './subscriber-payments.ts';
import { subscribersReport } from './subscribers-report.ts';
import { topUps } from './top-ups.ts';
import { usageDetails } from './usage-details.ts';

/**
 * The server's table of report kinds (decision 018), keyed by the contract's REPORT_KINDS: a kind
 * the contract names and this table lacks fails the typecheck. The engine, the service and the
 * downloads look a kind up here; nothing else switches on a kind.
 */
export const REPORT_KIND_SERVERS = {
  usage_details: usageDetails,
  subscriber_payments: subscriberPayments,
  top_ups: topUps,
  subscribers_report: subscribersReport,
  balance,
  payments,
  reconciliation_act: reconciliationAct,
  atlas_pro: atlasPro,
  invoice_register: invoiceRegister,
  devices,
} as const satisfies Record<ReportKind, ReportKindServer>;

export type { ReportKindServer, ReportSubject, ReportSource } from './report-kind.ts';
