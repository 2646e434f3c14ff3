import type { DocumentColumn } from '../../../platform/documents/index.ts';
import type { ColumnMaker } from './report-kind.ts';

// The reports that list the company's numbers (subscribers, balance) open with the same cells:
// the cost centre (decision 030: every number listing carries it; the subscribers report is split
// by it), the number and its personal account.

export const numberColumns = (col: ColumnMaker): DocumentColumn[] => [
  col('costCentre', 'text', 28),
  col('msisdn', 'text', 18),
  col('account', 'text', 16),
];

export const numberCells = (r: { costCentre: string | null; msisdn: string; accountNumber: string }) => ({
  costCentre: r.costCentre,
  msisdn: r.msisdn,
  account: r.accountNumber,
});
