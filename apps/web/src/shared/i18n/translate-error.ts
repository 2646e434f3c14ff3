import type { TFunction } from 'i18next';
import { errorCode } from '../api/api-error.ts';

/** spec §8: a failure is translated by its catalogue code; the generic fallback is system_error. */
export function translateError(t: TFunction, error: unknown): string {
  const code = errorCode(error);
  return t(`errors:${code}`, { defaultValue: t('errors:system_error') });
}
