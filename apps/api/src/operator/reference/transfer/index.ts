export {
  createBalanceTransfers,
  createTransferLookup,
  type BalanceTransferOptions,
} from './balance-transfer.ts';
