import type { ErrorCode } from '@kabinet/contract';

/**
 * An error the API answers with: an RFC 9457 problem whose `code` and `message` are a catalogue
 * code (spec §8 reads `response.data.message`). Services throw it; the error handler renders it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly details?: {
      errors?: { path: string; code: string }[];
      detail?: string;
      /** RFC 9457 extension members named in the contract's problemSchema (e.g. incompatibleProducts) */
      extensions?: Record<string, unknown>;
    },
  ) {
    super(code);
  }
}

export const badRequest = (code: ErrorCode, errors?: { path: string; code: string }[]) =>
  new ApiError(400, code, { errors });
export const unauthorized = () => new ApiError(401, 'unauthorized');
export const forbidden = (code: ErrorCode) => new ApiError(403, code);
export const notFound = (code: ErrorCode = 'not_found') => new ApiError(404, code);
export const conflict = (code: ErrorCode) => new ApiError(409, code);

export function problemBody(status: number, code: ErrorCode, instance?: string, extra?: ApiError['details']) {
  return {
    type: `urn:kabinet:error:${code}`,
    title: code,
    status,
    code,
    message: code,
    ...(instance ? { instance } : {}),
    ...(extra?.detail ? { detail: extra.detail } : {}),
    ...(extra?.errors ? { errors: extra.errors } : {}),
    ...extra?.extensions,
  };
}
