import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorUnavailableError } from '../../platform/faults.ts';
import type { OperatorPort } from '../port.ts';
import { createTmfOperator } from './adapter.ts';
import { createTmfHttp } from './http-client.ts';
import { TMF_PATHS, customerParty } from './wire.ts';

// decision 036: an answer the adapter cannot read is the operator not answering (the screen's
// spec §8 failure, 502), never a TypeError that becomes a 500 — here a BSS answering shapes the
// adapter does not know, over HTTP.

describe('an unreadable answer (decision 036)', () => {
  const bin = '123456789012';
  let bss: FastifyInstance;
  let adapter: OperatorPort;

  beforeAll(async () => {
    bss = Fastify();
    bss.get(`${TMF_PATHS.productInventory}/product/:id`, async (request) => ({
      id: (request.params as { id: string }).id,
      relatedParty: customerParty(bin),
      productCharacteristic: 'not a list',
    }));
    bss.post(`${TMF_PATHS.prepayBalance}/transferBalance`, async (_request, reply) =>
      reply.status(201).send({ id: 't-1', status: 'somewhere between' }),
    );
    const url = await bss.listen({ port: 0, host: '127.0.0.1' });
    const http = createTmfHttp({ baseUrl: url, token: null, client: null, timeoutMs: 2000, retries: 0 });
    adapter = createTmfOperator(http, { schedulePoll: async () => {}, claimEvent: async () => true });
  });
  afterAll(() => bss?.close());

  it('a product whose characteristics are not a list, a transfer in no state TMF654 names', async () => {
    await expect(adapter.findCompanyNumber(bin, '7011234567')).rejects.toBeInstanceOf(
      OperatorUnavailableError,
    );
    await expect(
      adapter.transferBalance(bin, {
        msisdnFrom: '7011234567',
        msisdnTo: '7001000005',
        amount: 100,
        idempotencyKey: 'k',
      }),
    ).rejects.toBeInstanceOf(OperatorUnavailableError);
  });
});
