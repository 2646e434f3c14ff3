import {
  checkTransfer,
  transferRefusalCodes,
  type TransferField,
} from '@kabinet/contract/rules/transfer-parties';
import type { SubscriberCard } from '@kabinet/contract/numbers';

/** How the form shows a refusal: the spec §8 text (toast) and, when known, the field's own text. */
export interface TransferRefusalView {
  code: string;
  fieldError: { field: TransferField; code: string } | null;
}

/**
 * The browser's own check before sending (spec §5): the same rule the operator applies under its
 * locks, on the numbers' cards — so a transfer the server would refuse is refused with its code here.
 */
export function refusalFromCards(
  from: SubscriberCard | null,
  to: SubscriberCard | null,
  amountTiyn: number,
): TransferRefusalView | null {
  const party = (card: SubscriberCard | null) =>
    card && {
      lcStateId: card.lcState.lcStateId,
      accountNumber: card.accountNumber,
      availableByCreditLimitOrPiaBalance: card.availableByCreditLimitOrPiaBalance,
      creditLimit: card.creditLimit,
    };
  const refusal = checkTransfer(party(from), party(to), amountTiyn);
  return refusal && transferRefusalCodes(refusal);
}
