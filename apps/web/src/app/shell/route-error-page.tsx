import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../../shared/ui/page-message.tsx';

interface Props {
  /** the address shown: another one clears the failure */
  pathname: string;
  children: ReactNode;
}

/**
 * A render failure anywhere below the routes: the error page instead of a blank screen, until the
 * address changes (the user goes elsewhere). An unknown address is the routes' own `*` (not found).
 */
export class RouteErrorBoundary extends Component<Props, { hasFailed: boolean; pathname: string }> {
  override state = { hasFailed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { hasFailed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.hasFailed ? <ErrorPage /> : this.props.children;
  }
}
