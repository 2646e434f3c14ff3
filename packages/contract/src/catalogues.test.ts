import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_CODES } from './action-codes.ts';
import { ERROR_STATUS, ERROR_STATUSES } from './error-statuses.ts';
import { ERROR_CODES } from './errors.ts';
import { SUCCESS_CODES } from './success-codes.ts';

// Every code the server can answer or log is one catalogue entry that every layer reads
// (decision 007): an error code has its HTTP status here, and each kind of code is translated in
// ru, en and kk by the web app (apps/web/src/locales/<language>/<namespace>.json).

const LANGUAGES = ['ru', 'en', 'kk'] as const;
const LOCALES = join(import.meta.dirname, '../../../apps/web/src/locales');
const catalog = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

const untranslated = (codes: readonly string[], namespace: string) =>
  LANGUAGES.flatMap((language) => {
    const texts = catalog(language, namespace);
    return codes
      .filter((code) => typeof texts[code] !== 'string' || (texts[code] as string).trim() === '')
      .map((code) => `${language}/${namespace}:${code}`);
  });

describe('error catalogue', () => {
  it('gives every code an HTTP status of the problem statuses', () => {
    const allowed = new Set<number>(ERROR_STATUSES);
    const without = ERROR_CODES.filter((code) => !allowed.has(ERROR_STATUS[code]));
    expect(without).toEqual([]);
    // nothing outside the catalogue has a status
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('answers the session and validation codes with their classic statuses', () => {
    expect(ERROR_STATUS.unauthorized).toBe(401);
    expect(ERROR_STATUS.feature_not_available).toBe(403);
    expect(ERROR_STATUS.msisdn_not_in_company).toBe(404);
    expect(ERROR_STATUS.invalid_msisdn).toBe(400);
    expect(ERROR_STATUS.system_error).toBe(500);
  });

  it('is translated in ru, en and kk', () => {
    expect(untranslated(ERROR_CODES, 'errors')).toEqual([]);
  });
});

describe('success catalogue', () => {
  it('has unique snake_case codes, translated in ru, en and kk', () => {
    expect(new Set(SUCCESS_CODES).size).toBe(SUCCESS_CODES.length);
    expect(untranslated(SUCCESS_CODES, 'success')).toEqual([]);
  });
});

describe('action-log catalogue', () => {
  it('has unique snake_case codes, translated in ru, en and kk', () => {
    expect(new Set(ACTION_CODES).size).toBe(ACTION_CODES.length);
    for (const code of ACTION_CODES) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(untranslated(ACTION_CODES, 'actions')).toEqual([]);
  });
});
