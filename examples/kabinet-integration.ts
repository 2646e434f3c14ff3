// An integration as a company's ERP or service desk would write it (decision 031): typed calls with
// openapi-fetch over types that openapi-typescript generated from the portal's OpenAPI document,
// an API token made under "API and webhooks", and webhooks verified with the standardwebhooks library.
import createClient from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
import type { paths } from './kabinet-api.ts';

export type KabinetClient = ReturnType<typeof kabinetClient>;

/** A client acting for the token's company: no cookie, no X-Client-Bin needed. */
export function kabinetClient(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
}

/** Problem details (RFC 9457) carry a catalogue code: what an integration branches on. */
class KabinetError extends Error {
  constructor(readonly code: string) {
    super(`Kabinet refused: ${code}`);
  }
}
const fail = (error: unknown): never => {
  throw new KabinetError((error as { code?: string }).code ?? 'unknown');
};

/** One page of the company's numbers. */
export async function listNumbers(client: KabinetClient, pageSize = 10) {
  const { data, error } = await client.POST('/api/customers/subscribers', {
    params: { query: { pageNumber: 1, pageSize } },
    body: {},
  });
  if (error || !data) return fail(error);
  return { total: data.totalSubscriptions, numbers: data.data.map((card) => card.msisdn) };
}

/** Blocks a number (spec §4 lifecycle); the outcome also arrives as a `number.state_changed` webhook. */
export async function blockNumber(client: KabinetClient, msisdn: string) {
  const { data, error } = await client.PUT('/api/subscribers/{msisdn}/suspend', {
    params: { path: { msisdn } },
  });
  if (error || !data) return fail(error);
  return data.state;
}

export async function unblockNumber(client: KabinetClient, msisdn: string) {
  const { data, error } = await client.PUT('/api/subscribers/{msisdn}/activate', {
    params: { path: { msisdn } },
  });
  if (error || !data) return fail(error);
  return data.state;
}

export interface KabinetEvent {
  id: string;
  type: string;
  occurredAt: string;
  company: string;
  data: Record<string, unknown>;
}

/**
 * The receiving side: a request is trusted only when its Standard Webhooks signature checks out
 * with the endpoint's secret and its timestamp is recent (the library refuses replays).
 */
export function verifyWebhook(secret: string, body: string, headers: Record<string, string>): KabinetEvent {
  return new Webhook(secret).verify(body, headers) as KabinetEvent;
}
