import type { ErrorCode } from '@kabinet/contract';

// The one table between TMF630 errors and the spec §8 codes the portal answers (decision 032).
// The service answers each fault with its row's TMF630 body; the adapter turns a row (or a transport
// fault: a timeout, a dropped connection, an open circuit) into the portal's code. Business refusals
// are not here: they travel inside an order as `productOrderErrorMessage` whose code already is the
// spec §8 name (msisdn_blocked, not_enough_balance, …).

export interface TmfErrorRow {
  /** TMF630 error code (API Design Guidelines part 1, error codes) */
  code: string;
  reason: string;
  status: number;
  /** what the portal answers its user when the operator answers this */
  portal: ErrorCode;
  /** whether a read or an externalId-keyed order may be sent again */
  isRetryable: boolean;
}

export const TMF_ERRORS = {
  invalidQuery: {
    code: '20',
    reason: 'Invalid URL parameter value',
    status: 400,
    portal: 'system_error',
    isRetryable: false,
  },
  invalidBody: {
    code: '22',
    reason: 'Invalid body',
    status: 400,
    portal: 'system_error',
    isRetryable: false,
  },
  missingCredentials: {
    code: '40',
    reason: 'Missing credentials',
    status: 401,
    portal: 'failed_to_get_data',
    isRetryable: false,
  },
  invalidCredentials: {
    code: '41',
    reason: 'Invalid credentials',
    status: 401,
    portal: 'failed_to_get_data',
    isRetryable: false,
  },
  notFound: {
    code: '60',
    reason: 'Resource not found',
    status: 404,
    portal: 'not_found',
    isRetryable: false,
  },
  /** the same externalId is being worked on: the first answer is not written yet */
  conflict: { code: '62', reason: 'Conflict', status: 409, portal: 'still_pending', isRetryable: true },
  internal: {
    code: '1',
    reason: 'Internal error',
    status: 500,
    portal: 'failed_to_get_data',
    isRetryable: true,
  },
  unavailable: {
    code: '5',
    reason: 'Service unavailable',
    status: 503,
    portal: 'failed_to_get_data',
    isRetryable: true,
  },
} as const satisfies Record<string, TmfErrorRow>;

export type TmfErrorName = keyof typeof TMF_ERRORS;

/** a TMF630 Error body */
export interface TmfError {
  '@type': 'Error';
  code: string;
  reason: string;
  message?: string;
  status: string;
}

export const tmfErrorBody = (name: TmfErrorName, message?: string): TmfError => ({
  '@type': 'Error',
  code: TMF_ERRORS[name].code,
  reason: TMF_ERRORS[name].reason,
  ...(message ? { message } : {}),
  status: String(TMF_ERRORS[name].status),
});

/** the row of an answer the adapter received: by TMF630 code, else by HTTP status */
export function tmfErrorRowOf(status: number, body: unknown): TmfErrorRow {
  const code = (body as { code?: unknown } | null)?.code;
  const byCode = Object.values(TMF_ERRORS).find((row) => row.code === code && row.status === status);
  if (byCode) return byCode;
  const byStatus = Object.values(TMF_ERRORS).find((row) => row.status === status);
  if (byStatus) return byStatus;
  return status >= 500 ? TMF_ERRORS.internal : TMF_ERRORS.invalidBody;
}

/** a timeout, a dropped connection, an open circuit: the operator did not answer (spec §8) */
export const TRANSPORT_FAULT: ErrorCode = 'failed_to_get_data';
