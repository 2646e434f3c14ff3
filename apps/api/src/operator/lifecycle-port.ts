import type {
  BlockedProducts,
  ErrorCode,
  LcState,
  LocalizedText,
  NumberState,
  StateEligibility,
} from '@kabinet/contract';

// The operator port's part for a number's lifecycle (spec §4 Number lifecycle, decision 005):
// block and unblock are immediate; refusals are values, not exceptions.

export type StateChangeAction = 'suspend' | 'activate';

/** spec §8 "CONFLICT status" and the lifecycle refusals. */
export type StateChangeRefusal = Extract<
  ErrorCode,
  | 'workmate_block_not_allowed'
  | 'workmate_unblock_not_allowed'
  | 'contract_phone_block_not_allowed'
  | 'contract_phone_unblock_not_allowed'
  | 'contract_phone_suspended_unpaid'
  | 'status_change_blocked_by_products'
  | 'block_failed'
  | 'unblock_failed'
>;

export type StateChangeOutcome =
  | {
      ok: true;
      state: NumberState;
      lcState: LcState;
      previousLcStateId: number;
      /** decision 012: the number was already in the state asked for; answered as success, nothing changed */
      isRepeat?: boolean;
    }
  | {
      ok: false;
      refusal: StateChangeRefusal;
      blockedProducts?: BlockedProducts;
      /** spec §2 Workmate modal: the operator's own HTML text of the refusal */
      refusalHtml?: LocalizedText;
    };

export interface LifecyclePort {
  /** spec §3 Blocked products for status change, and whether block/unblock is possible now */
  getStateEligibility(bin: string, msisdn: string): Promise<StateEligibility | null>;
  /** spec §4 Number lifecycle: block (20 → 42, SUSPENDED) or unblock (42 → 20, ACTIVE) */
  changeNumberState(
    bin: string,
    msisdn: string,
    action: StateChangeAction,
  ): Promise<StateChangeOutcome | null>;
}
