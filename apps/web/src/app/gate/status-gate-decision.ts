import type { Customer, UserInfo } from '@kabinet/contract';

/** spec §3 Customer: the portal's own client service */
export const SELFCARE_SERVICE_ALIAS = 'b2b_selfcare';

/**
 * What the shell body shows (spec §2 "The shell body depends on user status", §4 "User status"):
 * - ERROR → service unavailable; any status other than DONE → the loading screen;
 * - DONE and no company at all → the guest welcome page;
 * - DONE and the selected company has no b2b_selfcare service → the no-access screen;
 * - its offer not approved → the offer page, or the short public-agreement screen when the
 *   approval was reset during the session (a call answered offer_not_approved);
 * - otherwise the app.
 */
export type GateDecision =
  'preloader' | 'service-unavailable' | 'guest' | 'no-access' | 'offer' | 'public-agreement' | 'app';

export interface GateInput {
  status: UserInfo['status'] | undefined;
  customer: Customer | undefined;
  /** the server answered offer_not_approved for this company during the session */
  approvalReset: boolean;
}

export function selfcareService(customer: Customer | undefined) {
  return customer?.clientServices.find((service) => service.alias === SELFCARE_SERVICE_ALIAS);
}

export function statusGateDecision({ status, customer, approvalReset }: GateInput): GateDecision {
  const normalized = status?.toUpperCase();
  if (normalized === 'ERROR') return 'service-unavailable';
  if (normalized !== 'DONE') return 'preloader';
  if (!customer) return 'guest';
  const service = selfcareService(customer);
  if (!service) return 'no-access';
  if (!service.isOfferApproved) return approvalReset ? 'public-agreement' : 'offer';
  return 'app';
}

/** The stored BIN when it is still one of the user's companies, else the first company. */
export function pickCustomer(customers: readonly Customer[], storedBin: string | null): Customer | undefined {
  return customers.find((customer) => customer.bin === storedBin) ?? customers[0];
}
