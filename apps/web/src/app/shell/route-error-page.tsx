import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, NotFoundPage } from '../../shared/ui/page-message.tsx';

/** A render failure anywhere below the root: the error page instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
