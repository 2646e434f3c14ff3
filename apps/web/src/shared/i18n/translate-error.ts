import type { TFunction } from 'i18next';
import { isApiError } from '../api/api-error.ts';

/**
 * The catalogue code a failure is shown with (spec §8): the server's own code when it answered a
 * problem; `service_unavailable` when no answer came (the network, a closed connection); otherwise
 * the call's default — `system_error`, the spec's generic fallback, unless the spec names another
 * for that call (exportSubscribersError, checkReportStatusError, service unavailable for top-ups).
 * Never a specific failure guessed from the HTTP status alone.
 */
export function failureCode(error: unknown, fallback = 'system_error'): string {
  if (!isApiError(error)) return fallback;
  if (error.problem) return error.problem.code;
  return error.status === 0 ? 'service_unavailable' : fallback;
}

/** spec §8: a failure in the user's language, by `failureCode`; an unknown code reads as `fallback`. */
export function translateError(t: TFunction, error: unknown, fallback = 'system_error'): string {
  // the last resort, from the shell's own catalogue: the errors catalogue did not arrive (no network)
  const general = t(`errors:${fallback}`, { defaultValue: t('common:error.title') });
  const text = t(`errors:${failureCode(error, fallback)}`, { defaultValue: general });
  // spec §8: a date-error is shown with the server's message (the billing names its boundary)
  const detail = isApiError(error) && error.problem?.code === 'date_error' ? error.problem.detail : undefined;
  return detail ? `${text} ${detail}` : text;
}
