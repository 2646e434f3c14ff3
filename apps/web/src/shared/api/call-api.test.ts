import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestHeaders, setApiClientBin } from './api-client.ts';
import { ApiError, isUnauthorized } from './api-error.ts';
import { callApi, callFile, encodeQuery, routeUrl } from './call-api.ts';
import {
  accountsRoutes,
  authRoutes,
  documentsRoutes,
  featuresRoutes,
  numbersRoutes,
} from '@kabinet/contract/route-refs';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function answer(response: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the call helper', () => {
  afterEach(() => {
    setApiClientBin(null);
    vi.unstubAllGlobals();
  });

  it('sends X-Client-Bin on /api and /accounts/api calls only', () => {
    setApiClientBin('990340000143');
    expect(requestHeaders('/api/features', {}).get('X-Client-Bin')).toBe('990340000143');
    expect(requestHeaders('/accounts/api/users', {}).get('X-Client-Bin')).toBe('990340000143');
    expect(requestHeaders('/auth/session', {}).get('X-Client-Bin')).toBeNull();
    expect(requestHeaders('/api/x', { bin: '111111111110' }).get('X-Client-Bin')).toBe('111111111110');
    expect(requestHeaders('/auth/logout', {}).get('X-Requested-With')).toBe('kabinet');
  });

  it('builds the path, method and query from the route and drops empty query values', async () => {
    setApiClientBin('990340000143');
    const fetch = answer(() => json(200, { msisdn: '7012345678', label: null, message: 'label_deleted' }));
    const result = await callApi(numbersRoutes.setLabel, {
      params: { msisdn: '7012345678' },
      query: { label: null },
    });
    expect(result.message).toBe('label_deleted');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/subscribers/7012345678/label');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-Client-Bin')).toBe('990340000143');
    expect(encodeQuery({ a: 'b', c: '', d: null, e: 0, f: ['x', 'y'] })).toBe('?a=b&e=0&f=x&f=y');
    expect(routeUrl(accountsRoutes.approveOffer, { params: { id: 'a/b' } })).toBe(
      '/accounts/api/offers/a%2Fb/approve',
    );
    expect(routeUrl(authRoutes.login, { query: { returnTo: '/numbers?page=2', lang: 'kk' } })).toBe(
      '/auth/login?returnTo=%2Fnumbers%3Fpage%3D2&lang=kk',
    );
  });

  it('sends the body as JSON', async () => {
    const fetch = answer(() => json(200, { redirectTo: '/' }));
    await callApi(authRoutes.logout, {});
    expect(fetch.mock.calls[0]![1]?.body).toBeUndefined();
    answer(() => json(200, { status: 'DONE', data: [], totalSubscriptions: 0, totalPages: 0 }));
    const search = vi.mocked(globalThis.fetch);
    await callApi(numbersRoutes.search, {
      query: { pageNumber: 1, pageSize: 10 },
      body: {
        msisdnPart: '701',
        accountNumber: null,
        iccid: null,
        typeAccount: null,
        label: null,
        comment: null,
      },
    }).catch(() => undefined);
    const init = search.mock.calls[0]![1];
    expect(JSON.parse(String(init?.body))).toMatchObject({ msisdnPart: '701' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('refuses, in tests and development, an answer that breaks the contract', async () => {
    answer(() => json(200, { profileName: 'full', features: 'all of them' }));
    await expect(callApi(featuresRoutes.get, { query: { profileName: 'full' } })).rejects.toThrow(
      /features\.get: the response does not match the contract/,
    );
  });

  it('turns a problem into an ApiError with its code and extensions', async () => {
    answer(() =>
      json(400, {
        status: 400,
        code: 'label_too_long',
        message: 'label_too_long',
        errors: [{ path: 'querystring.label', code: 'label_too_long' }],
      }),
    );
    const error = await callApi(numbersRoutes.setLabel, {
      params: { msisdn: '7012345678' },
      query: { label: 'x'.repeat(21) },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'label_too_long' });
    expect((error as ApiError).fieldErrors).toEqual([{ path: 'querystring.label', code: 'label_too_long' }]);
  });

  it('derives a code from the status when the body has none', async () => {
    answer(() => new Response('', { status: 401 }));
    const error = await callApi(authRoutes.session, {}).catch((e: unknown) => e);
    expect(isUnauthorized(error)).toBe(true);
  });

  it('returns a file route as a Blob with the file name the server gave', async () => {
    const fetch = answer(
      () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': "attachment; filename*=UTF-8''act%20of%20work.pdf",
          },
        }),
    );
    const file = await callFile(documentsRoutes.actOfWork, {
      query: { startDate: '2025-01-01', endDate: '2025-01-31' } as never,
    });
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(file.fileName).toBe('act of work.pdf');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Accept')).toBe('application/pdf');
    await expect(callApi(documentsRoutes.actOfWork, { query: {} as never })).rejects.toThrow(/callFile/);
  });
});
