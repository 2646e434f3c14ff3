import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/call-api.ts';
import { shellRoutes } from '@kabinet/contract/route-refs';

export const shellConfigKeys = { config: ['shell-config'] as const };

/** Header service-menu and footer targets, support contacts (contract shell.ts). */
export function useShellConfig() {
  return useQuery({
    queryKey: shellConfigKeys.config,
    queryFn: ({ signal }) => callApi(shellRoutes.config, { signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/** The portal has no SMTP relay: its e-mail goes to the demo mailbox, linked from the user menu. */
export const useIsDemoMailbox = (): boolean => useShellConfig().data?.isDemoMailbox ?? false;
