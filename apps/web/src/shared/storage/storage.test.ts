import { beforeEach, describe, expect, it } from 'vitest';
import { localKeys, sessionKeys } from './storage-keys.ts';
import { storage } from './storage.ts';

describe('storage keys (spec §3)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('names every key of spec §3 under one prefix', () => {
    expect(localKeys.language).toBe('kabinet.language');
    expect(localKeys.clientBin).toBe('kabinet.clientBin');
    expect(localKeys.currentSubscriber).toBe('kabinet.currentSubscriber');
    expect(localKeys.noticeClosed('123456789012', 'penalty')).toBe(
      'kabinet.noticeClosed.penalty.123456789012',
    );
    expect(localKeys.reportInProcess('123456789012', 'balanceReport')).toBe(
      'kabinet.reportInProcess.123456789012.balanceReport',
    );
    expect(sessionKeys.technicalWorks).toBe('kabinet.technicalWorks');
  });

  it('keeps language, BIN and subscriber in localStorage', () => {
    storage.setLanguage('kk');
    storage.setClientBin('990340000141');
    storage.setCurrentSubscriber('7012345678');
    expect(localStorage.getItem('kabinet.language')).toBe('kk');
    expect(storage.getClientBin()).toBe('990340000141');
    expect(storage.getCurrentSubscriber()).toBe('7012345678');
    storage.setCurrentSubscriber(null);
    expect(localStorage.getItem('kabinet.currentSubscriber')).toBeNull();
  });

  it('remembers notice closings per BIN and per notice', () => {
    storage.closeNotice('111111111111', 'penalty');
    expect(storage.isNoticeClosed('111111111111', 'penalty')).toBe(true);
    expect(storage.isNoticeClosed('111111111111', 'debtor')).toBe(false);
    expect(storage.isNoticeClosed('222222222222', 'penalty')).toBe(false);
  });

  it('keeps the report in-process flag per BIN', () => {
    storage.setReportInProcess('111111111111', 'balanceReport', true);
    expect(storage.isReportInProcess('111111111111', 'balanceReport')).toBe(true);
    expect(storage.isReportInProcess('222222222222', 'balanceReport')).toBe(false);
    storage.setReportInProcess('111111111111', 'balanceReport', false);
    expect(localStorage.length).toBe(0);
  });

  it('keeps the technical-works flag and debtor status in sessionStorage', () => {
    storage.setTechnicalWorks(true);
    expect(sessionStorage.getItem('kabinet.technicalWorks')).toBe('1');
    expect(storage.isTechnicalWorks()).toBe(true);
    storage.setDebtorStatus('111111111111', { isDebtor: true, penaltyNotice: false });
    expect(storage.getDebtorStatus('111111111111')).toEqual({ isDebtor: true, penaltyNotice: false });
    expect(storage.getDebtorStatus('222222222222')).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
