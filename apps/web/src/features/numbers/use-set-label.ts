import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { labelResultSchema } from '@kabinet/contract/numbers';
import { apiRequest } from '../../shared/api/api-client.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numbersKeys } from './numbers-keys.ts';

export type LabelResult = z.infer<typeof labelResultSchema>;

/** spec §7 POST /api/subscribers/{msisdn}/label?label=; no label (null) deletes it. */
export function useSetLabel() {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ msisdn, label }: { msisdn: string; label: string | null }) =>
      apiRequest<LabelResult>(`/api/subscribers/${encodeURIComponent(msisdn)}/label`, {
        method: 'POST',
        query: { label },
      }),
    // the modal raises its own spec §8 "Tags and comments" toasts
    meta: { silent: true },
    onSuccess: () => {
      if (bin) void queryClient.invalidateQueries({ queryKey: numbersKeys.all(bin) });
    },
  });
}
