import { Navigate, Outlet, useParams } from 'react-router';
import type { FeatureName } from '@kabinet/contract';
import { useAccess } from '../../shared/company/company-context.ts';
import {
  documentsTabGuard,
  hasFeature,
  homeLanding,
  paths,
  type Guard,
  type Landing,
} from '../../shared/access/access.ts';
import { NotAvailablePage } from '../../shared/ui/page-message.tsx';
import { useOverviewLanding } from '../../shared/session/overview-landing.ts';

function Land({ landing }: { landing: Landing | null }) {
  if (landing === null) return <Outlet />;
  if (landing === 'not-available') return <NotAvailablePage />;
  return <Navigate to={landing} replace />;
}

/** A route the company may open only as its access says (spec §2 Routes). */
export function RequireAccess({ guard }: { guard: Guard }) {
  return <Land landing={guard(useAccess())} />;
}

/** /docs_and_reps and its sub-tabs (spec §2, with the debt-view exception). */
export function RequireDocumentsAccess() {
  const { tab } = useParams();
  return <Land landing={documentsTabGuard(useAccess(), tab)} />;
}

/** spec §6: a missing feature shows 'Sorry, this function is not available to you'. */
export function RequireFeature({ feature }: { feature: FeatureName }) {
  return hasFeature(useAccess(), feature) ? <Outlet /> : <NotAvailablePage withHomeLink />;
}

/**
 * spec §2: / goes to /numbers with numbers-page access, otherwise to /docs_and_reps; decision 030:
 * to the overview for a user who chose it (a deep link never comes here, so it still wins).
 */
export function HomeRedirect() {
  const access = useAccess();
  const choice = useOverviewLanding();
  if (choice.isPending) return null;
  const landing = homeLanding(access);
  return (
    <Land landing={landing === paths.numbers && choice.data?.landsOnOverview ? paths.overview : landing} />
  );
}
