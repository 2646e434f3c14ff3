import { callApi, routeUrl } from '../api/call-api.ts';
import { currentLanguage } from '../i18n/initial-language.ts';
import { browserLocation } from './browser-location.ts';
import { authRoutes } from '@kabinet/contract/route-refs';

/** The BFF endpoints (DESIGN §4): the browser never sees a token. */
export const fetchAuthSession = (signal?: AbortSignal) => callApi(authRoutes.session, { signal });

/** The sign-in address; the identity provider's page opens in the portal's language (ui_locales). */
export function signInUrl(returnTo: string): string {
  return routeUrl(authRoutes.login, { query: { returnTo, lang: currentLanguage() } });
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
  const { redirectTo } = await callApi(authRoutes.logout, {});
  browserLocation.assign(redirectTo || '/');
}
