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
    staleTime: 0,
    retry: false,
    meta: { silent: true },
  });
}
