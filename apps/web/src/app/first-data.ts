import type { QueryClient } from '@tanstack/react-query';
import { FIRST_DATA_ELEMENT } from '@kabinet/contract/first-screens';
import { accountsKeys } from '../shared/accounts/accounts-api.ts';
import { sessionKeys } from './session/use-auth-session.ts';

/**
 * decision 015 (round three): a signed-in visitor's index.html carries the session and the user
 * with their companies (the server's answers to the shell's first two calls, platform/first-data.ts);
 * the app starts with them, so the first screen's own calls leave as soon as it runs. They are
 * taken once: the element goes, and the usual checks (the session every 10 s) go on as before.
 */
export function seedFirstData(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(FIRST_DATA_ELEMENT);
  if (!element) return;
  element.remove();
  let data: { session?: unknown; users?: unknown };
  try {
    data = JSON.parse(element.textContent ?? '') as typeof data;
  } catch {
    // a page cut short: the app asks for both itself
    return;
  }
  if (data.session !== undefined) queryClient.setQueryData(sessionKeys.session, data.session);
  if (data.users !== undefined) queryClient.setQueryData(accountsKeys.users(), data.users);
}
