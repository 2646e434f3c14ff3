import { useRoutes, type RouteObject } from 'react-router';
import { FIRST_SCREENS, firstScreenOf, type FirstScreen } from '@kabinet/contract/first-screens';
import {
  numberDetailGuard,
  numbersGuard,
  numbersPageGuard,
  teamGuard,
  transferGuard,
} from '../shared/access/access.ts';
import { NotFoundPage } from '../shared/ui/page-message.tsx';
import { NumberInfoSkeleton } from '../shared/ui/skeletons.tsx';
import { StatusGate } from './gate/status-gate.tsx';
import { lazyScreen, type LazyScreenComponent } from './lazy-screen.tsx';
import {
  HomeRedirect,
  RequireAccess,
  RequireDocumentsAccess,
  RequireFeature,
} from './routing/require-access.tsx';
import { RootLayout } from './shell/root-layout.tsx';

const NumbersPage = lazyScreen(() => import('../features/numbers/numbers-page.tsx'), 'NumbersPage', {
  namespaces: FIRST_SCREENS.numbers.namespaces,
});
const NumberPage = lazyScreen(() => import('../features/number/number-page.tsx'), 'NumberPage', {
  namespaces: FIRST_SCREENS.numberDetail.namespaces,
  fallback: <NumberInfoSkeleton />,
});
const DocumentsPage = lazyScreen(() => import('../features/documents/documents-page.tsx'), 'DocumentsPage', {
  namespaces: FIRST_SCREENS.documents.namespaces,
});
const TransferPage = lazyScreen(() => import('../features/transfer/transfer-page.tsx'), 'TransferPage', {
  namespaces: FIRST_SCREENS.transfer.namespaces,
});
const SimChangePage = lazyScreen(() => import('../features/sim/sim-change-page.tsx'), 'SimChangePage', {
  namespaces: ['sim-change', 'success'],
});
const EsimChangePage = lazyScreen(() => import('../features/esim/esim-change-page.tsx'), 'EsimChangePage', {
  namespaces: ['esim', 'success'],
});
const EsimReleasePage = lazyScreen(
  () => import('../features/esim/esim-release-page.tsx'),
  'EsimReleasePage',
  {
    namespaces: ['esim', 'success'],
  },
);
// decision 027: the page of an eSIM SMS link, for whoever holds it (no sign-in)
const EsimQrLinkPage = lazyScreen(() => import('../features/esim/esim-qr-link-page.tsx'), 'EsimQrLinkPage', {
  namespaces: ['esim', 'errors'],
});
const ProfilePage = lazyScreen(() => import('../features/profile/profile-page.tsx'), 'ProfilePage', {
  namespaces: ['profile', 'team'],
});
// decision 029: users and access, and the invitation link
const TeamPage = lazyScreen(() => import('../features/team/team-page.tsx'), 'TeamPage', {
  namespaces: ['team'],
});
const JoinPage = lazyScreen(() => import('../features/team/join-page.tsx'), 'JoinPage', {
  namespaces: ['team'],
});
const BulkJobPage = lazyScreen(() => import('../features/bulk/bulk-job-page.tsx'), 'BulkJobPage', {
  namespaces: ['bulk'],
});
const BulkJobsPage = lazyScreen(() => import('../features/bulk/bulk-jobs-page.tsx'), 'BulkJobsPage', {
  namespaces: ['bulk'],
});
const ApiAccessPage = lazyScreen(
  () => import('../features/api-access/api-access-page.tsx'),
  'ApiAccessPage',
  { namespaces: ['api-access'] },
);
// decision 030: the overview's chart library loads with this page only
const OverviewPage = lazyScreen(() => import('../features/overview/overview-page.tsx'), 'OverviewPage', {
  namespaces: ['spend', 'actions'],
});
const CostCentresPage = lazyScreen(
  () => import('../features/cost-centres/cost-centres-page.tsx'),
  'CostCentresPage',
  { namespaces: ['spend'] },
);
const MailboxPage = lazyScreen(() => import('../features/mailbox/mailbox-page.tsx'), 'MailboxPage', {
  namespaces: ['mailbox'],
});

const FIRST_SCREEN_COMPONENTS = new Map<FirstScreen, LazyScreenComponent>([
  [FIRST_SCREENS.numberDetail, NumberPage],
  [FIRST_SCREENS.numbers, NumbersPage],
  [FIRST_SCREENS.documents, DocumentsPage],
  [FIRST_SCREENS.transfer, TransferPage],
]);

/**
 * The screen a first visit lands on starts downloading at once, beside the shell's session and
 * company calls, instead of after them (decision 015).
 */
export function preloadScreenFor(pathname: string): void {
  const screen = firstScreenOf(pathname);
  if (screen) FIRST_SCREEN_COMPONENTS.get(screen)?.preload();
}

/** spec §2 "Routes": the paths, their access rules and redirects. */
export const appRoutes: RouteObject[] = [
  // spec §4 'the QR is sent by SMS link': outside the signed-in shell, whoever holds the link
  { path: '/esim-qr/:token', element: <EsimQrLinkPage /> },
  {
    path: '/',
    element: <RootLayout />,
    children: [
      // always reachable when signed in (user menu → my profile), whatever the company's state
      { path: 'profile', element: <ProfilePage /> },
      // the demo mailbox (no SMTP relay): the user's own mail, whatever the company's state
      { path: 'mailbox', element: <MailboxPage /> },
      // an invitation link: the invitee may have no company yet (decision 029)
      { path: 'join/:token', element: <JoinPage /> },
      {
        // every other path goes through the status gate (offer, no access, guest...)
        element: <StatusGate />,
        children: [
          { index: true, element: <HomeRedirect /> },
          // decision 031: the company's API tokens and webhooks
          { path: 'api-access', element: <ApiAccessPage /> },
          {
            element: <RequireAccess guard={numbersGuard} />,
            children: [
              { path: 'numbers', element: <NumbersPage /> },
              // decision 023: a bulk job's progress and per-number results
              { path: 'bulk', element: <BulkJobsPage /> },
              { path: 'bulk/:jobId', element: <BulkJobPage /> },
              { path: 'overview', element: <OverviewPage /> },
              { path: 'cost-centres', element: <CostCentresPage /> },
            ],
          },
          {
            element: <RequireAccess guard={teamGuard} />,
            children: [{ path: 'team', element: <TeamPage /> }],
          },
          {
            element: <RequireAccess guard={numberDetailGuard} />,
            children: [{ path: 'numbers/:msisdn', element: <NumberPage /> }],
          },
          {
            element: <RequireDocumentsAccess />,
            children: [
              { path: 'docs_and_reps', element: <DocumentsPage /> },
              { path: 'docs_and_reps/:tab', element: <DocumentsPage /> },
            ],
          },
          {
            element: <RequireAccess guard={transferGuard} />,
            children: [
              {
                element: <RequireFeature feature="subscribers_balance_transfer" />,
                children: [{ path: 'balance-transfer', element: <TransferPage /> }],
              },
            ],
          },
          {
            element: <RequireAccess guard={numbersPageGuard} />,
            children: [
              {
                element: <RequireFeature feature="esim_change" />,
                children: [
                  { path: 'esim-change/:msisdn', element: <EsimChangePage /> },
                  { path: 'esim-change/:msisdn/release', element: <EsimReleasePage /> },
                ],
              },
              {
                element: <RequireFeature feature="change_sim" />,
                children: [{ path: 'sim-change/:msisdn', element: <SimChangePage /> }],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The screen of the address (inside the app's `BrowserRouter`): react-router's declarative mode. Its
 * data router (`createBrowserRouter`) would add ≈ 12 KB brotli to every first load for loaders,
 * actions and fetchers the portal does not use — TanStack Query loads its data (decision 015). The
 * routes stay `RouteObject`s; a render failure shows the error page (`RouteErrorBoundary`).
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
