import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@kabinet/contract';
import { prefetchNumbersList } from '../../features/numbers/index.ts';
import { accountsKeys } from '../../shared/accounts/accounts-api.ts';
import { storage } from '../../shared/storage/storage.ts';
import { pickCustomer, selfcareService, statusGateDecision } from '../gate/status-gate-decision.ts';
import { availabilityQuery, debtorQuery, featuresQuery } from './company-api.ts';

/**
 * The calls the shell waits for before it shows a screen of the company (its feature profile and
 * debtor status; the availability banner beside them) and, on /numbers, the list itself — all in
 * one parallel round as soon as the user is known (decision 015). CompanyProvider's own queries then
 * find them in flight or answered; a company the gate does not open asks nothing.
 */
export function prefetchCompanyCalls(
  queryClient: QueryClient,
  user: UserInfo,
  storedBin: string | null,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): void {
  const customer = pickCustomer(user.assignCustomers, storedBin);
  const service = selfcareService(customer);
  if (!customer || !service) return;
  if (statusGateDecision({ status: user.status, customer, approvalReset: false }) !== 'app') return;
  void queryClient.prefetchQuery(featuresQuery(customer.bin, service.profile.name));
  void queryClient.prefetchQuery(debtorQuery(customer.bin));
  void queryClient.prefetchQuery(availabilityQuery(customer.bin));
  if (/^\/numbers\/?$/.test(pathname)) prefetchNumbersList(queryClient, customer.bin, search);
}

/**
 * decision 015 (round four): with the user in the page's first data (first-data.ts), the company's
 * calls leave while the shell's script is still being evaluated — before the catalogs, the
 * stylesheet and React's first render, not after that render's effects.
 */
export function startFirstCompanyCalls(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  const user = queryClient.getQueryData<UserInfo>(accountsKeys.users());
  if (user) prefetchCompanyCalls(queryClient, user, storage.getClientBin(), location);
}
