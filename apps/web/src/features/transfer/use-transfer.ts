import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferBody } from '@kabinet/contract/transfer';
import { callApi } from '../../shared/api/call-api.ts';
import { useIdempotencyKey } from '../../shared/api/use-idempotency-key.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { transferRoutes } from '@kabinet/contract/route-refs';

/**
 * spec §7 POST /api/customers/transfer-payment with an Idempotency-Key (DESIGN §3). One key per
 * transfer the user means: a resend after a lost answer (network failure) reuses it, so the money
 * moves at most once; an answer (success or refusal) or a new form retires it.
 */
export function useTransfer() {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  const key = useIdempotencyKey<TransferBody>();

  return useMutation({
    mutationFn: (body: TransferBody) =>
      callApi(transferRoutes.transferPayment, { body, idempotencyKey: key.keyFor(body) }),
    onSettled: (_data, error) => {
      key.settle(error);
      // balances changed (or may have): the list, the suggestions and the numbers' pages reload
      if (bin) void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(bin) });
      if (bin) void queryClient.invalidateQueries({ queryKey: [...companyKeys.byBin(bin), 'subscriber'] });
    },
  });
}
