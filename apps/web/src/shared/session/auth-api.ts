import type { AuthSession } from '@kabinet/contract';
import { apiRequest } from '../api/api-client.ts';
import { browserLocation } from './browser-location.ts';

/** The BFF endpoints (DESIGN §4): the browser never sees a token. */
export const fetchAuthSession = (signal?: AbortSignal) =>
  apiRequest<AuthSession>('/auth/session', { signal });

export function signInUrl(returnTo: string): string {
  return `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Go to the identity provider's sign-in page; it brings the browser back to returnTo. */
let isRedirecting = false;

export function redirectToSignIn(returnTo: string = currentPath()): void {
  // several calls may notice the lost session at once: leave only once
  if (isRedirecting) return;
  isRedirecting = true;
  browserLocation.assign(signInUrl(returnTo));
}

/** For tests: allow the next redirect. */
export function resetSignInRedirect(): void {
  isRedirecting = false;
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Ends the portal session and, through the returned address, the identity provider's one. */
export async function signOut(): Promise<void> {
  const { redirectTo } = await apiRequest<{ redirectTo: string }>('/auth/logout', { method: 'POST' });
  browserLocation.assign(redirectTo || '/');
}
