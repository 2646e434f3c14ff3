import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { SessionGate } from '../session/session-gate.tsx';
import { CompanyProvider } from '../company/company-provider.tsx';
import { prefetchUsers, useUsers } from '../../shared/accounts/accounts-api.ts';
import { isUnauthorized } from '../../shared/api/api-error.ts';
import { AppShellSkeleton } from './shell-skeleton.tsx';
import { ServiceUnavailablePage } from '../../shared/ui/page-message.tsx';
import { ShellFrame } from './shell-frame.tsx';
import { NumberModalHost } from '../number-modal-host.tsx';
import { BulkJobWatcher } from '../../features/bulk/index.ts';

function UserShell() {
  const users = useUsers();
  if (users.data) {
    return (
      <CompanyProvider user={users.data}>
        <ShellFrame>
          <Outlet />
          <NumberModalHost />
          <BulkJobWatcher />
        </ShellFrame>
      </CompanyProvider>
    );
  }
  // a 401 is already on its way to sign-in (session watcher)
  if (users.isPending || isUnauthorized(users.error)) return <AppShellSkeleton />;
  return <ServiceUnavailablePage onRetry={() => void users.refetch()} />;
}

export function RootLayout() {
  const queryClient = useQueryClient();
  useEffect(() => prefetchUsers(queryClient), [queryClient]);
  return (
    <SessionGate>
      <UserShell />
    </SessionGate>
  );
}
