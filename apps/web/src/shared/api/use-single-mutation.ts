import { useCallback, useMemo, useRef } from 'react';
import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** What the mutation function gets besides its variables: the key of the operation the user means. */
export interface SubmitAttempt {
  /**
   * One key per operation the user means (decision 025): a resend after a lost answer (network
   * failure, status 0) reuses it, so the server applies the operation at most once; an answer
   * (success or refusal) or other variables retire it. Routes with `idempotencyKey: 'required'`
   * send it; others may ignore it.
   */
  idempotencyKey: string;
}

export type SingleMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn'
> & {
  mutationFn: (variables: TVariables, attempt: SubmitAttempt) => Promise<TData>;
};

/**
 * The one mutation hook of the portal (decision 025): every mutating control submits once.
 * TanStack Query's `isPending` reaches a button only after a re-render, so a double click could
 * send twice before the button showed it was busy (two reports mailed, two eSIM reserves, two
 * device orders). Here a guard closes synchronously on the first `mutate` and opens when that
 * request settles: a second `mutate` meanwhile is dropped, a second `mutateAsync` gets the first's
 * promise. The result is TanStack's own, so screens use `isPending` to disable their control as before.
 */
export function useSingleMutation<TData = unknown, TVariables = void, TContext = unknown>(
  options: SingleMutationOptions<TData, TVariables, TContext>,
): UseMutationResult<TData, Error, TVariables, TContext> {
  const key = useRef<{ variables: string; key: string } | null>(null);
  const inFlight = useRef<Promise<TData> | null>(null);
  const { mutationFn, onSettled } = options;

  const keyFor = (variables: TVariables) => {
    const text = JSON.stringify(variables ?? null);
    if (key.current?.variables !== text) key.current = { variables: text, key: crypto.randomUUID() };
    return key.current.key;
  };

  const mutation = useMutation<TData, Error, TVariables, TContext>({
    ...options,
    mutationFn: (variables) => mutationFn(variables, { idempotencyKey: keyFor(variables) }),
    onSettled: (data, error, variables, context, ...rest) => {
      // an answer retires the key; a lost answer (status 0, no response) keeps it for the resend
      if (!error || (isApiError(error) && error.status > 0)) key.current = null;
      return onSettled?.(data, error, variables, context, ...rest);
    },
  });
  const { mutateAsync } = mutation;

  type Args = Parameters<typeof mutateAsync>;
  const submit = useCallback(
    (...args: Args) => {
      if (inFlight.current) return inFlight.current;
      const running = mutateAsync(...args).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = running;
      return running;
    },
    [mutateAsync],
  );
  const mutate = useCallback(
    (...args: Args) => {
      // a refusal reaches the screen through `error` and the callbacks, as with TanStack's mutate
      submit(...args).catch(() => {});
    },
    [submit],
  );
  return useMemo(() => ({ ...mutation, mutate, mutateAsync: submit }), [mutation, mutate, submit]);
}
