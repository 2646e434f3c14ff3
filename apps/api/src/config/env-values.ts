import { z } from 'zod';

/** An empty variable (`FOO=` in a .env file) means unset, as if it were not there. */
export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/** A rule across variables that the one-variable schemas cannot say. */
export interface EnvIssue {
  path: string;
  message: string;
}

/** A comma-separated list, trimmed, without empty entries. */
export function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
