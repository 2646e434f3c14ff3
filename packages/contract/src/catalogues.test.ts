import { readdirSync, readFileSync } from 'node:fs';
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

// The walk of the catalogue (decision 022): every error code is answered by the server in a
// situation the spec names — a quoted code in the server's or the contract's sources (routes'
// `failure`, refusals, rules), or a template that builds it (`${kind}_delete_failed`) — or, for an
// empty answer the browser states in words, shown by the web. A code that nothing produces and
// nothing shows fails here: produce it, or remove it with a decision.
const ROOT = join(import.meta.dirname, '../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'node_modules'
        ? []
        : sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
/** the text of a source without its comments: a code named in a comment is produced by nothing */
const codeOnly = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * spec §8 empty results the web states in words (its '404 text'): the server answers the empty
 * list itself (200, decision 019), so the code is the browser's, never the server's.
 */
const SHOWN_FOR_EMPTY_ANSWERS = [
  'number_not_found', // the search found nothing: clear the search and click Search
  'payment_history_empty',
  'action_history_not_found',
  'unknown_payments_not_found',
  'top_up_empty',
] as const;

describe('the catalogue walk: every code is produced or shown', () => {
  const catalogueFiles = /error-codes\.ts$|error-statuses\.ts$/;
  const server = [...sources(join(ROOT, 'apps/api/src')), ...sources(join(ROOT, 'packages/contract/src'))]
    .filter((file) => !catalogueFiles.test(file))
    .map(codeOnly);
  const web = sources(join(ROOT, 'apps/web/src')).map(codeOnly);
  const templates = server.flatMap((text) =>
    [...text.matchAll(/`([a-z_]*)\$\{\w+\}([a-z_]{4,})`/g)].map(
      ([, prefix, suffix]) => new RegExp(`^${prefix}[a-z]+${suffix}$`),
    ),
  );
  const isProduced = (code: string) =>
    server.some((text) => text.includes(`'${code}'`)) || templates.some((t) => t.test(code));

  it('is produced by the server, each code', () => {
    const shownOnly = new Set<string>(SHOWN_FOR_EMPTY_ANSWERS);
    expect(ERROR_CODES.filter((code) => !shownOnly.has(code) && !isProduced(code))).toEqual([]);
  });

  it("or, for an empty answer, shown by the web and not the server's", () => {
    // the first screens carry their empty answers' texts in their own catalogs, under the code
    // (`emptyAnswers.<code>`): the errors catalogue is not in their first load (decision 015)
    const isShown = (code: string) =>
      web.some((text) => text.includes(`errors:${code}`) || text.includes(`emptyAnswers.${code}`));
    expect(SHOWN_FOR_EMPTY_ANSWERS.filter((code) => !isShown(code))).toEqual([]);
    expect(SHOWN_FOR_EMPTY_ANSWERS.filter((code) => isProduced(code))).toEqual([]);
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
