// The documents sub-tabs' screens (decision 019), loaded as one chunk: what they share (date pickers, paging,
// tables) stays in it instead of joining the chunk every screen loads (decision 015's budget).
export { ActionHistoryScreen } from './action-history-screen.tsx';
export { ActOfWorkScreen } from './act-of-work-screen.tsx';
export { DebtScreen } from './debt-screen.tsx';
export { FindNumberScreen } from './find-number-screen.tsx';
export { InvoiceBreakdownScreen } from './invoice-breakdown-screen.tsx';
export { PaymentHistoryScreen } from './payment-history-screen.tsx';
export { UnknownPaymentsScreen } from './unknown-payments-screen.tsx';
