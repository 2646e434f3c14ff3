import type { FeatureName, FeaturesResponse } from '@kabinet/contract';
import type { Permission } from '@kabinet/contract/team-roles';

/**
 * What a company may open, decided from its feature profile (spec §2 "Routes", §6).
 * Pure functions: the router, the tabs and the documents frame all ask these.
 */
export interface Access {
  numbersPage: boolean;
  documentsPage: boolean;
  features: ReadonlySet<FeatureName>;
  customerFlags: ReadonlySet<string>;
  subscriberFlags: ReadonlySet<string>;
  /** spec §2: the debt sub-tab also needs truthy debtor data */
  isDebtor: boolean;
  /**
   * decision 029: what the user's role in the company allows (the server refuses the rest); null
   * before roles: everything, as the administrator the accounts service's users are
   */
  permissions: ReadonlySet<Permission> | null;
}

export function toAccess(response: FeaturesResponse, isDebtor = false): Access {
  return {
    numbersPage: response.accessNumbersPage,
    documentsPage: response.accessDocumentsPage,
    features: new Set(response.features),
    customerFlags: new Set(response.customerFlags),
    subscriberFlags: new Set(response.subscriberFlags),
    isDebtor,
    permissions: response.permissions ? new Set(response.permissions) : null,
  };
}

/** decision 029: whether the user's role allows a permission; screens hide what it does not */
export const can = (access: Access, permission: Permission) =>
  access.permissions === null || access.permissions.has(permission);

export const hasFeature = (access: Access, feature: FeatureName) => access.features.has(feature);

export const paths = {
  home: '/',
  numbers: '/numbers',
  overview: '/overview',
  numberDetail: (msisdn: string) => `/numbers/${msisdn}`,
  documents: '/docs_and_reps',
  documentsTab: (tab: DocsTab) => `/docs_and_reps/${tab}`,
  transfer: '/balance-transfer',
  esimChange: (msisdn: string) => `/esim-change/${msisdn}`,
  esimRelease: (msisdn: string) => `/esim-change/${msisdn}/release`,
  simChange: (msisdn: string) => `/sim-change/${msisdn}`,
  profile: '/profile',
  team: '/team',
  join: (token: string) => `/join/${token}`,
} as const;

/** Where a path lands when the company cannot open it: a path, or 'not-available'. */
export type Landing = string | 'not-available';

/** spec §2: "/" goes to /numbers with numbers-page access, otherwise to /docs_and_reps. */
export function homeLanding(access: Access): Landing {
  if (access.numbersPage) return paths.numbers;
  if (access.documentsPage) return paths.documents;
  return 'not-available';
}

/** A redirect for a path the company may not open, or null when it may. */
export type Guard = (access: Access) => Landing | null;

/** spec §2: /numbers redirects to /docs_and_reps without numbers access. */
export const numbersGuard: Guard = (access) => (access.numbersPage ? null : homeLanding(access));

/** spec §2: /docs_and_reps redirects to /numbers without documents access. */
export const documentsGuard: Guard = (access) => (access.documentsPage ? null : homeLanding(access));

/**
 * /docs_and_reps/{tab}: the documents page guard, except that the debt view opens without the
 * documents page when the company may view its debt (see debtViewGuard).
 */
export function documentsTabGuard(access: Access, tab: string | undefined): Landing | null {
  if (tab === 'view_debt' && !access.documentsPage) return debtViewGuard(access);
  return documentsGuard(access);
}

/** spec §2/§6: the number detail needs flag Y (and the numbers page it belongs to). */
export function canOpenNumberDetail(access: Access): boolean {
  return access.numbersPage && (access.customerFlags.has('Y') || access.subscriberFlags.has('Y'));
}
export const numberDetailGuard: Guard = (access) =>
  canOpenNumberDetail(access) ? null : homeLanding(access);

/** spec §2: SIM and eSIM change need numbers-page access. */
export const numbersPageGuard: Guard = numbersGuard;

/**
 * The debt view (/docs_and_reps/view_debt) is where the debtor notice of the numbers screen
 * links, so it opens with the `view_debt` feature and debtor data even without the documents
 * page; it is the only documents path that does.
 */
export const debtViewGuard: Guard = (access) => (canViewDebt(access) ? null : homeLanding(access));

/** decision 029: "Users and access" is the administrators' */
export const teamGuard: Guard = (access) => (can(access, 'team.manage') ? null : homeLanding(access));

/** Balance transfer is a tab whenever either page is open (spec §2 "Top tabs"). */
export const transferGuard: Guard = (access) =>
  (access.numbersPage || access.documentsPage) && can(access, 'finance.move') ? null : homeLanding(access);

// ---- top tabs (spec §2): numbers only → numbers + transfer; documents only → documents +
// transfer; both → all three.
export type TopTab = 'numbers' | 'overview' | 'documents' | 'transfer';

export function topTabs(access: Access): TopTab[] {
  const tabs: TopTab[] = [];
  if (access.numbersPage) tabs.push('numbers');
  // decision 030: the overview counts the numbers, so it comes with them
  if (access.numbersPage) tabs.push('overview');
  // decision 029: a role shows the documents it may open, and the transfer only when it moves money
  if (access.documentsPage && (can(access, 'finance.read') || docsTabs(access).length > 0))
    tabs.push('documents');
  if (tabs.length > 0 && can(access, 'finance.move')) tabs.push('transfer');
  return tabs;
}

export const topTabPath: Record<TopTab, string> = {
  numbers: paths.numbers,
  overview: paths.overview,
  documents: paths.documents,
  transfer: paths.transfer,
};

// ---- documents sub-tabs (spec §2 "Documents sub-tabs"): each only with its feature flag.
export const DOCS_TABS = [
  'payment_history',
  'action_history',
  'subscribers_report',
  'reportdocs',
  'invoice_docs',
  'reconciliation_docs',
  'devices_report',
  'payments_report',
  'find_number_by_invoice',
  'atlas_pro',
  'unknown_payments',
  'decryption_invoice',
  'view_debt',
] as const;
export type DocsTab = (typeof DOCS_TABS)[number];

export const DOCS_TAB_FEATURE: Record<DocsTab, FeatureName> = {
  payment_history: 'payments_history',
  action_history: 'actions_history',
  subscribers_report: 'subscribers_report',
  reportdocs: 'act_of_work',
  invoice_docs: 'invoice_register',
  reconciliation_docs: 'reconciliation_act',
  devices_report: 'registered_devices_report',
  payments_report: 'payments_report',
  find_number_by_invoice: 'find_number_by_invoice',
  atlas_pro: 'atlas_pro_report',
  unknown_payments: 'unknown_payments',
  decryption_invoice: 'billing_invoice',
  view_debt: 'view_debt',
};

export const isDocsTab = (value: string | undefined): value is DocsTab =>
  value !== undefined && (DOCS_TABS as readonly string[]).includes(value);

/** spec §2: the debt sub-tab shows if the debt feature is on and debtor data is truthy. */
export function canViewDebt(access: Access): boolean {
  return access.features.has('view_debt') && access.isDebtor;
}

export function docsTabs(access: Access): DocsTab[] {
  return DOCS_TABS.filter((tab) =>
    tab === 'view_debt' ? canViewDebt(access) : access.features.has(DOCS_TAB_FEATURE[tab]),
  );
}

export type DocsDecision =
  | { kind: 'redirect'; to: string }
  /** phone: the list of sub-tabs */
  | { kind: 'list'; tabs: DocsTab[] }
  | { kind: 'tab'; tab: DocsTab; tabs: DocsTab[] }
  /** phone, unknown or closed sub-tab: a back link to /docs_and_reps */
  | { kind: 'back-link'; tabs: DocsTab[] }
  | { kind: 'not-available' };

/**
 * The documents frame (spec §2): on desktop a missing or unavailable sub-tab redirects to the
 * first available one; on a phone /docs_and_reps lists the sub-tabs and any sub-tab page has
 * a back link to /docs_and_reps.
 */
export function docsDecision(access: Access, tab: string | undefined, isPhone: boolean): DocsDecision {
  const tabs = docsTabs(access);
  if (tabs.length === 0) return { kind: 'not-available' };
  const requested = isDocsTab(tab) && tabs.includes(tab) ? tab : null;
  if (requested) return { kind: 'tab', tab: requested, tabs };
  if (isPhone) return tab === undefined ? { kind: 'list', tabs } : { kind: 'back-link', tabs };
  return { kind: 'redirect', to: paths.documentsTab(tabs[0]!) };
}
