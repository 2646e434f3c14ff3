import { ApiError, codeForStatus } from './api-error.ts';

/**
 * The one way the browser calls the server (same origin, cookie session: the browser never
 * sees a token, DESIGN §4). Every /api and /accounts/api call carries X-Client-Bin with the
 * selected company (the server's tenancy guard and CSRF guard), and every call carries
 * X-Requested-With.
 */
let clientBin: string | null = null;

/** Set by the company provider whenever the selected company changes. */
export function setApiClientBin(bin: string | null): void {
  clientBin = bin;
}

export function getApiClientBin(): string | null {
  return clientBin;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** a BIN other than the selected one (e.g. approving an offer for a given company) */
  bin?: string;
  signal?: AbortSignal;
}

const needsBin = (path: string) => path.startsWith('/api/') || path.startsWith('/accounts/api/');

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function requestHeaders(path: string, options: Pick<RequestOptions, 'bin' | 'body'>): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Requested-With': 'kabinet' });
  const bin = options.bin ?? clientBin;
  if (bin && needsBin(path)) headers.set('X-Client-Bin', bin);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  return headers;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: requestHeaders(path, options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'service_unavailable');
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    const code =
      body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string'
        ? (body as { code: string }).code
        : codeForStatus(response.status);
    throw new ApiError(response.status, code, body);
  }
  return body as T;
}
