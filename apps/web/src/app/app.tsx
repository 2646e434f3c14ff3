import { lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import './mantine-styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { createQueryClient } from './query-client.ts';
import { seedFirstData } from './first-data.ts';
import { startFirstCompanyCalls } from './company/first-company-calls.ts';
import { AppRoutes } from './router.tsx';
import { RouteErrorBoundary } from './shell/route-error-page.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { isUnauthorized } from '../shared/api/api-error.ts';
import { notifyError, useToastsWanted } from '../shared/notify/notify.ts';
import { translateError } from '../shared/i18n/translate-error.ts';
import { loadErrorTextsOnFirstInteraction } from '../shared/i18n/error-texts.ts';

// decision 015: the toasts' library comes with the first toast (notify.ts)
const LazyToasts = lazy(() => import('./toasts.tsx').then((m) => ({ default: m.Toasts })));

function Toasts() {
  const isWanted = useToastsWanted();
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  );
}

/** The routes with the error page for a render failure, which the next address clears. */
function Screens() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <AppRoutes />
    </RouteErrorBoundary>
  );
}

/**
 * The app's server state: seeded with the page's first data, and the company's first calls already
 * on their way (decision 015). `translate` is read when a change fails, long after the catalogs load.
 */
export function createAppQueryClient(translate: () => TFunction): QueryClient {
  const client = createQueryClient((error) => {
    // a lost session is handled by the session watcher, not with a toast
    if (!isUnauthorized(error)) notifyError(translateError(translate(), error));
  });
  seedFirstData(client);
  startFirstCompanyCalls(client);
  return client;
}

export function App({
  i18n,
  queryClient: givenClient,
  Router = BrowserRouter,
}: {
  i18n: I18n;
  /** made before the catalogs load (main.tsx), so the first calls need not wait for them */
  queryClient?: QueryClient;
  /** the address's source: the browser's (tests: a MemoryRouter) */
  Router?: ComponentType<{ children?: ReactNode }>;
}) {
  const queryClient = useMemo(() => givenClient ?? createAppQueryClient(() => i18n.t), [givenClient, i18n]);
  useEffect(loadErrorTextsOnFirstInteraction, []);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <Router>
            <Screens />
          </Router>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
