import { describe, expect, it } from 'vitest';
import { ROLES, type FeatureName, type FeaturesResponse } from '@kabinet/contract';
import {
  DOCS_TABS,
  DOCS_TAB_FEATURE,
  docsDecision,
  docsTabs,
  documentsTabGuard,
  homeLanding,
  numberDetailGuard,
  numbersGuard,
  documentsGuard,
  numbersPageGuard,
  toAccess,
  topTabs,
  transferGuard,
  can,
  teamGuard,
} from './access.ts';

function access(overrides: Partial<FeaturesResponse> = {}, isDebtor = false) {
  return toAccess(
    {
      profileName: 'p',
      accessNumbersPage: true,
      accessDocumentsPage: true,
      features: [],
      customerFlags: [],
      subscriberFlags: [],
      ...overrides,
    },
    isDebtor,
  );
}
const numbersOnly = (o: Partial<FeaturesResponse> = {}) => access({ accessDocumentsPage: false, ...o });
const docsOnly = (o: Partial<FeaturesResponse> = {}, debtor = false) =>
  access({ accessNumbersPage: false, ...o }, debtor);
const neither = () => access({ accessNumbersPage: false, accessDocumentsPage: false });

describe('where / goes (spec §2)', () => {
  it('goes to /numbers with numbers access, else /docs_and_reps', () => {
    expect(homeLanding(access())).toBe('/numbers');
    expect(homeLanding(numbersOnly())).toBe('/numbers');
    expect(homeLanding(docsOnly())).toBe('/docs_and_reps');
    expect(homeLanding(neither())).toBe('not-available');
  });
});

describe('page guards (spec §2)', () => {
  it('/numbers redirects to /docs_and_reps without numbers access', () => {
    expect(numbersGuard(access())).toBeNull();
    expect(numbersGuard(docsOnly())).toBe('/docs_and_reps');
    expect(numbersGuard(neither())).toBe('not-available');
  });
  it('/docs_and_reps redirects to /numbers without documents access', () => {
    expect(documentsGuard(access())).toBeNull();
    expect(documentsGuard(numbersOnly())).toBe('/numbers');
    expect(documentsTabGuard(numbersOnly(), 'payment_history')).toBe('/numbers');
  });
  it('/docs_and_reps/view_debt opens without the documents page for a debtor with view_debt', () => {
    const debtor = toAccess(
      {
        profileName: 'p',
        accessNumbersPage: true,
        accessDocumentsPage: false,
        features: ['view_debt'],
        customerFlags: [],
        subscriberFlags: [],
      },
      true,
    );
    expect(documentsTabGuard(debtor, 'view_debt')).toBeNull();
    expect(documentsTabGuard(numbersOnly({ features: ['view_debt'] }), 'view_debt')).toBe('/numbers');
  });
  it('/numbers/{msisdn} needs flag Y, else /numbers or /docs_and_reps', () => {
    expect(numberDetailGuard(access({ customerFlags: ['Y'] }))).toBeNull();
    expect(numberDetailGuard(access({ subscriberFlags: ['Y'] }))).toBeNull();
    expect(numberDetailGuard(access())).toBe('/numbers');
    expect(numberDetailGuard(docsOnly({ customerFlags: ['Y'] }))).toBe('/docs_and_reps');
  });
  it('SIM and eSIM change need numbers-page access', () => {
    expect(numbersPageGuard(numbersOnly())).toBeNull();
    expect(numbersPageGuard(docsOnly())).toBe('/docs_and_reps');
  });
  it('balance transfer opens with either page', () => {
    expect(transferGuard(numbersOnly())).toBeNull();
    expect(transferGuard(docsOnly())).toBeNull();
    expect(transferGuard(neither())).toBe('not-available');
  });
});

describe('top tabs (spec §2)', () => {
  it('numbers only: numbers + transfer; documents only: documents + transfer; both: all three', () => {
    expect(topTabs(numbersOnly())).toEqual(['numbers', 'overview', 'transfer']);
    expect(topTabs(docsOnly())).toEqual(['documents', 'transfer']);
    expect(topTabs(access())).toEqual(['numbers', 'overview', 'documents', 'transfer']);
    expect(topTabs(neither())).toEqual([]);
  });
});

describe('documents sub-tabs (spec §2)', () => {
  it('shows each sub-tab only with its feature, in the spec order', () => {
    expect(docsTabs(docsOnly({ features: ['reconciliation_act', 'payments_history'] }))).toEqual([
      'payment_history',
      'reconciliation_docs',
    ]);
    const all = DOCS_TABS.map((tab) => DOCS_TAB_FEATURE[tab]) as FeatureName[];
    expect(docsTabs(docsOnly({ features: all }, true))).toEqual([...DOCS_TABS]);
  });
  it('shows the debt sub-tab only with view_debt and truthy debtor data', () => {
    expect(docsTabs(docsOnly({ features: ['view_debt'] }, false))).toEqual([]);
    expect(docsTabs(docsOnly({ features: ['view_debt'] }, true))).toEqual(['view_debt']);
  });

  const some = docsOnly({ features: ['actions_history', 'invoice_register'] });
  it('desktop: a missing or unavailable sub-tab redirects to the first available', () => {
    expect(docsDecision(some, undefined, false)).toEqual({
      kind: 'redirect',
      to: '/docs_and_reps/action_history',
    });
    expect(docsDecision(some, 'atlas_pro', false)).toEqual({
      kind: 'redirect',
      to: '/docs_and_reps/action_history',
    });
    expect(docsDecision(some, 'nonsense', false)).toEqual({
      kind: 'redirect',
      to: '/docs_and_reps/action_history',
    });
    expect(docsDecision(some, 'invoice_docs', false)).toMatchObject({ kind: 'tab', tab: 'invoice_docs' });
  });
  it('phone: a list at /docs_and_reps and a back link for an unavailable sub-tab', () => {
    expect(docsDecision(some, undefined, true)).toEqual({
      kind: 'list',
      tabs: ['action_history', 'invoice_docs'],
    });
    expect(docsDecision(some, 'atlas_pro', true)).toMatchObject({ kind: 'back-link' });
    expect(docsDecision(some, 'invoice_docs', true)).toMatchObject({ kind: 'tab', tab: 'invoice_docs' });
  });
  it('no sub-tab at all: not available', () => {
    expect(docsDecision(docsOnly(), undefined, false)).toEqual({ kind: 'not-available' });
  });
});

describe('roles (decision 029)', () => {
  const as = (role: 'administrator' | 'operator' | 'finance' | 'read-only') =>
    toAccess({
      profileName: 'p',
      accessNumbersPage: true,
      accessDocumentsPage: true,
      features: ['payments_history', 'subscribers_report'],
      customerFlags: [],
      subscriberFlags: [],
      role,
      permissions: [...ROLES[role]],
    });
  it('shows the transfer tab only to roles that move money, users and access only to administrators', () => {
    // the overview comes with the numbers (decision 030)
    expect(topTabs(as('administrator'))).toEqual(['numbers', 'overview', 'documents', 'transfer']);
    expect(topTabs(as('finance'))).toEqual(['numbers', 'overview', 'documents', 'transfer']);
    expect(topTabs(as('read-only'))).toEqual(['numbers', 'overview', 'documents']);
    expect(transferGuard(as('operator'))).toBe('/numbers');
    expect(teamGuard(as('administrator'))).toBeNull();
    expect(teamGuard(as('finance'))).toBe('/numbers');
  });
  it('takes a profile without a role as the administrator it was before roles', () => {
    expect(can(access(), 'team.manage')).toBe(true);
    expect(can(as('read-only'), 'numbers.manage')).toBe(false);
  });
});
