import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { apiEvents } from '../shared/api/api-events.ts';
import { isApiError } from '../shared/api/api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * silent: no toast; early: asked before the session is known (the first screen's calls beside
     * the session check) — its 401 is the session check's to report, not a sign-out of its own
     */
    queryMeta: { silent?: boolean; early?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * All server data goes through TanStack Query (DESIGN §6). Every failure is reported to the
 * session watcher (sign-out, approval reset); a failed mutation also raises an error toast
 * (spec §8: a failure raises a toast in error style) unless the mutation handles it itself.
 */
export function createQueryClient(onMutationError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && !query.meta?.early) apiEvents.emit(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isApiError(error)) apiEvents.emit(error);
        if (!mutation.meta?.silent) onMutationError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // client errors will not change on retry; network and 5xx get one more try
        retry: (count, error) =>
          count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
