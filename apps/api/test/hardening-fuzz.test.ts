import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allRoutes, isErrorCode, type RouteDef } from '@kabinet/contract';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import type { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './server.ts';

// Decision 012: hostile values in every parameter of every route of the contract the server
// serves — no 5xx, every refusal an RFC 9457 problem with a catalogue code, nothing changed by it.

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\u202etxt.exe',
  '\u200b',
  '\ufeff',
  '\u0007\u001b[31m',
  "'; drop table operator.subscribers; --",
  '" or 1=1 --',
  '../../../../etc/passwd',
  '%zz',
  '%',
  '_',
  '\\',
  '{{7*7}}${7*7}',
  '<script>alert(1)</script>',
  '=cmd|"/c calc"!A1',
  'x'.repeat(5000),
  '7'.repeat(101),
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999999999',
  '\ud800',
  '😀'.repeat(30),
  'И\u0306',
  ' ',
  '',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', '$where'), hostileString, { maxKeys: 2 }),
);

/** The field names of a request part's schema (an object, or an object inside a pipe or refinement). */
function keysOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; current && depth < 5; depth++) {
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    const def = (current as { _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } })._zod
      ?.def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return [];
}

/** A path segment; a lone surrogate becomes its raw (invalid UTF-8) bytes, as a hostile client sends them. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

const VALID_PARAMS: Record<string, string> = {
  msisdn: DEMO_NUMBERS.active,
  bin: DEMO_COMPANIES.large.bin,
  id: 'PKG_VOICE_500',
  state: 'ENABLED',
  action: 'block',
};

describe('hardening: hostile values on every route (fast-check)', () => {
  let server: TestServer;
  let admin: TestClient;
  let served: RouteDef[];

  const fingerprint = async () =>
    JSON.stringify(
      (
        await server.database.pool.query(`select
          (select md5(string_agg(concat(msisdn, lc_state_id, iccid), ',' order by msisdn)) from operator.subscribers) as numbers,
          (select md5(string_agg(concat(msisdn, label, comment, cost_centre_id), ',' order by msisdn)) from portal.company_lines) as notes,
          (select md5(string_agg(concat(msisdn, product_id, status), ',' order by msisdn, product_id)) from operator.subscriber_products) as products,
          (select count(*) from operator.pending_operations) as operations,
          (select count(*) from operator.balance_ledger) as ledger,
          (select md5(string_agg(concat(customer_bin, is_offer_approved), ',' order by customer_bin)) from accounts.client_services) as offers`)
      ).rows,
    );

  // business refusals (404 unknown product, 409...) are written to the action log by design (decision
  // 005); input refusals are not even logged
  const actionCount = async () =>
    Number((await server.database.pool.query(`select count(*) as n from portal.action_log`)).rows[0].n);

  beforeAll(async () => {
    server = await startTestServer({ OPERATOR_DELAY_MS: '600000' });
    admin = await server.as('admin', DEMO_COMPANIES.large.bin);
    served = allRoutes.filter((route) => server.app.hasRoute({ method: route.method, url: route.path }));
  });
  afterAll(() => server?.stop());

  it('serves most of the contract (the fuzz covers what is served)', () => {
    expect(served.length).toBeGreaterThanOrEqual(15);
  });

  // every route × every hostile value, one request each: minutes on a loaded 2-core machine
  it('answers hostile values with a 4xx problem (or a 2xx), never a 5xx, and a refusal changes nothing', async () => {
    const failures: string[] = [];
    for (const route of served) {
      const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const queryKeys = keysOf(route.query);
      const bodyKeys = keysOf(route.body);
      const input = fc.record({
        params: fc.tuple(
          ...params.map((name) => fc.oneof(fc.constant(VALID_PARAMS[name] ?? 'x'), hostileString)),
        ),
        query: fc.dictionary(fc.constantFrom(...(queryKeys.length ? queryKeys : ['x'])), hostileString, {
          maxKeys: 3,
        }),
        body: fc.oneof(
          fc.dictionary(fc.constantFrom(...(bodyKeys.length ? bodyKeys : ['x'])), hostileJson, {
            maxKeys: 4,
          }),
          hostileJson,
        ),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ params: values, query, body }) => {
          let path = route.path;
          params.forEach((name, i) => {
            path = path.replace(`:${name}`, segment(String(values[i])));
          });
          const before = await fingerprint();
          const actionsBefore = await actionCount();
          const res = await admin.request(route.method, path, {
            query,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body }),
          });
          const label = `${route.method} ${path} → ${res.status} ${res.text.slice(0, 200)}`;
          if (res.status >= 500) failures.push(label);
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers.get('content-type'), label).toMatch(/^application\/problem\+json/);
            const code = (res.body as { code?: unknown }).code;
            expect(isErrorCode(code), label).toBe(true);
            expect(res.text, label).not.toMatch(/FST_|[A-Z][a-z]+Error|\bat \/|node_modules/);
            expect(await fingerprint(), label).toBe(before);
            if (res.status === 400 || res.status === 429)
              expect(await actionCount(), label).toBe(actionsBefore);
          }
        }),
        { numRuns: 25 },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
