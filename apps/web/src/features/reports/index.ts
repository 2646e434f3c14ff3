// What other areas use of the reports: the documents page's report sub-tabs and the number page's
// report modals (loaded when one first opens).
export { REPORT_TAB_SCREENS } from './report-tabs.ts';
export { NumberReportModals, TopUpDetailsModal } from './lazy-report-modals.tsx';
export type { NumberReportModal } from './number-report-modals.tsx';
