import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from './use-auth-session.ts';
import { isUnauthorized } from '../../shared/api/api-error.ts';
import { apiEvents } from '../../shared/api/api-events.ts';
import { redirectToSignIn } from '../../shared/session/auth-api.ts';
import { FullScreenPreloader } from '../../shared/ui/full-screen-preloader.tsx';
import { ServiceUnavailablePage } from '../../shared/ui/page-message.tsx';
import { AppShellSkeleton } from '../shell/shell-skeleton.tsx';

/**
 * spec §2: an unauthenticated user is sent to sign-in. The session is asked on load (the
 * spec's check-sso) and every 10 s; when it is gone — or any call answers 401/unauthorized —
 * the user goes to sign-in and comes back to / (spec §8).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useAuthSession();
  const isSignedOut = isUnauthorized(session.error);
  const hadSession = session.data !== undefined;

  // a session lost while working returns to /; a page opened signed out (a link from an e-mail, such
  // as an invitation's /join/<token>) is where the user comes back to after signing in
  const hadSessionRef = useRef(hadSession);
  hadSessionRef.current = hadSession;

  useEffect(() => {
    if (isSignedOut) redirectToSignIn(hadSession ? '/' : undefined);
  }, [isSignedOut, hadSession]);

  useEffect(
    () =>
      apiEvents.subscribe((error) => {
        // the first session check's own 401 raced the effect above: whichever ran first decided
        if (isUnauthorized(error)) redirectToSignIn(hadSessionRef.current ? '/' : undefined);
      }),
    [],
  );

  if (isSignedOut) return <FullScreenPreloader label={t('shell:session.redirecting')} />;
  if (hadSession) return children;
  if (session.isPending) return <AppShellSkeleton />;
  return <ServiceUnavailablePage onRetry={() => void session.refetch()} />;
}
