import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@kabinet/contract';
import { startTestServer, type TestServer } from './server.ts';

// The OpenAPI document as an integrator's tools read it: valid OpenAPI 3, Redocly's recommended rules
// without an error, and every contract route with its operationId, summary, success schema, the
// refusals its guards can answer (problem details), its security and its idempotency header.

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  let server: TestServer;
  let doc: Document;

  beforeAll(async () => {
    server = await startTestServer({ API_DOCS_PUBLIC: 'true' });
    const res = await server.anonymous().get('/api/docs/json');
    expect(res.status).toBe(200);
    doc = res.body as Document;
  });
  afterAll(() => server?.stop());

  it('is valid OpenAPI 3 for swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("has no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'kabinet.json',
      config,
    });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('describes exactly the contract routes (not the sign-in flow or the embedded identity provider)', () => {
    const described = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contract = allRoutes.map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(described.filter((d) => d.includes('/idp'))).toEqual([]);
    expect(new Set(described)).toEqual(new Set(contract));
  });

  it('gives every operation its id, summary, success schema, refusals and security', () => {
    for (const route of allRoutes) {
      const op = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(op, route.id).toBeDefined();
      expect(op!.operationId, route.id).toBe(route.id);
      expect(op!.summary, route.id).toBe(route.summary);
      const success = op!.responses['200']?.content;
      expect(success && Object.values(success).every((c) => c.schema), route.id).toBeTruthy();
      const refusals = Object.keys(op!.responses).filter((s) => /^4\d\d$/.test(s));
      if (route.scope !== 'public' || route.params || route.query || route.body)
        expect(refusals.length, route.id).toBeGreaterThan(0);
      for (const status of refusals)
        expect(
          op!.responses[status]!.content?.['application/problem+json'],
          `${route.id} ${status}`,
        ).toBeDefined();
      if (route.scope === 'public') expect(op!.security ?? [], route.id).toEqual([]);
      else {
        expect(op!.security!.length, route.id).toBeGreaterThan(0);
        expect(refusals, route.id).toContain('401');
      }
      if (route.scope === 'subscriber') expect(refusals, route.id).toContain('404');
      if (route.rateLimit) expect(refusals, route.id).toContain('429');
      const idempotency = op!.parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      expect(Boolean(idempotency?.required), route.id).toBe(route.idempotencyKey === 'required');
    }
  });
});
