import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { startTmfService, type TmfService } from '../src/operator/tmf-service/service.ts';
import type { TestClient } from './client.ts';
import { freePort } from './postgres.ts';
import { startTestServer, type TestServer } from './server.ts';

// decision 036: a portal whose operator is unreachable at start starts and serves — /health/ready
// names the operator, a page that needs it answers its spec §8 failure (502) — and serves the
// operator's pages again once it is back, with no restart.

describe('a portal started while the operator is away (decision 036)', () => {
  let server: TestServer;
  let service: TmfService | null = null;
  let admin: TestClient;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer({ OPERATOR_URL: `http://127.0.0.1:${port}`, OPERATOR_TIMEOUT_MS: '1000' });
    admin = await server.as('admin', DEMO_COMPANIES.large.bin);
  });
  afterAll(async () => {
    await server?.stop();
    await service?.stop();
  });

  it('starts, says the operator is away, answers the page its spec §8 failure, then catches up', async () => {
    const ready = await server.anonymous().get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ checks: { operator: 'failed' } });
    const page = await admin.get(`/api/subscribers/${DEMO_NUMBERS.active}`);
    expect(page.status).toBe(502);
    // the number page's spec §8 failure (its screen's text), not a 500
    expect(page.body).toMatchObject({ code: 'subscriber_info_failed' });
    // the portal's own pages need no operator
    expect((await admin.get('/api/team/my-access')).status).toBe(200);

    service = await startTmfService({
      databaseUrl: server.databaseUrl,
      port,
      host: '127.0.0.1',
      token: null,
      reference: { delayMs: 200 },
    });
    await expect
      .poll(async () => (await admin.get(`/api/subscribers/${DEMO_NUMBERS.active}`)).status, {
        timeout: 30_000,
        interval: 1_000,
      })
      .toBe(200);
    await expect
      .poll(async () => (await server.anonymous().get('/health/ready')).status, { timeout: 10_000 })
      .toBe(200);
  });
});
