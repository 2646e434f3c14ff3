import { createContext, useContext } from 'react';
import type { Customer, UserInfo } from '@kabinet/contract';
import type { DebtorStatus } from '@kabinet/contract/shell';
import type { Access } from '../access/access.ts';

export interface CompanyContextValue {
  user: UserInfo;
  /** the selected company; undefined when the user has none */
  customer: Customer | undefined;
  bin: string | null;
  selectCompany: (bin: string) => void;
  /** the company's feature profile, once loaded and when the app is open for it */
  access: Access | null;
  /** the app is open for the company and its feature profile is on its way */
  isAccessLoading: boolean;
  /** spec §4: the company's debtor status, checked and stored */
  debtor: DebtorStatus | null;
}

export const CompanyContext = createContext<CompanyContextValue | null>(null);

export function useCompany(): CompanyContextValue {
  const value = useContext(CompanyContext);
  if (!value) throw new Error('useCompany outside CompanyProvider');
  return value;
}

/** The feature profile of the selected company; only inside the opened app. */
export function useAccess(): Access {
  const { access } = useCompany();
  if (!access) throw new Error('useAccess before the feature profile loaded');
  return access;
}
