import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { commentResultSchema } from '@kabinet/contract/numbers';
import { apiRequest } from '../../shared/api/api-client.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { numbersKeys } from './numbers-keys.ts';

export type CommentResult = z.infer<typeof commentResultSchema>;

/** spec §7 POST /api/subscribers/{msisdn}/comment?comment=; no comment (null) deletes it. */
export function useSetComment() {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ msisdn, comment }: { msisdn: string; comment: string | null }) =>
      apiRequest<CommentResult>(`/api/subscribers/${encodeURIComponent(msisdn)}/comment`, {
        method: 'POST',
        query: { comment },
      }),
    // the modal raises its own spec §8 "Tags and comments" toasts
    meta: { silent: true },
    onSuccess: () => {
      if (bin) void queryClient.invalidateQueries({ queryKey: numbersKeys.all(bin) });
    },
  });
}
