import { useQuery } from '@tanstack/react-query';
import { TOKEN_REFRESH_INTERVAL_MS } from '@kabinet/contract/constants';
import { fetchAuthSession } from '../../shared/session/auth-api.ts';

/** spec §9: the session is checked every 10,000 ms (DESIGN §4: the server refreshes tokens). */
export const SESSION_CHECK_INTERVAL_MS = TOKEN_REFRESH_INTERVAL_MS;

export const sessionKeys = { session: ['auth', 'session'] as const };

export function useAuthSession() {
  return useQuery({
    queryKey: sessionKeys.session,
    queryFn: ({ signal }) => fetchAuthSession(signal),
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
    // an answer younger than the interval is as fresh as the check promises: the page's own first
    // answer (app/first-data.ts) is not asked again the moment the shell mounts
    staleTime: SESSION_CHECK_INTERVAL_MS,
    retry: false,
    meta: { silent: true },
  });
}
