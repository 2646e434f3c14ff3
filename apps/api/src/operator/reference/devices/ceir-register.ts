import type { deviceRegistrations } from '../../../db/schema/index.ts';

// The reference CEIR's behaviour written out as data (decision 017): the state an order is accepted
// in, and the register's answer at completion, decided by what the register holds then — not at
// random. The rules of a request type are tried in order; the first that holds is the failure
// (a spec §8 Devices code or name); none holding means FINISHED.

export type Registration = typeof deviceRegistrations.$inferSelect;
export type CeirRequestType = 'REGISTER' | 'REMOVE' | 'REREGISTRATION' | 'REGISTER_PROVEN';

/** spec §4 Device order: how the register accepts each request type (both mean "application sent"). */
export const ACCEPTED_STATE: Record<CeirRequestType, 'PENDING' | 'CEIR_ASYNC_ACCEPTED'> = {
  REGISTER: 'PENDING',
  REMOVE: 'PENDING',
  // the two that touch another owner's registration are checked asynchronously by the register
  REREGISTRATION: 'CEIR_ASYNC_ACCEPTED',
  REGISTER_PROVEN: 'CEIR_ASYNC_ACCEPTED',
};

/**
 * spec §4: an accepted order ends FINISHED, FAILED (with the failure code) or REJECTED (no code:
 * the register keeps no devices of a number that is not active; decision 022).
 */
export const ORDER_TRANSITIONS = {
  PENDING: ['FINISHED', 'FAILED', 'REJECTED'],
  CEIR_ASYNC_ACCEPTED: ['FINISHED', 'FAILED', 'REJECTED'],
  FINISHED: [],
  FAILED: [],
  REJECTED: [],
} as const;

/**
 * GSMA reporting-body identifiers (the first two digits of a TAC) the register knows. An IMEI
 * whose Luhn digit is right but whose TAC no body allocated is INVALID_FORMAT_IMEI (20016).
 */
export const KNOWN_REPORTING_BODIES: ReadonlySet<string> = new Set([
  '01',
  '30',
  '33',
  '35',
  '44',
  '45',
  '49',
  '50',
  '51',
  '52',
  '53',
  '54',
  '86',
  '91',
  '98',
  '99',
]);

/** What the register holds about an order's IMEI and number when it answers. */
export interface RegisterFacts {
  bin: string;
  imei: string;
  /** the number's own live registration of the IMEI (not the one this order is adding) */
  own: Registration | null;
  /** live registrations of the IMEI with other numbers */
  others: Registration[];
  /** REGISTER: the sole proprietor's other BIN/IIN the user named (spec §5) */
  ownerDocNumber: string | null;
  /** REREGISTRATION: the previous owner's number (10 digits) and IIN/BIN */
  oldMsisdn: string | null;
  oldDocNumber: string | null;
}

interface FailureRule {
  failure: string;
  holds: (f: RegisterFacts) => boolean;
}

const tacUnknown = (f: RegisterFacts) => !KNOWN_REPORTING_BODIES.has(f.imei.slice(0, 2));
const lockedElsewhere = (f: RegisterFacts) => f.others.some((r) => r.state === 'BLACK');
const pairLocked = (f: RegisterFacts) => f.own?.state === 'BLACK';
const foreignOwners = (f: RegisterFacts) => f.others.filter((r) => r.ownerDocument !== f.bin);
const previousOwnerRow = (f: RegisterFacts) => f.others.find((r) => r.msisdn === f.oldMsisdn) ?? null;

/** spec §8 Devices: the register's failures, per request type, in the order it checks them. */
export const FAILURE_RULES: Record<CeirRequestType, FailureRule[]> = {
  REGISTER: [
    { failure: 'INVALID_FORMAT_IMEI', holds: tacUnknown },
    { failure: 'IMEI_HAS_LOCKED_WITH_OTHER_MSISDN', holds: lockedElsewhere },
    { failure: 'IMEI_MSISDN_PAIR_LOCKED', holds: pairLocked },
    { failure: 'IMEI_MSISDN_ALREADY_EXIST', holds: (f) => f.own !== null },
    {
      // the named document must be one the IMEI is registered under
      failure: 'PPN_VALIDATION_FAILURE',
      holds: (f) => f.ownerDocNumber !== null && !f.others.some((r) => r.ownerDocument === f.ownerDocNumber),
    },
    {
      failure: 'ANOTHER_OWNER_MSISDN',
      holds: (f) => f.ownerDocNumber === null && foreignOwners(f).some((r) => r.ownerType === 'IIN'),
    },
    {
      failure: 'IMEI_OWNER_CONFLICT',
      holds: (f) => f.ownerDocNumber === null && foreignOwners(f).some((r) => r.ownerType === 'BIN'),
    },
  ],
  REMOVE: [
    { failure: 'IMEI_MSISDN_PAIR_LOCKED', holds: pairLocked },
    { failure: 'IMEI_MSISDN_IS_NOT_REGISTERED', holds: (f) => f.own === null },
    { failure: 'UNREG_DUPLICATE_IMEI', holds: (f) => f.own?.isDuplicate === true },
    {
      // the original registration of an IMEI other numbers hold duplicates of stays while they do
      failure: 'DUPLICATE_IMEI_UNREG',
      holds: (f) => f.own !== null && !f.own.isDuplicate && f.others.some((r) => r.isDuplicate),
    },
    { failure: 'UNREG_BIN_MISMATCH', holds: (f) => f.own !== null && f.own.ownerDocument !== f.bin },
  ],
  REREGISTRATION: [
    { failure: 'INVALID_FORMAT_IMEI', holds: tacUnknown },
    { failure: 'IMEI_HAS_LOCKED_WITH_OTHER_MSISDN', holds: lockedElsewhere },
    { failure: 'NEW_MSISDN_IMEI_ALREADY_REGISTERED', holds: (f) => f.own !== null },
    { failure: 'IMEI_MSISDN_IS_NOT_REGISTERED', holds: (f) => previousOwnerRow(f) === null },
    {
      failure: 'DOCUMENT_MISMATCH_WITH_TRIPLET',
      holds: (f) => previousOwnerRow(f)?.ownerDocument !== f.oldDocNumber,
    },
  ],
  // the duplicate registration of a non-unique IMEI (spec §4 Device buttons)
  REGISTER_PROVEN: [
    { failure: 'INVALID_FORMAT_IMEI', holds: tacUnknown },
    { failure: 'IMEI_HAS_LOCKED_WITH_OTHER_MSISDN', holds: lockedElsewhere },
    { failure: 'IMEI_MSISDN_ALREADY_EXIST', holds: (f) => f.own !== null },
    // the registration it duplicates is gone
    { failure: 'Reg order not found', holds: (f) => foreignOwners(f).length === 0 },
  ],
};

/** The register's answer: null (FINISHED) or the failure code/name. */
export function decideOrder(type: CeirRequestType, facts: RegisterFacts): string | null {
  return FAILURE_RULES[type].find((rule) => rule.holds(facts))?.failure ?? null;
}

/** The registration state a finished order leaves (spec §4 Current IMEI state). */
export const REGISTERED_STATE: Record<Exclude<CeirRequestType, 'REMOVE'>, Registration['state']> = {
  REGISTER: 'WHITE_RNN',
  REREGISTRATION: 'WHITE_RNN',
  REGISTER_PROVEN: 'WHITE_PROVEN',
};

/**
 * spec §9: the result reaches the number by SMS (within 8 hours), in Russian and Kazakh as the
 * operator's service messages are.
 */
export function resultSms(type: CeirRequestType, imei: string, failure: string | null): string {
  const what: Record<CeirRequestType, [string, string]> = {
    REGISTER: ['регистрацию', 'тіркеу'],
    REGISTER_PROVEN: ['регистрацию дубликата', 'телнұсқаны тіркеу'],
    REREGISTRATION: ['перерегистрацию', 'қайта тіркеу'],
    REMOVE: ['удаление регистрации', 'тіркеуді жою'],
  };
  const [ru, kk] = what[type];
  if (failure === 'REJECTED')
    return `Заявка на ${ru} IMEI ${imei} не выполнена. IMEI ${imei} ${kk} өтінімі орындалмады.`;
  return failure === null
    ? `Заявка на ${ru} IMEI ${imei} выполнена. IMEI ${imei} ${kk} өтінімі орындалды.`
    : `Заявка на ${ru} IMEI ${imei} отклонена (${failure}). IMEI ${imei} ${kk} өтінімі қабылданбады (${failure}).`;
}
