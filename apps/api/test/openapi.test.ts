import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@kabinet/contract';
import { allRoutes, ERROR_STATUS, isErrorCode, WEBHOOK_EVENT_TYPES } from '@kabinet/contract';
import { startTestServer, type TestServer } from './server.ts';

// The OpenAPI document as an integrator's tools read it: valid OpenAPI 3, Redocly's recommended rules
// without an error, and every contract route with its operationId, summary, success schema, the
// refusals its guards can answer (problem details), its security and its idempotency header.

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<
    string,
    { content?: Record<string, { schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] } }> }
  >;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: Json }> } } }>;
};
type Json = Record<string, any>;

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

  // decision 035: every code an operation can answer is on it, by its status
  const documentedCodes = (op: Operation) =>
    Object.entries(op.responses).flatMap(([status, response]) =>
      (response.content?.['application/problem+json']?.schema?.allOf?.[1]?.properties?.code?.enum ?? []).map(
        (code) => `${code}@${status}`,
      ),
    );
  const operationOf = (id: string) => {
    const route = allRoutes.find((r) => r.id === id)!;
    return doc.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
  };

  it('lists on every operation each code its module’s source can answer, under its status', () => {
    // the contract's route objects by the names a routes file uses (`bulkRoutes.create` → bulk.create)
    const routeIds = new Map<string, string>();
    for (const [name, value] of Object.entries(contract))
      if (name.endsWith('Routes') && value && typeof value === 'object')
        for (const [key, route] of Object.entries(value as Record<string, { id?: unknown }>))
          if (typeof route?.id === 'string') routeIds.set(`${name}.${key}`, route.id);
    const modules = path.resolve(import.meta.dirname, '../src/modules');
    const missing: string[] = [];
    let checked = 0;
    for (const module of readdirSync(modules)) {
      const files = readdirSync(path.join(modules, module)).filter(
        (f) => f.endsWith('.ts') && !f.includes('.test.'),
      );
      const source = (f: string) => readFileSync(path.join(modules, module, f), 'utf8');
      const ids = files
        .filter((f) => f.endsWith('.routes.ts'))
        .flatMap((f) =>
          [...source(f).matchAll(/\b(\w+Routes)\.(\w+)\b/g)].map((m) => routeIds.get(`${m[1]}.${m[2]}`)),
        )
        .filter((id): id is string => id !== undefined);
      // every catalogue code the module's source names: what its handlers and services can answer
      const codes = new Set(
        files
          .flatMap((f) => [...source(f).matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1]!))
          .filter(isErrorCode),
      );
      for (const id of new Set(ids)) {
        const documented = new Set(documentedCodes(operationOf(id)));
        checked++;
        for (const code of codes)
          if (!documented.has(`${code}@${ERROR_STATUS[code]}`)) missing.push(`${id}: ${code}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('documents the faults on every operation, the operator’s on operator-backed ones, each with its problem schema', () => {
    let conflicts = 0;
    for (const route of allRoutes) {
      const codes = documentedCodes(operationOf(route.id));
      expect(codes, route.id).toEqual(
        expect.arrayContaining(['system_error@500', 'service_unavailable@503']),
      );
      if (route.failure) expect(codes, route.id).toContain(`${route.failure}@${ERROR_STATUS[route.failure]}`);
      if (codes.some((c) => c.endsWith('@409'))) conflicts++;
    }
    expect(conflicts).toBeGreaterThan(20);
    for (const id of ['numbers.search', 'transfer.create', 'devices.register'].filter((i) =>
      allRoutes.some((r) => r.id === i),
    ))
      expect(documentedCodes(operationOf(id)), id).toContain('failed_to_get_data@502');
  });

  it('is OpenAPI 3.1 with a webhooks section typing every event’s body', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) {
      const schema = doc.webhooks![type]!.post?.requestBody?.content?.['application/json']?.schema;
      expect(schema?.properties?.type, type).toMatchObject({ const: type });
      expect(schema?.properties?.data?.type, type).toBe('object');
      expect(schema?.required, type).toEqual(
        expect.arrayContaining(['id', 'type', 'occurredAt', 'company', 'data']),
      );
    }
    const bulk = doc.webhooks!['bulk_job.finished']!.post!.requestBody!.content!['application/json']!.schema!;
    expect(Object.keys(bulk.properties.data.properties.counts.properties)).toEqual(
      expect.arrayContaining(['done', 'refused', 'failed', 'skipped']),
    );
  });
});
