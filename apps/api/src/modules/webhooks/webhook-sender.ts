import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { ApiError } from '../../platform/problem.ts';
import { resolveDestination, type Destination, type DestinationPolicy } from './webhook-destination.ts';

const MAX_REDIRECTS = 3;
/** what is read of a receiver's answer: its status is what counts */
const MAX_ANSWER_BYTES = 4096;

export interface SendResult {
  ok: boolean;
  /** the last HTTP status, null when none came */
  status: number | null;
  latencyMs: number;
  /** why it failed, for the delivery log (never the secret or the body) */
  error: string | null;
}

export interface SendOptions extends DestinationPolicy {
  timeoutMs: number;
}

/** Signs as the Standard Webhooks specification says: `webhook-id`, `-timestamp`, `-signature`. */
export function signedHeaders(secret: string, eventId: string, body: string, at = new Date()) {
  return {
    'content-type': 'application/json',
    'user-agent': 'Kabinet-Webhooks/1',
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}

function postOnce(
  destination: Destination,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; location: string | null }> {
  const { url, address, family } = destination;
  // connect to the address that was checked, whatever a second DNS answer would say
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * One attempt: POST the signed event, following at most 3 redirects, each target resolved and
 * checked again (a redirect to an internal address is refused like the address itself).
 */
export async function sendWebhook(
  rawUrl: string,
  secret: string,
  eventId: string,
  body: string,
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const headers = signedHeaders(secret, eventId, body);
  let target = rawUrl;
  try {
    for (let hop = 0; ; hop++) {
      const destination = await resolveDestination(target, options);
      const { status, location } = await postOnce(destination, headers, body, options.timeoutMs);
      if (status >= 300 && status < 400 && location) {
        if (hop >= MAX_REDIRECTS)
          return { ok: false, status, latencyMs: elapsed(), error: 'too_many_redirects' };
        target = new URL(location, destination.url).href;
        continue;
      }
      const ok = status >= 200 && status < 300;
      return { ok, status, latencyMs: elapsed(), error: ok ? null : `http_${status}` };
    }
  } catch (error) {
    const reason =
      error instanceof ApiError
        ? error.code
        : ((error as NodeJS.ErrnoException).code ?? (error as Error).message ?? 'error');
    return { ok: false, status: null, latencyMs: elapsed(), error: String(reason).slice(0, 200) };
  }
}
