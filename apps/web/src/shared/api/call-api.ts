import type { z } from 'zod';
import type { RouteDef, RouteRef } from '@kabinet/contract/route';
import { readBody, send } from './api-client.ts';

/**
 * The one way the browser calls the server: a contract route and its `{ params, query, body }`.
 * No screen writes a URL or a response type by hand (DESIGN §5, decision 009); the lint rule
 * `no-restricted-syntax` in eslint.config.js keeps it so. Screens pass the route's ref from
 * `@kabinet/contract/route-refs` (id, method, path — no zod, decision 015); the input and the
 * answer are typed by the route's definition.
 */

/** A part the route does not declare is `never` given; one it declares is its schema's input. */
type Part<S> = z.ZodType extends S ? undefined : S extends z.ZodType ? z.input<S> : undefined;
type Slot<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallInput<R extends RouteDef> = Slot<'params', Part<R['params']>> &
  Slot<'query', Part<R['query']>> &
  Slot<'body', Part<R['body']>> & {
    /** a company other than the selected one (e.g. approving the offer of a given company) */
    bin?: string;
    /** routes with `idempotencyKey: 'required'` (money moves): one key per meant operation */
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

/** A route's definition, given the definition or its ref. */
export type DefOf<R extends RouteDef | RouteRef> =
  R extends RouteRef<infer D> ? D : R extends RouteDef ? R : never;

/** What the route answers (given its definition or its ref): the output of its response schema. */
export type CallResult<R extends RouteDef | RouteRef> = z.output<DefOf<R>['response']>;

type QueryValue = string | number | boolean | null | undefined;

/** `/api/subscribers/:msisdn/label` + `{ msisdn }` → `/api/subscribers/7012345678/label`. */
export function routePath(route: Pick<RouteRef, 'id' | 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${route.id}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Empty values (null, undefined, '') are left out: the server reads them as "not given". */
export function encodeQuery(query?: object): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values)
      if (value !== null && value !== undefined && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of a route, for a navigation or a link (sign-in, a file to open). */
export function routeUrl<F extends RouteRef>(
  route: F,
  input?: Pick<CallInput<DefOf<F>>, 'params' | 'query'>,
): string {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  return routePath(route, params) + encodeQuery(query);
}

// Development and tests check every answer against the contract's schema; a production build
// drops this branch (Vite replaces import.meta.env.DEV), so zod is never downloaded to or parsed on
// the user's device.
const checksResponses = import.meta.env.DEV || import.meta.env.MODE === 'test';

let definitions: Promise<Map<string, RouteDef>> | undefined;

async function checkResponse(route: RouteRef, body: unknown): Promise<void> {
  // every route the refs name: the areas' (allRoutes) and the BFF's own (route-refs.test.ts)
  definitions ??= Promise.all([import('@kabinet/contract/routes'), import('@kabinet/contract/auth')]).then(
    ([{ allRoutes }, { authRoutes }]) =>
      new Map([...allRoutes, ...Object.values(authRoutes)].map((def) => [def.id, def as RouteDef])),
  );
  const def = (await definitions).get(route.id);
  if (!def) throw new Error(`${route.id}: no such route in the contract`);
  const result = def.response.safeParse(body);
  if (!result.success)
    throw new Error(`${route.id}: the response does not match the contract: ${result.error.message}`);
}

/** Calls a JSON route and returns its typed answer; a failure throws ApiError (with the problem). */
export async function callApi<F extends RouteRef>(
  route: F,
  input: CallInput<DefOf<F>>,
): Promise<CallResult<F>> {
  if (route.produces) throw new Error(`${route.id} answers a file: use callFile`);
  if (route.idempotencyKey === 'required' && !input.idempotencyKey)
    throw new Error(`${route.id} moves money: give it an idempotencyKey`);
  const response = await send(routeUrl(route, input as Pick<CallInput<DefOf<F>>, 'params' | 'query'>), {
    method: route.method,
    body: input.body,
    bin: input.bin,
    idempotencyKey: input.idempotencyKey,
    signal: input.signal,
  });
  const body = await readBody(response);
  if (checksResponses) await checkResponse(route, body);
  return body as CallResult<F>;
}

export interface DownloadedFile {
  blob: Blob;
  /** from Content-Disposition, when the server named the file */
  fileName: string | null;
}

/**
 * Calls a file route (`produces`: pdf, xlsx, png) and returns the file. `onProgress` hears the bytes
 * received so far, for a long download's progress (a streamed file has no length to count down).
 */
export async function callFile<F extends RouteRef>(
  route: F,
  input: CallInput<DefOf<F>>,
  onProgress?: (receivedBytes: number) => void,
): Promise<DownloadedFile> {
  if (!route.produces) throw new Error(`${route.id} answers JSON: use callApi`);
  const response = await send(routeUrl(route, input as Pick<CallInput<DefOf<F>>, 'params' | 'query'>), {
    method: route.method,
    body: input.body,
    bin: input.bin,
    signal: input.signal,
    accept: route.produces.join(', '),
  });
  const fileName = fileNameOf(response.headers.get('Content-Disposition'));
  if (!onProgress || !response.body) return { blob: await response.blob(), fileName };
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    parts.push(chunk.value);
    received += chunk.value.byteLength;
    onProgress(received);
  }
  return { blob: new Blob(parts, { type: response.headers.get('Content-Type') ?? '' }), fileName };
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]!);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
