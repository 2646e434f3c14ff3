import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_REFS_FILE, routeRefsSource } from '../scripts/generate-route-refs.ts';
import * as refs from './route-refs.ts';
import { allRoutes } from './routes.ts';
import { authRoutes } from './auth.ts';

describe('route refs (the browser view of the routes, decision 015)', () => {
  it('are generated from the current definitions (npm run routes -w @kabinet/contract)', async () => {
    const written = fs.readFileSync(ROUTE_REFS_FILE, 'utf8');
    expect(written).toBe(await routeRefsSource());
  });

  it('name every route with its method and path and nothing of zod', () => {
    const byId = new Map(
      Object.values(refs)
        .flatMap((group) => Object.values(group))
        .map((ref) => [ref.id, ref]),
    );
    for (const route of [...allRoutes, ...Object.values(authRoutes)]) {
      const ref = byId.get(route.id);
      expect(ref, route.id).toBeDefined();
      expect(ref).toMatchObject({ method: route.method, path: route.path });
      expect(ref?.produces).toEqual(route.produces);
      expect(ref?.idempotencyKey).toEqual(route.idempotencyKey);
      expect(
        Object.keys(ref!).every((k) => ['id', 'method', 'path', 'produces', 'idempotencyKey'].includes(k)),
      ).toBe(true);
    }
  });
});
