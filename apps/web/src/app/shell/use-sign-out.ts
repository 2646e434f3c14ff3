import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../shared/session/auth-api.ts';
import { notifyError } from '../../shared/notify/notify.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';

/** Exit: ends the portal session and the identity provider's (DESIGN §4). */
export function useSignOut() {
  const { t } = useTranslation();
  return useCallback(() => {
    signOut().catch((error: unknown) => notifyError(translateError(t, error)));
  }, [t]);
}
