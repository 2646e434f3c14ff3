import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { useSingleMutation, type SubmitAttempt } from './use-single-mutation.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A server whose answers the test releases one by one; it records every request it got. */
function server() {
  const requests: { body: string; key: string }[] = [];
  const pending: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  return {
    requests,
    send: (body: string, { idempotencyKey }: SubmitAttempt) => {
      requests.push({ body, key: idempotencyKey });
      return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
    },
    answer: () => pending.shift()!.resolve('done'),
    fail: (error: unknown) => pending.shift()!.reject(error),
  };
}

describe('useSingleMutation (decision 025)', () => {
  it('sends a double click once: the second mutate while the first is in flight is dropped', async () => {
    const api = server();
    const { result } = renderHook(() => useSingleMutation({ mutationFn: api.send }), { wrapper });
    act(() => {
      result.current.mutate('reserve');
      result.current.mutate('reserve');
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(api.requests).toHaveLength(1);
    await act(async () => api.answer());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // settled: the next click is a new operation with a new key
    act(() => result.current.mutate('reserve'));
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[1]!.key).not.toBe(api.requests[0]!.key);
  });

  it('resends after a lost answer with the same key, and after a refusal with a new one', async () => {
    const api = server();
    const { result } = renderHook(() => useSingleMutation({ mutationFn: api.send }), { wrapper });
    act(() => result.current.mutate('transfer'));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await act(async () => api.fail(new ApiError(0, 'network_error')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate('transfer'));
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[1]!.key).toBe(api.requests[0]!.key);
    await act(async () => api.fail(new ApiError(422, 'insufficient_funds')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate('transfer'));
    await waitFor(() => expect(api.requests).toHaveLength(3));
    expect(api.requests[2]!.key).not.toBe(api.requests[1]!.key);
  });
});
