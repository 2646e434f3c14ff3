import { loadErrorTexts } from '../i18n/error-texts.ts';
import { ApiError, codeForStatus, toProblem } from './api-error.ts';

/**
 * The transport under the call helper (call-api.ts): same origin, cookie session — the browser
 * never sees a token (DESIGN §4). Every /api and /accounts/api call carries X-Client-Bin with
 * the selected company (the server's tenancy and CSRF guards), every call X-Requested-With.
 */
let clientBin: string | null = null;

/** Set by the company provider whenever the selected company changes. */
export function setApiClientBin(bin: string | null): void {
  clientBin = bin;
}

export function getApiClientBin(): string | null {
  return clientBin;
}

// the transport's one prefix rule (the portal API and the accounts API take the company), not a call
// eslint-disable-next-line no-restricted-syntax
const needsBin = (path: string) => path.startsWith('/api/') || path.startsWith('/accounts/api/');

export function requestHeaders(
  path: string,
  options: { bin?: string; body?: unknown; accept?: string; idempotencyKey?: string },
): Headers {
  const headers = new Headers({
    Accept: options.accept ?? 'application/json',
    'X-Requested-With': 'kabinet',
  });
  const bin = options.bin ?? clientBin;
  if (bin && needsBin(path)) headers.set('X-Client-Bin', bin);
  // a file (an upload) is sent as its bytes, with its own media type
  if (options.body instanceof Blob)
    headers.set('Content-Type', options.body.type || 'application/octet-stream');
  else if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  // money moves: the route's contract requires it (DESIGN §3, IDEMPOTENCY_KEY_HEADER)
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  return headers;
}

export interface SendOptions {
  method: string;
  body?: unknown;
  bin?: string;
  accept?: string;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** One request; a failure of any kind becomes an ApiError with a catalogue code. */
export async function send(url: string, options: SendOptions): Promise<Response> {
  const path = url.split('?')[0]!;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method,
      headers: requestHeaders(path, options),
      body:
        options.body === undefined
          ? undefined
          : options.body instanceof Blob
            ? options.body
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    await loadErrorTexts();
    throw new ApiError(0, 'service_unavailable');
  }
  if (response.ok) return response;
  const body = await readBody(response);
  const problem = toProblem(body);
  // whoever catches the failure shows its text at once: the errors catalogue is not in the first load
  await loadErrorTexts();
  throw new ApiError(response.status, problem?.code ?? codeForStatus(response.status), problem);
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
