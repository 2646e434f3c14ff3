import type { ComponentType } from 'react';
import type { DocsTab } from '../../shared/access/access.ts';
import {
  AtlasProTab,
  DevicesReportTab,
  InvoiceRegisterTab,
  PaymentsReportTab,
  ReconciliationTab,
  SubscribersReportTab,
} from './report-tab-screen.tsx';

/** The documents sub-tabs that request reports by e-mail: tab → its screen. */
export const REPORT_TAB_SCREENS: Partial<Record<DocsTab, ComponentType>> = {
  subscribers_report: SubscribersReportTab,
  reconciliation_docs: ReconciliationTab,
  payments_report: PaymentsReportTab,
  atlas_pro: AtlasProTab,
  invoice_docs: InvoiceRegisterTab,
  devices_report: DevicesReportTab,
};
