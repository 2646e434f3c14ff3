import type { BonusGroup, ErrorCode, IncompatibleProduct, Product } from '@kabinet/contract';

// The operator port's part for a number's products and services (spec §7 Subscriber calls, §4
// Service). Refusals are values, not exceptions: the operator only says what
// happened, as a catalogue code; the catalogue gives it its HTTP status (decision 007).

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
  | 'fraud_block'
  | 'activation_limit_exceeded'
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
      /** decision 012: the same request was already pending; it is answered as the first was, nothing new done */
      isRepeat?: boolean;
    }
  | { ok: false; refusal: ProductChangeRefusal; conflicts?: IncompatibleProduct[] };

export interface ServicesPort {
  /** spec §3 Product: the number's connected, pending and orderable products, and its bonus groups */
  listProducts(
    bin: string,
    msisdn: string,
  ): Promise<{ products: Product[]; bonusGroups: BonusGroup[] } | null>;
  /** spec §3 Incompatible product: connected products that conflict with connecting this one */
  getIncompatibleProducts(
    bin: string,
    msisdn: string,
    productOfferingId: string,
  ): Promise<IncompatibleProduct[] | null>;
  /**
   * spec §4 Service: asks the operator to connect or disconnect a product. Accepted requests leave
   * the product PENDING; the operator completes them later (connected, or back to available).
   * Null when the company has no such number.
   */
  requestProductChange(
    bin: string,
    msisdn: string,
    request: ProductChangeRequest,
    /** decision 023: a key the operator applies at most once per company (a bulk item's `<jobId>:<seq>`) */
    requestKey?: string,
  ): Promise<ProductChangeOutcome | null>;
}

/** How a pending product change ended (operation kind PRODUCT_CHANGE, decision 008). */
export interface ProductChangeResult {
  productOfferingId: string;
  action: ProductAction;
  /** tiyn charged to the number's balance */
  charged: number;
  /** the DEACTIVATED conflicts disabled with it */
  deactivated: string[];
}
