import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@kabinet/contract';
import { CompanyContext, type CompanyContextValue } from '../../shared/company/company-context.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';
import { accountsKeys, resetOfferApproval } from '../../shared/accounts/accounts-api.ts';
import { setApiClientBin } from '../../shared/api/api-client.ts';
import { apiEvents } from '../../shared/api/api-events.ts';
import { toAccess } from '../../shared/access/access.ts';
import { storage } from '../../shared/storage/storage.ts';
import { notify } from '../../shared/notify/notify.ts';
import { useTranslation } from 'react-i18next';
import { companyLabel } from '../../shared/company/company-label.ts';
import {
  pickCustomer,
  selfcareService,
  SELFCARE_SERVICE_ALIAS,
  statusGateDecision,
} from '../gate/status-gate-decision.ts';
import { GateContext, type GateState } from './gate-context.ts';
import { useDebtorStatus, useFeatures, useServiceAvailability } from './company-api.ts';
import { prefetchCompanyCalls } from './first-company-calls.ts';

/**
 * The selected company and everything the shell knows about it: its status-gate decision,
 * feature profile, debtor status and availability (spec §2 shell body, §4, §6).
 */
export function CompanyProvider({ user, children }: { user: UserInfo; children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [storedBin, setStoredBin] = useState(() => storage.getClientBin());
  const [resetBins, setResetBins] = useState<ReadonlySet<string>>(() => new Set());
  const lastFlagsReload = useRef(0);

  const customer = pickCustomer(user.assignCustomers, storedBin);
  const bin = customer?.bin ?? null;
  // set during render so that the children's first calls already carry the company
  setApiClientBin(bin);

  useEffect(() => {
    if (bin && bin !== storage.getClientBin()) storage.setClientBin(bin);
  }, [bin]);

  const decision = statusGateDecision({
    status: user.status,
    customer,
    approvalReset: bin !== null && resetBins.has(bin),
  });
  const isApp = decision === 'app';
  const profileName = selfcareService(customer)?.profile.name;
  const features = useFeatures(bin, profileName, isApp);
  const debtorQuery = useDebtorStatus(bin, isApp);
  const availability = useServiceAvailability(bin, isApp);
  const debtor = debtorQuery.data ?? (bin ? storage.getDebtorStatus(bin) : null);

  // the first screen's list is asked for beside the feature profile, not after the route guard
  // has read it (decision 015); a company without the numbers page never opens /numbers. With the
  // page's first data these calls already left before the first render (first-company-calls.ts).
  const prefetchedFirstScreen = useRef(false);
  useEffect(() => {
    if (prefetchedFirstScreen.current || !bin || !isApp) return;
    prefetchedFirstScreen.current = true;
    prefetchCompanyCalls(queryClient, user, bin, window.location);
  }, [bin, isApp, queryClient, user]);

  const selectCompany = useCallback(
    (nextBin: string) => {
      if (nextBin === bin) return;
      // spec §4: switching company clears the stored number and reloads flags and data
      storage.setClientBin(nextBin);
      storage.setCurrentSubscriber(null);
      setApiClientBin(nextBin);
      queryClient.removeQueries({ queryKey: companyKeys.all });
      setStoredBin(nextBin);
      void navigate('/');
      const next = user.assignCustomers.find((c) => c.bin === nextBin);
      if (next) notify(t('shell:company.switched', { company: companyLabel(next) }));
    },
    [bin, navigate, queryClient, t, user.assignCustomers],
  );

  useEffect(
    () =>
      apiEvents.subscribe((error) => {
        if (!bin) return;
        if (error.code === 'offer_not_approved') {
          // spec §4/§8: offer_not_approved resets the approval state
          resetOfferApproval(queryClient, bin, SELFCARE_SERVICE_ALIAS);
          setResetBins((bins) => new Set(bins).add(bin));
          queryClient.removeQueries({ queryKey: companyKeys.byBin(bin) });
        } else if (
          (error.code === 'feature_not_available' || error.code === 'forbidden_by_role') &&
          Date.now() - lastFlagsReload.current > 30_000
        ) {
          // decision 029: a refusal by role means the role changed: the features answer carries it
          // the server refused a feature the screen offered: the profile changed, ask again (at most
          // every 30 s, so a refusing flags call cannot loop)
          lastFlagsReload.current = Date.now();
          void queryClient.invalidateQueries({ queryKey: [...companyKeys.byBin(bin), 'features'] });
        } else if (error.code === 'company_not_assigned') {
          // the stored company was taken away from the user: start again from the first one
          storage.setClientBin(null);
          setStoredBin(null);
          void queryClient.invalidateQueries({ queryKey: accountsKeys.users() });
        }
      }),
    [bin, queryClient],
  );

  const { refetch: refetchFeatures } = features;
  const company = useMemo<CompanyContextValue>(
    () => ({
      user,
      customer,
      bin,
      selectCompany,
      access: isApp && features.data ? toAccess(features.data, debtor?.isDebtor ?? false) : null,
      isAccessLoading: isApp && !features.data && !features.isError,
      debtor,
    }),
    [user, customer, bin, selectCompany, isApp, features.data, features.isError, debtor],
  );
  const gate = useMemo<GateState>(
    () => ({
      decision,
      // the debt sub-tab depends on the debtor status: decide routes once both are known
      features: {
        isPending: features.isPending || debtorQuery.isPending,
        error: features.error,
        refetch: () => void refetchFeatures(),
      },
      isServiceAvailable: availability.data?.available !== false,
    }),
    [decision, features.isPending, debtorQuery.isPending, features.error, refetchFeatures, availability.data],
  );

  return (
    <CompanyContext.Provider value={company}>
      <GateContext.Provider value={gate}>{children}</GateContext.Provider>
    </CompanyContext.Provider>
  );
}
