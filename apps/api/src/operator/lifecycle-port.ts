import type {
  BlockedProducts,
  ErrorCode,
  LcState,
  LocalizedText,
  NumberState,
  StateEligibility,
} from '@kabinet/contract';

// The operator port's part for a number's lifecycle (spec §4 Number lifecycle, decision 005):
// refusals are values, not exceptions. decision 027: the operator accepts a block or unblock at once
// (the number moves to the target lcStateId) and applies it a little later; meanwhile the number's
// named state is PENDING and any further change is refused with still_pending (spec §8).

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
  | 'still_pending'
>;

/** How an accepted block or unblock ended (operation kind STATE_CHANGE, decision 008). */
export interface StateChangeApplied {
  action: StateChangeAction;
  /** the named state the number has now: SUSPENDED after a block, ACTIVE after an unblock */
  state: NumberState;
  lcStateId: number;
}

export type StateChangeOutcome =
  | {
      ok: true;
      state: NumberState;
      lcState: LcState;
      previousLcStateId: number;
      /** decision 012: the number was already in the state asked for; answered as success, nothing changed */
      isRepeat?: boolean;
      /** decision 027: the operator accepted the change and applies it later (state is PENDING until then) */
      operationId?: number;
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
  /**
   * spec §4 Number lifecycle: block (20 → 42, SUSPENDED) or unblock (42 → 20, ACTIVE). An operator
   * that applies it later answers state PENDING with the operationId of its completion.
   */
  changeNumberState(
    bin: string,
    msisdn: string,
    action: StateChangeAction,
    /** decision 023: a key the operator applies at most once per company (a bulk item's `<jobId>:<seq>`) */
    requestKey?: string,
  ): Promise<StateChangeOutcome | null>;
}
