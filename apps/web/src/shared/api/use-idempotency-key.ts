import { useRef } from 'react';
import { isApiError } from './api-error.ts';

/**
 * One Idempotency-Key per request the user means (DESIGN §3): a resend of the same body after a lost
 * answer (network failure) reuses it, so the server applies it at most once; an answer (success or
 * refusal) or another body retires it.
 */
export function useIdempotencyKey<T>() {
  const key = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: T): string {
      const text = JSON.stringify(body);
      if (key.current?.body !== text) key.current = { body: text, key: crypto.randomUUID() };
      return key.current.key;
    },
    /** after the call: an answer retires the key, a request that never got one keeps it */
    settle(error: unknown): void {
      if (!error || (isApiError(error) && error.status > 0)) key.current = null;
    },
  };
}
