import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildUrl, requestHeaders, setApiClientBin } from './api-client.ts';
import { ApiError, isUnauthorized } from './api-error.ts';

describe('api client', () => {
  afterEach(() => {
    setApiClientBin(null);
    vi.unstubAllGlobals();
  });

  it('sends X-Client-Bin on /api and /accounts/api calls only', () => {
    setApiClientBin('990340000141');
    expect(requestHeaders('/api/features', {}).get('X-Client-Bin')).toBe('990340000141');
    expect(requestHeaders('/accounts/api/users', {}).get('X-Client-Bin')).toBe('990340000141');
    expect(requestHeaders('/auth/session', {}).get('X-Client-Bin')).toBeNull();
    expect(requestHeaders('/api/x', { bin: '111111111111' }).get('X-Client-Bin')).toBe('111111111111');
    expect(requestHeaders('/auth/logout', {}).get('X-Requested-With')).toBe('kabinet');
  });

  it('drops empty query values', () => {
    expect(buildUrl('/api/x', { a: 'b', c: '', d: null, e: 0 })).toBe('/api/x?a=b&e=0');
  });

  it('turns a problem into an ApiError with its catalogue code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ status: 403, code: 'offer_not_approved', message: 'offer_not_approved' }),
            { status: 403 },
          ),
      ),
    );
    await expect(apiRequest('/api/features')).rejects.toMatchObject({
      status: 403,
      code: 'offer_not_approved',
    });
  });

  it('derives a code from the status when the body has none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    const error = await apiRequest('/auth/session').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isUnauthorized(error)).toBe(true);
  });
});
