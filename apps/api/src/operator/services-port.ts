import type {
  BalanceResponse,
  BlockedProducts,
  ContractPhones,
  ErrorCode,
  IncompatibleProduct,
  LcState,
  NumberState,
  Product,
  BonusGroup,
  StateEligibility,
} from '@kabinet/contract';

// The operator port's part for a number's services, balance and lifecycle (spec §7 Subscriber
// calls, issue 5). Refusals are values, not exceptions: the portal maps each catalogue code to
// its HTTP status; the operator only says what happened.

export type ProductAction = 'ENABLE' | 'DISABLE';

export interface ProductChangeRequest {
  productOfferingId: string;
  action: ProductAction;
  /**
   * spec §4 Service: the user confirmed that connecting disables the DEACTIVATED conflicts;
   * without it such a request is refused with the conflicts named
   */
  deactivateIncompatible: boolean;
  /** who asked (an opaque correlation the operator hands back with the completion) */
  requestedBy: string | null;
}

/** spec §8 Number operations refusals of a product change. */
export type ProductChangeRefusal = Extract<
  ErrorCode,
  | 'still_pending'
  | 'msisdn_blocked'
  | 'service_unavailable_4_your_tariff'
  | 'not_enough_balance'
  | 'service_technical_error'
  | 'incompatible_product'
  | 'reconnect_not_possible'
  | 'service_enable_failed'
  | 'service_disable_failed'
  | 'not_found'
>;

export type ProductChangeOutcome =
  | {
      ok: true;
      productOfferingId: string;
      state: Product['state'];
      /** the DEACTIVATED conflicts the completion will disable */
      deactivates: string[];
      /** the operator's reference of the pending operation */
      operationId: number;
    }
  | { ok: false; refusal: ProductChangeRefusal; conflicts?: IncompatibleProduct[] };

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
  | { ok: true; state: NumberState; lcState: LcState; previousLcStateId: number }
  | { ok: false; refusal: StateChangeRefusal; blockedProducts?: BlockedProducts };

export interface ServicesPort {
  /** spec §3 Blocked products for status change, and whether block/unblock is possible now */
  getStateEligibility(bin: string, msisdn: string): Promise<StateEligibility | null>;
  /** spec §3 Product: the number's connected, pending and orderable products, and its bonus groups */
  listProducts(
    bin: string,
    msisdn: string,
  ): Promise<{ products: Product[]; bonusGroups: BonusGroup[] } | null>;
  /** spec §3 Contract phone: the devices sold on contract with the number */
  getContractPhones(bin: string, msisdn: string): Promise<ContractPhones | null>;
  /** spec §3 Incompatible product: connected products that conflict with connecting this one */
  getIncompatibleProducts(
    bin: string,
    msisdn: string,
    productOfferingId: string,
  ): Promise<IncompatibleProduct[] | null>;
  /** spec §2 balance cards and bonus groups */
  getBalance(bin: string, msisdn: string): Promise<BalanceResponse | null>;
  /**
   * spec §4 Service: asks the operator to connect or disconnect a product. Accepted requests leave
   * the product PENDING; the operator completes them later (connected, or back to available).
   * Null when the company has no such number.
   */
  requestProductChange(
    bin: string,
    msisdn: string,
    request: ProductChangeRequest,
  ): Promise<ProductChangeOutcome | null>;
  /** spec §4 Number lifecycle: block (20 → 42, SUSPENDED) or unblock (42 → 20, ACTIVE) */
  changeNumberState(
    bin: string,
    msisdn: string,
    action: StateChangeAction,
  ): Promise<StateChangeOutcome | null>;
}
