import type { Problem } from '@kabinet/contract/errors';

/** A field a problem names (`body.label`, `querystring.comment`) and the rule it broke. */
export type FieldProblem = NonNullable<Problem['errors']>[number];

/**
 * A failed call. `code` is the catalogue code of the RFC 9457 problem the server answered
 * (DESIGN §5), or one derived from the HTTP status when the body carried none; `problem` is the
 * body with its extensions (field errors, incompatible or blocking products).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly problem: Problem | undefined;

  constructor(status: number, code: string, problem?: Problem) {
    super(code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.problem = problem;
  }

  /** validation failures: which field broke which rule */
  get fieldErrors(): FieldProblem[] {
    return this.problem?.errors ?? [];
  }
}

/** A body that carries a catalogue code is a problem (the server's one shape of failure). */
export function toProblem(body: unknown): Problem | undefined {
  return body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string'
    ? (body as Problem)
    : undefined;
}

export function codeForStatus(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'feature_not_available';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'service_unavailable';
  return 'system_error';
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** spec §8: 401 or the `unauthorized` code means the session is gone. */
export const isUnauthorized = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.code === 'unauthorized');

export const errorCode = (error: unknown): string => (isApiError(error) ? error.code : 'system_error');
