import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGate } from '../company/gate-context.ts';
import { FullScreenPreloader } from '../../shared/ui/full-screen-preloader.tsx';
import { ErrorPage, ServiceUnavailablePage } from '../../shared/ui/page-message.tsx';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { lazyScreen } from '../lazy-screen.tsx';

const WelcomePage = lazyScreen(() => import('../../features/guest/welcome-page.tsx'), 'WelcomePage', {
  namespaces: ['guest'],
});
const NoAccessPage = lazyScreen(() => import('../../features/guest/no-access-page.tsx'), 'NoAccessPage', {
  namespaces: ['guest'],
});
const OfferPage = lazyScreen(() => import('../../features/offer/offer-page.tsx'), 'OfferPage', {
  namespaces: ['offer'],
});
const PublicAgreementPage = lazyScreen(
  () => import('../../features/offer/public-agreement-page.tsx'),
  'PublicAgreementPage',
  { namespaces: ['offer'] },
);

/** spec §2 "The shell body depends on user status" — see statusGateDecision. */
export function StatusGate() {
  const { t } = useTranslation();
  const { decision, features } = useGate();
  switch (decision) {
    case 'preloader':
      return <FullScreenPreloader />;
    case 'service-unavailable':
      return <ServiceUnavailablePage />;
    case 'guest':
      return <WelcomePage />;
    case 'no-access':
      return <NoAccessPage />;
    case 'offer':
      return <OfferPage />;
    case 'public-agreement':
      return <PublicAgreementPage />;
    case 'app':
      if (features.error)
        return <ErrorPage message={translateError(t, features.error)} onRetry={features.refetch} />;
      if (features.isPending) return <FullScreenPreloader />;
      return <Outlet />;
  }
}
