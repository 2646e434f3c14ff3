import fs from 'node:fs';
import { untilStateApplied } from './operator-fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_NUMBERS } from '../src/db/seed/index.ts';
import { TYPES_FILE, typesSource } from '../../../examples/generate-types.ts';
import {
  blockNumber,
  kabinetClient,
  listNumbers,
  unblockNumber,
  verifyWebhook,
} from '../../../examples/kabinet-integration.ts';
import { startTestServer, type TestServer } from './server.ts';
import { startWebhookReceiver } from './support/webhook-receiver.ts';

// decision 031: the examples/ integration against the embedded server, as an integrator runs it —
// types generated from the served OpenAPI, openapi-fetch calls with an API token, and a webhook
// received and verified with the standardwebhooks library.

type Json = Record<string, any>;
const LARGE = DEMO_COMPANIES.large.bin;

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startTestServer({ API_DOCS_PUBLIC: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

describe('examples/ integration', () => {
  it("its types are the served document's (openapi-typescript)", async () => {
    const document = (await server.anonymous().get('/api/docs/json')).body as object;
    const source = await typesSource(document);
    if (process.env.UPDATE_EXAMPLE_TYPES === '1') fs.writeFileSync(TYPES_FILE, source);
    // out of date: `UPDATE_EXAMPLE_TYPES=1 npx vitest run --project api apps/api/test/examples.test.ts`
    expect(fs.readFileSync(TYPES_FILE, 'utf8')).toBe(source);
  });

  it('lists numbers, blocks one with a token, and receives the verified webhook', async () => {
    // the administrator's part, in the portal: a token and an endpoint
    const admin = await server.as('admin', LARGE);
    const token = (await admin.post('/api/api-tokens', { body: { name: 'ERP example' } })).body as Json;
    const endpoint = (
      await admin.post('/api/webhooks/endpoints', {
        body: { url: receiver.url('/erp'), eventTypes: ['number.state_changed'] },
      })
    ).body as Json;

    // the integration's part
    const client = kabinetClient(server.url, token.secret);
    const page = await listNumbers(client, 10);
    expect(page.total).toBeGreaterThan(2000);
    expect(page.numbers).toHaveLength(10);
    // accepted at once, applied by the network a little later (decision 027)
    expect(await blockNumber(client, DEMO_NUMBERS.active)).toBe('PENDING');

    await receiver.until((items) => items.some((i) => i.path === '/erp'));
    const item = receiver.received.find((i) => i.path === '/erp')!;
    const event = verifyWebhook(endpoint.secret, item.body, item.headers);
    expect(event).toMatchObject({
      type: 'number.state_changed',
      company: LARGE,
      data: { msisdn: DEMO_NUMBERS.active, state: 'SUSPENDED', pending: true },
    });
    expect(() =>
      verifyWebhook('whsec_' + Buffer.from('another secret!!').toString('base64'), item.body, item.headers),
    ).toThrow();

    await untilStateApplied(server, DEMO_NUMBERS.active);
    expect(await unblockNumber(client, DEMO_NUMBERS.active)).toBe('PENDING');
    expect(await untilStateApplied(server, DEMO_NUMBERS.active)).toBe('ACTIVE');
  });
});
