import { describe, expect, it } from 'vitest';
import type { Customer } from '@kabinet/contract';
import { pickCustomer, statusGateDecision } from './status-gate-decision.ts';

const company = (bin: string, service?: { approved: boolean; alias?: string }): Customer => ({
  bin,
  alias: null,
  customerName: `Company ${bin}`,
  clientServices: service
    ? [
        {
          alias: service.alias ?? 'b2b_selfcare',
          name: { ru: 'Кабинет', en: 'Cabinet', kk: 'Кабинет' },
          url: null,
          isOfferApproved: service.approved,
          profile: { name: 'full' },
        },
      ]
    : [],
});

describe('status gate (spec §2 shell body, §4 user status)', () => {
  const approved = company('1', { approved: true });
  it('shows the app for DONE with an approved b2b_selfcare service', () => {
    expect(statusGateDecision({ status: 'DONE', customer: approved, approvalReset: false })).toBe('app');
  });
  it('shows the offer first when the offer is not approved', () => {
    const pending = company('1', { approved: false });
    expect(statusGateDecision({ status: 'DONE', customer: pending, approvalReset: false })).toBe('offer');
    expect(statusGateDecision({ status: 'DONE', customer: pending, approvalReset: true })).toBe(
      'public-agreement',
    );
  });
  it('shows no-access without a b2b_selfcare service', () => {
    expect(statusGateDecision({ status: 'DONE', customer: company('1'), approvalReset: false })).toBe(
      'no-access',
    );
    const other = company('1', { approved: true, alias: 'b2b_m2m' });
    expect(statusGateDecision({ status: 'DONE', customer: other, approvalReset: false })).toBe('no-access');
  });
  it('shows the guest page to a user without companies', () => {
    expect(statusGateDecision({ status: 'DONE', customer: undefined, approvalReset: false })).toBe('guest');
  });
  it('shows service unavailable for ERROR and the preloader for any other status', () => {
    expect(statusGateDecision({ status: 'ERROR', customer: approved, approvalReset: false })).toBe(
      'service-unavailable',
    );
    expect(statusGateDecision({ status: 'PROCESSING', customer: approved, approvalReset: false })).toBe(
      'preloader',
    );
    expect(statusGateDecision({ status: undefined, customer: approved, approvalReset: false })).toBe(
      'preloader',
    );
    expect(statusGateDecision({ status: 'PROCESSING', customer: approved, approvalReset: false })).toBe(
      'preloader',
    );
  });
});

describe('pickCustomer', () => {
  const customers = [company('111'), company('222')];
  it('keeps the stored company when it is still assigned, else the first', () => {
    expect(pickCustomer(customers, '222')?.bin).toBe('222');
    expect(pickCustomer(customers, '999')?.bin).toBe('111');
    expect(pickCustomer(customers, null)?.bin).toBe('111');
    expect(pickCustomer([], '111')).toBeUndefined();
  });
});
