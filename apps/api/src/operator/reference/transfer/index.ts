export { createBalanceTransfers, type BalanceTransferOptions } from './balance-transfer.ts';
