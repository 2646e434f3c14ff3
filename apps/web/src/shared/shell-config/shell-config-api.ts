import { useQuery } from '@tanstack/react-query';
import type { ShellConfig } from '@kabinet/contract/shell';
import { apiRequest } from '../api/api-client.ts';

export const shellConfigKeys = { config: ['shell-config'] as const };

/** Header service-menu and footer targets, support contacts (contract shell.ts). */
export function useShellConfig() {
  return useQuery({
    queryKey: shellConfigKeys.config,
    queryFn: ({ signal }) => apiRequest<ShellConfig>('/api/shell-config', { signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
