import { customType, pgSchema } from 'drizzle-orm/pg-core';
import type { INCOMPATIBLE_TYPES } from '@kabinet/contract';

/**
 * The reference operator's BSS data (DESIGN §1, §3). Only `operator/reference` reads and writes
 * these tables; portal code goes through the operator port.
 * Money is integer tiyn (1 tenge = 100 tiyn) in bigint columns, everywhere.
 * An msisdn is the 10-digit national number starting with 7 ('7011234567', shown +7 (701) 123-45-67).
 */
export const operator = pgSchema('operator');

/**
 * Digit strings searched by prefix (msisdn, ICCID, account number) use the "C" collation, so one
 * btree index serves both `ORDER BY msisdn` and `LIKE '70112%'` (decision 002).
 */
export const digits = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE "C"',
});

// Value lists the portal also sees come from the contract, so a column holds exactly what the
// contract can answer: accountType (ACCOUNT_KINDS), type (PAYMENT_TYPES), state (NUMBER_STATES),
// product, fee, service, incompatibility, blocked-change, contract-phone, device-order and
// forwarding values. The lists below are the reference operator's own.

/** spec §4 / DESIGN §9: lifecycle state ids; pre-disconnected is shown as blocked on the detail page */
export const LC_STATE = { active: 20, blocked: 42, preDisconnected: 44 } as const;

// spec §3 Service or package / Product
/** the incompatibility kinds the operator stores: the contract's, without its catch-all OTHER */
export const STORED_INCOMPATIBLE_TYPES = [
  'BLOCKED',
  'DEACTIVATED',
] as const satisfies readonly (typeof INCOMPATIBLE_TYPES)[number][];
export const PRODUCT_CATEGORIES = ['INTERNET', 'VOICE', 'SERVICE', 'PACKAGE'] as const;
// spec §4 Device order / Current IMEI state
// REJECTED: the register refused the order without a code (decision 022: the number left ACTIVE)
export const CEIR_ORDER_STATES = [
  'PENDING',
  'CEIR_ASYNC_ACCEPTED',
  'FINISHED',
  'FAILED',
  'REJECTED',
] as const;
export const IMEI_STATES = ['WHITE_RNN', 'WHITE_AMNESTY', 'WHITE_PROVEN', 'BLACK', 'WHITE'] as const;
// spec §4 eSIM sequence: reserved, then ready (QR / activation code), then installed on the phone.
// The operator's lifecycle of an eSIM profile; the portal sees only the status check's answer
// (contract ESIM_STATUS_RESULTS: SUCCESS, NOT_READY, NOT_FOUND).
export const ESIM_LIFECYCLE_STATES = [
  'AVAILABLE',
  'RESERVED',
  'READY',
  'DOWNLOADED',
  'INSTALLED',
  'RELEASED',
] as const;
// spec §1 / §6 bans and access toggles, and the bar on outgoing traffic at a spend limit (decision 030)
export const BAN_KINDS = ['SMS_USSD_MGM', 'APP_ACCESS', 'APP_CALL_DETAILS', 'OUTGOING'] as const;
export const PENDING_OPERATION_STATUSES = ['PENDING', 'DONE', 'FAILED', 'CANCELLED'] as const;
