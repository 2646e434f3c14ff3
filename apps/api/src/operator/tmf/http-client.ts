import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { OperatorUnavailableError } from '../../platform/faults.ts';
import { ApiError } from '../../platform/problem.ts';
import { createCircuitBreaker, type CircuitBreaker, type CircuitState } from './circuit-breaker.ts';
import { TMF_ERRORS, TRANSPORT_FAULT, tmfErrorRowOf } from './error-table.ts';
import { CORRELATION_HEADER, type TmfApi } from './wire.ts';

// The adapter's one way to the operator (decision 032): every call has a timeout; reads and
// externalId-keyed orders are sent again after a transport fault, a 5xx or a 409 (the operator
// answers an externalId once); each TMF API has its own circuit breaker; every call is counted and
// timed by API and outcome. Whatever goes wrong, the portal answers a spec §8 problem, never hangs.

export interface TmfHttpOptions {
  baseUrl: string;
  token: string | null;
  client: { id: string; secret: string; tokenUrl: string } | null;
  timeoutMs: number;
  /** further attempts of a retryable call */
  retries?: number;
  breaker?: { threshold: number; cooldownMs: number };
  /** the request id of the portal request being served, sent as the correlation header */
  correlationId?: () => string | undefined;
  /** every request as sent (tests check them against the TMF schemas) */
  onSend?: (sent: {
    api: TmfApi;
    method: string;
    path: string;
    body: unknown;
    correlationId?: string;
  }) => void;
}

export interface TmfRequest {
  api: TmfApi;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** a read, or an order the operator applies once per externalId */
  isRetryable: boolean;
}

export interface TmfResponse {
  status: number;
  body: unknown;
  /** TMF630 paging: a list's `X-Total-Count` (how many match, beyond the page), when it sends one */
  total: number | null;
}

const CIRCUIT_VALUE: Record<CircuitState, number> = { closed: 0, halfOpen: 1, open: 2 };
const RETRY_BASE_MS = 100;

class OperatorFault extends Error {
  constructor(
    readonly isRetryable: boolean,
    readonly portal = TRANSPORT_FAULT,
  ) {
    super('operator fault');
  }
}

/** what the portal throws: the operator did not answer (the screen's failure code), or a catalogue code */
const failureOf = (api: TmfApi, fault: OperatorFault): Error =>
  fault.portal === TRANSPORT_FAULT ? new OperatorUnavailableError(api) : new ApiError(fault.portal);

export function createTmfHttp(opts: TmfHttpOptions) {
  const retries = opts.retries ?? 2;
  // registered with the server's registry once it exists (registerMetrics), not at creation
  const registers: Registry[] = [];
  const calls = new Histogram({
    name: 'kabinet_tmf_call_duration_seconds',
    help: "Calls to the operator's TM Forum APIs, by API and outcome",
    labelNames: ['api', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const retried = new Counter({
    name: 'kabinet_tmf_retries_total',
    help: 'Calls to the operator sent again, by API',
    labelNames: ['api'] as const,
    registers,
  });
  const circuit = new Gauge({
    name: 'kabinet_tmf_circuit_state',
    help: 'The circuit of each TMF API: 0 closed, 1 half-open, 2 open',
    labelNames: ['api'] as const,
    registers,
  });
  const breakers = new Map<TmfApi, CircuitBreaker>();
  const breakerOf = (api: TmfApi) => {
    let breaker = breakers.get(api);
    if (!breaker) {
      breaker = createCircuitBreaker({
        ...(opts.breaker ?? { threshold: 5, cooldownMs: 10_000 }),
        onChange: (state) => circuit.set({ api }, CIRCUIT_VALUE[state]),
      });
      circuit.set({ api }, 0);
      breakers.set(api, breaker);
    }
    return breaker;
  };

  let oauth: { token: string; expiresAt: number } | null = null;
  async function bearer(refresh = false): Promise<string | null> {
    if (opts.token) return opts.token;
    if (!opts.client) return null;
    if (!refresh && oauth && oauth.expiresAt > Date.now()) return oauth.token;
    const answer = await fetch(opts.client.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: opts.client.id,
        client_secret: opts.client.secret,
      }),
      signal: AbortSignal.timeout(opts.timeoutMs),
    }).catch(() => null);
    if (!answer?.ok) throw new OperatorFault(true);
    const body = (await answer.json()) as { access_token: string; expires_in?: number };
    // renewed a little before it expires, so no call goes with a token about to lapse
    oauth = { token: body.access_token, expiresAt: Date.now() + ((body.expires_in ?? 300) - 30) * 1000 };
    return oauth.token;
  }

  const urlOf = (request: TmfRequest) =>
    `${opts.baseUrl}${request.path}${request.query ? `?${new URLSearchParams(request.query)}` : ''}`;

  /** one attempt: the response (2xx, 404) or a fault */
  async function attempt(request: TmfRequest, signal: AbortSignal, isRefresh = false): Promise<Response> {
    const token = await bearer(isRefresh);
    const correlation = opts.correlationId?.();
    opts.onSend?.({
      api: request.api,
      method: request.method,
      path: request.path,
      body: request.body,
      ...(correlation ? { correlationId: correlation } : {}),
    });
    const answer = await fetch(urlOf(request), {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(correlation ? { [CORRELATION_HEADER]: correlation } : {}),
      },
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      signal,
    }).catch(() => {
      throw new OperatorFault(true);
    });
    if (answer.status === 401 && opts.client && !isRefresh) {
      await answer.body?.cancel();
      return attempt(request, signal, true);
    }
    if (answer.ok || answer.status === 404) return answer;
    const body: unknown = await answer.json().catch(() => null);
    const row = tmfErrorRowOf(answer.status, body);
    throw new OperatorFault(row.isRetryable, row === TMF_ERRORS.conflict ? TRANSPORT_FAULT : row.portal);
  }

  /** runs the call under its API's breaker, timeout and retries; `read` takes the answer's body */
  async function call<T>(request: TmfRequest, read: (answer: Response) => Promise<T>): Promise<T> {
    const breaker = breakerOf(request.api);
    const attempts = request.isRetryable ? 1 + retries : 1;
    // one pass of the breaker per call: its retries are the same call
    if (!breaker.tryAcquire()) {
      calls.observe({ api: request.api, outcome: 'circuitOpen' }, 0);
      throw new OperatorUnavailableError(request.api);
    }
    for (let n = 0; ; n++) {
      const end = calls.startTimer({ api: request.api });
      try {
        const value = await read(await attempt(request, AbortSignal.timeout(opts.timeoutMs)));
        breaker.onSuccess();
        end({ outcome: 'ok' });
        return value;
      } catch (error) {
        const fault = error instanceof OperatorFault ? error : new OperatorFault(true);
        end({ outcome: fault.portal === TRANSPORT_FAULT ? 'fault' : 'refused' });
        if (!fault.isRetryable || n + 1 >= attempts) {
          // the breaker counts calls, not attempts; a 4xx is the operator answering: it is alive
          if (fault.portal === TRANSPORT_FAULT) breaker.onFailure();
          else breaker.onSuccess();
          throw failureOf(request.api, fault);
        }
        retried.inc({ api: request.api });
        await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** n));
      }
    }
  }

  return {
    registerMetrics(registry: Registry) {
      for (const metric of [calls, retried, circuit]) registry.registerMetric(metric);
    },
    /** the bearer token the calls send (the hub registration sends it too) */
    authorization: () => bearer(),
    /** the answer's status and JSON body (2xx or 404); anything else is an ApiError of spec §8 */
    request: (request: TmfRequest): Promise<TmfResponse> =>
      call(request, async (answer) => ({
        status: answer.status,
        total: answer.headers.has('x-total-count') ? Number(answer.headers.get('x-total-count')) : null,
        body:
          answer.status === 204 ? null : await answer.text().then((text) => (text ? JSON.parse(text) : null)),
      })),
    /** the answer's raw text (the wire codec's), for the extension's dated answers */
    requestText: (request: TmfRequest): Promise<{ status: number; text: string }> =>
      call(request, async (answer) => ({ status: answer.status, text: await answer.text() })),
    /** a streamed answer: the timeout covers its start, not the reading of a large report */
    async stream(request: TmfRequest): Promise<ReadableStream<Uint8Array>> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
      try {
        const answer = await attempt(request, controller.signal);
        if (!answer.ok || !answer.body) throw new OperatorFault(false);
        return answer.body;
      } catch (error) {
        throw failureOf(request.api, error instanceof OperatorFault ? error : new OperatorFault(false));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type TmfHttp = ReturnType<typeof createTmfHttp>;
