import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  failures: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Drives one endpoint with autocannon; latencies in ms from every response (p95 is computed here). */
export function load(opts: {
  url: string;
  /** a JSON body to POST; without one the request is a GET */
  body?: unknown;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        ...(opts.body === undefined
          ? { method: 'GET' as const, headers: opts.headers }
          : {
              method: 'POST' as const,
              headers: { 'content-type': 'application/json', ...opts.headers },
              body: JSON.stringify(opts.body),
            }),
        connections: opts.connections,
        duration: opts.duration,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.total / result.duration,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          requests: result.requests.total,
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}
