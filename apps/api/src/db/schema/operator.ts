import { customType, pgSchema } from 'drizzle-orm/pg-core';

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

// spec §3 Subscriber: accountType INDIVIDUAL (shown as Separate) or GENERAL
export const ACCOUNT_TYPES = ['INDIVIDUAL', 'GENERAL'] as const;
// spec §3 Subscriber: type PREPAID (shown as Advance) or POSTPAID (shown as Credit)
export const PAYMENT_TYPES = ['PREPAID', 'POSTPAID'] as const;
// spec §4 Number lifecycle, named states
export const SUBSCRIBER_STATES = ['ACTIVE', 'SUSPENDED', 'SUSPENDED_DUE_TO_DEBT', 'PENDING'] as const;

/** spec §4 / DESIGN §9: lifecycle state ids; pre-disconnected is shown as blocked on the detail page */
export const LC_STATE = { active: 20, blocked: 42, preDisconnected: 44 } as const;

// spec §3 Service or package / Product
export const PRODUCT_TYPES = ['PACKAGE', 'SERVICE'] as const;
export const PRODUCT_CATEGORIES = ['INTERNET', 'VOICE', 'SERVICE', 'PACKAGE'] as const;
export const FEE_TYPES = ['MONTHLY_FEE', 'DAILY_FEE', 'ONE_TIME_FEE'] as const;
export const SERVICE_STATES = ['FULL', 'ENABLE', 'DISABLE', 'NOT_ACTIVE', 'UNKNOWN'] as const;
/** spec §4 Service: available -> pending -> connected (and back on a disconnection request) */
export const SUBSCRIBER_PRODUCT_STATUSES = ['AVAILABLE', 'PENDING', 'CONNECTED'] as const;
export const INCOMPATIBLE_TYPES = ['BLOCKED', 'DEACTIVATED'] as const;
export const BLOCKED_CHANGE_STATUSES = ['FULL', 'SUSPEND', 'ACTIVE'] as const;
// spec §4 Contract phone status
export const CONTRACT_PHONE_STATUSES = ['ACTIVE', 'SUSPENDED', 'TERMINATED'] as const;
// spec §4 Device order / Current IMEI state
export const CEIR_REQUEST_TYPES = ['REGISTER', 'REMOVE', 'REREGISTRATION', 'REGISTER_PROVEN'] as const;
export const CEIR_ORDER_STATES = ['PENDING', 'CEIR_ASYNC_ACCEPTED', 'FINISHED', 'FAILED'] as const;
export const IMEI_STATES = ['WHITE_RNN', 'WHITE_AMNESTY', 'WHITE_PROVEN', 'BLACK', 'WHITE'] as const;
// spec §4 eSIM sequence: reserved, then ready (QR / activation code), then installed on the phone
export const ESIM_STATES = ['AVAILABLE', 'RESERVED', 'READY', 'DOWNLOADED', 'INSTALLED', 'RELEASED'] as const;
// spec §3 Call forwarding types
export const FORWARDING_TYPES = ['DEFAULT', 'BUSY', 'NO_ANSWER', 'UNAVAILABLE'] as const;
// spec §1 / §6 bans and access toggles
export const BAN_KINDS = ['SMS_USSD_MGM', 'APP_ACCESS', 'APP_CALL_DETAILS'] as const;
export const PENDING_OPERATION_STATUSES = ['PENDING', 'DONE', 'FAILED', 'CANCELLED'] as const;
