import { useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import type { TransferBody } from '@kabinet/contract/transfer';
import { callApi } from '../../shared/api/call-api.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { transferRoutes } from '@kabinet/contract/route-refs';

/**
 * spec §7 POST /api/customers/transfer-payment with an Idempotency-Key (DESIGN §3): the shared
 * mutation hook keeps one key per transfer the user means, reused by a resend after a lost answer,
 * so the money moves at most once (decision 025).
 */
export function useTransfer() {
  const { bin } = useCompany();
  const queryClient = useQueryClient();

  return useSingleMutation({
    mutationFn: (body: TransferBody, { idempotencyKey }) =>
      callApi(transferRoutes.transferPayment, { body, idempotencyKey }),
    onSettled: () => {
      // balances changed (or may have): the list, the suggestions and the numbers' pages reload
      if (bin) void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(bin) });
      if (bin) void queryClient.invalidateQueries({ queryKey: [...companyKeys.byBin(bin), 'subscriber'] });
    },
  });
}
