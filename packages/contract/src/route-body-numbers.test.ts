import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteDef } from './route.ts';
import { allRoutes } from './routes.ts';

/**
 * Issue 41 item 13: a body field that names a number (its key says msisdn) is either declared on
 * the route as the company's (`bodyNumbers`, checked by the tenancy guard against a scoped user's
 * groups) or listed here as a number that need not be the company's, with the reason.
 */
const NOT_THE_COMPANYS: Record<string, string> = {};

/** keys that name a part of a number, not a number: spec §5's search mask */
const NOT_A_NUMBER = new Set(['msisdnPart']);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** the dotted paths of the fields under `schema` whose key names a number */
function numberFields(schema: z.ZodType, prefix = ''): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        return /msisdn/i.test(key) ? [path, ...numberFields(value, path)] : numberFields(value, path);
      });
    case 'array':
      return numberFields(def.element as z.ZodType, prefix);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => numberFields(option, prefix));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return numberFields(def.innerType as z.ZodType, prefix);
    case 'pipe':
      return numberFields(def.in as z.ZodType, prefix);
    default:
      return [];
  }
}

/** only the fields that hold a number or numbers (a list of objects with a msisdn is walked into) */
const bodyNumberFields = (route: RouteDef) =>
  route.body
    ? [...new Set(numberFields(route.body))].filter(
        (path) => !/\.msisdn\w*\./.test(path) && !NOT_A_NUMBER.has(path.split('.').at(-1)!),
      )
    : [];

describe('numbers named in a request body (decision 037)', () => {
  it('are declared on the route, or said not to be the company’s', () => {
    const undeclared = allRoutes.flatMap((route) =>
      bodyNumberFields(route)
        .filter((path) => !route.bodyNumbers?.includes(path) && !(`${route.id}:${path}` in NOT_THE_COMPANYS))
        .map((path) => `${route.id}:${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('declares only fields the body has, on routes with a company', () => {
    for (const route of allRoutes) {
      if (!route.bodyNumbers) continue;
      expect(['company', 'subscriber'], route.id).toContain(route.scope);
      for (const path of route.bodyNumbers) expect(bodyNumberFields(route), route.id).toContain(path);
    }
    for (const key of Object.keys(NOT_THE_COMPANYS)) {
      const [id, path] = key.split(':') as [string, string];
      const route = allRoutes.find((r) => r.id === id);
      expect(route && bodyNumberFields(route), key).toContain(path);
    }
  });

  it('covers the routes that take listed numbers', () => {
    const declared = (id: string) => allRoutes.find((r) => r.id === id)?.bodyNumbers;
    expect(declared('costCentres.assign')).toEqual(['msisdns']);
    expect(declared('transfer.transferPayment')).toEqual(['msisdnFrom', 'msisdnTo']);
    expect(declared('bulk.create')).toEqual(['selection.msisdns']);
  });
});
