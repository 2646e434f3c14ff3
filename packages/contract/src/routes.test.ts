import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes } from './routes.ts';
import { FEATURE_NAMES } from './features.ts';
import { isErrorCode } from './errors.ts';
import { binaryFileSchema } from './files.ts';

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!).sort();
const schemaKeys = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];

describe('allRoutes', () => {
  it('has routes of every area', () => {
    const areas = new Set(allRoutes.map((r) => r.id.split('.')[0]));
    for (const area of [
      'accounts',
      'features',
      'subscribers',
      'numbers',
      'services',
      'customers',
      'controls',
      'devices',
      'esim',
      'reports',
      'documents',
    ])
      expect(areas).toContain(area);
  });
  it('has unique ids and unique method + path', () => {
    const ids = allRoutes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it.each(allRoutes.map((r) => [r.id, r] as const))(
    '%s declares scope, feature and matching params',
    (_, r) => {
      expect(['public', 'session', 'company', 'subscriber']).toContain(r.scope);
      expect([...FEATURE_NAMES, 'none']).toContain(r.feature);
      expect(r.path).toMatch(/^\/(api|accounts\/api)\//);
      expect(schemaKeys(r.params)).toEqual(pathParams(r.path));
      if (r.scope === 'subscriber') expect(pathParams(r.path)).toContain('msisdn');
      if (pathParams(r.path).includes('bin')) expect(['company', 'subscriber']).toContain(r.scope);
      if (r.method === 'GET') expect(r.body).toBeUndefined();
      // file responses declare their media types, JSON responses do not
      expect(r.produces === undefined).toBe(r.response !== binaryFileSchema);
    },
  );
  it.each(allRoutes.map((r) => [r.id, r] as const))('%s converts to JSON Schema', (_, r) => {
    for (const schema of [r.params, r.query, r.body])
      if (schema)
        expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
    // responses are serialised: no transforms (they would throw here)
    expect(() => z.toJSONSchema(r.response, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
  });
  it('query schemas read strings: numbers are coerced', () => {
    const search = allRoutes.find((r) => r.id === 'numbers.search')!;
    const order = { sort: 'msisdn', direction: 'asc', language: 'ru' };
    expect(search.query!.parse({})).toEqual({ pageNumber: 1, pageSize: 10, ...order });
    expect(search.query!.parse({ pageNumber: '3', pageSize: '5' })).toEqual({
      pageNumber: 3,
      pageSize: 5,
      ...order,
    });
    const issue = search.query!.safeParse({ pageNumber: '0' }).error?.issues[0]?.message;
    expect(issue).toBe('invalid_page');
    expect(search.query!.safeParse({ pageSize: '101' }).error?.issues[0]?.message).toBe('invalid_page_size');
    const debts = allRoutes.find((r) => r.id === 'customers.debts')!;
    expect(debts.query!.parse({ page: '0' })).toEqual({ page: 0, size: 10 });
  });
  it('answers validation failures with catalogue codes', () => {
    const label = allRoutes.find((r) => r.id === 'numbers.label')!;
    const tooLong = label.query!.safeParse({ label: 'x'.repeat(21) }).error?.issues[0]?.message;
    expect(isErrorCode(tooLong)).toBe(true);
    expect(label.query!.parse({})).toEqual({ label: null });
    const transfer = allRoutes.find((r) => r.id === 'transfer.transferPayment')!;
    for (const [tenge, tiyn] of [
      ['0', '0'],
      ['1000000', '01'],
      ['10000000', ''],
      ['1', '100'],
      ['abc', ''],
    ]) {
      const msg = transfer.body!.safeParse({ msisdnFrom: '7012345678', msisdnTo: '7472345678', tenge, tiyn })
        .error?.issues[0]?.message;
      expect(isErrorCode(msg)).toBe(true);
    }
  });
});

describe('query coercion failures', () => {
  it('names the field rule, not a generic NaN message', () => {
    const search = allRoutes.find((r) => r.id === 'numbers.search')!;
    expect(search.query!.safeParse({ pageNumber: 'x' }).error?.issues[0]?.message).toBe('invalid_page');
    expect(search.query!.safeParse({ pageSize: 'x' }).error?.issues[0]?.message).toBe('invalid_page_size');
  });
});
