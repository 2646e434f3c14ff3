import { ERROR_STATUS, type ErrorCode, type ErrorStatus, type Language } from '@kabinet/contract';
import { errorText } from './error-texts.ts';

export interface ProblemDetails {
  errors?: { path: string; code: string }[];
  detail?: string;
  /** RFC 9457 extension members named in the contract's problemSchema (e.g. incompatibleProducts) */
  extensions?: Record<string, unknown>;
}

/**
 * An error the API answers with: an RFC 9457 problem whose `code` and `message` are a catalogue
 * code (spec §8 reads `response.data.message`). Services throw it; the error handler renders it.
 * The status belongs to the code (contract error-statuses.ts, decision 007), never to the thrower.
 */
export class ApiError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    readonly details?: ProblemDetails,
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}

/**
 * The problem body. `code` and `message` are the catalogue code (spec §8); `title` and `detail` are
 * the catalogue's text in the request's language (decision 035), the one the web app shows.
 */
export function problemBody(
  status: number,
  code: ErrorCode,
  instance?: string,
  extra?: ProblemDetails,
  language: Language = 'ru',
) {
  const text = errorText(code, language);
  return {
    type: `urn:kabinet:error:${code}`,
    title: text,
    status,
    code,
    message: code,
    ...(instance ? { instance } : {}),
    detail: extra?.detail ?? text,
    ...(extra?.errors ? { errors: extra.errors } : {}),
    ...extra?.extensions,
  };
}
