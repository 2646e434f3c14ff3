import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleMutation } from '../api/use-single-mutation.ts';
import { translateError } from '../i18n/translate-error.ts';
import { notifyError } from '../notify/notify.ts';
import { signOut } from './auth-api.ts';

/** Exit: ends the portal session and the identity provider's (DESIGN §4), once however it is clicked. */
export function useSignOut() {
  const { t } = useTranslation();
  const { mutate } = useSingleMutation({
    mutationFn: () => signOut(),
    onError: (error: unknown) => notifyError(translateError(t, error)),
  });
  return useCallback(() => mutate(), [mutate]);
}
